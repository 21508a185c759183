import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './foundation';

/** A column the database computes; never written. */
type Computed<T> = ColumnType<T, never, never>;
/** A `date` column: read as a Date, written as Date or 'YYYY-MM-DD'. */
export type DateColumn = ColumnType<Date, Date | string, Date | string>;

export type Classification = 'egift' | 'bundle_virtual' | 'bundle_physical' | 'gwp_non_sellable';
export type CombinationAttributes = Record<string, { name: string; id?: number | string }>;

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: Generated<string>;
  logo_url: string | null;
  origin: string | null;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  /** The back office's optimistic edits (migration 0031). */
  version: Generated<number>;
}

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  slug: string;
  description: Generated<string>;
  position: Generated<number>;
  is_active: Generated<boolean>;
  /** The back office's optimistic edits (migration 0031). */
  version: Generated<number>;
}

export interface TagsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  type: Generated<'concern' | 'benefit' | 'ingredient' | 'skin_type'>;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  brand_id: number;
  default_category_id: number;
  classification: Classification | null;
  description: Generated<string>;
  how_to_use: Generated<string>;
  ingredients: Generated<string>;
  is_new: Generated<boolean>;
  is_exclusive: Generated<boolean>;
  is_limited: Generated<boolean>;
  is_online: Generated<boolean>;
  is_sale: Generated<boolean>;
  is_buy_one_get_one_free: Generated<boolean>;
  /** Out of stock in the academy shop (migration 0053; 000 §4 "Availability of a product"). */
  is_out_of_stock_academy: Generated<boolean>;
  show_all_combinations: Generated<boolean>;
  is_active: Generated<boolean>;
  max_limit_per_order: number | null;
  average_rating: Generated<number>;
  total_reviews: Generated<number>;
  total_sold: Generated<number>;
  search_text: Generated<string>;
  search_vector: Computed<string>;
  /** Aggregates of the active combinations, kept by a trigger (migration 0003). */
  min_price: Computed<number>;
  max_price: Computed<number>;
  min_price_after_discount: Computed<number>;
  max_price_after_discount: Computed<number>;
  max_discount_percentage: Computed<number>;
  published_at: Timestamp;
  created_at: Timestamp;
  /** The back office's optimistic edits (migration 0030). */
  version: Generated<number>;
  updated_at: Timestamp;
}

/**
 * A product's listing row (migration 0025, ADR 0025): the columns listings and search filter,
 * sort and count by, named as on `products`, kept in step with it by triggers.
 */
export interface ProductListingTable {
  id: number;
  is_active: boolean;
  brand_id: number;
  is_new: boolean;
  name: string;
  published_at: Timestamp;
  total_sold: number;
  average_rating: number;
  total_reviews: number;
  min_price_after_discount: number;
  max_discount_percentage: number;
  search_vector: string;
}

export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
}

export interface ProductTagsTable {
  product_id: number;
  tag_id: number;
}

export interface CombinationsTable {
  id: Generated<number>;
  product_id: number;
  sku: string;
  barcode: string | null;
  attributes: ColumnType<CombinationAttributes, string, string>;
  stock: Generated<number>;
  price: number;
  price_after_discount: number;
  deduction_type: 'amount' | 'percentage' | null;
  deduction_amount: Generated<number>;
  deduction_percentage: Generated<number>;
  is_show_as_percentage: Generated<boolean>;
  is_default: Generated<boolean>;
  is_active: Generated<boolean>;
  weight_grams: Generated<number>;
  position: Generated<number>;
  /** The shade's colour, `#rrggbb` (migration 0026, checked there); null for no shade. */
  hex: ColumnType<string | null, string | null | undefined, string | null>;
  /** A picture of the shade (`/media/…` or https), when it has one. */
  swatch_image: ColumnType<string | null, string | null | undefined, string | null>;
  /** Whether the review wizard offers it (migration 0037). */
  is_active_in_review: Generated<boolean>;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  combination_id: number | null;
  url: string;
  alt: Generated<string>;
  /** The alternative text in English (`alt` is Indonesian). */
  alt_en: Generated<string>;
  is_cover: Generated<boolean>;
  position: Generated<number>;
  kind: Generated<ProductImageKind>;
}

/** What a product picture shows (migration 0027). */
export type ProductImageKind = 'packshot' | 'texture' | 'lifestyle' | 'ingredients';

export interface PreorderRulesTable {
  id: Generated<number>;
  combination_id: number;
  total_quota: number;
  sold_quota: Generated<number>;
  delivery_date: DateColumn;
  is_active: Generated<boolean>;
}

export interface PackItemsTable {
  pack_product_id: number;
  combination_id: number;
  quantity: Generated<number>;
  position: Generated<number>;
}

export interface FlashSalesTable {
  id: Generated<number>;
  name: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  is_active: Generated<boolean>;
  /** Optimistic concurrency for the back office's edits (migration 0032). */
  version: Generated<number>;
}

export interface FlashSaleItemsTable {
  flash_sale_id: number;
  combination_id: number;
  price: number;
  quota: number;
  sold: Generated<number>;
  position: Generated<number>;
}

export interface SpecialPricesTable {
  id: Generated<number>;
  combination_id: number;
  voucher_code: string;
  price: number;
  quota_per_user: Generated<number>;
  min_amount: number | null;
  min_qty: number | null;
  scope: Generated<'any' | 'brand' | 'category' | 'product'>;
  scope_ids: Generated<number[]>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  is_active: Generated<boolean>;
  position: Generated<number>;
  /** Optimistic concurrency for the back office's edits (migration 0032). */
  version: Generated<number>;
}

export interface PromotionsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: Generated<string>;
  tnc: Generated<string>;
  type: Generated<'promo' | 'partner'>;
  partner_name: string | null;
  image_url: string | null;
  category_id: number | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  is_active: Generated<boolean>;
  position: Generated<number>;
}

export interface PromotionProductsTable {
  promotion_id: number;
  product_id: number;
  position: Generated<number>;
}

export type CampaignKind = 'campaign' | 'weekly_highlight' | 'deals' | 'sale';

export interface CampaignsTable {
  id: Generated<number>;
  parent_id: number | null;
  slug: string;
  kind: Generated<CampaignKind>;
  name: string;
  description: Generated<string>;
  image_url: string | null;
  category_id: number | null;
  more_info: ColumnType<Record<string, unknown>, string | undefined, string>;
  is_display_icon_web: Generated<boolean>;
  /** The square picture of the web's floating campaign icon (null: a plain icon). */
  icon_url: ColumnType<string | null, string | null | undefined, string | null>;
  is_blank: Generated<boolean>;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  is_active: Generated<boolean>;
  position: Generated<number>;
  /** The edit's base (optimistic concurrency in the back office). */
  version: Generated<number>;
}

export interface CampaignSectionsTable {
  id: Generated<number>;
  campaign_id: number;
  title: string;
  type: 'banner' | 'product';
  banner: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  position: Generated<number>;
}

export interface CampaignSectionProductsTable {
  section_id: number;
  product_id: number;
  position: Generated<number>;
}

export type BannerType = 'mini' | 'hero' | 'twin' | 'cover_banner' | 'text' | 'popup';

export interface BannersTable {
  id: Generated<number>;
  location: string;
  type: Generated<BannerType>;
  title: string;
  subtitle: Generated<string>;
  image_url: string | null;
  link_url: string | null;
  background: string | null;
  popup_setting: 'everyday' | 'once' | 'always' | null;
  start_date: Timestamp | null;
  end_date: Timestamp | null;
  is_active: Generated<boolean>;
  position: Generated<number>;
  created_at: Timestamp;
  /** The voucher the banner advertises: its words come from the voucher's live data. */
  voucher_code: string | null;
  /** The shop's own offer the banner advertises (`free_shipping`: the free-shipping limit). */
  offer: 'free_shipping' | null;
  /** A popup limited to the pages under this path (`/campaign/glow-up-week`); null: every page. */
  page_path: ColumnType<string | null, string | null | undefined, string | null>;
  /** The edit's base (optimistic concurrency in the back office). */
  version: Generated<number>;
}

export interface ProductViewsDailyTable {
  product_id: number;
  day: DateColumn;
  views: Generated<number>;
}

export interface NotifyMeRequestsTable {
  id: Generated<number>;
  product_id: number;
  combination_id: number;
  email: string;
  user_id: number | null;
  created_at: Timestamp;
  notified_at: Timestamp | null;
}
