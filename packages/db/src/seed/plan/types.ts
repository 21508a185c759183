import type { Classification, CombinationAttributes } from '../../schema';
import type { TopCategoryKey } from '../tables/brands';
import type { Shape } from '../tables/lines';

/**
 * The demo catalogue as plain data, before it has database ids. Everything here is a pure
 * function of the seed; times are offsets from `now`, so one plan serves any clock.
 */
export interface CombinationPlan {
  sku: string;
  barcode: string;
  attributes: CombinationAttributes;
  /** Colour of the shade or variant, for the packshot. */
  colour: string | null;
  /** The shade's swatch colour, `#rrggbb` (its `colour`), or null when the option is no shade. */
  hex: string | null;
  stock: number;
  price: number;
  priceAfterDiscount: number;
  deductionType: 'amount' | 'percentage' | null;
  deductionAmount: number;
  deductionPercentage: number;
  isShowAsPercentage: boolean;
  isDefault: boolean;
  weightGrams: number;
  preorder: { totalQuota: number; soldQuota: number; deliveryInDays: number } | null;
}

/** What the packshot renderer needs to draw a product. */
export interface ProductLook {
  shape: Shape;
  /** Main colour of the product inside (shade, scent) or null to derive one from the name. */
  colour: string | null;
  /** Pan colours for palettes. */
  swatches: readonly string[];
  title: string;
  subtitle: string;
  size: string;
}

/** Cover packshot, a texture swatch beside it, its retail carton, or a pack's contents. */
export type ImageView = 'cover' | 'texture' | 'box' | 'contents';

export interface ProductPlan {
  name: string;
  slug: string;
  brandIndex: number;
  top: TopCategoryKey;
  /** Leaf category name (unique across the tree). */
  leaf: string;
  classification: Classification | null;
  description: string;
  howToUse: string;
  ingredients: string;
  isNew: boolean;
  isExclusive: boolean;
  isLimited: boolean;
  isOnline: boolean;
  isSale: boolean;
  isBuyOneGetOneFree: boolean;
  showAllCombinations: boolean;
  maxLimitPerOrder: number | null;
  /** What its reviews lean to, 3.6–4.9 (0 without reviews): the demo reviews' ratings centre on it. */
  ratingLean: number;
  /** How much it is talked about, 0–2,500: sizes its demo reviews (seed/reviews) and its sales. */
  reviewDemand: number;
  totalSold: number;
  publishedHoursAgo: number;
  tags: string[];
  combinations: CombinationPlan[];
  images: ImageView[];
  look: ProductLook;
  /** For packs: component combinations of other products (by plan index). */
  pack: { product: number; combination: number; quantity: number }[];
  /** Views for today, yesterday and the day before (Asia/Jakarta days). */
  views: [number, number, number];
}

export const productImageUrl = (productId: number, n: number) =>
  `/media/products/${productId}-${n}.webp`;
