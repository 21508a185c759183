import { useCallback, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import {
  isOrderAnswer,
  ORDER_FIELDS,
  type OrderActionData,
  type OrderIntent,
} from '../lib/order-intents';

type Pending = { resolve: (answer: OrderActionData) => void };

/**
 * Posts one of the page's intents to the /my-orders action with a fetcher and answers the
 * API's result once the action has answered — the same value the modals read before, so the
 * messages and toasts stay as they were. `fields` are the form's own (a reason, a phone).
 */
export function useOrderIntent<I extends OrderIntent>(intent: I) {
  const fetcher = useFetcher<OrderActionData>();
  const pending = useRef<Pending | null>(null);
  const { state, data } = fetcher;

  useEffect(() => {
    if (state !== 'idle' || !pending.current || !isOrderAnswer(data)) return;
    pending.current.resolve(data);
    pending.current = null;
  }, [state, data]);

  const submit = fetcher.submit;
  return useCallback(
    (orderId: string, fields: Record<string, string> = {}) =>
      new Promise<OrderActionData<I>['result']>((resolve) => {
        pending.current = {
          resolve: (answer) => resolve(answer.result as OrderActionData<I>['result']),
        };
        void submit(
          { ...fields, [ORDER_FIELDS.intent]: intent, [ORDER_FIELDS.orderId]: orderId },
          { method: 'post', action: '/my-orders' },
        );
      }),
    [intent, submit],
  );
}
