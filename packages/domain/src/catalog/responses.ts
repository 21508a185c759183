import { z } from '../shared/zod';

/**
 * What the catalogue calls answer (ADR 0020): the API's response schemas and the web's types,
 * written once. Ids are numbers here (the catalogue's own), with `_id` as text.
 */

export const ProductImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  is_cover: z.boolean(),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;

/** An option value (`{ shade: { name: '01 Rosy', hex: '#…' } }`); the data may carry more keys. */
export const AttributeValueSchema = z.looseObject({
  name: z.string(),
  id: z.union([z.number(), z.string()]).optional(),
  /** A shade's colour, when the data has one. */
  hex: z.string().optional(),
});
export type AttributeValue = z.infer<typeof AttributeValueSchema>;

/** A combination as the spec's entity names it (000 §3). */
export const ProductCombinationSchema = z.object({
  _id: z.string(),
  id: z.number(),
  sku: z.string(),
  barcode: z.string().nullable(),
  attributes: z.record(z.string(), AttributeValueSchema),
  stock: z.number(),
  price: z.number(),
  price_after_discount: z.number(),
  deduction_type: z.enum(['amount', 'percentage']).nullable(),
  deduction_amount: z.number(),
  deduction_percentage: z.number(),
  discount_percentage: z.number(),
  is_show_as_percentage: z.boolean(),
  is_default: z.boolean(),
  is_pre_order: z.boolean(),
  preorder: z.array(
    z.object({
      product_preorder_rules_id: z.number(),
      total_quota: z.number(),
      sold_quota: z.number(),
      /** An ISO day, `2025-07-01`. */
      delivery_date: z.string(),
    }),
  ),
  is_flashsale: z.boolean(),
  flashsale: z.object({ quota: z.number(), sold: z.number(), ends_at: z.string() }).optional(),
  images: z.array(ProductImageSchema),
});
export type ProductCombination = z.infer<typeof ProductCombinationSchema>;

/** A reference to a brand or category: `{ id, name, slug }`. */
export const CatalogRefSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });
export type CatalogRef = z.infer<typeof CatalogRefSchema>;

/** A component of a pack (bundle): its combination and quantity. */
export const ProductPackItemSchema = z.object({
  product_id: z.number(),
  combination_id: z.number(),
  name: z.string(),
  brand: z.object({ name: z.string() }),
  attributes: z.record(z.string(), AttributeValueSchema),
  quantity: z.number(),
  stock: z.number(),
});
export type ProductPackItem = z.infer<typeof ProductPackItemSchema>;

/** The product as tiles and listings read it (000 §3). */
export const ProductTileSchema = z.object({
  id: z.number(),
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  brand: CatalogRefSchema,
  default_category: CatalogRefSchema,
  classification: z
    .enum(['egift', 'bundle_virtual', 'bundle_physical', 'gwp_non_sellable'])
    .nullable(),
  is_new: z.boolean(),
  is_exclusive: z.boolean(),
  is_limited: z.boolean(),
  is_online: z.boolean(),
  is_sale: z.boolean(),
  is_buy_one_get_one_free: z.boolean(),
  is_in_stock: z.boolean(),
  is_in_stock_original: z.boolean(),
  is_flashsale: z.boolean(),
  show_all_combinations: z.boolean(),
  max_limit_per_order: z.number().nullable(),
  /** Pack (bundle) contents: the component combinations and quantities. */
  pack_detail: z.array(ProductPackItemSchema),
  images: z.array(ProductImageSchema),
  combinations: z.array(ProductCombinationSchema),
  default_combination: ProductCombinationSchema.nullable(),
  price_range: z.tuple([z.number(), z.number()]),
  price_after_discount_range: z.tuple([z.number(), z.number()]),
  discount_range: z.tuple([z.number(), z.number()]),
  discount_percentage: z.number(),
  min_price: z.number(),
  max_price: z.number(),
  min_price_after_discount: z.number(),
  max_price_after_discount: z.number(),
  review_stats: z.object({ average_rating: z.number(), total_reviews: z.number() }),
  total_sold: z.number(),
});
export type ProductTile = z.infer<typeof ProductTileSchema>;

export const ProductTagSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  type: z.enum(['concern', 'benefit', 'ingredient', 'skin_type']),
});
export type ProductTag = z.infer<typeof ProductTagSchema>;

/** `GET /api/catalog/v2/products/{id}-{slug}`: the tile plus texts, tags and category trail. */
export const ProductDetailSchema = ProductTileSchema.extend({
  description: z.string(),
  how_to_use: z.string(),
  ingredients: z.string(),
  tags: z.array(ProductTagSchema),
  /** The default category's trail, outermost first. */
  categories: z.array(CatalogRefSchema.loose()),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

const WishlistedCombinationSchema = ProductCombinationSchema.extend({
  is_wishlist: z.literal(true),
});

/** One entry of `GET /api/catalog/users/me/wishlists` (000 §3 Wishlist entry; design/the-bag.md). */
export const WishlistEntrySchema = z.object({
  id: z.number(),
  wishlist_id: z.string(),
  product_id: z.number(),
  product_combination_id: z.number(),
  is_wishlisted: z.literal(true),
  created_at: z.string(),
  default_combination: WishlistedCombinationSchema,
  /** The product's tile, led by the wishlisted combination. */
  product: ProductTileSchema.extend({
    is_wishlist: z.literal(true),
    default_combination: WishlistedCombinationSchema,
  }),
});
export type WishlistEntry = z.infer<typeof WishlistEntrySchema>;

/** `POST /api/catalog/wishlist`'s answer: the combination's new state (000 §4). */
export const WishlistToggleAnswerSchema = z.object({
  id: z.number(),
  wishlist_id: z.string(),
  product_id: z.number(),
  product_combination_id: z.number(),
  default_combination: ProductCombinationSchema.extend({ is_wishlist: z.boolean() }).nullable(),
  is_wishlisted: z.boolean(),
});
export type WishlistToggleAnswer = z.infer<typeof WishlistToggleAnswerSchema>;
