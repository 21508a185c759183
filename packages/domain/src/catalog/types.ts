/** The product as the tile and the listings read it (000 §3), only the fields the rules use. */

export type ProductClassification =
  | 'egift'
  | 'bundle_virtual'
  | 'bundle_physical'
  | 'gwp_non_sellable';

export type PreorderRule = {
  product_preorder_rules_id?: string | number;
  total_quota: number;
  sold_quota: number;
  /** When a pre-ordered item ships (an ISO day, `2025-07-01`). */
  delivery_date?: string | null;
};

export type CombinationAttribute = { name: string; id?: string | number };

export type Combination = {
  _id?: string;
  attributes?: Record<string, CombinationAttribute | null | undefined>;
  stock?: number;
  price?: number;
  price_after_discount?: number;
  discount_percentage?: number;
  is_pre_order?: boolean;
  preorder?: PreorderRule[];
  is_flashsale?: boolean;
  is_wishlist?: boolean;
};

export type NumberRange = [number, number] | { min: number; max: number };

export type SpecialPriceReason = {
  min_oder?: number | null;
  min_qty?: number | null;
  quota_reached?: boolean;
  brands?: { name: string }[];
  categories?: { name: string }[];
  products?: { name: string }[];
};

export type TileProduct = {
  id: string | number;
  name?: string;
  slug?: string;
  classification?: ProductClassification | null;
  is_new?: boolean;
  is_exclusive?: boolean;
  is_limited?: boolean;
  is_online?: boolean;
  is_sale?: boolean;
  is_buy_one_get_one_free?: boolean;
  is_in_stock?: boolean;
  is_in_stock_original?: boolean;
  /** Out of stock in the academy shop (the spec's "flag for out-of-stock in the academy shop"). */
  is_out_of_stock_academy?: boolean;
  is_flashsale?: boolean;
  combinations?: Combination[];
  /** How many real options the product has, when a tile carries no combinations. */
  option_count?: number;
  default_combination?: Combination | null;
  pack_detail?: unknown[];
  /** A pack (bundle), when a tile carries no `pack_detail`. */
  is_pack?: boolean;
  discount_range?: NumberRange | null;
  discount_percentage?: number | null;
  min_price?: number;
  max_price?: number;
  min_price_after_discount?: number;
  max_price_after_discount?: number;
  review_stats?: { average_rating?: number; total_reviews?: number } | null;
  show_all_combinations?: boolean;
  selected_variant?: unknown;
  special_price_voucher_id?: string | null;
  is_special_price_applicable?: boolean;
  reason?: SpecialPriceReason | null;
};

/** Lists that change how a tile behaves. */
export type TileList =
  | 'listing'
  | 'slider'
  | 'search_bar'
  | 'special_price'
  | 'flash_sale'
  | 'academy_enrolment';

export const rangeBounds = (range: NumberRange): { min: number; max: number } =>
  Array.isArray(range) ? { min: range[0], max: range[1] } : range;

export const isPackProduct = (product: Pick<TileProduct, 'pack_detail' | 'is_pack'>): boolean =>
  product.is_pack ?? (product.pack_detail?.length ?? 0) > 0;
