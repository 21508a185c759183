import {
  textInput,
  idInput,
  wholeNumber,
  outOfRangeCode,
  INTEGER_RANGE,
  countInput,
} from '@kilau/domain';
import { z } from 'zod';

const id = idInput();
/** A price bound in rupiah, within the `integer` price columns. */
const priceBound = wholeNumber({
  min: 0,
  max: INTEGER_RANGE.max,
  message: outOfRangeCode(0, INTEGER_RANGE.max),
});
const splitCsv = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
/** `1,2,3` → [1, 2, 3]. */
const csvIds = (max: number) => textInput().transform(splitCsv).pipe(z.array(idInput()).max(max));
/** `a,b` → ['a', 'b'], each matching `pattern`. */
const csvWords = (max: number, pattern: RegExp) =>
  textInput()
    .transform(splitCsv)
    .pipe(z.array(textInput().max(60).regex(pattern)).max(max));
const flag = z.stringbool().optional();

export const PRODUCT_SORTS = [
  'newest',
  'bestseller',
  'price_asc',
  'price_desc',
  'rating',
  'discount',
] as const;

/**
 * `?store_id=`: the catalogue as one store's self-checkout sees it — stock from that store
 * (docs/design/store-stock.md). The web's self-checkout pages send exactly this name.
 */
export const StoreStockQuerySchema = z.object({ store_id: id.optional() });

/** `GET /v3/products`: paging by skip (or page), filters, sort and field selection. */
export const ProductListQuerySchema = z.object({
  skip: countInput(0, 10_000).optional(),
  page: countInput(1, 1_000).optional(),
  limit: countInput(1, 100).optional(),
  sort: z.enum(PRODUCT_SORTS).optional(),
  ids: csvIds(100).optional(),
  category_id: id.optional(),
  brand_id: csvIds(50).optional(),
  tag: csvWords(20, /^[a-z0-9-]+$/).optional(),
  min_price: priceBound.optional(),
  max_price: priceBound.optional(),
  // To the thousandth the filter's span uses: `average_rating` is a `real`, which cannot hold a
  // value as small as 5e-323 (PostgreSQL refuses it rather than rounding it to 0).
  rating: z.coerce
    .number()
    .min(0)
    .max(5)
    .transform((value) => Math.round(value * 1000) / 1000)
    .optional(),
  pre_order: flag,
  all_product: flag,
  flash_sale: flag,
  is_new: flag,
  is_sale: flag,
  promotion_id: id.optional(),
  fields: csvWords(40, /^[a-z_]+$/).optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

/** What narrows a listing: the filters of `GET /v3/products`, without paging, sort or fields. */
export const ListingFilterQuerySchema = ProductListQuerySchema.omit({
  skip: true,
  page: true,
  limit: true,
  sort: true,
  fields: true,
});

export const ProductRefParamsSchema = z.object({
  ref: textInput().min(1).max(300),
});

export const SearchQuerySchema = ListingFilterQuerySchema.omit({ ids: true }).extend({
  q: textInput().trim().min(1).max(100),
  skip: countInput(0, 10_000).optional(),
  page: countInput(1, 1_000).optional(),
  limit: countInput(1, 100).optional(),
  sort: z.enum([...PRODUCT_SORTS, 'relevance']).optional(),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const SuggestionQuerySchema = z.object({
  q: textInput().trim().min(1).max(100),
  limit: countInput(1, 10).optional(),
});
