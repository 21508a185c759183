import type {
  CatalogRef,
  TileProduct,
  ProductCombination as ApiCombination,
  ProductDetail as ApiProductDetail,
  ProductTile as ApiProductTile,
} from '@kilau/domain/catalog';

/**
 * The catalogue API's shapes as the storefront reads them (`/api/catalog`). The tile, its
 * combinations and the product page's detail are the domain's response types (ADR 0020); the
 * storefront trims a tile before it reaches the browser (`api/tile-view.ts`), so what the trim
 * drops is optional here.
 */

export type {
  AttributeValue,
  ProductImage,
  ProductPackItem as PackItem,
  ProductTag,
} from '@kilau/domain/catalog';

export type Ref = CatalogRef;

/** Combination fields the tile trim drops. */
type TrimmedCombinationField =
  | '_id'
  | 'sku'
  | 'barcode'
  | 'deduction_type'
  | 'deduction_amount'
  | 'deduction_percentage'
  | 'is_show_as_percentage'
  | 'is_default';

type PreorderEntry = ApiCombination['preorder'][number];

export type ProductCombination = Omit<ApiCombination, TrimmedCombinationField | 'preorder'> &
  Partial<Pick<ApiCombination, TrimmedCombinationField>> & {
    preorder: Array<
      Omit<PreorderEntry, 'product_preorder_rules_id' | 'delivery_date'> & {
        product_preorder_rules_id?: number;
        delivery_date?: string | null;
      }
    >;
  };

/** Tile fields the trim drops or only some answers carry. */
type OptionalTileField =
  | 'price_range'
  | 'price_after_discount_range'
  | 'total_sold'
  | 'max_limit_per_order'
  | 'pack_detail';

/** The API's tile, with the fields only the domain's rules read (`TileProduct`) as they type them. */
export type ProductTile = Omit<
  TileProduct,
  'combinations' | 'default_combination' | 'pack_detail'
> &
  Omit<
    ApiProductTile,
    OptionalTileField | 'combinations' | 'default_combination' | 'discount_range'
  > &
  Partial<Pick<ApiProductTile, OptionalTileField>> & {
    combinations: ProductCombination[];
    default_combination: ProductCombination | null;
    /** Only in special-price lists. */
    special_price?: number;
  };

export type ProductDetail = ProductTile &
  Pick<
    ApiProductDetail,
    'description' | 'how_to_use' | 'ingredients' | 'tags' | 'categories' | 'pack_detail'
  >;

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
