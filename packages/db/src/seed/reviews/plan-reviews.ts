import type { ReviewDuration } from '../../schema';
import type { CataloguePlan } from '../plan/plan-catalogue';
import { ALL_BRANDS } from '../plan/specials';
import type { ProductPlan } from '../plan/types';
import { Random } from '../random';
import { PRODUCT_LINES } from '../tables/lines';
import { photoCaption, photoFingerprint, photoKindFor, type PhotoKind } from './photo-plan';
import { demoReviewers } from './reviewers';
import { averageOf, drawDuration, drawRatings, drawVerdict } from './review-ratings';
import { composeReview, type Ratings } from './review-text';
import type { FamilyPool } from './sentences-common';
import { BODY, FACE, HAIR } from './sentences-care';
import { FRAGRANCE, MAKEUP, TOOLS } from './sentences-style';

const DAY_MINUTES = 1_440;

export interface PlannedPhoto {
  kind: PhotoKind;
  /** 16 hex digits: with the author's id, the photo's key (`reviews/<userId>-<fingerprint>.webp`). */
  fingerprint: string;
  caption: string;
}

/** One demo review, before it has database ids (indexes into the plan and the reviewers). */
export interface PlannedReview {
  product: number;
  combination: number;
  reviewer: number;
  details: string;
  ratings: Ratings;
  averageRating: number;
  isRecommended: boolean;
  isRepurchase: boolean;
  duration: ReviewDuration;
  status: 'published' | 'held';
  holdReasons: string[];
  /** Written this many minutes before the seed's clock. */
  ageMinutes: number;
  tags: string[];
  photos: PlannedPhoto[];
  /** Reviewers who found it helpful. */
  voters: number[];
  /** Set when the reviewer bought it: the delivered order was placed this long ago (minutes). */
  orderAgeMinutes: number | null;
}

const FAMILIES: Record<string, FamilyPool> = {
  skincare: FACE,
  makeup: MAKEUP,
  body: BODY,
  hair: HAIR,
  fragrance: FRAGRANCE,
  tools: TOOLS,
};
const NOUNS = new Map(PRODUCT_LINES.map((line) => [line.category, line.noun]));

/** Products that get reviews: sold as themselves, on sale for a few days, not on pre-order. */
export const isReviewable = (product: ProductPlan) =>
  product.classification === null &&
  product.reviewDemand > 0 &&
  product.publishedHoursAgo >= 72 &&
  !product.combinations.some((combination) => combination.preorder);

/** How many reviews a product has: 3 to about 33 by its demand, fewer when it is new. */
export function reviewCountOf(product: ProductPlan): number {
  if (!isReviewable(product)) return 0;
  const byDemand = 3 + Math.floor(30 * Math.pow(product.reviewDemand / 2500, 1.8));
  return Math.min(byDemand, 1 + Math.floor(product.publishedHoursAgo / 24 / 2));
}

/** The option a combination is, when its product has several. */
function optionOf(
  product: ProductPlan,
  index: number,
): { kind: 'shade' | 'size' | 'variant'; name: string } | null {
  if (product.combinations.length < 2) return null;
  const attributes = product.combinations[index]?.attributes ?? {};
  for (const kind of ['shade', 'size', 'variant'] as const) {
    const name = attributes[kind]?.name;
    if (name) return { kind, name };
  }
  return null;
}

const PHONE_LINE =
  'Kalau mau tanya-tanya soal pemakaiannya, hubungi aku saja di 0813 2288 4410 ya.';

/**
 * Every demo review: a pure function of the catalogue plan (the same reviews every run), times
 * as offsets from the seed's clock. Most products have a few to a few dozen reviews by the
 * demo's reviewers; about 15 % carry photos, a quarter of the older ones come from a
 * delivered order (verified), and one review of the most talked-about product waits for
 * moderation (a phone number in its text).
 */
export function planDemoReviews(plan: CataloguePlan): PlannedReview[] {
  const random = new Random('kilau-demo-reviews');
  const reviewers = demoReviewers();
  const everyone = reviewers.map((_, i) => i);
  const reviews: PlannedReview[] = [];
  plan.products.forEach((product, productIndex) => {
    const count = reviewCountOf(product);
    if (count === 0) return;
    const window = Math.min(365, Math.floor(product.publishedHoursAgo / 24) - 1);
    for (const reviewer of random.sample(everyone, count)) {
      reviews.push(planOne(random, product, productIndex, reviewer, window, everyone));
    }
  });

  const popular = plan.products.reduce(
    (best, product, i) =>
      isReviewable(product) && product.reviewDemand > (plan.products[best]?.reviewDemand ?? 0)
        ? i
        : best,
    0,
  );
  const product = plan.products[popular];
  if (product) {
    const taken = new Set(reviews.filter((r) => r.product === popular).map((r) => r.reviewer));
    const author = everyone.find((i) => !taken.has(i)) ?? 0;
    const held = planOne(random, product, popular, author, 2, everyone);
    reviews.push({
      ...held,
      details: `${held.details} ${PHONE_LINE}`,
      status: 'held',
      holdReasons: ['phone'],
      ageMinutes: DAY_MINUTES + 95,
      photos: [],
      voters: [],
      orderAgeMinutes: null,
    });
  }
  return reviews;
}

function planOne(
  random: Random,
  product: ProductPlan,
  productIndex: number,
  reviewer: number,
  windowDays: number,
  everyone: number[],
): PlannedReview {
  const author = demoReviewers()[reviewer];
  const combinationCount = product.combinations.length;
  const defaultIndex = Math.max(
    0,
    product.combinations.findIndex((c) => c.isDefault),
  );
  const combination = random.chance(0.4) ? defaultIndex : random.int(0, combinationCount - 1);
  const option = optionOf(product, combination);
  const shade = option?.kind === 'shade' ? option.name : null;
  const ratings = drawRatings(random, product.ratingLean);
  const verdict = drawVerdict(random, ratings);
  const duration = drawDuration(random);
  const family = FAMILIES[product.top] ?? FACE;
  const { text, profileTags } = composeReview(random, {
    family,
    noun: NOUNS.get(product.leaf) ?? 'produk',
    brand: ALL_BRANDS[product.brandIndex]?.name ?? 'Kilau',
    option,
    ratings,
    duration,
    recommended: verdict.recommended,
    repurchase: verdict.repurchase,
  });
  const liked = verdict.recommended ? random.sample(family.tags, random.int(0, 2)) : [];
  const tags = random.chance(0.2) ? [] : [...new Set([...profileTags, ...liked])].slice(0, 5);

  const ageDays = Math.max(1, Math.floor(Math.pow(random.float(), 1.3) * windowDays));
  const ageMinutes = ageDays * DAY_MINUTES + random.int(0, DAY_MINUTES - 1);
  const publishedDays = product.publishedHoursAgo / 24;
  const orderDays = ageDays + random.int(7, 20);
  const verified = ageDays >= 21 && orderDays < publishedDays - 1 && random.chance(0.25);

  const photoCount = random.chance(0.15) ? random.pick([1, 1, 1, 1, 1, 1, 2, 3]) : 0;
  const photos = Array.from({ length: photoCount }, (_, position) => {
    const kind = photoKindFor(random, product, position);
    return {
      kind,
      fingerprint: photoFingerprint(`${product.slug}|${author?.userName ?? reviewer}|${position}`),
      caption: photoCaption(random, kind, shade),
    };
  });
  const votes = random.chance(0.6) ? 0 : random.skewed(1, 24, 3);
  const voters = random.sample(
    everyone.filter((i) => i !== reviewer),
    votes,
  );
  return {
    product: productIndex,
    combination,
    reviewer,
    details: text,
    ratings,
    averageRating: averageOf(ratings),
    isRecommended: verdict.recommended,
    isRepurchase: verdict.repurchase,
    duration,
    status: 'published',
    holdReasons: [],
    ageMinutes,
    tags,
    photos,
    voters,
    orderAgeMinutes: verified ? orderDays * DAY_MINUTES + random.int(0, 600) : null,
  };
}
