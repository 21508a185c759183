import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrder, AdminOrderRow } from '@kilau/domain/admin';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { ORDERS_API } from '~/features/admin/api/admin-orders.server';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import { makeAdminReturn } from '~/features/admin/testing/admin-return-fixtures';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as orderPage from './admin-order';
import * as ordersPage from './admin-orders';

const REF = 'KLU-261126-ABCDEF';
const ROW: AdminOrderRow = {
  _id: '7',
  reference_code: REF,
  member_email: 'sari@example.com',
  state: { id: 4, name: 'Payment accepted' },
  total_paid: 168_000,
  payment_method: 'bca_virtual_account',
  payment_method_name: 'BCA Virtual Account',
  payment_status: 'settlement',
  created_at: '2026-11-26T03:00:00.000Z',
};

const ORDER: AdminOrder = {
  _id: '7',
  reference_code: REF,
  member: { id: '3', email: 'sari@example.com', name: 'Sari Wulandari', phone: '081234567890' },
  state: { id: 3, name: 'Payment confirm' },
  allowed_next: [
    { id: 4, name: 'Payment accepted' },
    { id: 2, name: 'Awaiting bank wire payment' },
  ],
  payment_method: 'bank_transfer',
  payment_method_name: 'Transfer Bank',
  payment_status: 'pending',
  paid_at: null,
  subtotal: 150_000,
  discount: 0,
  shipping_fee: 18_000,
  shipping_discount: 0,
  total_paid: 168_000,
  goods_paid: 150_000,
  voucher: null,
  bank_promotion_discount: 0,
  points_used: { points: 0, discount: 0 },
  payment_attempt: 1,
  payment_ref: REF,
  payment_notifications: [],
  points: { on_delivery: 150, earned: 0, taken_back: 0 },
  created_at: '2026-11-26T03:00:00.000Z',
  cancelled_at: null,
  cancellation_reason: null,
  delivery_address: { contact: 'Sari', phone: '0812', street1: 'Jl. Melati 5', zipcode: '12345' },
  shipping: { carrier_name: 'JNE', service_name: 'REG' },
  products: [
    {
      id: '11',
      combination_id: '21',
      name: 'Lip Tint Rosy',
      quantity: 2,
      unit_price: 75_000,
      total_price: 150_000,
      image: { url: '/media/lip.jpg', alt: 'Lip Tint Rosy' },
    },
  ],
  state_histories: [
    {
      to_status: { id: 2, name: 'Awaiting bank wire payment' },
      note: null,
      created_at: '2026-11-26T03:00:00.000Z',
      by: null,
    },
    {
      to_status: { id: 3, name: 'Payment confirm' },
      note: 'payment_confirmation',
      created_at: '2026-11-26T04:00:00.000Z',
      by: null,
    },
  ],
  shipment: null,
  payment_confirmation: {
    bank_name: 'BCA',
    account_name: 'Sari Wulandari',
    receipt_url: '/files/receipt.jpg?sig=abc',
    created_at: '2026-11-26T04:00:00.000Z',
  },
  refund: null,
};

const renderList = (url = '/admin/orders', replies: ApiReplies = {}) => {
  const api = stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe('operations') },
    [`GET ${ORDERS_API.list}`]: { data: [ROW], meta: { total: 1 } },
    ...replies,
  });
  renderRouteModule(ordersPage, {
    path: '/admin/orders',
    url,
    context: api.context,
    cookie: STAFF_COOKIE,
  });
  return api;
};

const renderOrder = (
  role: 'operations' | 'support' = 'operations',
  replies: ApiReplies = {},
  order: typeof ORDER = ORDER,
) => {
  const api = stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe(role) },
    [`GET ${ORDERS_API.order(REF)}`]: { data: order },
    ...replies,
  });
  renderRouteModule(orderPage, {
    path: '/admin/orders/:reference',
    url: `/admin/orders/${REF}`,
    context: api.context,
    cookie: STAFF_COOKIE,
  });
  return api;
};

describe('/admin/orders (route module)', () => {
  it('lists orders with the filters passed to the API, each linking to its detail', async () => {
    const { callsTo } = renderList(
      '/admin/orders?q=sari&payment_status=settlement&from=2026-11-01',
    );
    const table = await screen.findByRole('table', { name: 'Daftar pesanan' });
    expect(within(table).getByRole('link', { name: REF }).getAttribute('href')).toBe(
      `/admin/orders/${REF}`,
    );
    expect(within(table).getByText('Rp168.000')).toBeTruthy();
    // The method by its name and the status in words, not the gateway's codes.
    expect(within(table).getByText('BCA Virtual Account · Lunas')).toBeTruthy();
    const query = new URL(callsTo('GET', ORDERS_API.list)[0]!.path, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      q: 'sari',
      payment_status: 'settlement',
      from: '2026-11-01',
      skip: '0',
    });
    expect(screen.getByLabelText('Status pembayaran')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('/admin/orders/:reference (route module)', () => {
  it('a paid order offers its numbered invoice to print', async () => {
    renderOrder('support', {}, {
      ...ORDER,
      state: { id: 4, name: 'Payment accepted' },
      payment_status: 'settlement',
      paid_at: '2026-11-20T03:00:00.000Z',
    } as typeof ORDER);
    await screen.findByRole('heading', { name: `Pesanan ${REF}` });
    expect(screen.getByRole('link', { name: 'Cetak faktur (PDF)' }).getAttribute('href')).toBe(
      ORDERS_API.invoice(REF),
    );
  });

  it('shows the receipt and the allowed moves; accepting posts the state', async () => {
    const { callsTo } = renderOrder('operations', {
      [`POST ${ORDERS_API.advance(REF)}`]: {
        data: { ...ORDER, state: { id: 4, name: 'Payment accepted' } },
        message: 'Pesanan dipindahkan.',
      },
    });
    await screen.findByRole('heading', { name: `Pesanan ${REF}` });
    expect(screen.getByText('Transfer Bank · Menunggu pembayaran · percobaan ke-1')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Bukti transfer dari member' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tolak bukti transfer' })).toBeTruthy();
    // Unpaid: no invoice yet, so nothing to print.
    expect(screen.queryByRole('link', { name: 'Cetak faktur (PDF)' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
    fireEvent.change(screen.getByLabelText('Catatan (opsional)'), {
      target: { value: 'Mutasi BCA cocok' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Terima pembayaran' }));
    expect(await screen.findByText('Pesanan dipindahkan.')).toBeTruthy();
    expect(callsTo('POST', ORDERS_API.advance(REF)).map((call) => call.body)).toEqual([
      { state: 4, note: 'Mutasi BCA cocok' },
    ]);
  });

  it('a cancel without a reason is refused next to the field, before the API', async () => {
    const { callsTo } = renderOrder();
    await screen.findByRole('heading', { name: `Pesanan ${REF}` });
    fireEvent.click(screen.getByRole('button', { name: 'Batalkan pesanan' }));
    const reason = screen.getByLabelText('Alasan pembatalan');
    await screen.findByText('Data belum diisi');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('POST', ORDERS_API.cancel(REF))).toEqual([]);
  });

  it('links each of the order’s returns to its page, with its state and refund', async () => {
    renderOrder('support', {
      [`GET ${ORDERS_API.returns(REF)}`]: {
        data: [
          makeAdminReturn({
            reference: `${REF}-R1`,
            order_reference: REF,
            status: 'refunded',
            status_label: 'Dana dikembalikan',
          }),
        ],
      },
    });
    await screen.findByRole('heading', { name: `Pesanan ${REF}` });
    const returns = within(screen.getByRole('region', { name: 'Pengembalian' }));
    const link = returns.getByRole('link', {
      name: `${REF}-R1 · Dana dikembalikan · Rp116.000`,
    });
    expect(link.getAttribute('href')).toBe(`/admin/returns/${REF}-R1`);
  });

  it('support reads the order without moves or cancelling', async () => {
    renderOrder('support');
    await screen.findByRole('heading', { name: `Pesanan ${REF}` });
    expect(screen.queryByRole('button', { name: 'Terima pembayaran' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Batalkan pesanan' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Riwayat status pesanan' })).toBeTruthy();
  });
});
