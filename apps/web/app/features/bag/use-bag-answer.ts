import { useFetcher } from 'react-router';
import { isBagAnswer, BAG_FIELDS, type BagActionData, type BagIntent } from './bag-intents';

/** Fetcher keys: forms that share one share their busy state and their latest answer. */
export const BAG_FETCHERS = {
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
export function useBagFetcher(key: string, intents: readonly BagIntent[]) {
  const fetcher = useFetcher<BagActionData>({ key });
  const pendingIntent = fetcher.formData?.get(BAG_FIELDS.intent);
  const pending =
    fetcher.state !== 'idle' && intents.some((intent) => intent === pendingIntent)
      ? (pendingIntent as BagIntent)
      : null;
  const answer =
    fetcher.state === 'idle' && isBagAnswer(fetcher.data) && intents.includes(fetcher.data.intent)
      ? fetcher.data
      : null;
  return { fetcher, pending, answer };
}
