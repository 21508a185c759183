import { data } from 'react-router';
import type { NotifyMeRequested } from '@kilau/domain/catalog';
import { PAGE_SIZES } from '@kilau/domain/shared';
import { toAnswer, type Refusal } from '~/lib/api-answer';
import type { ApiClient, ApiResult } from '~/lib/api-client.server';
import { toQueryString, type QueryValue } from '~/lib/query-string';
import type {
  Brand,
  BrandLetter,
  Campaign,
  CampaignKind,
  Category,
  CategoryWithTrail,
  FlashSale,
  ListingFacets,
  ProductDetail,
  ProductTag,
  ProductTile,
  Promotion,
} from '../types';

/**
 * The catalogue calls the storefront makes (`/api/catalog`), for loaders. Lists answer empty
 * when the call fails (000 §8: list and search failures empty the list silently); the things a
 * page is about answer null when they do not exist, and `orNotFound` turns that into a 404.
 */

const CATALOG = '/api/catalog';

export type Page<T> = { items: T[]; total: number; skip: number; limit: number };

const emptyPage = <T>(limit = 0): Page<T> => ({ items: [], total: 0, skip: 0, limit });

function toPage<T>(result: ApiResult<T[]>): Page<T> {
  if (!result.ok || !Array.isArray(result.data)) return emptyPage();
  return {
    items: result.data,
    total: result.meta.total ?? result.data.length,
    skip: result.meta.skip ?? 0,
    limit: result.meta.limit ?? result.data.length,
  };
}

const listOf = <T>(result: ApiResult<T[]>): T[] =>
  result.ok && Array.isArray(result.data) ? result.data : [];

/** The thing a page is about, or null when the API says it does not exist. */
function oneOf<T>(result: ApiResult<T>): T | null {
  if (result.ok) return result.data ?? null;
  if (result.status === 404 || result.status === 422) return null;
  // Anything else (API down, 500): the page cannot render, and says so with the right status.
  throw data(null, { status: result.status >= 500 ? result.status : 503 });
}

/** Throws the 404 page when a page's subject does not exist. */
export function orNotFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw data(null, { status: 404 });
  return value;
}

export type ProductQuery = Record<string, QueryValue>;

export const listProducts = async (api: ApiClient, query: ProductQuery) =>
  toPage(await api.get<ProductTile[]>(`${CATALOG}/v3/products${toQueryString(query)}`));

/** A product's detail; in a store's self-checkout mode (`store`) with that store's stock. */
export const getProduct = async (api: ApiClient, ref: string, store: { store_id?: number } = {}) =>
  oneOf(
    await api.get<ProductDetail>(
      `${CATALOG}/v2/products/${encodeURIComponent(ref)}${toQueryString(store)}`,
    ),
  );

export const searchProducts = async (api: ApiClient, query: ProductQuery & { q: string }) => {
  const result = await api.get<ProductTile[]>(`${CATALOG}/v3/search${toQueryString(query)}`);
  return { ...toPage(result), fuzzy: result.ok && result.message === 'fuzzy' };
};

export const listTrending = async (api: ApiClient, limit: number = PAGE_SIZES.trending) =>
  listOf(await api.get<ProductTile[]>(`${CATALOG}/v3/products/trending?limit=${limit}`));

export const listCategories = async (api: ApiClient) =>
  listOf(await api.get<Category[]>(`${CATALOG}/v3/categories`));

export const getCategory = async (api: ApiClient, id: number) =>
  oneOf(await api.get<CategoryWithTrail>(`${CATALOG}/v3/categories/${id}`));

export const listBrandLetters = async (api: ApiClient) =>
  listOf(await api.get<BrandLetter[]>(`${CATALOG}/v3/brands/letters`));

export const getBrand = async (api: ApiClient, slug: string) =>
  oneOf(await api.get<Brand>(`${CATALOG}/v3/brands/${encodeURIComponent(slug)}`));

const EMPTY_FACETS: ListingFacets = { brands: [], categories: [], concerns: [] };

/**
 * A listing's filter values with their counts, from the listing's own products (its scope, the
 * search words and the shopper's filters; ADR 0036). A failure shows no filter values.
 */
export async function listListingFacets(
  api: ApiClient,
  query: ProductQuery & { q?: string },
): Promise<ListingFacets> {
  const path = query.q !== undefined ? '/v3/search/facets' : '/v3/products/facets';
  const result = await api.get<ListingFacets>(`${CATALOG}${path}${toQueryString(query)}`);
  return result.ok && result.data ? result.data : EMPTY_FACETS;
}

export const listPromotions = async (
  api: ApiClient,
  query: { skip?: number; limit?: number; type?: 'promo' | 'partner' },
) => toPage(await api.get<Promotion[]>(`${CATALOG}/v3/promotions${toQueryString(query)}`));

export const getPromotion = async (api: ApiClient, key: string) =>
  oneOf(await api.get<Promotion>(`${CATALOG}/v3/promotions/${encodeURIComponent(key)}`));

export const getCampaign = async (api: ApiClient, slug: string, kind: CampaignKind) =>
  oneOf(
    await api.get<Campaign>(`${CATALOG}/v3/campaigns/${encodeURIComponent(slug)}?kind=${kind}`),
  );

/** The running (or next) flash sale; `limit` keeps its first products (the home page's row). */
export const getFlashSale = async (
  api: ApiClient,
  { limit }: { limit?: number } = {},
): Promise<FlashSale | null> => {
  const query = limit === undefined ? '' : `?limit=${limit}`;
  const result = await api.get<FlashSale | null>(`${CATALOG}/v3/flash-sale${query}`);
  return result.ok ? (result.data ?? null) : null;
};

/** The product page's notify-me action: the API's message, or its refusal's message and fields. */
export type NotifyMeAnswer =
  | { ok: true; message: string }
  | ({ ok: false } & Pick<Refusal, 'message' | 'fields'>);

export async function requestNotifyMe(
  api: ApiClient,
  body: { product_id: number; combination_id: number; email: string },
): Promise<NotifyMeAnswer> {
  const answer = toAnswer(await api.post<NotifyMeRequested>(`${CATALOG}/notify-me`, body));
  if (answer.ok) return { ok: true, message: answer.message ?? '' };
  const { message, fields } = answer;
  return { ok: false, ...(message ? { message } : {}), ...(fields ? { fields } : {}) };
}

/** Concerns, benefits, skin types and ingredients (`GET /api/tags`). */
export const listTags = async (api: ApiClient) => listOf(await api.get<ProductTag[]>('/api/tags'));
