import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient } from '~/lib/api-client.server';
import type {
  AdminBankPromotion,
  AdminFlashSale,
  AdminFlashSaleSummary,
  AdminSpecialPrice,
  BankPromotionMethod,
  PromotionCombination,
} from '../types';

/** A list's filters, as the address carries them. */
export type PromotionListFilters = { q: string; status: string; skip: number; limit: number };

/**
 * One kind of promotion of the back office's API (docs/design/back-office.md "Promotions"): its
 * list (rows `L`, with `meta.total`), one (`T`), create, and an edit at a version whose 409
 * carries the promotion as it is now (`current`).
 */
export function promotionApi<T, L = T>(path: string) {
  const one = (id: number) => `${path}/${id}`;
  return {
    path,
    one,
    /** A page of the list; null when the API does not answer. */
    async list(
      api: ApiClient,
      filters: PromotionListFilters,
    ): Promise<{ rows: L[]; total: number | null } | null> {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(filters)) {
        if (value !== '' && !(name === 'status' && value === 'all'))
          params.set(name, String(value));
      }
      const result = await api.get<L[]>(`${path}?${params}`);
      return result.ok ? { rows: result.data, total: result.meta.total ?? null } : null;
    },
    /** One promotion, or the API's status (404 for none). */
    async get(api: ApiClient, id: number): Promise<Answer<T>> {
      return toAnswer(await api.get<T>(one(id)));
    },
    async create(api: ApiClient, body: unknown): Promise<Answer<T>> {
      return toAnswer(await api.post<T>(path, body));
    },
    async update(api: ApiClient, id: number, body: unknown): Promise<Answer<T> & { current?: T }> {
      const result = await api.request<T>(one(id), {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = toAnswer(result);
      if (!result.ok && result.status === 409) {
        const current = (result.data as { current?: T } | undefined)?.current;
        return current ? { ...answer, current } : answer;
      }
      return answer;
    },
  };
}
export type PromotionApi<T, L = T> = ReturnType<typeof promotionApi<T, L>>;

export const SPECIAL_PRICES = promotionApi<AdminSpecialPrice>('/api/admin/special-prices');
export const FLASH_SALES = promotionApi<AdminFlashSale, AdminFlashSaleSummary>(
  '/api/admin/flash-sales',
);
export const BANK_PROMOTIONS = promotionApi<AdminBankPromotion>('/api/admin/bank-promotions');

export const PROMOTION_OPTIONS_API = {
  combinations: '/api/admin/promotion-combinations',
  bankMethods: '/api/admin/bank-promotion-methods',
} as const;

/** The combination picker's search (`q`) or the combinations named (`ids`); [] when none. */
export async function findCombinations(
  api: ApiClient,
  query: { q?: string; ids?: readonly number[] },
): Promise<PromotionCombination[]> {
  const params = new URLSearchParams();
  if (query.ids && query.ids.length > 0) params.set('ids', query.ids.join(','));
  else if (query.q) params.set('q', query.q);
  else return [];
  const result = await api.get<PromotionCombination[]>(
    `${PROMOTION_OPTIONS_API.combinations}?${params}`,
  );
  return result.ok ? result.data : [];
}

/** The payment methods a bank promotion may name; null when the API does not answer. */
export async function bankPromotionMethods(api: ApiClient): Promise<BankPromotionMethod[] | null> {
  const result = await api.get<BankPromotionMethod[]>(PROMOTION_OPTIONS_API.bankMethods);
  return result.ok ? result.data : null;
}
