import { vi } from 'vitest';
import type {
  ProductCombination,
  ProductDetail,
  ProductTile,
  TileCombination,
} from '~/features/catalog/types';

/** A combination as the product's detail sends it (tests only). */
export function aCombination(overrides: Partial<ProductCombination> = {}): ProductCombination {
  return {
    _id: '11',
    id: 11,
    sku: 'KL-11',
    barcode: null,
    attributes: { non_specify: { name: '' } },
    stock: 20,
    price: 150_000,
    price_after_discount: 150_000,
    deduction_type: null,
    deduction_amount: 0,
    deduction_percentage: 0,
    discount_percentage: 0,
    is_show_as_percentage: false,
    is_default: true,
    is_pre_order: false,
    preorder: [],
    is_flashsale: false,
    images: [],
    hex: null,
    swatch_image: null,
    ...overrides,
  };
}

/** What a tile carries of a combination (tests only). */
export function tileCombination(combination: ProductCombination): TileCombination {
  return {
    id: combination.id,
    price: combination.price,
    is_pre_order: combination.is_pre_order,
    preorder: combination.preorder.map(({ total_quota, sold_quota }) => ({
      total_quota,
      sold_quota,
    })),
    is_flashsale: combination.is_flashsale,
    ...(combination.flashsale
      ? { flashsale: { quota: combination.flashsale.quota, sold: combination.flashsale.sold } }
      : {}),
  };
}

/** A tile as `/v3/products` sends it (tests only). */
export function aTile(overrides: Partial<ProductTile> = {}): ProductTile {
  return {
    id: 7,
    name: 'Niacinamide 10% Brightening Serum',
    slug: 'niacinamide-10-brightening-serum',
    url: '/serum/7-niacinamide-10-brightening-serum',
    brand: { id: 3, name: 'Lumera', slug: 'lumera' },
    classification: null,
    is_new: false,
    is_exclusive: false,
    is_limited: false,
    is_online: false,
    is_sale: false,
    is_buy_one_get_one_free: false,
    is_in_stock: true,
    is_in_stock_original: true,
    is_out_of_stock_academy: false,
    is_flashsale: false,
    image: { url: '/media/products/7-1.webp', alt: 'Lumera serum' },
    option_count: 0,
    is_pack: false,
    default_combination: tileCombination(aCombination()),
    discount_range: [0, 0],
    discount_percentage: 0,
    min_price: 150_000,
    max_price: 150_000,
    min_price_after_discount: 150_000,
    max_price_after_discount: 150_000,
    review_stats: { average_rating: 4.46, total_reviews: 128 },
    ...overrides,
  };
}

/** The whole product as `/v2/products/{id}-{slug}` sends it (tests only). */
export function aDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const combination = aCombination();
  const { image: _image, option_count: _count, is_pack: _pack, ...tile } = aTile();
  return {
    ...tile,
    _id: '7',
    default_category: { id: 12, name: 'Serum', slug: 'serum' },
    show_all_combinations: false,
    max_limit_per_order: null,
    pack_detail: [],
    images: [
      {
        url: '/media/products/7-1.webp',
        alt: 'Lumera serum',
        alt_en: 'Lumera serum',
        is_cover: true,
        kind: 'packshot',
        combination_id: null,
      },
    ],
    combinations: [combination],
    default_combination: combination,
    price_range: [150_000, 150_000],
    price_after_discount_range: [150_000, 150_000],
    total_sold: 0,
    description: '',
    how_to_use: '',
    ingredients: '',
    tags: [],
    categories: [],
    ...overrides,
  };
}

/**
 * The browser's `fetch` answering product details, as the modals a tile opens ask for them
 * (tests only); any other call is a 404. Answers the calls it saw.
 */
export function serveDetails(...details: ProductDetail[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      calls.push(url);
      const detail = details.find((one) => url.endsWith(`/v2/products/${one.id}-${one.slug}`));
      return new Response(
        JSON.stringify(
          detail
            ? { success: true, data: detail, meta: { code: 200 } }
            : {
                success: false,
                data: null,
                message: 'Produk tidak ditemukan.',
                meta: { code: 404 },
              },
        ),
        { status: detail ? 200 : 404, headers: { 'Content-Type': 'application/json' } },
      );
    }),
  );
  return calls;
}
