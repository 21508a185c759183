import { measureIngestion } from './analytics-ingest';
import { measureAddToBag, type BenchMember } from './cart';
import { measurePlaceOrder } from './checkout';
import { measureHealthUnderLoad, measurePayload, type Figure } from './figures';
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
  /** The connection counts it runs at, a row each (default 50); `--connections` overrides. */
  connections?: number[];
  /** A server-rendered page that issue 16's page goals name (`--pages` runs just these). */
  page?: boolean;
  /** Runs as a signed-in member with a few lines in the bag (`shop.member`). */
  needsMember?: boolean;
  /** Runs as seed:scale's shopper, with her history among the generated orders (`--orders`). */
  needsScaleShopper?: boolean;
  /** Reads the reviews of the most reviewed best seller among seed:scale's (`--reviews`). */
  needsScaleReviews?: boolean;
  /** Runs as the demo admin, signed in to the back office (`shop.staff`). */
  needsStaff?: boolean;
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
  /** Instead of autocannon: single figures for the second table (`duration`: --duration). */
  figures?: (baseUrl: string, shop: ShopFacts, duration: number) => Promise<Figure[]>;
}

/** Facts read from the shop before the run, so scenarios hit real data. */
export interface ShopFacts {
  productUrl: string;
  productRef: string;
  categoryId: number;
  /** The 100 best sellers' ids (tracking events name them). */
  productIds: string[];
  /** 50 different search words from the catalogue's product and brand names. */
  searchQueries: string[];
  /** Of the 100 best sellers, the one with the most reviews (its id). */
  reviewedProductId: string;
  /** Set when a selected scenario needs a member (see bench/cart.ts). */
  member?: BenchMember;
  /** `Authorization` of seed:scale's shopper, when a selected scenario needs her. */
  scaleShopper?: Record<string, string>;
  /** The demo admin's session cookie, when a selected scenario needs the back office. */
  staff?: Record<string, string>;
}

export async function readShopFacts(baseUrl: string): Promise<ShopFacts> {
  const res = await fetch(`${baseUrl}/api/catalog/v3/products?limit=100&sort=bestseller`);
  const body = (await res.json()) as {
    data: Array<{
      id: string;
      url: string;
      name: string;
      brand?: { name?: string } | null;
      review_stats?: { total_reviews: number };
    }>;
  };
  const product = body.data[0];
  if (!product) throw new Error('The shop answered no products: is the catalogue seeded?');
  const productRef = product.url.split('/').pop() as string;
  // A tile names no category: the product's detail does.
  const detail = await fetch(`${baseUrl}/api/catalog/v2/products/${productRef}`);
  const { data } = (await detail.json()) as { data: { default_category: { id: number } } };
  const reviewed = body.data.reduce((best, tile) =>
    (tile.review_stats?.total_reviews ?? 0) > (best.review_stats?.total_reviews ?? 0) ? tile : best,
  );
  return {
    productUrl: product.url,
    productRef,
    productIds: body.data.map((tile) => String(tile.id)),
    categoryId: data.default_category.id,
    searchQueries: searchWords(body.data, 50),
    reviewedProductId: String(reviewed.id),
  };
}

/**
 * Up to `count` different search words as shoppers type them: brand names first, then the
 * words (4 letters or more) of the product names, in best-seller order.
 */
function searchWords(
  products: Array<{ name: string; brand?: { name?: string } | null }>,
  count: number,
) {
  const words = new Set<string>();
  for (const product of products) {
    const brand = product.brand?.name?.trim().toLowerCase();
    if (brand) words.add(brand);
  }
  for (const product of products)
    for (const word of product.name.toLowerCase().split(/[^\p{L}\p{N}]+/u))
      if (word.length >= 4 && !/^\d+$/.test(word)) words.add(word);
  if (words.size === 0) throw new Error('no search words in the catalogue');
  return [...words].slice(0, count);
}

const html = { accept: 'text/html' };

const memberOf = (shop: ShopFacts): BenchMember => {
  if (!shop.member) throw new Error('this scenario needs a bench member');
  return shop.member;
};

/** A signed-in member's page request: the storefront reads the session from its cookie. */
const memberPage = (shop: ShopFacts) => ({
  ...html,
  cookie: `kilau_session=${memberOf(shop).headers.authorization?.replace(/^Bearer /, '') ?? ''}`,
});

/** Issue 16's page goals: each guest page at 10 and at 50 connections. */
const PAGE_CONNECTIONS = [10, 50];
/** The listing page under which the event loop's delay is sampled. */
const LISTING_PAGE = '/shop/all';

/** Past orders in the bench database (`--orders`): the scale scenarios run only then. */
export const withScaleOrders = (scenario: Scenario, hasOrders: boolean) =>
  hasOrders || !scenario.needsScaleShopper;

/** Generated reviews in the bench database (`--reviews`): the reviews scenarios run only then. */
export const withScaleReviews = (scenario: Scenario, hasReviews: boolean) =>
  hasReviews || !scenario.needsScaleReviews;

const reviewsPage = (shop: ShopFacts, query: string) =>
  `/api/reviews/v2?product_id=${shop.reviewedProductId}&limit=10${query}`;

const HISTORY_PAGE =
  '/api/order/user/me/orders?limit=10&sort=-created_at&filter[is_payment_failed]=false';

export const SCENARIOS: Scenario[] = [
  { name: 'health (API + database ping)', path: '/api/health' },
  // Issue 24: tracking events as browsers batch them (target ≥ 5,000 events/s on PostgreSQL).
  {
    name: 'analytics ingestion, batches of 50 events (API)',
    path: '/api/analytics/sessions',
    figures: async (baseUrl, shop, duration) =>
      measureIngestion(baseUrl, { connections: 20, duration, productIds: shop.productIds }),
  },
  // Issue 16's pages (--pages): server-rendered as a browser asks for them.
  {
    name: 'home page / (SSR, guest)',
    path: '/',
    headers: html,
    connections: PAGE_CONNECTIONS,
    page: true,
  },
  {
    // What a browser sends: the page goes out brotli-compressed, which the rows above leave out.
    name: 'home page / (SSR, guest, br as browsers ask)',
    path: '/',
    headers: { ...html, 'accept-encoding': 'gzip, deflate, br, zstd' },
    connections: [50],
    page: true,
  },
  {
    name: `listing page ${LISTING_PAGE} (SSR, guest)`,
    path: LISTING_PAGE,
    headers: html,
    connections: PAGE_CONNECTIONS,
    page: true,
  },
  {
    name: 'product page (SSR, guest)',
    path: (shop) => shop.productUrl,
    headers: html,
    connections: PAGE_CONNECTIONS,
    page: true,
  },
  {
    name: 'product page (SSR, member)',
    path: (shop) => shop.productUrl,
    needsMember: true,
    headers: memberPage,
    connections: [10],
    page: true,
  },
  {
    name: 'event loop: health sampled under listing page load',
    path: '/api/health',
    page: true,
    figures: (baseUrl, _shop, duration) =>
      measureHealthUnderLoad(baseUrl, {
        path: LISTING_PAGE,
        headers: html,
        connections: 50,
        duration,
      }),
  },
  {
    name: 'event loop: health sampled under API listing load (deep page, tiles uncached with --no-cache)',
    path: '/api/health',
    figures: (baseUrl, _shop, duration) =>
      measureHealthUnderLoad(baseUrl, {
        path: '/api/catalog/v3/products?limit=16&skip=4784',
        headers: {},
        connections: 50,
        duration,
      }),
  },
  {
    name: 'listing payload (API)',
    path: '/api/catalog/v3/products?limit=16',
    figures: (baseUrl) => measurePayload(baseUrl, '/api/catalog/v3/products?limit=16'),
  },
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
  {
    name: 'search, 50 different queries (API, rotating)',
    path: '/api/catalog/v3/search?q=serum',
    paths: (shop) =>
      shop.searchQueries.map((query) => `/api/catalog/v3/search?q=${encodeURIComponent(query)}`),
  },
  { name: 'product detail (API)', path: (shop) => `/api/catalog/v2/products/${shop.productRef}` },
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
  // At scale (--orders): a member's history among 1,000,000 orders, pages 1–12 in turn.
  {
    name: 'order history of a member among the scale orders, pages 1–12 (API)',
    path: `${HISTORY_PAGE}&skip=0`,
    paths: () => Array.from({ length: 12 }, (_, i) => `${HISTORY_PAGE}&skip=${i * 10}`),
    needsScaleShopper: true,
    headers: (shop) => {
      if (!shop.scaleShopper) throw new Error('this scenario needs seed:scale --orders');
      return shop.scaleShopper;
    },
  },
  // At scale (--reviews): a popular product's review modal among 1,000,000 reviews (issue 19's
  // goal: p99 ≤ 20 ms), one call at a time and at c10.
  {
    name: 'reviews of a popular product among the scale reviews, page 1, newest (API)',
    path: (shop) => reviewsPage(shop, ''),
    needsScaleReviews: true,
    connections: [1, 10],
  },
  {
    name: 'reviews of a popular product among the scale reviews, page 2, most helpful (API)',
    path: (shop) => reviewsPage(shop, '&skip=10&sort=helpful'),
    needsScaleReviews: true,
    connections: [1, 10],
  },
  {
    name: 'my-orders page (SSR, member)',
    path: '/my-orders',
    needsMember: true,
    headers: memberPage,
    connections: [10],
    page: true,
  },
  // The back office (issue 18): the products list a merchandiser pages and searches all day.
  {
    name: 'admin products list, 40 pages of 25 (API, staff)',
    path: '/api/admin/products?limit=25&skip=0',
    paths: () =>
      Array.from({ length: 40 }, (_, i) => `/api/admin/products?limit=25&skip=${i * 25}`),
    needsStaff: true,
    headers: staffHeaders,
    connections: [10],
  },
  {
    name: 'admin products filtered: inactive, a flag, low stock, sold out (API, staff)',
    path: '/api/admin/products?limit=25&active=false',
    paths: () =>
      ['active=false', 'flag=is_new', 'stock=low', 'stock=out', 'sort=price_desc'].map(
        (filter) => `/api/admin/products?limit=25&${filter}`,
      ),
    needsStaff: true,
    headers: staffHeaders,
    connections: [10],
  },
  {
    name: 'admin products search by name or SKU, 50 queries (API, staff)',
    path: (shop) => `/api/admin/products?limit=25&q=${encodeURIComponent(shop.searchQueries[0]!)}`,
    paths: (shop) =>
      shop.searchQueries.map((q) => `/api/admin/products?limit=25&q=${encodeURIComponent(q)}`),
    needsStaff: true,
    headers: staffHeaders,
    connections: [10],
  },
];

/** The demo admin's session, for the back office's scenarios. */
function staffHeaders(shop: ShopFacts): Record<string, string> {
  if (!shop.staff) throw new Error('this scenario needs the demo admin signed in');
  return shop.staff;
}
