import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import type { StaffRole, StoreCollectionOrder } from '~/features/admin/types';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as collectionPage from './admin-store-collection';

const STORES = '/api/pos/stores';
const CASHIER = '/api/admin/store-collections/cashier-orders';
const VERIFY = '/api/admin/store-collections/verify';
const COLLECT = '/api/admin/store-collections/collect';
const TOKEN = `KCT1.42.5.${'A'.repeat(22)}.${'s'.repeat(43)}`;

const ORDER: StoreCollectionOrder = {
  order_id: '42',
  reference_code: 'KLU-261128-7Q4M2X',
  store_id: 5,
  member_name: 'Sari Wulandari',
  payment_method: 'qris',
  total_paid: 250_000,
  is_paid: true,
  awaiting_cashier: false,
  paid_at: '2026-11-28T03:00:00.000Z',
  collected_at: null,
  collected_by: null,
  lines: [{ product_id: 7, combination_id: 70, name: 'Serum Kilau', option: '30 ml', quantity: 2 }],
};
const WAITING: StoreCollectionOrder = {
  ...ORDER,
  order_id: '43',
  reference_code: 'KLU-261128-ABCDEF',
  payment_method: 'cashier',
  is_paid: false,
  awaiting_cashier: true,
  paid_at: null,
};
const store = (id: number, name: string) => ({ id, name });

const render = (replies: ApiReplies = {}, role: StaffRole = 'store_staff') => {
  const api = stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe(role) },
    [`GET ${STORES}`]: { data: [store(5, 'Kilau Senopati'), store(6, 'Kilau Kemang')] },
    [`GET ${CASHIER}`]: { data: [WAITING] },
    ...replies,
  });
  renderRouteModule(collectionPage, {
    path: '/admin/store-collection',
    url: '/admin/store-collection',
    context: api.context,
    cookie: STAFF_COOKIE,
  });
  return api;
};

describe('/admin/store-collection', () => {
  it('verifies a pasted order QR in store 5, shows its lines, then marks it collected', async () => {
    const { callsTo } = render({
      [`POST ${VERIFY}`]: { data: ORDER },
      [`POST ${COLLECT}`]: {
        data: { ...ORDER, collected_at: '2026-11-28T04:30:00.000Z', collected_by: 'Budi' },
        message: 'Pesanan KLU-261128-7Q4M2X ditandai sudah diambil.',
      },
    });
    const storePicker = (await screen.findByRole('combobox', {
      name: 'Toko',
    })) as HTMLSelectElement;
    expect(storePicker.value).toBe('5');
    expect(await axeViolations()).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Kode QR pesanan' }), {
      target: { value: TOKEN },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Periksa' }));
    const result = await screen.findByRole('region', { name: 'Hasil pemeriksaan' });
    expect(within(result).getByText('Serum Kilau')).toBeTruthy();
    expect(within(result).getByText('30 ml')).toBeTruthy();
    expect(within(result).getByText('Sudah dibayar')).toBeTruthy();
    expect(callsTo('POST', VERIFY).map((call) => call.body)).toEqual([
      { token: TOKEN, store_id: 5 },
    ]);

    fireEvent.click(await screen.findByRole('button', { name: 'Tandai sudah diambil' }));
    expect(
      await screen.findByText('Pesanan KLU-261128-7Q4M2X ditandai sudah diambil.'),
    ).toBeTruthy();
    expect(screen.getByText('Sudah diambil 28 Nov 2026, 11:30 oleh Budi')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tandai sudah diambil' })).toBeNull();
  }, 20_000);

  it('shows a refusal (another store’s QR) as an alert', async () => {
    render({
      [`POST ${VERIFY}`]: {
        status: 409,
        errorCode: 'collection_token_other_store',
        message: 'Pesanan ini untuk toko lain dan tidak bisa diambil di sini.',
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Kode QR pesanan' }), {
      target: { value: TOKEN },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Periksa' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Pesanan ini untuk toko lain dan tidak bisa diambil di sini.',
    );
  }, 20_000);

  it('takes a cashier payment for a waiting order', async () => {
    const { callsTo } = render({
      [`POST /api/admin/store-collections/cashier-orders/43/paid`]: {
        data: { ...WAITING, is_paid: true, awaiting_cashier: false },
        message: 'Pembayaran pesanan KLU-261128-ABCDEF diterima.',
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Terima pembayaran KLU-261128-ABCDEF' }),
    );
    expect(await screen.findByText('Pembayaran pesanan KLU-261128-ABCDEF diterima.')).toBeTruthy();
    expect(
      callsTo('POST', '/api/admin/store-collections/cashier-orders/43/paid').map((c) => c.body),
    ).toEqual([{ store_id: 5 }]);
  }, 20_000);

  it('is not for a role without store.collect', async () => {
    const api = render({}, 'content');
    expect(await screen.findByRole('heading', { name: 'Tidak untuk peranmu' })).toBeTruthy();
    expect(api.callsTo('GET', `${CASHIER}?store_id=5`)).toEqual([]);
  });
});
