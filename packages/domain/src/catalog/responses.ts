import { z } from '../shared/zod';
import { apiTimestamp } from '../shared/response';
import { HEX_COLOUR, TILE_SWATCH_LIMIT } from './swatch';
import { PRODUCT_IMAGE_KINDS } from './constants';

/**
 * What the catalogue calls answer (ADR 0020): the API's response schemas and the web's types,
 * written once. Ids are numbers here (the catalogue's own), with `_id` as text.
 */

/**
 * A product picture (000 §3: url, is_cover). The gallery adds what it shows (`kind`, in gallery
 * order), the combination (shade) it belongs to, if any, and its alternative text in English
 * (`alt` is Indonesian).
 */
export const ProductImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  alt_en: z.string(),
  is_cover: z.boolean(),
  kind: z.enum(PRODUCT_IMAGE_KINDS),
  combination_id: z.number().nullable(),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;

/** An option value (`{ shade: { name: '01 Rosy', id: 301 } }`); the data may carry more keys. */
export const AttributeValueSchema = z.looseObject({
  name: z.string(),
  id: z.union([z.number(), z.string()]).optional(),
});

/** A shade's colour, `#rrggbb` (ADR 0032). */
export const HexColourSchema = z.string().regex(HEX_COLOUR);
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
  /** The shade's colour (its swatch), null when the option is no shade (ADR 0032). */
  hex: HexColourSchema.nullable(),
  /** A picture of the shade for its swatch, when it has one. */
  swatch_image: z.string().nullable(),
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

/**
 * The whole product (000 §3): every combination with its stock, prices and pictures, the pack's
 * contents and the price ranges. The product page's answer builds on it (`ProductDetailSchema`);
 * listings answer a slice of it, the tile.
 */
export const ProductSchema = z.object({
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
  /** Out of stock in the academy shop: sold out where 000 §4's last rule line decides. */
  is_out_of_stock_academy: z.boolean(),
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
export type Product = z.infer<typeof ProductSchema>;

/**
 * The tile's combination: what the tile reads of the default one (its id for the heart and the
 * add, its price, whether it is a pre-order with quota left, its flash-sale quota).
 */
export const TileCombinationSchema = ProductCombinationSchema.pick({
  id: true,
  price: true,
  is_pre_order: true,
  is_flashsale: true,
}).extend({
  preorder: z.array(
    ProductCombinationSchema.shape.preorder.element.pick({ total_quota: true, sold_quota: true }),
  ),
  flashsale: ProductCombinationSchema.shape.flashsale
    .unwrap()
    .pick({ quota: true, sold: true })
    .optional(),
});
export type TileCombination = z.infer<typeof TileCombinationSchema>;

/**
 * The product as a tile shows it (000 §2, §5, §9), and all that listings, sliders, search, the
 * flash sale, campaigns and the wishlist answer for each product (issue 16: a listing of 16 in
 * under 15 KB): name, brand, link, cover picture, flags and badges, prices, rating, the default
 * combination and how many options there are. The quick view and the option picker read the
 * product's detail (`GET /v2/products/{id}-{slug}`) when they open.
 */
export const ProductTileSchema = ProductSchema.pick({
  id: true,
  name: true,
  slug: true,
  url: true,
  brand: true,
  classification: true,
  is_new: true,
  is_exclusive: true,
  is_limited: true,
  is_online: true,
  is_sale: true,
  is_buy_one_get_one_free: true,
  is_in_stock: true,
  is_in_stock_original: true,
  is_out_of_stock_academy: true,
  is_flashsale: true,
  min_price: true,
  max_price: true,
  min_price_after_discount: true,
  max_price_after_discount: true,
  discount_range: true,
  discount_percentage: true,
  review_stats: true,
}).extend({
  /** The cover picture. */
  image: ProductImageSchema.pick({ url: true, alt: true }).nullable(),
  /** Combinations that are real options (a shade, a size): more than one opens the option picker. */
  option_count: z.number(),
  /**
   * The colours of the first shades (at most 5), for the tile's dots; `option_count` says how
   * many shades there are. Absent when the options are no shades (ADR 0032).
   */
  swatches: z.array(HexColourSchema).max(TILE_SWATCH_LIMIT).optional(),
  /** A pack (bundle) of other products: its tile offers neither the heart nor ADD TO BAG. */
  is_pack: z.boolean(),
  default_combination: TileCombinationSchema.nullable(),
});
export type ProductTile = z.infer<typeof ProductTileSchema>;

export const ProductTagSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  type: z.enum(['concern', 'benefit', 'ingredient', 'skin_type']),
});
export type ProductTag = z.infer<typeof ProductTagSchema>;

/** `GET /api/catalog/v2/products/{id}-{slug}`: the whole product, its texts, tags and trail. */
export const ProductDetailSchema = ProductSchema.extend({
  description: z.string(),
  how_to_use: z.string(),
  ingredients: z.string(),
  tags: z.array(ProductTagSchema),
  /** The default category's trail, outermost first. */
  categories: z.array(CatalogRefSchema.loose()),
  /**
   * True only in a staff member's preview of a product the shop does not show (inactive): the
   * page says so, and is neither indexed nor kept by any cache.
   */
  preview: z.literal(true).optional(),
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
  /** The product's tile, led by the wishlisted combination (with its options, for its label). */
  product: ProductTileSchema.extend({
    is_wishlist: z.literal(true),
    default_combination: TileCombinationSchema.extend({
      attributes: ProductCombinationSchema.shape.attributes,
      is_wishlist: z.literal(true),
    }),
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

/*
 * Taxonomy and merchandising: categories, brands, filter facets, promotions, campaigns and the
 * flash sale (`/api/catalog/v3/…`).
 */

/** A category's own fields: its storefront path and its parent. */
const CategoryFieldsSchema = CatalogRefSchema.extend({
  description: z.string(),
  parent_id: z.number().nullable(),
  /** `/shop/{id}-{slug}`. */
  url: z.string(),
});

/** A category of the tree (`GET /v3/categories`) and its children. */
export const CategoryNodeSchema = CategoryFieldsSchema.extend({
  /** Empty in `/v3/categories/children`. */
  get children(): z.ZodArray<typeof CategoryNodeSchema> {
    return z.array(CategoryNodeSchema);
  },
});
export type CategoryNode = z.infer<typeof CategoryNodeSchema>;

/** One step of a category's trail: the category or an ancestor. */
export const CategoryTrailStepSchema = CatalogRefSchema.extend({ url: z.string() });
export type CategoryTrailStep = z.infer<typeof CategoryTrailStepSchema>;

/** `GET /v3/categories/{id}`: the category, its children and its trail (root first). */
export const CategoryWithTrailSchema = CategoryFieldsSchema.extend({
  children: z.array(CategoryNodeSchema),
  trail: z.array(CategoryTrailStepSchema),
});
export type CategoryWithTrail = z.infer<typeof CategoryWithTrailSchema>;

/** `GET /v3/brands/{slug}`, and each brand of the letter index. */
export const BrandSchema = CatalogRefSchema.extend({
  description: z.string(),
  logo_url: z.string().nullable(),
  origin: z.string().nullable(),
});
export type Brand = z.infer<typeof BrandSchema>;

/** `GET /v3/brands/letters`: brands under their first letter, A–Z then `#`. */
export const BrandLetterSchema = z.object({ letter: z.string(), brands: z.array(BrandSchema) });
export type BrandLetter = z.infer<typeof BrandLetterSchema>;

/** `GET /v3/brands/distinct/products`: a brand among the listed products, with their count. */
export const BrandFacetSchema = CatalogRefSchema.extend({ total: z.number() });
export type BrandFacet = z.infer<typeof BrandFacetSchema>;

/** `GET /v3/categories/distinct/products`: a category among the listed products, and its parent. */
export const CategoryFacetSchema = BrandFacetSchema.extend({ parent_id: z.number().nullable() });
export type CategoryFacet = z.infer<typeof CategoryFacetSchema>;

/**
 * `GET /v3/products/facets`: the filter values of one listing (its scope, search words and the
 * shopper's filters), each with how many of the listing's products it has; each group counted
 * under every filter but its own; values with no product are absent (ADR 0036).
 */
export const ListingFacetsSchema = z.object({
  brands: z.array(BrandFacetSchema),
  categories: z.array(CategoryFacetSchema),
  /** Tags of type `concern`; their slug is the listing's `tag` value. */
  concerns: z.array(BrandFacetSchema),
});
export type ListingFacets = z.infer<typeof ListingFacetsSchema>;

/** A promotion (`GET /v3/promotions`, `/v3/promotions/{id or slug}`); its products are a listing. */
export const PromotionSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  tnc: z.string(),
  type: z.enum(['promo', 'partner']),
  partner_name: z.string().nullable(),
  image_url: z.string().nullable(),
  category_id: z.number().nullable(),
  starts_at: apiTimestamp(),
  ends_at: apiTimestamp(),
  is_active: z.boolean(),
  position: z.number(),
});
export type Promotion = z.infer<typeof PromotionSchema>;

/**
 * A campaign as `GET /v3/promotions?filter[object_type]=campaign` lists it (001 §7, the lucky
 * draw's query): its `_id` and the `fields` asked for (all four when `fields` is absent).
 */
export const ListedCampaignSchema = z.object({
  _id: z.string(),
  name: z.string().optional(),
  slug: z.string().optional(),
  is_active: z.boolean().optional(),
  is_display_icon_web: z.boolean().optional(),
});
export type ListedCampaign = z.infer<typeof ListedCampaignSchema>;
/**
 * An item of `GET /v3/promotions`: a promotion (every `PromotionSchema` field), or with
 * `filter[object_type]=campaign` a listed campaign (`ListedCampaignSchema`). One object shape,
 * not a union, so the compiled serializer writes it (ADR 0026); the answer's items are one kind.
 */
export const PromotionListItemSchema = PromotionSchema.partial().extend(
  ListedCampaignSchema.partial().shape,
);
/** The fields `fields=` may name for a listed campaign. */
export const LISTED_CAMPAIGN_FIELDS = ['name', 'slug', 'is_active', 'is_display_icon_web'] as const;
export type ListedCampaignField = (typeof LISTED_CAMPAIGN_FIELDS)[number];

/** `GET /v3/promotions/count`. */
export const PromotionCountSchema = z.object({ total: z.number() });
export type PromotionCount = z.infer<typeof PromotionCountSchema>;

export const CampaignKindSchema = z.enum(['campaign', 'weekly_highlight', 'deals', 'sale']);
export type CampaignKind = z.infer<typeof CampaignKindSchema>;

/** A child campaign, as its parent lists it. */
export const CampaignChildSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  kind: CampaignKindSchema,
  image_url: z.string().nullable(),
  description: z.string(),
});
export type CampaignChild = z.infer<typeof CampaignChildSchema>;

/**
 * A campaign's section: a banner (its `banner` data as entered, with the keys the storefront
 * reads) or products (the first row of them and how many there are in all).
 */
export const CampaignSectionSchema = z.object({
  id: z.number(),
  title: z.string(),
  type: z.enum(['banner', 'product']),
  banner: z
    .looseObject({
      image_url: z.string().optional(),
      link_url: z.string().optional(),
      alt: z.string().optional(),
      title: z.string().optional(),
      subtitle: z.string().optional(),
    })
    .nullable(),
  position: z.number(),
  products: z.array(ProductTileSchema),
  total: z.number(),
});
export type CampaignSection = z.infer<typeof CampaignSectionSchema>;

/** `GET /v3/campaigns/{slug}?kind=`: the campaign with its child campaigns and sections. */
export const CampaignSchema = z.object({
  id: z.number(),
  parent_id: z.number().nullable(),
  slug: z.string(),
  kind: CampaignKindSchema,
  name: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  category_id: z.number().nullable(),
  /** Display settings as entered (colours, subtitle…); their keys vary. */
  more_info: z.looseObject({}),
  is_display_icon_web: z.boolean(),
  is_blank: z.boolean(),
  starts_at: apiTimestamp().nullable(),
  ends_at: apiTimestamp().nullable(),
  is_active: z.boolean(),
  position: z.number(),
  childs: z.array(CampaignChildSchema),
  sections: z.array(CampaignSectionSchema),
});
export type Campaign = z.infer<typeof CampaignSchema>;

/** `GET /v3/flash-sale`: the running (or next) flash sale and its products at flash prices. */
export const FlashSaleSchema = z.object({
  id: z.number(),
  name: z.string(),
  starts_at: apiTimestamp(),
  ends_at: apiTimestamp(),
  is_running: z.boolean(),
  products: z.array(ProductTileSchema),
});
export type FlashSale = z.infer<typeof FlashSaleSchema>;

/** The names a special price's scope covers. */
const ScopeNameSchema = z.object({ id: z.number(), name: z.string() });

/**
 * An item of `GET /v3/special-prices` (and the bag's `GET /api/cart/special-prices`): the
 * product's tile with the special price's terms and whether it can be added now (000 §5).
 */
export const SpecialPriceTileSchema = ProductTileSchema.extend({
  special_price_voucher_id: z.string(),
  special_price: z.number(),
  /** The combination the special price is for. */
  special_price_combination_id: z.number(),
  quota_per_user: z.number(),
  ends_at: z.string(),
  is_special_price_applicable: z.boolean(),
  /** Why not yet: the unmet minimum amount (`min_oder`, the spec's spelling) or count, the quota, the scope. */
  reason: z.object({
    min_oder: z.number().nullable(),
    min_qty: z.number().nullable(),
    quota_reached: z.boolean(),
    brands: z.array(ScopeNameSchema),
    categories: z.array(ScopeNameSchema),
    products: z.array(ScopeNameSchema),
  }),
});
export type SpecialPriceTile = z.infer<typeof SpecialPriceTileSchema>;

/*
 * Search (`/v3/search…`, `/global-search`), recent searches and their clicks
 * (`/search-history-…`), and notify-me (`/notify-me`). The result lists, trending, recently
 * viewed, recently bought and the product sliders are lists of `ProductTileSchema`.
 */

/** `GET /v3/search/count` (and any `{ total }` count). */
export const SearchCountSchema = PromotionCountSchema;
export type SearchCount = PromotionCount;

/** One of `GET /v3/search/suggestions`: a brand, a category or a product name, and its link. */
export const SearchSuggestionSchema = z.object({
  type: z.enum(['product', 'brand', 'category']),
  name: z.string(),
  /** `/brand/{slug}`, `/shop/{id}-{slug}` or `/search?q=…`. */
  url: z.string(),
});
export type SearchSuggestion = z.infer<typeof SearchSuggestionSchema>;

/** `GET /global-search`: the first products, their count, and the brands and categories by name. */
export const GlobalSearchSchema = z.object({
  products: z.array(ProductTileSchema),
  total_products: z.number(),
  brands: z.array(BrandSchema.pick({ id: true, name: true, slug: true, logo_url: true })),
  categories: z.array(CatalogRefSchema.extend({ parent_id: z.number().nullable() })),
});
export type GlobalSearch = z.infer<typeof GlobalSearchSchema>;

/** A member's recent search (`GET /search-history-keywords`, 001 §3). */
export const SearchHistoryKeywordSchema = z.object({
  _id: z.string(),
  id: z.number(),
  keyword: z.string(),
  /** When the member last ran this search. */
  searched_at: apiTimestamp(),
});
export type SearchHistoryKeyword = z.infer<typeof SearchHistoryKeywordSchema>;

/** What a search-history write names: the deleted keyword, or the stored click (`{ _id }`). */
export const SearchHistoryRefSchema = z.object({ _id: z.string() });
export type SearchHistoryRef = z.infer<typeof SearchHistoryRefSchema>;

/** `DELETE /search-history-keywords-clear`: how many keywords were deleted. */
export const SearchHistoryClearedSchema = z.object({ deleted: z.number() });
export type SearchHistoryCleared = z.infer<typeof SearchHistoryClearedSchema>;

/** `POST /notify-me` (201): whether the combination is in stock already. */
export const NotifyMeRequestedSchema = z.object({ in_stock: z.boolean() });
export type NotifyMeRequested = z.infer<typeof NotifyMeRequestedSchema>;
