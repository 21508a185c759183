import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VOUCHER_API } from '~/features/admin/api/vouchers.server';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import { PROMOTION_TARGETS } from '~/features/admin/testing/promotion-fixtures';
import type { AdminVoucher } from '~/features/admin/types';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as voucherPage from './admin-voucher';
import * as newVoucherPage from './admin-voucher-new';
import * as vouchersPage from './admin-vouchers';

// The voucher form is a long page (about thirty fields and three pickers): axe and the first
// render need more than the default 5 s on a shared CI machine.
vi.setConfig({ testTimeout: 20_000 });

const ME = makeMe('merchandiser');
const TARGETS = PROMOTION_TARGETS;

const makeVoucher = (overrides: Partial<AdminVoucher> = {}): AdminVoucher => ({
  id: 7,
  code: 'HEMAT10',
  name: 'Hemat 10%',
  description: '',
  terms: '',
  kind: 'manual',
  discount_type: 'percentage',
  amount: null,
  percentage: 10,
  max_discount: 25_000,
  min_amount: 100_000,
  starts_at: '2026-11-01T00:00:00.000Z',
  ends_at: '2026-12-31T16:59:00.000Z',
  valid_days: null,
  quota_total: 100,
  quota_per_user: 1,
  is_assigned_only: false,
  is_special_paper_bag: false,
  is_active: true,
  free_combination_id: null,
  free_quantity: 1,
  product_ids: [],
  brand_ids: [1],
  category_ids: [],
  assigned: 0,
  status: 'active',
  usage: { used: 3, held: 1, discount_given: 42_500 },
  version: 4,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-02T00:00:00.000Z',
  ...overrides,
});

const api = (replies: ApiReplies) =>
  stubApi({
    [`GET ${ADMIN_API.me}`]: { data: ME },
    [`GET ${VOUCHER_API.targets}`]: { data: TARGETS },
    ...replies,
  });

describe('/admin/vouchers', () => {
  it('lists the vouchers with their usage and filters by the address', async () => {
    const { context, callsTo } = api({
      [`GET ${VOUCHER_API.vouchers}`]: { data: [makeVoucher()], meta: { total: 1 } },
    });
    renderRouteModule(vouchersPage, {
      path: '/admin/vouchers',
      url: '/admin/vouchers?q=hemat&status=active',
      context,
      cookie: STAFF_COOKIE,
    });
    const table = within(await screen.findByRole('table', { name: 'Daftar voucher' }));
    expect(table.getByRole('link', { name: 'Ubah voucher HEMAT10' }).getAttribute('href')).toBe(
      '/admin/vouchers/7',
    );
    expect(table.getByText('3 dari 100')).toBeTruthy();
    expect(table.getByText('1 sedang di tas')).toBeTruthy();
    expect(table.getByText('Rp42.500')).toBeTruthy();
    expect(table.getByText('Aktif')).toBeTruthy();
    expect(callsTo('GET', VOUCHER_API.vouchers)[0]!.path).toContain('q=hemat&status=active');
    expect((screen.getByLabelText('Kode atau nama') as HTMLInputElement).value).toBe('hemat');
    expect(screen.getByRole('link', { name: 'Buat voucher' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('is refused to a role without promotions.write', async () => {
    const { context } = stubApi({ [`GET ${ADMIN_API.me}`]: { data: makeMe('support') } });
    renderRouteModule(vouchersPage, { path: '/admin/vouchers', context, cookie: STAFF_COOKIE });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('/admin/vouchers/new', () => {
  const render = (replies: ApiReplies = {}) => {
    const stub = api(replies);
    renderRouteModule(newVoucherPage, {
      path: '/admin/vouchers/new',
      context: stub.context,
      cookie: STAFF_COOKIE,
    });
    return stub;
  };
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('checks the form with the domain schema first: the field says what is wrong', async () => {
    const { callsTo } = render();
    await screen.findByRole('heading', { name: 'Voucher baru' });
    fill('Kode voucher', 'ab c');
    fill('Jenis potongan', 'percentage');
    fill('Persentase (%)', '120');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan voucher' }));
    expect(
      await screen.findByText('Kode 3 sampai 40 karakter: huruf besar, angka, _ atau -.'),
    ).toBeTruthy();
    expect(screen.getByText('Persentase antara 1 dan 100.')).toBeTruthy();
    expect(screen.getByText('Data belum diisi')).toBeTruthy();
    expect(callsTo('POST', VOUCHER_API.vouchers)).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('creates a voucher with a brand picked by search, then opens it', async () => {
    const { callsTo } = render({
      [`POST ${VOUCHER_API.vouchers}`]: { data: makeVoucher({ id: 31, code: 'GLOWY15' }) },
    });
    await screen.findByRole('heading', { name: 'Voucher baru' });
    fill('Kode voucher', 'glowy15');
    fill('Nama voucher', 'Glowy 15rb');
    fill('Potongan (Rp)', '15.000');
    fill('Akhir berlaku (WIB)', '2026-12-31T23:59');
    const brands = within(screen.getByRole('group', { name: /Brand/ }));
    fireEvent.change(brands.getByRole('searchbox', { name: 'Cari Brand' }), {
      target: { value: 'glo' },
    });
    expect(brands.queryByLabelText(/Rona/)).toBeNull();
    fireEvent.click(brands.getByLabelText(/Glowy/));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan voucher' }));
    await waitFor(() => expect(callsTo('POST', VOUCHER_API.vouchers)).toHaveLength(1));
    expect(callsTo('POST', VOUCHER_API.vouchers)[0]!.body).toMatchObject({
      code: 'GLOWY15',
      name: 'Glowy 15rb',
      discount_type: 'amount',
      amount: 15_000,
      percentage: null,
      min_amount: 0,
      ends_at: '2026-12-31T16:59:00.000Z',
      brand_ids: [1],
      product_ids: [],
      is_active: true,
    });
    expect((await screen.findByTestId('landed')).textContent).toBe('/admin/vouchers/31?created=1');
  });

  it('shows the API’s refusal on its field (a taken code)', async () => {
    render({
      [`POST ${VOUCHER_API.vouchers}`]: {
        status: 409,
        errorCode: 'admin_voucher_code_taken',
        message: 'Kode ini sudah dipakai voucher lain.',
        data: { fields: { code: 'Kode ini sudah dipakai voucher lain.' } },
      } as never,
    });
    await screen.findByRole('heading', { name: 'Voucher baru' });
    fill('Kode voucher', 'HEMAT10');
    fill('Nama voucher', 'Lagi');
    fill('Jenis potongan', 'free_shipping');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan voucher' }));
    const code = await screen.findByLabelText('Kode voucher');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
  });
});

describe('/admin/vouchers/:id', () => {
  it('shows usage, saves at the read version, and reloads after someone else’s change (409)', async () => {
    let version = 4;
    const { context, callsTo } = api({
      [`GET ${VOUCHER_API.voucher(7)}`]: () => ({ data: makeVoucher({ version }) }),
      [`PATCH ${VOUCHER_API.voucher(7)}`]: () => {
        version = 5;
        return {
          status: 409,
          errorCode: 'changed_by_someone_else',
          message: 'Data ini baru saja diubah orang lain. Muat ulang untuk melihat perubahannya.',
        };
      },
    });
    renderRouteModule(voucherPage, {
      path: '/admin/vouchers/:id',
      url: '/admin/vouchers/7',
      context,
      cookie: STAFF_COOKIE,
    });
    await screen.findByRole('heading', { name: 'Voucher HEMAT10' });
    const usage = within(screen.getByRole('region', { name: 'Pemakaian' }));
    expect(usage.getByText('3 dari 100')).toBeTruthy();
    expect(usage.getByText('Rp42.500')).toBeTruthy();
    expect((screen.getByLabelText('Kode voucher') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Mulai berlaku (WIB)') as HTMLInputElement).value).toBe(
      '2026-11-01T07:00',
    );
    expect(
      (
        within(screen.getByRole('group', { name: /Brand/ })).getByLabelText(
          /Glowy/,
        ) as HTMLInputElement
      ).checked,
    ).toBe(true);
    expect(await axeViolations()).toEqual([]);

    fireEvent.change(screen.getByLabelText('Kuota total'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    expect(await screen.findByText(/baru saja diubah orang lain/)).toBeTruthy();
    const [patch] = callsTo('PATCH', VOUCHER_API.voucher(7));
    expect(patch!.body).toMatchObject({ version: 4, quota_total: 200, brand_ids: [1] });
    expect(patch!.body).not.toHaveProperty('code');
    await waitFor(() => expect(callsTo('GET', VOUCHER_API.voucher(7)).length).toBe(2));
  });

  it('deactivates the voucher at its version', async () => {
    const { context, callsTo } = api({
      [`GET ${VOUCHER_API.voucher(7)}`]: { data: makeVoucher() },
      [`PATCH ${VOUCHER_API.voucher(7)}`]: {
        data: makeVoucher({ is_active: false, status: 'inactive', version: 5 }),
      },
    });
    renderRouteModule(voucherPage, {
      path: '/admin/vouchers/:id',
      url: '/admin/vouchers/7',
      context,
      cookie: STAFF_COOKIE,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nonaktifkan voucher' }));
    expect(await screen.findByText('Voucher HEMAT10 dinonaktifkan.')).toBeTruthy();
    expect(callsTo('PATCH', VOUCHER_API.voucher(7))[0]!.body).toEqual({
      version: 4,
      is_active: false,
    });
  });

  it("keeps a lucky-draw prize's voucher read-only: no form, no switch, a way to its prize", async () => {
    const { context } = api({
      [`GET ${VOUCHER_API.voucher(7)}`]: {
        data: makeVoucher({ kind: 'lucky_draw', code: 'LUCKY10K', is_assigned_only: true }),
      },
    });
    renderRouteModule(voucherPage, {
      path: '/admin/vouchers/:id',
      url: '/admin/vouchers/7',
      context,
      cookie: STAFF_COOKIE,
    });
    await screen.findByRole('heading', { name: 'Voucher LUCKY10K' });
    expect(
      screen.getByText(
        'Voucher ini hadiah lucky draw. Nilai, kuota dan peluangnya diubah di halaman hadiah.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buka hadiah lucky draw' }).getAttribute('href')).toBe(
      '/admin/lucky-draw',
    );
    expect(screen.queryByRole('button', { name: 'Simpan voucher' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nonaktifkan voucher' })).toBeNull();
    expect(screen.queryByLabelText(/E-mail member/)).toBeNull();
  });

  it("keeps a buyer's store credit read-only: no form, no switch, no assigning, a way to returns", async () => {
    const { context } = api({
      [`GET ${VOUCHER_API.voucher(8)}`]: {
        data: makeVoucher({
          kind: 'store_credit',
          code: 'KREDIT-0A1B2C3D4E',
          is_assigned_only: true,
        }),
      },
    });
    renderRouteModule(voucherPage, {
      path: '/admin/vouchers/:id',
      url: '/admin/vouchers/8',
      context,
      cookie: STAFF_COOKIE,
    });
    await screen.findByRole('heading', { name: 'Voucher KREDIT-0A1B2C3D4E' });
    expect(screen.getByRole('link', { name: 'Buka pengembalian' }).getAttribute('href')).toBe(
      '/admin/returns?status=all',
    );
    expect(screen.queryByRole('button', { name: 'Simpan voucher' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nonaktifkan voucher' })).toBeNull();
    expect(screen.queryByLabelText(/E-mail member/)).toBeNull();
  });
});
