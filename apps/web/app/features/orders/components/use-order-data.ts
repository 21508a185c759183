import { useCallback, useEffect, useRef, useState } from 'react';
import { SECOND_MS } from '@kilau/domain/shared';
import type { CompanyBankAccount, OrderDetail, OrderPaymentState } from '../types';
import { useOrdersApi } from './orders-context';

/** How often an open order that waits for payment reads its state again. */
export const STATE_POLL_MS = 15 * SECOND_MS;

export type DetailRead =
  | { status: 'loading' }
  | { status: 'ready'; order: OrderDetail }
  | { status: 'error'; login: boolean };

/** One order with its lines and payment (`GET /api/order/orders/:id`), read when opened. */
export function useOrderDetail(orderId: string | null) {
  const api = useOrdersApi();
  const [read, setRead] = useState<{ id: string; read: DetailRead } | null>(null);
  useEffect(() => {
    if (!orderId) return;
    let live = true;
    void api.order(orderId).then((result) => {
      if (!live) return;
      setRead({
        id: orderId,
        read: result.ok
          ? { status: 'ready', order: result.data }
          : { status: 'error', login: result.status === 401 },
      });
    });
    return () => {
      live = false;
    };
  }, [api, orderId]);
  const current: DetailRead = orderId && read?.id === orderId ? read.read : { status: 'loading' };
  const patch = useCallback((change: (order: OrderDetail) => OrderDetail) => {
    setRead((value) =>
      value && value.read.status === 'ready'
        ? { ...value, read: { status: 'ready', order: change(value.read.order) } }
        : value,
    );
  }, []);
  return { read: current, patch };
}

/** An order's state as the order calls answer it. */
export type StateAnswer = OrderPaymentState['state'];

/**
 * The order's state read again after a payment (000 §4 "the order detail state name can be
 * updated after a payment callback"): the payment callback asks the gateway and applies its
 * answer, then the payment detail tells the state. `poll` reads the state every 15 s while set.
 */
export function useStateRefresh(
  orderId: string | null,
  { poll, onState }: { poll: boolean; onState: (state: StateAnswer) => void },
) {
  const api = useOrdersApi();
  const [checking, setChecking] = useState(false);
  const onStateRef = useRef(onState);
  useEffect(() => {
    onStateRef.current = onState;
  }, [onState]);

  const refresh = useCallback(
    async (askGateway: boolean): Promise<StateAnswer | null> => {
      if (!orderId) return null;
      if (askGateway) {
        setChecking(true);
        // A method without a gateway payment (a manual transfer) answers 404: nothing to ask.
        await api.paymentCallback(orderId);
      }
      const detail = await api.paymentDetail(orderId);
      if (askGateway) setChecking(false);
      if (!detail.ok || !detail.data?.state) return null;
      onStateRef.current(detail.data.state);
      return detail.data.state;
    },
    [api, orderId],
  );

  useEffect(() => {
    if (!poll || !orderId) return;
    const timer = setInterval(() => void refresh(false), STATE_POLL_MS);
    return () => clearInterval(timer);
  }, [poll, orderId, refresh]);

  return { checking, refresh };
}

/** The shop's accounts for a manual transfer, read when first needed. */
export function useBankAccounts(enabled: boolean) {
  const api = useOrdersApi();
  const [accounts, setAccounts] = useState<CompanyBankAccount[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void api.bankAccounts().then((list) => {
      if (live) setAccounts(list);
    });
    return () => {
      live = false;
    };
  }, [api, enabled]);
  return accounts;
}
