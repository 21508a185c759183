/** Load scenarios; each issue adds the calls whose speed it promises. */
export interface Scenario {
  name: string;
  method?: 'GET' | 'POST';
  /** A path, or one found from the running shop (e.g. a real product). */
  path: string | ((shop: ShopFacts) => string);
  /** Paths to rotate through instead (e.g. many pages, to measure the uncached path). */
  paths?: (shop: ShopFacts) => string[];
  headers?: Record<string, string>;
  body?: string;
}

/** Facts read from the shop before the run, so scenarios hit real data. */
export interface ShopFacts {
  productUrl: string;
  productRef: string;
  categoryId: number;
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

export const SCENARIOS: Scenario[] = [
  { name: 'health (API + database ping)', path: '/api/health' },
  { name: 'home page (SSR)', path: '/', headers: html },
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
];
