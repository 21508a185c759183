import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminFlashSaleSummary } from '@kilau/domain/admin';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { FLASH_SALES, PROMOTION_OPTIONS_API } from '~/features/admin/api/promotions-api.server';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import { makeCombination, makeFlashSale } from '~/features/admin/testing/promotion-fixtures';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as combinationsRoute from './admin-promotion-combinations';
import * as salePage from './admin-flash-sale';
import * as newSalePage from './admin-flash-sale-new';
import * as salesPage from './admin-flash-sales';

// An items table and a picker: axe and the first render need more than 5 s on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

const api = (replies: ApiReplies) =>
  stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe('merchandiser') },
    [`GET ${PROMOTION_OPTIONS_API.combinations}`]: {
      data: [makeCombination({ id: 777, label: '02 Coral', sku: 'RONA-LT-02' })],
    },
    ...replies,
  });
const RESOURCES = [{ path: '/admin/promotion-combinations', module: combinationsRoute }];
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const { items: _items, ...SUMMARY } = makeFlashSale();

describe('/admin/flash-sales', () => {
  it('lists the flash sales with sold of the quota and revenue', async () => {
    const { context, callsTo } = api({
      [`GET ${FLASH_SALES.path}`]: { data: [SUMMARY satisfies AdminFlashSaleSummary] },
    });
    renderRouteModule(salesPage, {
      path: '/admin/flash-sales',
      url: '/admin/flash-sales?status=scheduled',
      context,
      cookie: STAFF_COOKIE,
    });
    const table = within(await screen.findByRole('table', { name: 'Daftar flash sale' }));
    expect(
      table.getByRole('link', { name: 'Ubah flash sale Flash Sale Gajian' }).getAttribute('href'),
    ).toBe('/admin/flash-sales/8');
    expect(table.getByText('3 dari 10')).toBeTruthy();
    expect(table.getByText('Rp177.000')).toBeTruthy();
    expect(table.getByText('Terjadwal')).toBeTruthy();
    expect(callsTo('GET', FLASH_SALES.path)[0]!.path).toContain('status=scheduled');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('/admin/flash-sales/new', () => {
  it('adds an item with the picker, refuses what the schema refuses, then creates the sale', async () => {
    const stub = api({ [`POST ${FLASH_SALES.path}`]: { data: makeFlashSale({ id: 21 }) } });
    renderRouteModule(newSalePage, {
      path: '/admin/flash-sales/new',
      context: stub.context,
      cookie: STAFF_COOKIE,
      resources: RESOURCES,
    });
    await screen.findByRole('heading', { name: 'Flash sale baru' });
    expect(screen.getByText(/Belum ada item/)).toBeTruthy();
    const picker = within(screen.getByRole('group', { name: 'Tambah item' }));
    fireEvent.change(picker.getByRole('searchbox', { name: 'Cari produk, brand atau SKU' }), {
      target: { value: 'coral' },
    });
    fireEvent.click(await picker.findByRole('button', { name: 'Tambah Lip Tint Rosy · 02 Coral' }));
    expect(
      picker.getByRole('button', { name: 'Ditambahkan: Lip Tint Rosy · 02 Coral' }),
    ).toBeTruthy();
    const items = within(screen.getByRole('table', { name: 'Item flash sale' }));
    expect(items.getByRole('rowheader', { name: /Lip Tint Rosy · 02 Coral/ })).toBeTruthy();

    // Nothing typed yet: the schema names each field.
    fireEvent.click(screen.getByRole('button', { name: 'Simpan flash sale' }));
    expect(await screen.findByText('Data belum diisi')).toBeTruthy();
    expect(
      (
        screen.getByLabelText('Harga flash Lip Tint Rosy · 02 Coral') as HTMLInputElement
      ).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(stub.callsTo('POST', FLASH_SALES.path)).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    fill('Nama flash sale', 'Flash Sale Gajian');
    fill('Mulai (WIB)', '2026-11-25T12:00');
    fill('Selesai (WIB)', '2026-11-25T20:00');
    fill('Harga flash Lip Tint Rosy · 02 Coral', '59.000');
    fill('Kuota Lip Tint Rosy · 02 Coral', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan flash sale' }));
    await waitFor(() => expect(stub.callsTo('POST', FLASH_SALES.path)).toHaveLength(1));
    expect(stub.callsTo('POST', FLASH_SALES.path)[0]!.body).toEqual({
      name: 'Flash Sale Gajian',
      starts_at: '2026-11-25T05:00:00.000Z',
      ends_at: '2026-11-25T13:00:00.000Z',
      is_active: true,
      items: [{ combination_id: 777, price: 59_000, quota: 10, position: 0 }],
    });
    expect((await screen.findByTestId('landed')).textContent).toBe(
      '/admin/flash-sales/21?created=1',
    );
  });
});

describe('/admin/flash-sales/:id', () => {
  const render = (replies: ApiReplies) => {
    const stub = api({ [`GET ${FLASH_SALES.one(8)}`]: { data: makeFlashSale() }, ...replies });
    renderRouteModule(salePage, {
      path: '/admin/flash-sales/:id',
      url: '/admin/flash-sales/8',
      context: stub.context,
      cookie: STAFF_COOKIE,
      resources: RESOURCES,
    });
    return stub;
  };

  it('shows usage; an item that sold stays; the API’s quota refusal shows under its input', async () => {
    const { callsTo } = render({
      [`PATCH ${FLASH_SALES.one(8)}`]: {
        status: 422,
        errorCode: 'validation_failed',
        message: 'Data belum valid.',
        data: {
          fields: { 'items.0.quota': 'Kuota tidak boleh kurang dari yang sudah terjual (3).' },
        },
      },
    });
    await screen.findByRole('heading', { name: 'Flash sale Flash Sale Gajian' });
    const usage = within(screen.getByRole('region', { name: 'Pemakaian' }));
    expect(usage.getByText('3 dari 10')).toBeTruthy();
    expect(usage.getByText('Rp177.000')).toBeTruthy();
    const items = within(screen.getByRole('table', { name: 'Item flash sale' }));
    expect(items.getByText('Sudah terjual: tetap')).toBeTruthy();
    expect(items.queryByRole('button', { name: /^Hapus/ })).toBeNull();
    expect(await axeViolations()).toEqual([]);

    fill('Kuota Lip Tint Rosy · 01 Rosy', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    expect(
      await screen.findByText('Kuota tidak boleh kurang dari yang sudah terjual (3).'),
    ).toBeTruthy();
    expect(callsTo('PATCH', FLASH_SALES.one(8))[0]!.body).toMatchObject({
      version: 5,
      items: [{ combination_id: 501, price: 59_000, quota: 2, position: 0 }],
    });
  });

  it('says what changed when someone else saved first (409)', async () => {
    render({
      [`PATCH ${FLASH_SALES.one(8)}`]: {
        status: 409,
        errorCode: 'changed_by_someone_else',
        message: 'Data ini baru saja diubah orang lain.',
        data: { current: makeFlashSale({ version: 6, name: 'Flash Sale Akhir Bulan' }) },
      },
    });
    await screen.findByRole('heading', { name: 'Flash sale Flash Sale Gajian' });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    const alert = within(await screen.findByRole('alert'));
    expect(
      alert.getByText('Yang berubah sejak kamu membuka halaman ini: Nama flash sale.'),
    ).toBeTruthy();
    expect(alert.getByRole('button', { name: 'Muat ulang data terbaru' })).toBeTruthy();
  });
});
