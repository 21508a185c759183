import type {
  BrandFacet,
  CatalogRef,
  CategoryFacet,
  ProductTile as ApiProductTile,
  SpecialPriceTile,
} from '@kilau/domain/catalog';

/**
 * The catalogue API's shapes as the storefront reads them (`/api/catalog`): the domain's
 * response types (ADR 0020). Lists carry tiles (`ProductTile`: only what a tile shows, issue 16);
 * the product page and the modals a tile opens read the whole product (`ProductDetail`).
 */

export type {
  AttributeValue,
  Brand,
  BrandLetter,
  Campaign,
  CampaignKind,
  CampaignSection,
  CategoryNode as Category,
  CategoryWithTrail,
  FlashSale,
  ListingFacets,
  ProductCombination,
  ProductDetail,
  ProductImage,
  ProductPackItem as PackItem,
  ProductTag,
  Promotion,
  TileCombination,
} from '@kilau/domain/catalog';

export type Ref = CatalogRef;

/** A tile; in a special-price list it also carries the special price's terms. */
export type ProductTile = ApiProductTile &
  Partial<
    Pick<
      SpecialPriceTile,
      'special_price' | 'special_price_voucher_id' | 'is_special_price_applicable' | 'reason'
    >
  >;

/** A filter facet: a brand or a category (a category also names its parent). */
export type Facet = BrandFacet & Partial<Pick<CategoryFacet, 'parent_id'>>;

export type ProductSort =
  | 'newest'
  | 'bestseller'
  | 'price_asc'
  | 'price_desc'
  | 'rating'
  | 'discount'
  | 'relevance';
