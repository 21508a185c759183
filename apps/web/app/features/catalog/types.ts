import type { ProductClassification, TileProduct } from '@kilau/domain/catalog';

/**
 * The catalogue API's shapes as the storefront reads them (`/api/catalog`). They extend the
 * domain's `TileProduct`, which names only the fields the rules use.
 */

export type ProductImage = { url: string; alt: string; is_cover: boolean };

/** `hex` (a shade's colour) is optional: swatches use it when the API sends it. */
export type AttributeValue = { name: string; id?: string | number; hex?: string };

export type ProductCombination = {
  _id?: string;
  id: number;
  sku?: string;
  barcode?: string | null;
  attributes: Record<string, AttributeValue>;
  stock: number;
  price: number;
  price_after_discount: number;
  deduction_type?: 'amount' | 'percentage' | null;
  deduction_amount?: number;
  deduction_percentage?: number;
  discount_percentage: number;
  is_show_as_percentage?: boolean;
  is_default?: boolean;
  is_pre_order: boolean;
  preorder: Array<{
    product_preorder_rules_id?: number;
    total_quota: number;
    sold_quota: number;
    delivery_date?: string | null;
  }>;
  is_flashsale: boolean;
  flashsale?: { quota: number; sold: number; ends_at: string };
  images: ProductImage[];
};

export type Ref = { id: number; name: string; slug: string };

export type ProductTile = Omit<
  TileProduct,
  'combinations' | 'default_combination' | 'pack_detail'
> & {
  id: number;
  _id: string;
  name: string;
  slug: string;
  url: string;
  brand: Ref;
  default_category: Ref;
  classification: ProductClassification | null;
  images: ProductImage[];
  combinations: ProductCombination[];
  default_combination: ProductCombination | null;
  price_range?: [number, number];
  price_after_discount_range?: [number, number];
  min_price: number;
  max_price: number;
  min_price_after_discount: number;
  max_price_after_discount: number;
  review_stats: { average_rating: number; total_reviews: number };
  total_sold?: number;
  max_limit_per_order?: number | null;
  /** Only in special-price lists. */
  special_price?: number;
  /** Only on the product detail (and in tiles when the API adds it). */
  pack_detail?: PackItem[];
};

export type ProductTag = { id: number; name: string; slug: string; type: string };

export type PackItem = {
  product_id: number;
  combination_id: number;
  name: string;
  brand: { name: string };
  attributes: Record<string, AttributeValue>;
  quantity: number;
  stock: number;
};

export type ProductDetail = ProductTile & {
  description: string;
  how_to_use: string;
  ingredients: string;
  tags: ProductTag[];
  categories: Ref[];
  pack_detail: PackItem[];
};

export type Category = Ref & {
  description?: string;
  parent_id: number | null;
  url: string;
  children: Category[];
};

export type CategoryWithTrail = Category & { trail: Array<Ref & { url: string }> };

export type Brand = Ref & {
  description?: string;
  logo_url?: string | null;
  origin?: string | null;
};

export type BrandLetter = { letter: string; brands: Brand[] };

export type Facet = Ref & { total: number; parent_id?: number | null };

export type Promotion = {
  id: number;
  slug: string;
  name: string;
  description: string;
  tnc: string;
  type: 'promo' | 'partner';
  partner_name: string | null;
  image_url: string | null;
  category_id: number | null;
  starts_at: string;
  ends_at: string;
};

export type CampaignKind = 'campaign' | 'weekly_highlight' | 'deals' | 'sale';

export type CampaignSection = {
  id: number;
  title: string;
  type: 'banner' | 'product';
  banner: { image_url?: string; link_url?: string; alt?: string; title?: string } | null;
  products: ProductTile[];
  total: number;
};

export type Campaign = {
  id: number;
  slug: string;
  name: string;
  kind: CampaignKind;
  description: string;
  image_url: string | null;
  starts_at?: string | null;
  ends_at?: string | null;
  childs: Array<Pick<Campaign, 'id' | 'slug' | 'name' | 'kind' | 'image_url' | 'description'>>;
  sections: CampaignSection[];
};

export type FlashSale = {
  id: number;
  name: string;
  starts_at: string;
  ends_at: string;
  is_running: boolean;
  products: ProductTile[];
};

export type ProductSort =
  | 'newest'
  | 'bestseller'
  | 'price_asc'
  | 'price_desc'
  | 'rating'
  | 'discount'
  | 'relevance';
