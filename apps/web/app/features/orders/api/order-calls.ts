import type { Locale } from '@kilau/domain';
import { ORDER_LIST_PAGE_SIZE, ORDER_LIST_SORT } from '@kilau/domain/orders';
import type { ApiClient, ApiResult } from '~/lib/api-envelope';
import { toQueryString } from '~/lib/query-string';
import { uploadForm } from '~/lib/upload';
import { createReturnsApi } from './return-calls';
import type {
  CompanyBankAccount,
  HistoryEntry,
  OrderDetail,
  OrderPaymentState,
  OrderStateRow,
  OrderTracking,
  PaymentMethodsAnswer,
  ReorderAnswer,
} from '../types';

const id = (value: string) => encodeURIComponent(value);

/** The calls of the order-history screen (000 §7 "Payment and orders", "Cart service"). */
export const ORDERS_PATHS = {
  states: '/api/order/order-state',
  list: '/api/order/user/me/orders',
  order: (orderId: string) => `/api/order/orders/${id(orderId)}`,
  tracking: (orderId: string) => `/api/order/orders/${id(orderId)}/tracking`,
  cancel: (orderId: string) => `/api/order/order/${id(orderId)}/cancelled`,
  retry: (orderId: string) => `/api/order/order/${id(orderId)}/retry`,
  confirmPayment: (orderId: string) => `/api/order/confirm-payment/${id(orderId)}`,
  /** The paid order's numbered invoice, a PDF the browser downloads (docs/design/invoices.md). */
  invoice: (reference: string) => `/api/order/user/me/orders/${id(reference)}/invoice.pdf`,
  reorder: '/api/cart/carts/reorder',
  ovoPayment: '/api/payment/payments',
  paymentCallback: '/api/payment/callback',
  paymentDetail: '/api/payment/payment-detail',
  paymentMethods: '/api/payment/payment-methods',
} as const;

/**
 * A page request: from `skip`, ten newest first (000 §4, §7). Orders whose payment failed are
 * listed too (issue 17, ADR 0034): the shopper pays them again or puts them back in the bag.
 */
export type ListRequest = {
  skip: number;
  stateIds?: readonly (string | number)[] | null;
  /** WIB days, inclusive (`YYYY-MM-DD`). */
  from?: string | null;
  to?: string | null;
};

export function listQuery({ skip, stateIds, from, to }: ListRequest): string {
  return toQueryString({
    skip: Math.max(0, Math.floor(skip)),
    limit: ORDER_LIST_PAGE_SIZE,
    sort: ORDER_LIST_SORT,
    'filter[state_ids]': stateIds ?? undefined,
    'filter[created_at_from]': from,
    'filter[created_at_to]': to,
  });
}

/**
 * The screen's calls over one API client (the server's in the loader, the browser's on the
 * page), a delivered order's returns among them. Every call answers the envelope as a value (ADR 0005): callers branch on `ok`.
 */
export function createOrdersApi(api: ApiClient, locale: Locale) {
  return {
    // A delivered order's returns (docs/design/returns.md).
    ...createReturnsApi(api, locale),
    states: () => api.get<OrderStateRow[]>(ORDERS_PATHS.states),
    list: (request: ListRequest) =>
      api.get<HistoryEntry[]>(`${ORDERS_PATHS.list}${listQuery(request)}`),
    order: (orderId: string) => api.get<OrderDetail>(ORDERS_PATHS.order(orderId)),
    tracking: (orderId: string) => api.get<OrderTracking>(ORDERS_PATHS.tracking(orderId)),
    cancel: (orderId: string, body: { cancellation_reason: string; reference_code: string }) =>
      api.put<OrderDetail>(ORDERS_PATHS.cancel(orderId), body),
    /** GoPay: a new charge for the order (empty body). */
    retryGopay: (orderId: string) => api.put<OrderDetail>(ORDERS_PATHS.retry(orderId)),
    /** OVO: a new push to `phone` (000 §7 "POST {payment}/payments with phone_no and id_order"). */
    payOvo: (orderId: string, phone: string) =>
      api.post<OrderDetail>(ORDERS_PATHS.ovoPayment, { id_order: orderId, phone_no: phone }),
    /** Asks the gateway for the payment and applies it (the payment callback). */
    paymentCallback: (orderId: string) =>
      api.post<unknown>(ORDERS_PATHS.paymentCallback, { id_order: orderId }),
    /** The order's payment and state as they stand. */
    paymentDetail: (orderId: string) =>
      api.post<OrderPaymentState>(ORDERS_PATHS.paymentDetail, { id_order: orderId }),
    reorder: (cartId: string) => api.post<ReorderAnswer>(ORDERS_PATHS.reorder, { cart_id: cartId }),
    /** The shop's accounts for a manual transfer; none when the list cannot be read. */
    async bankAccounts(): Promise<CompanyBankAccount[]> {
      const result = await api.get<PaymentMethodsAnswer>(ORDERS_PATHS.paymentMethods);
      if (!result.ok) return [];
      const transfer = result.data?.payment_methods?.find(
        (method) => method.code === 'bank_transfer',
      );
      const accounts = transfer?.bank_transfer_list ?? result.data?.bank_transfer_list ?? [];
      return Array.isArray(accounts) ? accounts : [];
    },
    /** The transfer receipt as multipart (browser only), with upload progress from 0 to 1. */
    confirmPayment: (
      orderId: string,
      form: FormData,
      onProgress?: (share: number) => void,
    ): Promise<ApiResult<OrderDetail>> =>
      uploadForm<OrderDetail>(ORDERS_PATHS.confirmPayment(orderId), form, {
        locale,
        ...(onProgress ? { onProgress } : {}),
      }),
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
