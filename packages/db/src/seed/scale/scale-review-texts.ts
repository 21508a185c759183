import type { ReviewDuration } from '../../schema';
import { Random } from '../random';
import { drawVerdict } from '../reviews/review-ratings';
import { composeReview, type Ratings } from '../reviews/review-text';
import { BODY, FACE, HAIR } from '../reviews/sentences-care';
import { FRAGRANCE, MAKEUP, TOOLS } from '../reviews/sentences-style';
import { PRODUCT_LINES } from '../tables/lines';

/** The top categories' keys in the order of the text pools. */
export const SCALE_FAMILIES = ['skincare', 'makeup', 'body', 'hair', 'fragrance', 'tools'] as const;
const POOLS = [FACE, MAKEUP, BODY, HAIR, FRAGRANCE, TOOLS];
/** Texts per family and star level. */
export const SCALE_TEXTS_PER_POOL = 24;

/** What the texts say instead of the product's kind and brand; SQL puts the real ones in. */
export const NOUN_MARK = 'xnounx';
export const BRAND_MARK = 'xbrandx';

/**
 * The texts the scale seed's reviews are made of: for each family (its top category) and star
 * level 1–5, 24 reviews written from the demo's sentence pools with every rating at that level,
 * with the verdict they end on and the time of use they tell. Text `(family × 5 + level − 1) × 24 + j`. The product's kind and
 * brand are marks (`xnounx`, `Xnounx`, `xbrandx`) for SQL to replace per product.
 */
export function scaleReviewTexts(): {
  texts: string[];
  recommended: boolean[];
  repurchase: boolean[];
  durations: ReviewDuration[];
} {
  const random = new Random('kilau-scale-review-texts');
  const texts: string[] = [];
  const recommended: boolean[] = [];
  const repurchase: boolean[] = [];
  const durations: ReviewDuration[] = [];
  POOLS.forEach((family) => {
    for (let level = 1; level <= 5; level += 1) {
      for (let j = 0; j < SCALE_TEXTS_PER_POOL; j += 1) {
        const ratings: Ratings = {
          packaging: level,
          texture: level,
          scent: level,
          result: level,
          value_for_money: level,
        };
        const verdict = drawVerdict(random, ratings);
        const duration = random.pick(['1_4_weeks', '1_3_months', '3_6_months'] as const);
        const { text } = composeReview(random, {
          family,
          noun: NOUN_MARK,
          brand: BRAND_MARK,
          option: null,
          ratings,
          duration,
          recommended: verdict.recommended,
          repurchase: verdict.repurchase,
        });
        texts.push(text);
        recommended.push(verdict.recommended);
        repurchase.push(verdict.repurchase);
        durations.push(duration);
      }
    }
  });
  return { texts, recommended, repurchase, durations };
}

/** Each leaf category's noun ("serum wajah"), for the texts' marks. */
export const LEAF_NOUNS: ReadonlyArray<readonly [string, string]> = [
  ...new Map(PRODUCT_LINES.map((line) => [line.category, line.noun])),
];
