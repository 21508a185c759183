import type { ActionFunction } from 'react-router';
import { vi } from 'vitest';
import type { ApiResult } from '~/lib/api-envelope';
import { handleOrderAction, type OrderWrites } from '../api/order-intents.server';
import type { OrdersApi } from '../api/order-calls';
import type { HistoryEntry, OrderDetail, OrderStateRow } from '../types';

/** The shop's order states (migration 0018). */
export const STATES: OrderStateRow[] = [
  { id: 1, name: 'Order created' },
  { id: 2, name: 'Awaiting bank wire payment' },
  { id: 3, name: 'Payment confirm' },
  { id: 4, name: 'Payment accepted' },
  { id: 5, name: 'Picking in progress' },
  { id: 6, name: 'Packed' },
  { id: 7, name: 'Delivery slip printed' },
  { id: 8, name: 'Shipped' },
  { id: 9, name: 'Delivered' },
  { id: 10, name: 'Undelivered' },
  { id: 11, name: 'Cancelled' },
  { id: 12, name: 'Payment Failure' },
  { id: 13, name: 'Refund' },
  { id: 14, name: 'Return' },
];

const stateNamed = (name: string) => {
  const state = STATES.find((candidate) => candidate.name === name);
  return { id: state?.id ?? 99, name };
};

/** A history entry as `GET /api/order/user/me/orders` answers it (tests only). */
export function makeEntry(
  over: Partial<HistoryEntry> & { stateName?: string; n?: number } = {},
): HistoryEntry {
  const { stateName = 'Awaiting bank wire payment', n = 1, ...rest } = over;
  return {
    _id: String(n),
    reference_code: `KL-2408-${String(n).padStart(4, '0')}`,
    cart_id: String(500 + n),
    state: stateNamed(stateName),
    state_histories: [
      { to_status: { id: 1, name: 'Order created' }, created_at: '2024-08-05T05:00:00.000Z' },
    ],
    products: [
      {
        id: '101',
        combination_id: '1001',
        name: 'Hydra Glow Serum',
        brand: { id: '11', name: 'Luminé' },
        image: '/img/serum.webp',
        combination: {
          attributes: { shade: { name: '01 Rosy' } },
          price: 50_000,
          price_after_discount: 50_000,
        },
        quantity: 2,
        unit_price: 50_000,
        total_price: 100_000,
      },
      {
        id: '102',
        combination_id: '1002',
        name: 'Daily Sun Fluid SPF 50',
        brand: { id: '12', name: 'Tropika' },
        image: null,
        combination: {
          attributes: { size: { name: '30 ml' } },
          price: 20_000,
          price_after_discount: 20_000,
        },
        quantity: 1,
        unit_price: 20_000,
        total_price: 20_000,
      },
    ],
    free_products: [],
    payment_method: {
      code: 'bca_virtual_account',
      name: 'BCA Virtual Account',
      logo: '/img/bca.svg',
      provider: { bank_name: 'BCA', account_number: '8808123456789012', logo: null },
    },
    shipping: {
      code: null,
      can_track_order: false,
      carriers: [{ name: 'JNE', service: 'REG', is_active: true }],
      delivery_address: { street1: 'Jl. Kemang Raya No. 12', street2: null },
    },
    payment_status: 'pending',
    created_at: '2024-08-05T05:00:00.000Z',
    is_payment_failed: false,
    order_source: 'website',
    collected_at: null,
    price: 138_000,
    subtotal: 120_000,
    action: { can_cancel: false },
    ...rest,
  };
}

export const entries = (from: number, to: number, over: Partial<HistoryEntry> = {}) =>
  Array.from({ length: to - from }, (_, index) => makeEntry({ n: from + index + 1, ...over }));

export const ok = <T>(data: T, total?: number): ApiResult<T> => ({
  ok: true,
  status: 200,
  data,
  meta: { code: 200, ...(total !== undefined ? { total } : {}) },
});

export const refused = (
  status: number,
  errorCode?: string,
  message?: string,
): ApiResult<never> => ({
  ok: false,
  status,
  ...(errorCode ? { errorCode } : {}),
  ...(message ? { message } : {}),
});

/** An order as `GET /api/order/orders/:id` answers it. */
export function makeDetail(over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    _id: '1',
    reference_code: 'KL-2408-0001',
    cart_id: '501',
    state: { id: 2, name: 'Awaiting bank wire payment' },
    payment_method: 'bca_virtual_account',
    payment_status: 'pending',
    subtotal: 120_000,
    discount: 0,
    shipping_fee: 18_000,
    shipping_discount: 0,
    total_paid: 138_000,
    payment_due_at: '2024-08-06T05:00:00.000Z',
    redirect_url: null,
    payment: { va_numbers: [{ bank: 'bca', va_number: '8808123456789012' }] },
    pay_again_until: null,
    created_at: '2024-08-05T05:00:00.000Z',
    delivery_address: {
      id: '7',
      title: 'Rumah',
      contact: 'Sari Wulandari',
      phone: '081234567890',
      street1: 'Jl. Kemang Raya No. 12',
      street2: 'Bangka, Mampang Prapatan',
      province_code: '31',
      regency_code: '31.74',
      district_code: '31.74.04',
      village_code: null,
      zipcode: '12730',
    },
    products: makeEntry().products,
    ...over,
  };
}

/** An OrdersApi whose every call is a spy; `over` answers the calls a test needs. */
export function fakeOrdersApi(over: Partial<OrdersApi> = {}): OrdersApi {
  return {
    states: vi.fn(async () => ok(STATES)),
    list: vi.fn(async () => ok([] as HistoryEntry[], 0)),
    order: vi.fn(async () => ok(makeDetail())),
    tracking: vi.fn(async () => refused(409, 'order_not_trackable')),
    cancel: vi.fn(async () => refused(500)),
    retryGopay: vi.fn(async () => refused(500)),
    payOvo: vi.fn(async () => refused(500)),
    paymentCallback: vi.fn(async () => ok({})),
    paymentDetail: vi.fn(async () => refused(500)),
    reorder: vi.fn(async () => refused(500)),
    bankAccounts: vi.fn(async () => []),
    confirmPayment: vi.fn(async () => refused(500)),
    // No returns unless a test says so (an order that cannot be returned).
    returnOptions: vi.fn(async () => refused(404, 'order_not_found')),
    returns: vi.fn(async () => ok([])),
    createReturn: vi.fn(async () => refused(500)),
    cancelReturn: vi.fn(async () => refused(500)),
    uploadReturnPhoto: vi.fn(async () => refused(500)),
    ...over,
  };
}

/** The /my-orders action over a fake API, for `renderInShell({ action })` (tests only). */
export const orderAction =
  (api: OrderWrites): ActionFunction =>
  async ({ request }) =>
    handleOrderAction({ orders: api, locale: 'id', form: await request.formData() });
