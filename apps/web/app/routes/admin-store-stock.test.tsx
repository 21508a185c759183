import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import type { StoreStockRow } from '~/features/admin/api/store-stock-admin.server';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import type { StaffRole } from '~/features/admin/types';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as storeStockPage from './admin-store-stock';

const STORES = '/api/pos/stores';
const LIST = (storeId: number) => `/api/admin/stores/${storeId}/stock`;
const ADJUST = (storeId: number, id: number) => `/api/admin/stores/${storeId}/stock/${id}/adjust`;

const ROW: StoreStockRow = {
  combination_id: 70,
  product_id: 7,
  product_name: 'Serum Kilau',
  sku: 'SRM-30',
  barcode: '8990000000017',
  quantity: 4,
};
const store = (id: number, name: string) => ({ id, name });

const render = (
  url = '/admin/store-stock',
  replies: ApiReplies = {},
  role: StaffRole = 'admin',
) => {
  const api = stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe(role) },
    [`GET ${STORES}`]: { data: [store(5, 'Kilau Senopati'), store(6, 'Kilau Kemang')] },
    [`GET ${LIST(5)}`]: { data: [ROW], meta: { total: 1 } },
    [`GET ${LIST(6)}`]: { data: [], meta: { total: 0 } },
    ...replies,
  });
  renderRouteModule(storeStockPage, {
    path: '/admin/store-stock',
    url,
    context: api.context,
    cookie: STAFF_COOKIE,
  });
  return api;
};

describe('/admin/store-stock', () => {
  it("lists store 5's own stock by default, with its barcode, and passes axe", async () => {
    const { callsTo } = render();
    const row = (await screen.findByText('Serum Kilau')).closest('tr')!;
    expect(within(row).getByText('8990000000017')).toBeTruthy();
    expect(within(row).getByText('4')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Toko' }) as HTMLSelectElement).value).toBe('5');
    expect(callsTo('GET', LIST(5))[0]?.path).toContain('limit=50');
    expect(await axeViolations()).toEqual([]);
  });

  it('asks for the chosen store and the search, and says when nothing matches', async () => {
    const { callsTo } = render('/admin/store-stock?store=6&q=8990000000017');
    expect(await screen.findByText('Tidak ada produk yang cocok.')).toBeTruthy();
    expect(callsTo('GET', LIST(6))[0]?.path).toContain('q=8990000000017');
  });

  it('sets the counted figure with its reason and says what the store now has', async () => {
    const { callsTo } = render('/admin/store-stock', {
      [`POST ${ADJUST(5, 70)}`]: { data: { ...ROW, quantity: 9 } },
    });
    const item = 'Serum Kilau (SRM-30)';
    const count = await screen.findByRole('spinbutton', { name: `Jumlah dihitung untuk ${item}` });
    fireEvent.change(count, { target: { value: '9' } });
    fireEvent.change(screen.getByRole('textbox', { name: `Alasan koreksi ${item}` }), {
      target: { value: 'Hitung ulang rak' },
    });
    fireEvent.click(screen.getByRole('button', { name: `Simpan stok ${item}` }));
    expect(await screen.findByText(`Stok ${item} di toko ini sekarang 9.`)).toBeTruthy();
    expect(callsTo('POST', ADJUST(5, 70)).map((call) => call.body)).toEqual([
      { quantity: 9, reason: 'Hitung ulang rak' },
    ]);
  });

  it.each([
    ['a negative count', '-1', 'Hitung', 'Isi jumlah dengan angka bulat 0 sampai 1000000.'],
    ['a fraction', '2.5', 'Hitung', 'Isi jumlah dengan angka bulat 0 sampai 1000000.'],
    ['no reason', '3', '   ', 'Tulis alasannya (maksimal 200 karakter).'],
  ])('refuses %s before calling the API', async (_case, quantity, reason, message) => {
    const { callsTo } = render();
    const item = 'Serum Kilau (SRM-30)';
    const count = await screen.findByRole('spinbutton', { name: `Jumlah dihitung untuk ${item}` });
    const form = count.closest('form')!;
    // The browser's own checks are skipped: the action is what must hold.
    form.noValidate = true;
    fireEvent.change(count, { target: { value: quantity } });
    fireEvent.change(screen.getByRole('textbox', { name: `Alasan koreksi ${item}` }), {
      target: { value: reason },
    });
    fireEvent.click(screen.getByRole('button', { name: `Simpan stok ${item}` }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(callsTo('POST', ADJUST(5, 70))).toEqual([]);
  });

  it("shows the API's refusal in the row", async () => {
    render('/admin/store-stock', {
      [`POST ${ADJUST(5, 70)}`]: {
        status: 422,
        message: 'Stok toko tidak boleh di bawah 0.',
      },
    });
    const item = 'Serum Kilau (SRM-30)';
    await screen.findByText('Serum Kilau');
    fireEvent.change(screen.getByRole('textbox', { name: `Alasan koreksi ${item}` }), {
      target: { value: 'Rusak' },
    });
    fireEvent.click(screen.getByRole('button', { name: `Simpan stok ${item}` }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Stok toko tidak boleh di bawah 0.',
    );
  });

  it('is refused to a role without stock.write (403)', async () => {
    const { context } = stubApi({ [`GET ${ADMIN_API.me}`]: { data: makeMe('store_staff') } });
    const request = new Request('http://shop.test/admin/store-stock', {
      headers: { Cookie: STAFF_COOKIE },
    });
    const thrown = await storeStockPage.loader({ request, context, params: {} } as never).then(
      () => null,
      (error: unknown) => error,
    );
    expect((thrown as { init?: ResponseInit } | null)?.init?.status).toBe(403);
  });
});
