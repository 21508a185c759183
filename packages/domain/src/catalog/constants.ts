/** Catalogue constants (000 §2, §5, §9). */

/** A tile or grid always adds one unit. */
export const TILE_ADD_QUANTITY = 1;
export const TILE_IMAGE_WIDTH = { desktop: 160, mobile: 134 } as const;

/** The price filter's untouched full range: ignored when it is exactly this. */
export const PRICE_FILTER_FULL_RANGE = { min: 0, max: 1_000_000 } as const;
/** A rating filter of n covers n up to n + 0.999. */
export const RATING_FILTER_SPAN = 0.999;
/** In filtered list mode the listing count is capped. */
export const FILTERED_LISTING_COUNT_CAP = 100;
export const BEST_SELLER_PER_CATEGORY = 20;

/** The combination attribute key that means "no option". */
export const NO_OPTION_ATTRIBUTE = 'non_specify';

/** Classifications whose rating is never shown. */
export const UNRATED_CLASSIFICATIONS = [
  'bundle_virtual',
  'bundle_physical',
  'gwp_non_sellable',
] as const;
export const BUNDLE_CLASSIFICATIONS = ['bundle_virtual', 'bundle_physical'] as const;

/** Ratings are out of 5; the star class uses the rating × 10. */
export const RATING_MAX = 5;
export const RATING_STAR_SCALE = 10;

/** What a product picture shows, in the order a gallery shows them (issue 17). */
export const PRODUCT_IMAGE_KINDS = ['packshot', 'texture', 'lifestyle', 'ingredients'] as const;
export type ProductImageKind = (typeof PRODUCT_IMAGE_KINDS)[number];
