import { BRANDS, type BrandSeed } from '../tables/brands';
import { writeCopy } from '../tables/copy';
import type { ProductLine, Shape } from '../tables/lines';
import { tagsMatching } from '../tables/tags';
import { hashString, type Random } from '../random';
import { slugify } from '../text';
import {
  buildCombinations,
  collapseSingleVariant,
  pickDiscount,
  planOptions,
  type Discount,
  type OptionPlan,
} from './combinations';
import type { ImageView, ProductPlan } from './types';

const ORIGIN_TIER: Record<string, number> = {
  Indonesia: 0.85,
  Korea: 1.05,
  Japan: 1.1,
  Thailand: 1,
  France: 1.4,
  Italy: 1.3,
  Sweden: 1.3,
  Australia: 1.2,
  USA: 1.2,
};

/** How expensive a brand is, 0.7–1.6: imports cost more, each brand has its own position. */
export function brandTier(brand: BrandSeed): number {
  const jitter = 0.85 + (hashString(brand.name) % 300) / 1000;
  return (ORIGIN_TIER[brand.origin] ?? 1) * jitter;
}

/** Slim packs that sell in a carton; the carton is drawn beside them as a third angle. */
const CARTON_SHAPES = new Set<Shape>([
  'bottle',
  'pump',
  'dropper',
  'tube',
  'spray',
  'rollon',
  'perfume',
  'wand',
  'mascara',
]);

const FALLBACK_TAGS: Record<string, readonly string[]> = {
  skincare: ['Normal Skin', 'Combination Skin', 'Oily Skin', 'Dry Skin', 'Sensitive Skin'],
  makeup: ['Long Lasting', 'Hydrating'],
  body: ['Nourishing', 'Hydrating', 'Brightening'],
  hair: ['Nourishing', 'Hair Fall', 'Dandruff'],
  fragrance: ['Long Lasting', 'Travel Friendly'],
  tools: ['Vegan', 'Travel Friendly'],
};

/** 1–4 tags: those the name earns, topped up with one that suits the category. */
export function chooseTags(random: Random, name: string, top: string): string[] {
  const tags = tagsMatching(name, top).slice(0, 3);
  if (tags.length < 2) {
    const extra = random.pick(FALLBACK_TAGS[top] ?? ['Long Lasting']);
    if (!tags.includes(extra)) tags.push(extra);
  }
  return tags.slice(0, 4);
}

/** Names from the line's patterns, unique per brand; the pieces feed copy and packshot. */
function nameProduct(random: Random, line: ProductLine, brand: BrandSeed, taken: Set<string>) {
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const form = random.pick(line.forms);
    const active = random.pick(line.actives);
    const extra = random.pick(line.extras);
    const name = random
      .pick(line.patterns)
      .replace('{f}', form)
      .replace('{a}', active)
      .replace('{x}', extra)
      .replace(/\s+/g, ' ')
      .trim();
    const key = `${brand.name}|${name}`;
    if (!taken.has(key) || attempt === 11) {
      const unique = taken.has(key) ? `${name} ${attempt}` : name;
      taken.add(`${brand.name}|${unique}`);
      return { name: unique, form, active, extra };
    }
  }
  throw new Error('unreachable');
}

export function uniqueSlug(base: string, prefix: string, taken: Set<string>): string {
  let slug = base;
  if (taken.has(slug)) slug = `${prefix}-${base}`;
  for (let n = 2; taken.has(slug); n += 1) slug = `${prefix}-${base}-${n}`;
  taken.add(slug);
  return slug;
}

export interface PlanContext {
  taken: Set<string>;
  slugs: Set<string>;
}

/** One regular product of a line: name, copy, options with prices, stock and discounts. */
export function planProduct(
  random: Random,
  line: ProductLine,
  serial: number,
  context: PlanContext,
  /** Reshapes the drawn options (the scale seed keeps 2–3 per product). */
  shapeOptions: (options: OptionPlan[], random: Random) => OptionPlan[] = (options) => options,
): ProductPlan {
  const brands = BRANDS.map((brand, index) => ({ brand, index })).filter(({ brand }) =>
    brand.lines.includes(line.top),
  );
  const { brand, index: brandIndex } = random.pick(brands);
  const { name, form, active, extra } = nameProduct(random, line, brand, context.taken);
  const copy = writeCopy(random, { name, brand: brand.name, line, active, extra });

  const options = shapeOptions(collapseSingleVariant(planOptions(random, line)), random);
  const position = Math.min(1, Math.max(0, random.float() * 0.75 + (brandTier(brand) - 0.8) * 0.5));
  const basePrice = line.price[0] + (line.price[1] - line.price[0]) * position;

  const discounted = random.chance(0.25);
  const productDiscount: Discount | null = discounted ? pickDiscount(random, basePrice) : null;
  const selectedOnly = discounted && options.length > 2 && random.chance(0.25);
  const discounts = options.map((_, i) => (selectedOnly && i % 2 === 1 ? null : productDiscount));

  const soldOut = random.chance(0.05);
  const stocks = options.map(() =>
    soldOut || random.chance(0.04) ? 0 : random.chance(0.1) ? random.int(1, 4) : random.int(5, 300),
  );
  const brandCode = slugify(brand.name)
    .split('-')
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase()
    .padEnd(3, 'X')
    .slice(0, 3);
  const combinations = buildCombinations({
    options,
    basePrice,
    discounts,
    stocks,
    skuPrefix: `${brandCode}-${String(serial).padStart(5, '0')}`,
    barcodeSerial: serial,
  });
  const defaultIndex = combinations.findIndex((combination) => combination.isDefault);
  const defaultOption = options[defaultIndex] ?? options[0];

  // How much shoppers talk about it: 0 for a few, a long tail of popular ones. It sizes the
  // product's demo reviews (seed/reviews) and its sales.
  const reviewDemand = random.chance(0.06) ? 0 : random.skewed(1, 2500, 2.6);
  const isNew = random.chance(0.15);
  const shape = random.pick(line.shapes);
  const images: ImageView[] = ['cover'];
  if (line.top !== 'tools' && random.chance(0.35)) images.push('texture');
  if (CARTON_SHAPES.has(shape) && random.chance(0.16)) images.push('box');

  return {
    name,
    slug: uniqueSlug(slugify(name), slugify(brand.name), context.slugs),
    brandIndex,
    top: line.top,
    leaf: line.category,
    classification: null,
    ...copy,
    isNew,
    isExclusive: random.chance(0.08),
    isLimited: random.chance(0.05),
    isOnline: random.chance(0.12),
    isSale: combinations.some((combination) => combination.priceAfterDiscount < combination.price),
    isBuyOneGetOneFree: random.chance(0.03),
    showAllCombinations: 'shade' in (options[0]?.attributes ?? {}) && random.chance(0.25),
    maxLimitPerOrder: random.chance(0.1) ? random.pick([2, 3, 5, 10]) : null,
    ratingLean:
      reviewDemand === 0 ? 0 : Math.round((3.6 + Math.pow(random.float(), 0.6) * 1.3) * 10) / 10,
    reviewDemand,
    totalSold: reviewDemand * random.int(3, 12) + random.int(0, 60),
    publishedHoursAgo: isNew ? random.int(2, 14 * 24) : random.int(30 * 24, 540 * 24),
    tags: chooseTags(random, `${name} ${extra}`, line.top),
    combinations,
    images,
    look: {
      shape,
      colour: defaultOption?.colour ?? null,
      swatches: defaultOption?.swatches ?? [],
      title: form,
      subtitle: active,
      size: defaultOption?.label ?? line.sizes[0] ?? '',
    },
    pack: [],
    views: [0, 0, 0],
  };
}
