import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderCollection } from '@kilau/domain/stores';
import { makeOrder } from '~/features/checkout/testing/fixtures';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as collectionResource from './order-collection';
import * as successPage from './order-success';

const TOKEN = `KCT1.9001.5.${'A'.repeat(22)}.${'s'.repeat(43)}`;
const COLLECTION: OrderCollection = {
  order_id: '9001',
  reference_code: 'KLU-251121-7Q4M2X',
  store_id: 5,
  token: TOKEN,
  is_paid: true,
  awaiting_cashier: false,
  collected_at: null,
};
const PAID = makeOrder({
  state: { id: 4, name: 'Payment accepted' },
  payment_method: 'qris',
  payment_status: 'settlement',
});

const render = (replies: ApiReplies) => {
  const api = stubApi({
    'GET /api/order/orders/9001': { data: PAID },
    'GET /api/payment/payment-methods': { data: { payment_methods: [] } },
    ...replies,
  });
  renderRouteModule(successPage, {
    path: '/order/success/:orderId',
    url: '/order/success/9001',
    context: api.context,
    resources: [{ path: '/order/collection/:orderId', module: collectionResource }],
  });
  return api;
};

describe('the collection QR of a store order (/order/success)', () => {
  it('opens a modal with the QR, the order number and the token as text; shows when collected', async () => {
    let collected = false;
    render({
      'GET /api/order/orders/9001/collection': () => ({
        data: collected ? { ...COLLECTION, collected_at: '2025-11-21T04:30:00.000Z' } : COLLECTION,
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Tampilkan QR pengambilan' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR pengambilan' });
    expect(within(dialog).getByRole('img', { name: 'QR pengambilan' }).innerHTML).toContain('<svg');
    expect(within(dialog).getByText('Pesanan KLU-251121-7Q4M2X')).toBeTruthy();
    expect(
      (within(dialog).getByRole('textbox', { name: 'Kode pengambilan' }) as HTMLInputElement).value,
    ).toBe(TOKEN);
    expect(within(dialog).getByText('Siap diambil')).toBeTruthy();
    expect(await axeViolations(dialog)).toEqual([]);

    collected = true;
    const refresh = within(dialog).getByRole('button', { name: 'Perbarui' }) as HTMLButtonElement;
    await waitFor(() => expect(refresh.disabled).toBe(false));
    fireEvent.click(refresh);
    expect(
      await within(dialog).findByText(
        'Sudah diambil 21 Nov 2025, 11:30 WIB',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
  }, 20_000);

  it('shows no button for an order without a collection QR (a website order)', async () => {
    render({
      'GET /api/order/orders/9001/collection': {
        status: 422,
        errorCode: 'collection_not_store_order',
        message: 'Pesanan ini bukan pesanan toko: tidak ada QR pengambilan.',
      },
    });
    expect(
      (await screen.findAllByText('KLU-251121-7Q4M2X', { exact: false })).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Tampilkan QR pengambilan' })).toBeNull();
  }, 20_000);
});
