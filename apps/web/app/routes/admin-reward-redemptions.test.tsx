import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminRedemption, PartnerPrize } from '@kilau/domain/rewards';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { REDEMPTIONS_API } from '~/features/admin/api/redemptions-admin.server';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import type { StaffRole } from '~/features/admin/types';
import { axeViolations } from '~/testing/axe';
import {
  actionAnswer,
  renderRouteModule,
  routeRequest,
  stubApi,
  type ApiReplies,
} from '~/testing/route-module';
import * as queuePage from './admin-reward-redemptions';

const WAITING: AdminRedemption = {
  id: 12,
  number: 'RW-12',
  member: { id: 40, name: 'Sari Wulandari', email: 'sari@example.com' },
  prize: { id: 2, name: 'Saldo GoPay Rp 50.000', kind: 'ewallet_balance', partner_name: 'GoPay' },
  cost: 500,
  balance_kind: 'points',
  phone_no: '081234567890',
  status: 'requested',
  created_at: '2026-11-20T03:15:00.000Z',
  fulfilled_at: null,
  cancelled_at: null,
  reference: null,
  cancel_reason: null,
  handled_by: null,
};
const CANCELLED: AdminRedemption = {
  ...WAITING,
  id: 9,
  number: 'RW-9',
  prize: {
    id: 4,
    name: 'Voucher Kopi Kenangan Rp 30.000',
    kind: 'partner_voucher',
    partner_name: 'Kopi Kenangan',
  },
  cost: 3,
  balance_kind: 'tokens',
  phone_no: null,
  status: 'cancelled',
  cancelled_at: '2026-11-21T02:00:00.000Z',
  cancel_reason: 'Stok voucher mitra habis.',
  handled_by: { id: 3, name: 'Dewi Support' },
};
const OFFERED: PartnerPrize[] = [
  {
    id: '2',
    kind: 'ewallet_balance',
    partner_name: 'GoPay',
    name: 'Saldo GoPay Rp 50.000',
    cost: 500,
    type: 'points',
    image: null,
    stock: 199,
    needs_phone: true,
  },
];

const URL = '/admin/reward-redemptions';

const render = (replies: ApiReplies = {}, url = URL, role: StaffRole = 'support') => {
  const api = stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe(role) },
    [`GET ${REDEMPTIONS_API.list}`]: { data: [WAITING, CANCELLED], meta: { total: 2 } },
    [`GET ${REDEMPTIONS_API.offered}`]: { data: OFFERED },
    ...replies,
  });
  renderRouteModule(queuePage, { path: URL, url, context: api.context, cookie: STAFF_COOKIE });
  return api;
};

const table = () => screen.findByRole('table', { name: 'Daftar penukaran hadiah' });
const rowOf = (number: string) =>
  within(screen.getByRole('rowheader', { name: new RegExp(number) }).closest('tr') as HTMLElement);

describe('/admin/reward-redemptions (route module)', () => {
  it('lists the waiting redemptions with member, prize, cost and phone; the filters are the address', async () => {
    const { callsTo } = render({}, `${URL}?user=sari&prize_id=2`);
    await table();
    expect(callsTo('GET', REDEMPTIONS_API.list)[0]!.path).toBe(
      `${REDEMPTIONS_API.list}?status=requested&user=sari&prize_id=2&skip=0&limit=20`,
    );
    const waiting = rowOf('RW-12');
    expect(waiting.getByText('20 Nov 2026, 10:15')).toBeTruthy();
    expect(
      waiting.getByRole('link', { name: 'Buka member Sari Wulandari' }).getAttribute('href'),
    ).toBe('/admin/customers/40');
    expect(waiting.getByText('sari@example.com')).toBeTruthy();
    expect(waiting.getByText('Saldo e-wallet · GoPay')).toBeTruthy();
    expect(waiting.getByText('500 poin')).toBeTruthy();
    expect(waiting.getByText('081234567890')).toBeTruthy();
    expect(waiting.getByText('Menunggu dikirim')).toBeTruthy();
    expect(waiting.getByRole('button', { name: 'Tandai RW-12 terkirim' })).toBeTruthy();
    expect(waiting.getByRole('button', { name: 'Batalkan RW-12' })).toBeTruthy();

    const cancelled = rowOf('RW-9');
    expect(cancelled.getByText('3 token')).toBeTruthy();
    expect(cancelled.getByText('Dibatalkan 21 Nov 2026, 09:00 oleh Dewi Support')).toBeTruthy();
    expect(cancelled.getByText('Alasan: Stok voucher mitra habis.')).toBeTruthy();
    expect(cancelled.queryByRole('button')).toBeNull();
    expect(
      cancelled
        .getByRole('link', { name: 'Hanya penukaran Voucher Kopi Kenangan Rp 30.000' })
        .getAttribute('href'),
    ).toBe('/admin/reward-redemptions?user=sari&prize_id=4');

    const tabs = within(screen.getByRole('navigation', { name: 'Status penukaran' }));
    expect(tabs.getByRole('link', { name: 'Menunggu dikirim' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(tabs.getByRole('link', { name: 'Semua' }).getAttribute('href')).toBe(
      '/admin/reward-redemptions?status=all&user=sari&prize_id=2',
    );
    const search = within(screen.getByRole('search', { name: 'Saring penukaran' }));
    expect((search.getByLabelText('Member (e-mail atau ID)') as HTMLInputElement).value).toBe(
      'sari',
    );
    expect((search.getByLabelText('Hadiah') as HTMLSelectElement).value).toBe('2');
    expect(screen.getByText('1–2 dari 2')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  }, 20_000);

  it('asks the API for every status and a later page', async () => {
    const { callsTo } = render(
      { [`GET ${REDEMPTIONS_API.list}`]: { data: [], meta: { total: 0 } } },
      `${URL}?status=all&skip=40`,
    );
    await table();
    expect(callsTo('GET', REDEMPTIONS_API.list)[0]!.path).toBe(
      `${REDEMPTIONS_API.list}?skip=40&limit=20`,
    );
  });

  it('says the queue is empty', async () => {
    render({ [`GET ${REDEMPTIONS_API.list}`]: { data: [], meta: { total: 0 } } });
    expect(
      await screen.findByText('Antrean kosong: tidak ada penukaran yang menunggu dikirim.'),
    ).toBeTruthy();
  });

  it('marks a redemption sent with the partner’s number after confirming; the API’s message is the toast', async () => {
    const { callsTo } = render({
      [`POST ${REDEMPTIONS_API.fulfil(12)}`]: {
        data: { ...WAITING, status: 'fulfilled', reference: 'TRX-0042' },
        message: 'Penukaran RW-12 ditandai terkirim.',
      },
    });
    await table();
    fireEvent.click(rowOf('RW-12').getByRole('button', { name: 'Tandai RW-12 terkirim' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Tandai RW-12 terkirim' }));
    expect(dialog.getByText(/Saldo GoPay Rp 50\.000 untuk Sari Wulandari/)).toBeTruthy();
    expect(dialog.getByText(/ke 081234567890/)).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    fireEvent.change(dialog.getByLabelText(/Nomor transaksi mitra/), {
      target: { value: ' TRX-0042 ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Ya, tandai terkirim' }));
    // The toast, and the same words above the list.
    const toast = within(screen.getByRole('region', { name: 'Notifikasi' }));
    expect(await toast.findByText('Penukaran RW-12 ditandai terkirim.')).toBeTruthy();
    expect(screen.getAllByText('Penukaran RW-12 ditandai terkirim.')).toHaveLength(2);
    expect(callsTo('POST', REDEMPTIONS_API.fulfil(12)).map((call) => call.body)).toEqual([
      { reference: 'TRX-0042' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 20_000);

  it('cancels only with a reason: the schema first, then the API’s 409 in the dialog, then the saved move', async () => {
    let tries = 0;
    const { callsTo } = render({
      [`POST ${REDEMPTIONS_API.cancel(12)}`]: () =>
        ++tries === 1
          ? {
              status: 409,
              errorCode: 'redemption_not_requested',
              message: 'Penukaran RW-12 sudah ditandai terkirim, jadi tidak bisa diubah lagi.',
              data: { current: { ...WAITING, status: 'fulfilled' } },
            }
          : {
              data: { ...WAITING, status: 'cancelled' },
              message: 'Penukaran RW-12 dibatalkan dan 500 poin dikembalikan ke member.',
            },
    });
    await table();
    fireEvent.click(rowOf('RW-12').getByRole('button', { name: 'Batalkan RW-12' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Batalkan RW-12' }));
    expect(dialog.getByText(/500 poin dikembalikan ke member/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Ya, batalkan penukaran' }));
    expect(await dialog.findByText('Data belum diisi')).toBeTruthy();
    expect(dialog.getByLabelText('Alasan pembatalan').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('POST', REDEMPTIONS_API.cancel(12))).toEqual([]);

    fireEvent.change(dialog.getByLabelText('Alasan pembatalan'), {
      target: { value: 'Nomor HP tidak aktif.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Ya, batalkan penukaran' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Batalkan RW-12' }));
    expect(
      await dialog.findByText(
        'Penukaran RW-12 sudah ditandai terkirim, jadi tidak bisa diubah lagi.',
      ),
    ).toBeTruthy();
    // …and as a toast.
    expect(
      within(screen.getByRole('region', { name: 'Notifikasi' })).getByText(
        'Penukaran RW-12 sudah ditandai terkirim, jadi tidak bisa diubah lagi.',
      ),
    ).toBeTruthy();
    // The 409 reloads the list, so the row shows what it is now.
    expect(callsTo('GET', REDEMPTIONS_API.list).length).toBeGreaterThan(1);
    expect(await axeViolations()).toEqual([]);

    fireEvent.change(dialog.getByLabelText('Alasan pembatalan'), {
      target: { value: 'Nomor HP tidak aktif.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Ya, batalkan penukaran' }));
    const toast = within(screen.getByRole('region', { name: 'Notifikasi' }));
    expect(
      await toast.findByText('Penukaran RW-12 dibatalkan dan 500 poin dikembalikan ke member.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('POST', REDEMPTIONS_API.cancel(12)).map((call) => call.body)).toEqual([
      { reason: 'Nomor HP tidak aktif.' },
      { reason: 'Nomor HP tidak aktif.' },
    ]);
  }, 20_000);

  const post = (form: Record<string, string>, replies: ApiReplies = {}) => {
    const api = stubApi(replies);
    return queuePage
      .action({
        request: routeRequest(URL, { form, cookie: STAFF_COOKIE }),
        context: api.context,
        params: {},
      } as never)
      .then((result) => ({ answer: actionAnswer(result), api }));
  };

  it('the action re-reads each form, answers the API’s words, and refuses an unknown intent', async () => {
    const fulfilled = await post(
      { intent: 'fulfil-redemption', id: '12', reference: '' },
      {
        [`POST ${REDEMPTIONS_API.fulfil(12)}`]: {
          data: { ...WAITING, status: 'fulfilled' },
          message: 'Penukaran RW-12 ditandai terkirim.',
        },
      },
    );
    expect(fulfilled.answer).toEqual({
      status: 200,
      body: {
        intent: 'fulfil-redemption',
        id: 12,
        ok: true,
        message: 'Penukaran RW-12 ditandai terkirim.',
      },
    });
    expect(fulfilled.api.calls.map((call) => call.body)).toEqual([{}]);

    const long = await post({ intent: 'fulfil-redemption', id: '12', reference: 'x'.repeat(101) });
    expect(long.answer).toEqual({
      status: 422,
      body: {
        intent: 'fulfil-redemption',
        id: 12,
        ok: false,
        fields: { reference: 'Nomor transaksi mitra paling banyak 100 karakter.' },
      },
    });
    expect(long.api.calls).toEqual([]);

    const forbidden = await post(
      { intent: 'cancel-redemption', id: '12', reason: 'Salah nomor.' },
      {
        [`POST ${REDEMPTIONS_API.cancel(12)}`]: {
          status: 403,
          errorCode: 'forbidden',
          message: 'Peran kamu tidak dapat melakukan ini.',
        },
      },
    );
    expect(forbidden.answer).toEqual({
      status: 403,
      body: {
        intent: 'cancel-redemption',
        id: 12,
        ok: false,
        message: 'Peran kamu tidak dapat melakukan ini.',
      },
    });

    await expect(post({ intent: 'delete', id: '12' })).rejects.toMatchObject({
      init: { status: 400 },
    });
    await expect(
      post({ intent: 'cancel-redemption', id: 'abc', reason: 'x' }),
    ).rejects.toMatchObject({ init: { status: 400 } });
  });

  it('is not for a role without customers.read, and asks the API for no list', async () => {
    const api = render({}, URL, 'merchandiser');
    expect(await screen.findByRole('heading', { name: 'Tidak untuk peranmu' })).toBeTruthy();
    expect(api.callsTo('GET', REDEMPTIONS_API.list)).toEqual([]);
  });
});
