import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { BANK_PROMOTIONS, PROMOTION_OPTIONS_API } from '~/features/admin/api/promotions-api.server';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import { BANK_METHODS, makeBankPromotion } from '~/features/admin/testing/promotion-fixtures';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as promotionPage from './admin-bank-promotion';
import * as newPromotionPage from './admin-bank-promotion-new';
import * as promotionsPage from './admin-bank-promotions';

// A long form: axe and the first render need more than 5 s on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

const api = (replies: ApiReplies) =>
  stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe('merchandiser') },
    [`GET ${PROMOTION_OPTIONS_API.bankMethods}`]: { data: BANK_METHODS },
    ...replies,
  });
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/admin/bank-promotions', () => {
  it('lists the bank promotions with their orders and the discount given', async () => {
    const { context, callsTo } = api({
      [`GET ${BANK_PROMOTIONS.path}`]: { data: [makeBankPromotion()], meta: { total: 1 } },
    });
    renderRouteModule(promotionsPage, {
      path: '/admin/bank-promotions',
      url: '/admin/bank-promotions?q=bca',
      context,
      cookie: STAFF_COOKIE,
    });
    const table = within(await screen.findByRole('table', { name: 'Daftar promo bank' }));
    expect(
      table
        .getByRole('link', { name: 'Ubah promo bank Diskon 10% Kartu Kredit BCA' })
        .getAttribute('href'),
    ).toBe('/admin/bank-promotions/4');
    expect(table.getByText('10%')).toBeTruthy();
    expect(table.getByText('maks. Rp50.000')).toBeTruthy();
    expect(table.getByText('Rp245.000')).toBeTruthy();
    expect(callsTo('GET', BANK_PROMOTIONS.path)[0]!.path).toContain('q=bca');
    expect(screen.getByText('1 promo')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('/admin/bank-promotions/new', () => {
  const render = (replies: ApiReplies = {}) => {
    const stub = api(replies);
    renderRouteModule(newPromotionPage, {
      path: '/admin/bank-promotions/new',
      context: stub.context,
      cookie: STAFF_COOKIE,
    });
    return stub;
  };

  it('checks the form with the domain schema first: the field says what is wrong', async () => {
    const { callsTo } = render();
    await screen.findByRole('heading', { name: 'Promo bank baru' });
    fill('Nilai potongan', '120');
    fill('BIN kartu (opsional)', '4811\n12ab');
    fill('Mulai berlaku (WIB)', '2026-12-01T00:00');
    fill('Akhir berlaku (WIB)', '2026-12-31T23:59');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan promo bank' }));
    expect(await screen.findAllByText('Data belum diisi')).toHaveLength(2);
    expect(screen.getByText('BIN kartu berisi 4 sampai 8 angka; tidak valid: 12ab.')).toBeTruthy();
    expect(callsTo('POST', BANK_PROMOTIONS.path)).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('creates a promotion for a method and BINs, then opens it', async () => {
    const { callsTo } = render({
      [`POST ${BANK_PROMOTIONS.path}`]: { data: makeBankPromotion({ id: 12 }) },
    });
    await screen.findByRole('heading', { name: 'Promo bank baru' });
    fill('Nama bank', 'BCA');
    fill('Judul promo', 'Diskon 10% Kartu Kredit BCA');
    fill('Nilai potongan', '10');
    fill('Batas potongan (Rp)', '50.000');
    fill('Minimal belanja (Rp)', '250.000');
    fill('BIN kartu (opsional)', '481111\n455633, 481111');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kartu Kredit/Debit' }));
    fill('Mulai berlaku (WIB)', '2026-12-01T00:00');
    fill('Akhir berlaku (WIB)', '2026-12-31T23:59');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan promo bank' }));
    await waitFor(() => expect(callsTo('POST', BANK_PROMOTIONS.path)).toHaveLength(1));
    expect(callsTo('POST', BANK_PROMOTIONS.path)[0]!.body).toEqual({
      bank_name: 'BCA',
      title: 'Diskon 10% Kartu Kredit BCA',
      description: '',
      discount_type: 'percentage',
      discount_value: 10,
      max_discount: 50_000,
      min_order: 250_000,
      card_bins: ['481111', '455633'],
      payment_methods: ['credit_debit_card'],
      starts_at: '2026-11-30T17:00:00.000Z',
      ends_at: '2026-12-31T16:59:00.000Z',
      is_active: true,
      position: 0,
    });
    expect((await screen.findByTestId('landed')).textContent).toBe(
      '/admin/bank-promotions/12?created=1',
    );
  });
});

describe('/admin/bank-promotions/:id', () => {
  it('shows usage and the saved methods; says what changed when someone else saved first (409)', async () => {
    const { context, callsTo } = api({
      [`GET ${BANK_PROMOTIONS.one(4)}`]: { data: makeBankPromotion() },
      [`PATCH ${BANK_PROMOTIONS.one(4)}`]: {
        status: 409,
        errorCode: 'changed_by_someone_else',
        message: 'Data ini baru saja diubah orang lain.',
        data: {
          current: makeBankPromotion({ version: 4, card_bins: ['481111'], min_order: 300_000 }),
        },
      },
    });
    renderRouteModule(promotionPage, {
      path: '/admin/bank-promotions/:id',
      url: '/admin/bank-promotions/4?created=1',
      context,
      cookie: STAFF_COOKIE,
    });
    expect(await screen.findByText('Promo bank Diskon 10% Kartu Kredit BCA dibuat.')).toBeTruthy();
    const usage = within(screen.getByRole('region', { name: 'Pemakaian' }));
    expect(usage.getByText('7')).toBeTruthy();
    expect(usage.getByText('Rp245.000')).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'Kartu Kredit/Debit' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByLabelText('BIN kartu (opsional)') as HTMLTextAreaElement).value).toBe(
      '481111\n455633',
    );
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    const alert = within(await screen.findByRole('alert'));
    expect(
      alert.getByText(
        'Yang berubah sejak kamu membuka halaman ini: Minimal belanja (Rp), BIN kartu.',
      ),
    ).toBeTruthy();
    expect(callsTo('PATCH', BANK_PROMOTIONS.one(4))[0]!.body).toMatchObject({
      version: 3,
      card_bins: ['481111', '455633'],
      payment_methods: ['credit_debit_card'],
    });
    expect(await axeViolations()).toEqual([]);
  });
});
