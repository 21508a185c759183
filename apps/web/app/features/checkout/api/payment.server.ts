import { toAnswer, type Answer } from '~/lib/api-answer';
import type { ApiClient, ApiResult } from '~/lib/api-client.server';
import { toQueryString } from '~/lib/query-string';
import type {
  BankPromotionOffer,
  PaymentChooser,
  PaymentMethodsAnswer,
  PlacedOrder,
  SavedCard,
} from '../types';
import { CHECKOUT_API } from './paths';

/**
 * The payment chooser for this order's total (`GET /payment-methods`, website channel): the
 * methods with the member's last one, and the shop's bank accounts. A failure is an empty
 * chooser (the step then says it cannot offer a method and the shopper can try again).
 */
export async function fetchPaymentChooser(
  api: ApiClient,
  totalAmount: number,
  /** `store` in a store's self-checkout mode: the store's methods (issue 23). */
  channel: 'website' | 'store' = 'website',
): Promise<PaymentChooser> {
  const query = toQueryString({
    'filter[available_for]': channel,
    'filter[total_amount]': totalAmount,
  });
  const result = await api.get<PaymentMethodsAnswer>(`${CHECKOUT_API.paymentMethods}${query}`);
  const data = result.ok ? result.data : null;
  return {
    lastPaymentMethod: data?.last_payment_method ?? null,
    methods: Array.isArray(data?.payment_methods) ? data.payment_methods : [],
    bankAccounts: Array.isArray(data?.bank_transfer_list) ? data.bank_transfer_list : [],
  };
}

/**
 * Bank promotions judged for the goods of this order (`GET /bank-promotions`): the same figure
 * placement judges them on. A failure shows none (000 §8: lists are emptied silently).
 */
export async function fetchBankPromotions(
  api: ApiClient,
  input: { totalAmount: number; paymentMethod: string; cardBin?: string | null },
): Promise<BankPromotionOffer[]> {
  const query = toQueryString({
    'filter[total_amount]': input.totalAmount,
    'filter[payment_method]': input.paymentMethod,
    'filter[card_bin]': input.cardBin,
  });
  const result = await api.get<BankPromotionOffer[]>(`${CHECKOUT_API.bankPromotions}${query}`);
  return result.ok && Array.isArray(result.data) ? result.data : [];
}

/** The member's saved cards, newest first; none when they cannot be read. */
export async function fetchSavedCards(api: ApiClient): Promise<SavedCard[]> {
  const result = await api.get<SavedCard[]>(CHECKOUT_API.savedCards);
  return result.ok && Array.isArray(result.data) ? result.data : [];
}

export const deleteSavedCard = async (api: ApiClient, id: string): Promise<Answer<unknown>> =>
  toAnswer(await api.delete<unknown>(CHECKOUT_API.savedCard(id)));

/**
 * Places the order (`POST /api/order/orders`, the Order payment request entity) under the
 * attempt's `Idempotency-Key`: the same key answers the first result again.
 */
export const placeOrder = (
  api: ApiClient,
  body: Record<string, unknown>,
  idempotencyKey: string,
): Promise<ApiResult<PlacedOrder>> =>
  api.post<PlacedOrder>(CHECKOUT_API.orders, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
