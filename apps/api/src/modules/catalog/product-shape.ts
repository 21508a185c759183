import {
  isFlashSaleOfferOpen,
  optionCount,
  productPath,
  shadeSwatches,
  type Product,
  type ProductCombination,
  type ProductImage,
  type ProductTile,
} from '@kilau/domain/catalog';
import type { ProductsRepository } from './products.repository';

type TileRow = Awaited<ReturnType<ProductsRepository['loadTileRows']>>[number];
type CombinationRow = TileRow['combinations'][number];
type ImageRow = TileRow['images'][number];

export type ImageView = ProductImage;
/** A combination as the spec's entity names it (000 §3). */
export type CombinationView = ProductCombination;
/**
 * The whole product, as the tile cache keeps it, with what its tile adds (the cover picture, the
 * option count, whether it is a pack). The product page answers it as `ProductDetailSchema`;
 * listings answer it as `ProductTileSchema`, whose serializer writes only the tile's fields.
 */
export type ProductTileView = Product &
  Pick<ProductTile, 'image' | 'option_count' | 'is_pack' | 'swatches'>;

const discountOf = (price: number, after: number) =>
  price > 0 ? Math.floor((100 * (price - after)) / price) : 0;

const isoDay = (value: Date | string) =>
  (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);
const isoTime = (value: Date | string) => new Date(value).toISOString();

const imageView = (row: ImageRow): ImageView => ({
  url: row.url,
  alt: row.alt,
  alt_en: row.alt_en,
  is_cover: row.is_cover,
  kind: row.kind,
  combination_id: row.combination_id,
});

export function toCombinationView(row: CombinationRow, images: ImageRow[]): CombinationView {
  const { flash } = row;
  // Inside a flash-sale window, while its quota lasts, the flash price is the price after
  // discount; a used-up quota sells at the usual price, as the bag charges it (issue 17).
  const after =
    flash && isFlashSaleOfferOpen(flash)
      ? Math.min(flash.price, row.price_after_discount)
      : row.price_after_discount;
  return {
    _id: String(row.id),
    id: row.id,
    sku: row.sku,
    barcode: row.barcode,
    attributes: row.attributes,
    stock: row.stock,
    price: row.price,
    price_after_discount: after,
    deduction_type: row.deduction_type,
    deduction_amount: row.deduction_amount,
    deduction_percentage: row.deduction_percentage,
    discount_percentage: discountOf(row.price, after),
    is_show_as_percentage: row.is_show_as_percentage,
    is_default: row.is_default,
    is_pre_order: row.preorder.length > 0,
    preorder: row.preorder.map((rule) => ({
      product_preorder_rules_id: rule.id,
      total_quota: rule.total_quota,
      sold_quota: rule.sold_quota,
      delivery_date: isoDay(rule.delivery_date),
    })),
    is_flashsale: !!flash,
    ...(flash
      ? { flashsale: { quota: flash.quota, sold: flash.sold, ends_at: isoTime(flash.ends_at) } }
      : {}),
    images: images.map(imageView),
    hex: row.hex,
    swatch_image: row.swatch_image,
  };
}

/** The tile's first shade colours, only when it has some (a listing of 16 stays small). */
function swatchesOf(combinations: CombinationView[]): Pick<ProductTile, 'swatches'> {
  const swatches = shadeSwatches(combinations);
  return swatches.length > 0 ? { swatches } : {};
}

const range = (values: number[]): [number, number] =>
  values.length ? [Math.min(...values), Math.max(...values)] : [0, 0];

/** Loads and shapes tiles for `ids` in one query, in the order given. */
export async function loadTiles(
  products: ProductsRepository,
  ids: number[],
  options: { now: Date; allImages?: boolean },
): Promise<ProductTileView[]> {
  const rows = await products.loadTileRows(ids, options.now, options.allImages ?? false);
  const rowById = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rowById.get(id);
    return row ? [toTileView(row)] : [];
  });
}

function toTileView(row: TileRow): ProductTileView {
  const combinations = row.combinations.map((combination) =>
    toCombinationView(
      combination,
      row.images.filter((image) => image.combination_id === combination.id),
    ),
  );
  const prices = combinations.map((c) => c.price);
  const after = combinations.map((c) => c.price_after_discount);
  const discounts = combinations.map((c) => c.discount_percentage);
  const defaultCombination = combinations.find((c) => c.is_default) ?? combinations[0] ?? null;
  const [minPrice, maxPrice] = range(prices);
  const [minAfter, maxAfter] = range(after);
  const images = row.images
    .filter((image) => image.combination_id === null || image.is_cover)
    .map(imageView);
  const cover = images.find((image) => image.is_cover) ?? images[0];
  return {
    id: row.id,
    _id: String(row.id),
    name: row.name,
    slug: row.slug,
    url: productPath({ categorySlug: row.category_slug, productId: row.id, productSlug: row.slug }),
    brand: { id: row.brand_id, name: row.brand_name, slug: row.brand_slug },
    default_category: { id: row.category_id, name: row.category_name, slug: row.category_slug },
    classification: row.classification,
    is_new: row.is_new,
    is_exclusive: row.is_exclusive,
    is_limited: row.is_limited,
    is_online: row.is_online,
    is_sale: row.is_sale || Math.max(0, ...discounts) > 0,
    is_buy_one_get_one_free: row.is_buy_one_get_one_free,
    is_in_stock: combinations.some((c) => c.stock > 0),
    // Read from the combinations loaded here: stock is kept off the product row (ADR 0014).
    is_in_stock_original: row.combinations.some((c) => c.stock > 0),
    is_out_of_stock_academy: row.is_out_of_stock_academy,
    is_flashsale: combinations.some((c) => c.is_flashsale),
    show_all_combinations: row.show_all_combinations,
    max_limit_per_order: row.max_limit_per_order,
    pack_detail: row.pack_detail.map(({ brand_name, ...item }) => ({
      ...item,
      brand: { name: brand_name },
    })),
    images,
    image: cover ? { url: cover.url, alt: cover.alt } : null,
    option_count: optionCount({ combinations }),
    ...swatchesOf(combinations),
    is_pack: row.pack_detail.length > 0,
    combinations,
    default_combination: defaultCombination,
    price_range: [minPrice, maxPrice],
    price_after_discount_range: [minAfter, maxAfter],
    discount_range: range(discounts),
    discount_percentage: Math.max(0, ...discounts),
    min_price: minPrice,
    max_price: maxPrice,
    min_price_after_discount: minAfter,
    max_price_after_discount: maxAfter,
    review_stats: {
      average_rating: Math.round(row.average_rating * 10) / 10,
      total_reviews: row.total_reviews,
    },
    total_sold: row.total_sold,
  };
}
