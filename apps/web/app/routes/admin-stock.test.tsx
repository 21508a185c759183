import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { STOCK_API } from '~/features/admin/api/stock.server';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import type { StaffRole, StockMovement, StockRow } from '~/features/admin/types';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import { axeViolations } from '~/testing/axe';
import * as stockPage from './admin-stock';

const ROUGE: StockRow = {
  combination_id: 41,
  product_id: 7,
  product_name: 'Velvet Rouge',
  sku: 'VR-01',
  shade: 'Merah Bata',
  stock: 3,
  low: true,
  is_active: true,
};
const BALM: StockRow = {
  combination_id: 42,
  product_id: 8,
  product_name: 'Lip Balm',
  sku: 'LB-01',
  shade: null,
  stock: 0,
  low: false,
  is_active: true,
};
const MOVEMENT: StockMovement = {
  id: 900,
  combination_id: 41,
  delta: -2,
  balance: 3,
  reason: 'damaged',
  note: 'Tutup pecah',
  staff_id: 2,
  staff_name: 'Ayu Merchandiser',
  order_reference: null,
  at: '2026-11-20T03:15:00.000Z',
};

const render = (
  replies: ApiReplies = {},
  url = '/admin/stock',
  role: StaffRole = 'merchandiser',
) => {
  const api = stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe(role) },
    [`GET ${STOCK_API.stock}`]: { data: [ROUGE, BALM], meta: { total: 2 } },
    ...replies,
  });
  renderRouteModule(stockPage, {
    path: '/admin/stock',
    url,
    context: api.context,
    cookie: STAFF_COOKIE,
  });
  return api;
};

const table = () => screen.findByRole('table', { name: 'Stok per kombinasi' });
const rowOf = (name: string) =>
  within(screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement);

describe('/admin/stock (route module)', () => {
  it('lists combinations with their stock state, and passes the filters to the API', async () => {
    const { callsTo } = render({}, '/admin/stock?q=rouge&low=1');
    await table();
    expect(rowOf('Velvet Rouge').getByText('Menipis')).toBeTruthy();
    expect(rowOf('Lip Balm').getByText('Habis')).toBeTruthy();
    expect(rowOf('Velvet Rouge').getByText('Merah Bata')).toBeTruthy();
    expect(callsTo('GET', STOCK_API.stock)[0]!.path).toBe(
      `${STOCK_API.stock}?q=rouge&low=1&skip=0&limit=50`,
    );
    const search = within(screen.getByRole('search', { name: 'Saring stok' }));
    expect((search.getByLabelText('Cari produk atau SKU') as HTMLInputElement).value).toBe('rouge');
    expect((search.getByLabelText('Stok menipis (1–5)') as HTMLInputElement).checked).toBe(true);
    expect((search.getByLabelText('Habis') as HTMLInputElement).checked).toBe(false);
    expect(await axeViolations()).toEqual([]);
  }, 20_000);

  it('adjusts a row: the schema first, then the API’s refusal on its field, then the saved stock', async () => {
    let tries = 0;
    const { callsTo } = render({
      [`POST ${STOCK_API.adjustments}`]: () =>
        ++tries === 1
          ? {
              status: 422,
              errorCode: 'stock_below_zero',
              message: 'Stok tidak boleh kurang dari 0: stok sekarang 3.',
              data: { fields: { quantity: 'Stok tidak boleh kurang dari 0: stok sekarang 3.' } },
            }
          : { data: { ...ROUGE, stock: 0, low: false } },
    });
    await table();
    fireEvent.click(
      rowOf('Velvet Rouge').getByRole('button', {
        name: 'Sesuaikan stok Velvet Rouge — Merah Bata',
      }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Sesuaikan stok Velvet Rouge — Merah Bata' }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Simpan penyesuaian' }));
    expect(
      await dialog.findByText('Pilih alasan: diterima, rusak, atau hitung ulang.'),
    ).toBeTruthy();
    expect(callsTo('POST', STOCK_API.adjustments)).toEqual([]);

    fireEvent.change(dialog.getByLabelText('Alasan'), { target: { value: 'damaged' } });
    fireEvent.change(dialog.getByLabelText('Jumlah'), { target: { value: '5' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Simpan penyesuaian' }));
    expect(
      await dialog.findByText('Stok tidak boleh kurang dari 0: stok sekarang 3.'),
    ).toBeTruthy();
    expect(dialog.getByLabelText('Jumlah').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations()).toEqual([]);

    fireEvent.change(dialog.getByLabelText('Alasan'), { target: { value: 'count' } });
    fireEvent.change(dialog.getByLabelText('Jumlah'), { target: { value: '0' } });
    fireEvent.change(dialog.getByLabelText('Catatan (opsional)'), {
      target: { value: 'Stock opname' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Simpan penyesuaian' }));
    expect(await screen.findByText('Stok Velvet Rouge — Merah Bata sekarang 0.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('POST', STOCK_API.adjustments).map((call) => call.body)).toEqual([
      { combination_id: 41, reason: 'damaged', quantity: 5, note: '' },
      { combination_id: 41, reason: 'count', quantity: 0, note: 'Stock opname' },
    ]);
  }, 20_000);

  it('shows a combination’s ledger from the address', async () => {
    render({ [`GET ${STOCK_API.movements(41)}`]: { data: [MOVEMENT] } }, '/admin/stock?ledger=41');
    const ledger = await screen.findByRole('table', {
      name: 'Pergerakan stok Velvet Rouge — Merah Bata',
    });
    const cells = within(ledger)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['Rusak (−)', '−2', '3', 'Ayu Merchandiser', 'Tutup pecah']);
    expect(screen.getByRole('link', { name: 'Tutup riwayat' }).getAttribute('href')).toBe(
      '/admin/stock',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('is not for a role without stock.write, and asks the API for no list', async () => {
    const api = render({}, '/admin/stock', 'support');
    expect(await screen.findByRole('heading', { name: 'Tidak untuk peranmu' })).toBeTruthy();
    expect(api.callsTo('GET', STOCK_API.stock)).toEqual([]);
  });
});
