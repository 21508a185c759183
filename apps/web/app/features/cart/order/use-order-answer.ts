import { useFetcher } from 'react-router';
import { isOrderAnswer, ORDER_FIELDS, type OrderActionData, type OrderIntent } from './intents';

/** Fetcher keys: forms that share one share their busy state and their latest answer. */
export const ORDER_FETCHERS = {
  voucher: 'order-voucher',
  voucherList: 'order-voucher-list',
  points: 'order-points',
  paperBag: 'order-paper-bag',
  specialPrice: 'order-special-price',
} as const;

/**
 * A keyed fetcher of the bag page with what the forms read from it: whether it is sending one of
 * `intents` (and what), and its latest answer to one of them once it is idle again.
 */
export function useOrderFetcher(key: string, intents: readonly OrderIntent[]) {
  const fetcher = useFetcher<OrderActionData>({ key });
  const pendingIntent = fetcher.formData?.get(ORDER_FIELDS.intent);
  const pending =
    fetcher.state !== 'idle' && intents.some((intent) => intent === pendingIntent)
      ? (pendingIntent as OrderIntent)
      : null;
  const answer =
    fetcher.state === 'idle' && isOrderAnswer(fetcher.data) && intents.includes(fetcher.data.intent)
      ? fetcher.data
      : null;
  return { fetcher, pending, answer };
}
