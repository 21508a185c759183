import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminLuckyDrawPrize } from '@kilau/domain/admin';
import type { AdminPartnerPrize } from '@kilau/domain/rewards';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { PLAY_API } from '~/features/admin/api/play-admin.server';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as prizePage from './admin-lucky-draw-prize';
import * as drawPage from './admin-lucky-draw';
import * as partnerPage from './admin-partner-prize';
import * as partnersPage from './admin-partner-prizes';

const prize = (overrides: Partial<AdminLuckyDrawPrize>): AdminLuckyDrawPrize => ({
  id: 1,
  voucher_id: 20,
  code: 'LUCKY10K',
  name: 'Voucher Rp 10.000',
  discount_type: 'amount',
  amount: 10_000,
  percentage: null,
  max_discount: null,
  min_amount: 100_000,
  valid_days: 30,
  quota: 20,
  remaining: 15,
  claimed: 5,
  weight: 75,
  is_active: true,
  version: 3,
  ...overrides,
});
const PRIZES = [
  prize({}),
  prize({
    id: 2,
    code: 'LUCKYONGKIR',
    name: 'Gratis ongkir',
    discount_type: 'free_shipping',
    amount: null,
    max_discount: 20_000,
    weight: 25,
  }),
  prize({ id: 3, code: 'LUCKY50K', amount: 50_000, remaining: 0, claimed: 5, quota: 5, weight: 5 }),
];

const PARTNER: AdminPartnerPrize = {
  id: 4,
  kind: 'ewallet_balance',
  partner_name: 'GoPay',
  name: 'Saldo GoPay Rp 50.000',
  name_en: 'GoPay balance Rp 50,000',
  cost: 500,
  balance_kind: 'points',
  stock: 200,
  is_active: true,
  image_url: null,
  position: 2,
  version: 1,
  redeemed: 7,
  updated_at: '2026-11-20T01:00:00.000Z',
};

const api = (replies: ApiReplies) =>
  stubApi({ [`GET ${ADMIN_API.me}`]: { data: makeMe('merchandiser') }, ...replies });

describe('/admin/lucky-draw', () => {
  it('lists the prizes with what was claimed, what is left and the odds now', async () => {
    const { context } = api({
      [`GET ${PLAY_API.prizes}`]: { data: { claims: 10, remaining: 30, prizes: PRIZES } },
    });
    renderRouteModule(drawPage, { path: '/admin/lucky-draw', context, cookie: STAFF_COOKIE });
    const table = within(await screen.findByRole('table', { name: 'Hadiah kampanye lucky-draw' }));
    const first = within(table.getByRole('link', { name: 'Ubah hadiah LUCKY10K' }).closest('tr')!);
    expect(first.getByText('Potongan Rp10.000')).toBeTruthy();
    expect(first.getByText('5 dari 20')).toBeTruthy();
    expect(first.getByText('75.0%')).toBeTruthy();
    const shipping = within(
      table.getByRole('link', { name: 'Ubah hadiah LUCKYONGKIR' }).closest('tr')!,
    );
    expect(shipping.getByText('Gratis ongkir · maks. Rp20.000')).toBeTruthy();
    // A prize with none left no longer takes part in the draw.
    const gone = within(table.getByRole('link', { name: 'Ubah hadiah LUCKY50K' }).closest('tr')!);
    expect(gone.getByText('0.0%')).toBeTruthy();
    expect(screen.getByText('Pemenang').nextElementSibling?.textContent).toBe('10');
    expect(await axeViolations()).toEqual([]);
  });

  it('is refused to a role without promotions.write', async () => {
    const { context } = stubApi({ [`GET ${ADMIN_API.me}`]: { data: makeMe('support') } });
    renderRouteModule(drawPage, { path: '/admin/lucky-draw', context, cookie: STAFF_COOKIE });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('/admin/lucky-draw/:id', () => {
  it('edits a prize at its version; the API’s quota refusal shows on the field', async () => {
    const { context, callsTo } = api({
      [`GET ${PLAY_API.prize(1)}`]: { data: PRIZES[0] },
      [`PATCH ${PLAY_API.prize(1)}`]: {
        status: 422,
        errorCode: 'validation_failed',
        message: 'Data yang dikirim tidak valid.',
        data: { fields: { quota: 'Kuota tidak boleh di bawah 5 yang sudah diklaim.' } },
      },
    });
    renderRouteModule(prizePage, {
      path: '/admin/lucky-draw/:id',
      url: '/admin/lucky-draw/1',
      context,
      cookie: STAFF_COOKIE,
    });
    const form = within(await screen.findByRole('form', { name: 'Hadiah' }));
    expect(await axeViolations()).toEqual([]);
    expect(form.queryByLabelText('Kode voucher')).toBeNull();
    fireEvent.change(form.getByLabelText('Kuota (jumlah hadiah)'), { target: { value: '4' } });
    fireEvent.change(form.getByLabelText('Bobot peluang'), { target: { value: '60' } });
    fireEvent.click(form.getByRole('button', { name: 'Simpan hadiah' }));
    expect(
      await screen.findByText('Kuota tidak boleh di bawah 5 yang sudah diklaim.'),
    ).toBeTruthy();
    expect(callsTo('PATCH', PLAY_API.prize(1)).map((call) => call.body)).toEqual([
      {
        version: 3,
        name: 'Voucher Rp 10.000',
        discount_type: 'amount',
        amount: 10_000,
        percentage: null,
        max_discount: null,
        min_amount: 100_000,
        valid_days: 30,
        quota: 4,
        weight: 60,
        is_active: true,
      },
    ]);
  });

  it('creates a prize with its code and goes to its page', async () => {
    const { context, callsTo } = api({
      [`POST ${PLAY_API.prizes}`]: { status: 201, data: prize({ id: 9, code: 'LUCKY5' }) },
      [`GET ${PLAY_API.prize(9)}`]: { data: prize({ id: 9, code: 'LUCKY5' }) },
    });
    renderRouteModule(prizePage, {
      path: '/admin/lucky-draw/:id',
      url: '/admin/lucky-draw/new',
      context,
      cookie: STAFF_COOKIE,
    });
    const form = within(await screen.findByRole('form', { name: 'Hadiah' }));
    fireEvent.click(form.getByRole('button', { name: 'Simpan hadiah' }));
    expect((await form.findAllByText('Data belum diisi')).length).toBeGreaterThan(0);
    expect(callsTo('POST', PLAY_API.prizes)).toEqual([]);
    fireEvent.change(form.getByLabelText('Kode voucher'), { target: { value: 'lucky5' } });
    fireEvent.change(form.getByLabelText('Nama hadiah'), { target: { value: 'Voucher Rp 5.000' } });
    fireEvent.change(form.getByLabelText('Potongan (Rp)'), { target: { value: '5000' } });
    fireEvent.change(form.getByLabelText('Kuota (jumlah hadiah)'), { target: { value: '50' } });
    fireEvent.change(form.getByLabelText('Bobot peluang'), { target: { value: '10' } });
    fireEvent.click(form.getByRole('button', { name: 'Simpan hadiah' }));
    expect(await screen.findByRole('heading', { name: 'Hadiah LUCKY5' })).toBeTruthy();
    expect(callsTo('POST', PLAY_API.prizes)[0]!.body).toMatchObject({
      code: 'LUCKY5',
      amount: 5000,
      quota: 50,
      weight: 10,
    });
  });
});

describe('/admin/partner-prizes', () => {
  it('lists partner prizes and edits one at its version', async () => {
    const { context, callsTo } = api({
      [`GET ${PLAY_API.partnerPrizes}`]: { data: [PARTNER] },
      [`GET ${PLAY_API.partnerPrize(4)}`]: { data: PARTNER },
      [`PATCH ${PLAY_API.partnerPrize(4)}`]: { data: { ...PARTNER, stock: 150, version: 2 } },
    });
    renderRouteModule(partnersPage, {
      path: '/admin/partner-prizes',
      context,
      cookie: STAFF_COOKIE,
    });
    const table = within(await screen.findByRole('table', { name: 'Daftar hadiah mitra' }));
    expect(table.getByText('500 poin')).toBeTruthy();
    expect(table.getByText('Saldo e-wallet')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    renderRouteModule(partnerPage, {
      path: '/admin/partner-prizes/:id',
      url: '/admin/partner-prizes/4',
      context,
      cookie: STAFF_COOKIE,
    });
    const form = within(await screen.findByRole('form', { name: 'Ubah hadiah mitra' }));
    fireEvent.change(form.getByLabelText(/^Stok/), { target: { value: '150' } });
    fireEvent.click(form.getByRole('button', { name: 'Simpan hadiah mitra' }));
    expect(await screen.findByText('Hadiah mitra disimpan.')).toBeTruthy();
    await waitFor(() => expect(callsTo('PATCH', PLAY_API.partnerPrize(4))).toHaveLength(1));
    expect(callsTo('PATCH', PLAY_API.partnerPrize(4))[0]!.body).toMatchObject({
      stock: 150,
      cost: 500,
      version: 1,
    });
  });
});
