import type { GuideValues } from '~/components/payment/guide-values';
import type { Locale } from '@kilau/domain';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useApiClient } from '~/lib/api-client';
import { useLocale } from '~/lib/i18n';
import { createOrdersApi, type OrdersApi } from '../api/order-calls';
import type { OrderDetail } from '../types';

/** What to pay with, read from the gateway's answer on the order (the checkout's own reading). */
export type PaymentInstruction =
  | { kind: 'virtual_account'; bank: string; number: string }
  | { kind: 'payment_code'; store: string; code: string }
  | { kind: 'bank_transfer' }
  | { kind: 'e_wallet'; qrUrl: string | null; appUrl: string | null }
  | { kind: 'continue'; url: string }
  | { kind: 'cash_on_delivery' }
  | { kind: 'none' };

/** What a how-to-pay guide's steps are filled with. */

/**
 * The checkout's payment pieces the order screens reuse — its reading of payment instructions
 * and its how-to-pay guides — handed in by the route, since feature folders
 * never import each other. Without them the modals still show the order's own figures.
 */
export type PaymentPieces = {
  instructions(order: OrderDetail): PaymentInstruction;
  /** The method's step-by-step guide, or null when it has none. */
  renderGuide(method: string, values: GuideValues): ReactNode;
  /** What a guide says where the number or code is not known yet. */
  placeholders(locale: Locale): { va: string; code: string };
};

export const NO_PAYMENT_PIECES: PaymentPieces = {
  instructions: () => ({ kind: 'none' }),
  renderGuide: () => null,
  placeholders: () => ({ va: '', code: '' }),
};

const OrdersApiContext = createContext<OrdersApi | null>(null);
const PaymentPiecesContext = createContext<PaymentPieces>(NO_PAYMENT_PIECES);

/** Provides the screen's API (tests hand in a fake) and the checkout's payment pieces. */
export function OrdersProvider({
  api,
  payment,
  children,
}: {
  api?: OrdersApi;
  payment?: PaymentPieces;
  children: ReactNode;
}) {
  return (
    <OrdersApiContext.Provider value={api ?? null}>
      <PaymentPiecesContext.Provider value={payment ?? NO_PAYMENT_PIECES}>
        {children}
      </PaymentPiecesContext.Provider>
    </OrdersApiContext.Provider>
  );
}

/** The screen's calls: the provided API, else the browser's API client in the page's language. */
export function useOrdersApi(): OrdersApi {
  const provided = useContext(OrdersApiContext);
  const client = useApiClient();
  const locale = useLocale();
  return useMemo(() => provided ?? createOrdersApi(client, locale), [provided, client, locale]);
}

export const usePaymentPieces = (): PaymentPieces => useContext(PaymentPiecesContext);
