import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { track } from '~/lib/analytics';
import {
  isBagAnswer,
  BAG_FIELDS,
  BAG_INTENTS,
  type BagActionData,
  type BagIntent,
} from './bag-intents';

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
  useEffect(() => {
    if (answer) trackBagAnswer(answer);
  }, [answer]);
  return { fetcher, pending, answer };
}

/** Answers already tracked: forms sharing a fetcher see one answer each. */
const trackedAnswers = new WeakSet<object>();

/** A voucher applied is tracked once, when the bag says it applies (issue 24). */
function trackBagAnswer(answer: BagActionData) {
  if (trackedAnswers.has(answer)) return;
  trackedAnswers.add(answer);
  if (answer.ok && answer.intent === BAG_INTENTS.applyVoucher) {
    track('voucher_applied', { type: 'voucher', ...(answer.target ? { id: answer.target } : {}) });
  }
}
