import { measureAddToBag, type BenchMember } from './cart';
import { measurePlaceOrder } from './checkout';
import { measureImageStall } from './images';

/** Load scenarios; each issue adds the calls whose speed it promises. */
export interface Scenario {
  name: string;
  method?: 'GET' | 'POST';
  /** A path, or one found from the running shop (e.g. a real product). */
  path: string | ((shop: ShopFacts) => string);
  /** Paths to rotate through instead (e.g. many pages, to measure the uncached path). */
  paths?: (shop: ShopFacts) => string[];
  headers?: Record<string, string> | ((shop: ShopFacts) => Record<string, string>);
  body?: string;
  /** Runs as a signed-in member with a few lines in the bag (`shop.member`). */
  needsMember?: boolean;
  /**
   * Instead of autocannon: sequential single calls timed one by one (a shopper's wait), with
   * their median and p99.
   */
  sequential?: (
    baseUrl: string,
    shop: ShopFacts,
  ) => Promise<{ calls: number; p50: number; p99: number }>;
  /** Instead of autocannon: a measurement that reports its own rows (e.g. idle vs under attack). */
  rows?: (baseUrl: string, shop: ShopFacts) => Promise<Array<Record<string, string | number>>>;
}

/** Facts read from the shop before the run, so scenarios hit real data. */
export interface ShopFacts {
  productUrl: string;
  productRef: string;
  categoryId: number;
  /** Set when a selected scenario needs a member (see bench/cart.ts). */
  member?: BenchMember;
}

export async function readShopFacts(baseUrl: string): Promise<ShopFacts> {
  const res = await fetch(`${baseUrl}/api/catalog/v3/products?limit=1&sort=bestseller`);
  const body = (await res.json()) as {
    data: Array<{ url: string; default_category: { id: number } }>;
  };
  const product = body.data[0];
  if (!product) throw new Error('The shop answered no products: is the catalogue seeded?');
  return {
    productUrl: product.url,
    productRef: product.url.split('/').pop() as string,
    categoryId: product.default_category.id,
  };
}

const html = { accept: 'text/html' };

const memberOf = (shop: ShopFacts): BenchMember => {
  if (!shop.member) throw new Error('this scenario needs a bench member');
  return shop.member;
};

export const SCENARIOS: Scenario[] = [
  { name: 'health (API + database ping)', path: '/api/health' },
  { name: 'home page (SSR)', path: '/', headers: html },
  {
    name: 'hostile images: home page idle vs 8 parallel hostile uploads, bomb refusal',
    path: '/',
    rows: (baseUrl) =>
      measureImageStall(baseUrl, { samples: 60, attackers: 8, refusals: 50, warmup: 5 }),
  },
  { name: 'listing of 16 (API)', path: '/api/catalog/v3/products?limit=16' },
  {
    name: 'category listing, best sellers (API)',
    path: (shop) =>
      `/api/catalog/v3/products?limit=16&category_id=${shop.categoryId}&sort=bestseller`,
  },
  {
    name: 'listing, 300 different pages (API, mostly uncached)',
    path: '/api/catalog/v3/products?limit=16',
    paths: () =>
      Array.from({ length: 300 }, (_, i) => `/api/catalog/v3/products?limit=16&skip=${i * 16}`),
  },
  { name: 'search "serum" (API)', path: '/api/catalog/v3/search?q=serum' },
  { name: 'search with a typo "niacinamid" (API)', path: '/api/catalog/v3/search?q=niacinamid' },
  { name: 'product detail (API)', path: (shop) => `/api/catalog/v2/products/${shop.productRef}` },
  { name: 'product page (SSR)', path: (shop) => shop.productUrl, headers: html },
  {
    name: 'add to bag, single sequential calls (API, member)',
    path: '/api/cart/carts',
    needsMember: true,
    sequential: async (baseUrl, shop) =>
      measureAddToBag(baseUrl, memberOf(shop), { calls: 1_000, warmup: 100 }),
  },
  {
    name: 'cart fetch, 4 lines (API, member)',
    path: '/api/cart/user/me/carts',
    needsMember: true,
    headers: (shop) => memberOf(shop).headers,
  },
  // Last: it turns the member's bag into orders.
  {
    name: 'place order, BCA VA (API, member)',
    path: '/api/order/orders',
    needsMember: true,
    sequential: async (baseUrl, shop) =>
      measurePlaceOrder(baseUrl, memberOf(shop), { calls: 300, warmup: 30 }),
  },
  // After placement: the member now has 330 orders to page through.
  {
    name: 'order history, first page of 10 (API, member)',
    path: '/api/order/user/me/orders?skip=0&limit=10&sort=-created_at&filter[is_payment_failed]=false',
    needsMember: true,
    headers: (shop) => memberOf(shop).headers,
  },
  {
    name: 'my-orders page SSR (member)',
    path: '/my-orders',
    needsMember: true,
    // The storefront reads the session from its cookie.
    headers: (shop) => ({
      cookie: `kilau_session=${memberOf(shop).headers.authorization?.replace(/^Bearer /, '') ?? ''}`,
    }),
  },
];
