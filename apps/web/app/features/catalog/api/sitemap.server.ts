import { FOOTER_LINKS } from '~/lib/site-config';
import type { ApiClient } from '~/lib/api-client.server';
import type { Category } from '../types';
import {
  listBrandLetters,
  listCategories,
  listProducts,
  listPromotions,
  listTags,
} from './catalog.server';

/**
 * The sitemap (sitemaps.org): an index of parts, so it scales to any catalogue. The `pages` part
 * lists home, the listing pages, categories, brands, promotions and concerns; each `products`
 * part lists up to 5,000 active products, streamed as the API answers page by page.
 */

export const PRODUCTS_PER_PART = 5_000;
/** The catalogue API's largest page. */
const API_PAGE = 100;

const LISTING_PAGES = [
  '/',
  '/shop',
  '/shop/all',
  '/new-arrivals',
  '/best-seller',
  '/just-arrived',
  '/flash-sale',
  '/promo',
  '/partners-promo',
  '/brand',
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export const urlEntry = (origin: string, path: string) =>
  `<url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`;

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
const URLSET_CLOSE = '</urlset>\n';

/** The sitemap index: the pages part and as many product parts as the catalogue needs. */
export async function sitemapIndex(api: ApiClient, origin: string): Promise<string> {
  const { total } = await listProducts(api, { limit: 1, fields: ['url'] });
  const parts = Math.max(1, Math.ceil(total / PRODUCTS_PER_PART));
  const locations = [
    `${origin}/sitemap.xml?part=pages`,
    ...Array.from(
      { length: parts },
      (_, index) => `${origin}/sitemap.xml?part=products&page=${index + 1}`,
    ),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

const flatten = (categories: Category[]): Category[] =>
  categories.flatMap((category) => [category, ...flatten(category.children ?? [])]);

async function allPromotions(api: ApiClient) {
  const first = await listPromotions(api, { skip: 0, limit: API_PAGE });
  const rest = await Promise.all(
    Array.from({ length: Math.ceil(first.total / API_PAGE) - 1 }, (_, index) =>
      listPromotions(api, { skip: (index + 1) * API_PAGE, limit: API_PAGE }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

/** Home, listings, categories, brands, promotions and concerns. */
export async function sitemapPages(api: ApiClient, origin: string): Promise<string> {
  const [categories, letters, promotions, tags] = await Promise.all([
    listCategories(api),
    listBrandLetters(api),
    allPromotions(api),
    listTags(api),
  ]);
  const paths = [
    ...LISTING_PAGES,
    // The footer's pages: the content pages, contact, the stores, how to pay.
    ...FOOTER_LINKS.flatMap((group) => group.links.map((link) => link.to)),
    ...flatten(categories).map((category) => category.url),
    ...letters.flatMap((letter) => letter.brands.map((brand) => `/brand/${brand.slug}`)),
    ...promotions.map((promotion) =>
      promotion.type === 'partner'
        ? `/partners-promo/${promotion.slug}`
        : `/promotion/${promotion.slug}`,
    ),
    ...tags.filter((tag) => tag.type === 'concern').map((tag) => `/tag/${tag.slug}`),
  ];
  return [
    URLSET_OPEN,
    ...[...new Set(paths)].map((path) => urlEntry(origin, path)),
    URLSET_CLOSE,
  ].join('\n');
}

/** One part of the products, streamed: each API page is written as soon as it arrives. */
export function sitemapProducts(
  api: ApiClient,
  origin: string,
  part: number,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const first = (part - 1) * PRODUCTS_PER_PART;
  let skip = first;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${URLSET_OPEN}\n`));
    },
    async pull(controller) {
      const page = await listProducts(api, { skip, limit: API_PAGE, fields: ['url'] });
      const entries = page.items.map((product) => urlEntry(origin, product.url)).join('\n');
      if (entries) controller.enqueue(encoder.encode(`${entries}\n`));
      skip += API_PAGE;
      if (page.items.length < API_PAGE || skip >= first + PRODUCTS_PER_PART) {
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
      }
    },
  });
}
