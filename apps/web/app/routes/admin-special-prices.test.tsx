import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { PROMOTION_OPTIONS_API, SPECIAL_PRICES } from '~/features/admin/api/promotions-api.server';
import { VOUCHER_API } from '~/features/admin/api/vouchers.server';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import {
  makeCombination,
  makeSpecialPrice,
  PROMOTION_TARGETS,
} from '~/features/admin/testing/promotion-fixtures';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as combinationsRoute from './admin-promotion-combinations';
import * as pricePage from './admin-special-price';
import * as newPricePage from './admin-special-price-new';
import * as pricesPage from './admin-special-prices';

// Long forms with a picker: axe and the first render need more than 5 s on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

const api = (replies: ApiReplies) =>
  stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe('merchandiser') },
    [`GET ${VOUCHER_API.targets}`]: { data: PROMOTION_TARGETS },
    [`GET ${PROMOTION_OPTIONS_API.combinations}`]: { data: [makeCombination()] },
    ...replies,
  });
const RESOURCES = [{ path: '/admin/promotion-combinations', module: combinationsRoute }];
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/admin/special-prices', () => {
  it('lists the special prices with what sold, filtered by the address', async () => {
    const { context, callsTo } = api({
      [`GET ${SPECIAL_PRICES.path}`]: { data: [makeSpecialPrice()], meta: { total: 1 } },
    });
    renderRouteModule(pricesPage, {
      path: '/admin/special-prices',
      url: '/admin/special-prices?q=lip&status=active',
      context,
      cookie: STAFF_COOKIE,
    });
    const table = within(await screen.findByRole('table', { name: 'Daftar harga spesial' }));
    expect(
      table.getByRole('link', { name: 'Ubah harga spesial LIPKILAU' }).getAttribute('href'),
    ).toBe('/admin/special-prices/3');
    expect(table.getByText('Rp49.000')).toBeTruthy();
    expect(table.getByText('biasa Rp89.000')).toBeTruthy();
    expect(table.getByText('6 pcs · 4 pesanan')).toBeTruthy();
    expect(callsTo('GET', SPECIAL_PRICES.path)[0]!.path).toContain('q=lip&status=active');
    expect(screen.getByRole('link', { name: 'Buat harga spesial' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('is refused to a role without promotions.write', async () => {
    const { context } = stubApi({ [`GET ${ADMIN_API.me}`]: { data: makeMe('operations') } });
    renderRouteModule(pricesPage, {
      path: '/admin/special-prices',
      context,
      cookie: STAFF_COOKIE,
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('/admin/special-prices/new', () => {
  const render = (replies: ApiReplies = {}) => {
    const stub = api(replies);
    renderRouteModule(newPricePage, {
      path: '/admin/special-prices/new',
      context: stub.context,
      cookie: STAFF_COOKIE,
      resources: RESOURCES,
    });
    return stub;
  };

  it('checks the form with the domain schema first: each field says what is wrong', async () => {
    const { callsTo } = render();
    await screen.findByRole('heading', { name: 'Harga spesial baru' });
    fill('Kode harga spesial', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan harga spesial' }));
    expect(
      await screen.findByText('Kode 3 sampai 40 karakter: huruf besar, angka, _ atau -.'),
    ).toBeTruthy();
    expect(screen.getByText('Pilih kombinasi produk.')).toBeTruthy();
    expect(screen.getAllByText('Tanggal dan jam tidak valid.').length).toBe(2);
    expect(callsTo('POST', SPECIAL_PRICES.path)).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('finds the shade with the picker and creates the special price, then opens it', async () => {
    const { callsTo } = render({
      [`POST ${SPECIAL_PRICES.path}`]: { data: makeSpecialPrice({ id: 31 }) },
    });
    await screen.findByRole('heading', { name: 'Harga spesial baru' });
    fill('Kode harga spesial', 'lipkilau');
    fill('Harga spesial (Rp)', '49.000');
    fill('Mulai berlaku (WIB)', '2026-11-21T00:00');
    fill('Akhir berlaku (WIB)', '2026-11-30T23:59');
    const picker = within(screen.getByRole('group', { name: 'Produk dan kombinasi' }));
    fireEvent.change(picker.getByRole('searchbox', { name: 'Cari produk, brand atau SKU' }), {
      target: { value: 'rosy' },
    });
    fireEvent.click(await picker.findByRole('radio', { name: /Lip Tint Rosy · 01 Rosy/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan harga spesial' }));
    await waitFor(() => expect(callsTo('POST', SPECIAL_PRICES.path)).toHaveLength(1));
    expect(callsTo('GET', PROMOTION_OPTIONS_API.combinations)[0]!.path).toContain('q=rosy');
    expect(callsTo('POST', SPECIAL_PRICES.path)[0]!.body).toMatchObject({
      code: 'LIPKILAU',
      combination_id: 501,
      price: 49_000,
      starts_at: '2026-11-20T17:00:00.000Z',
      ends_at: '2026-11-30T16:59:00.000Z',
      scope: 'any',
      scope_ids: [],
      is_active: true,
    });
    expect((await screen.findByTestId('landed')).textContent).toBe(
      '/admin/special-prices/31?created=1',
    );
  });
});

describe('/admin/special-prices/:id', () => {
  it('shows usage and the combination, and says what changed when someone else saved first (409)', async () => {
    const current = makeSpecialPrice({ version: 3, price: 45_000, min_qty: 2 });
    const { context, callsTo } = api({
      [`GET ${SPECIAL_PRICES.one(3)}`]: { data: makeSpecialPrice() },
      [`PATCH ${SPECIAL_PRICES.one(3)}`]: {
        status: 409,
        errorCode: 'changed_by_someone_else',
        message: 'Data ini baru saja diubah orang lain. Muat ulang untuk melihat perubahannya.',
        data: { current },
      },
    });
    renderRouteModule(pricePage, {
      path: '/admin/special-prices/:id',
      url: '/admin/special-prices/3',
      context,
      cookie: STAFF_COOKIE,
      resources: RESOURCES,
    });
    await screen.findByRole('heading', { name: 'Harga spesial LIPKILAU' });
    const usage = within(screen.getByRole('region', { name: 'Pemakaian' }));
    expect(usage.getByText('6')).toBeTruthy();
    expect((screen.getByLabelText('Kode harga spesial') as HTMLInputElement).readOnly).toBe(true);
    expect(
      (screen.getByRole('radio', { name: /Lip Tint Rosy · 01 Rosy/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByLabelText('Mulai berlaku (WIB)') as HTMLInputElement).value).toBe(
      '2026-11-21T00:00',
    );
    const brands = within(screen.getByRole('group', { name: /Brand/ }));
    expect((brands.getByLabelText(/Rona/) as HTMLInputElement).checked).toBe(true);
    expect(await axeViolations()).toEqual([]);

    fill('Harga spesial (Rp)', '47000');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Diubah orang lain')).toBeTruthy();
    expect(
      within(alert).getByText(
        'Yang berubah sejak kamu membuka halaman ini: Harga spesial (Rp), Minimal jumlah barang.',
      ),
    ).toBeTruthy();
    const [patch] = callsTo('PATCH', SPECIAL_PRICES.one(3));
    expect(patch!.body).toMatchObject({
      version: 2,
      price: 47_000,
      scope: 'brand',
      scope_ids: [2],
    });
    expect(patch!.body).not.toHaveProperty('code');
    expect(await axeViolations()).toEqual([]);
  });

  it('switches the special price off at its version', async () => {
    const { context, callsTo } = api({
      [`GET ${SPECIAL_PRICES.one(3)}`]: { data: makeSpecialPrice() },
      [`PATCH ${SPECIAL_PRICES.one(3)}`]: {
        data: makeSpecialPrice({ is_active: false, status: 'inactive', version: 3 }),
      },
    });
    renderRouteModule(pricePage, {
      path: '/admin/special-prices/:id',
      url: '/admin/special-prices/3',
      context,
      cookie: STAFF_COOKIE,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nonaktifkan harga spesial' }));
    expect(await screen.findByText('Harga spesial LIPKILAU dinonaktifkan.')).toBeTruthy();
    expect(callsTo('PATCH', SPECIAL_PRICES.one(3))[0]!.body).toEqual({
      version: 2,
      is_active: false,
    });
  });
});
