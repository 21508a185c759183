import type {
  BrandFacet,
  Campaign as ApiCampaign,
  CampaignSection as ApiCampaignSection,
  CatalogRef,
  CategoryFacet,
  FlashSale as ApiFlashSale,
  TileProduct,
  ProductCombination as ApiCombination,
  ProductDetail as ApiProductDetail,
  ProductTile as ApiProductTile,
} from '@kilau/domain/catalog';

/**
 * The catalogue API's shapes as the storefront reads them (`/api/catalog`): the domain's
 * response types (ADR 0020). The storefront trims a tile before it reaches the browser
 * (`api/tile-view.ts`), so what the trim drops is optional here, and the answers that carry
 * tiles (campaign sections, the flash sale) carry the trimmed ones.
 */

export type {
  AttributeValue,
  Brand,
  BrandLetter,
  CampaignKind,
  CategoryNode as Category,
  CategoryWithTrail,
  ProductImage,
  ProductPackItem as PackItem,
  ProductTag,
  Promotion,
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

/** A filter facet: a brand or a category (a category also names its parent). */
export type Facet = BrandFacet & Partial<Pick<CategoryFacet, 'parent_id'>>;

/** A campaign section, its products trimmed like every tile. */
export type CampaignSection = Omit<ApiCampaignSection, 'products'> & { products: ProductTile[] };

export type Campaign = Omit<ApiCampaign, 'sections'> & { sections: CampaignSection[] };

export type FlashSale = Omit<ApiFlashSale, 'products'> & { products: ProductTile[] };

export type ProductSort =
  | 'newest'
  | 'bestseller'
  | 'price_asc'
  | 'price_desc'
  | 'rating'
  | 'discount'
  | 'relevance';
