import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '~/testing/render';
import type { OrdersApi } from '../api/order-calls';
import { NO_FILTER } from '../lib/filter';
import {
  entries,
  fakeOrdersApi,
  makeDetail,
  makeEntry,
  ok,
  orderAction,
  refused,
  STATES,
} from '../testing/fixtures';
import type { HistoryEntry } from '../types';
import { OrderHistory, type OrdersInitial } from './order-history';
import { OrdersProvider, NO_PAYMENT_PIECES } from './orders-context';

/** One hour after the fixtures' orders were placed (5 Aug 2024, 12:00 WIB). */
const NOW = '2024-08-05T06:00:00.000Z';
const minutesBefore = (minutes: number) =>
  new Date(Date.parse(NOW) - minutes * 60_000).toISOString();

function renderHistory(
  first: HistoryEntry[],
  { api = fakeOrdersApi(), total = first.length, initial = {} as Partial<OrdersInitial> } = {},
) {
  const value: OrdersInitial = {
    filter: NO_FILTER,
    states: STATES,
    first: { entries: first, total },
    failure: null,
    serverNow: Date.parse(NOW),
    ...initial,
  };
  const rendered = renderInShell(
    <OrdersProvider api={api}>
      <OrderHistory initial={value} />
    </OrdersProvider>,
    { path: '/my-orders', action: orderAction(api) },
  );
  return { api, ...rendered };
}

const card = (reference: string) => screen.getByRole('article', { name: new RegExp(reference) });
const cardButtons = (reference: string) =>
  within(card(reference))
    .getAllByRole('button')
    .map((button) => button.textContent?.trim());

configure({ asyncUtilTimeout: 5_000 });
beforeEach(() => {
  // The cards' time rules (the retry window) are judged at a fixed moment.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(NOW) });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('an order card (000 §3 derived fields, §4 status groups)', () => {
  it('says "Sudah diambil" on a store order collected at the store (and not on others)', () => {
    renderHistory([
      makeEntry({
        n: 1,
        stateName: 'Payment accepted',
        order_source: 'kilau_store',
        collected_at: '2024-08-05T05:30:00.000Z',
      }),
      makeEntry({ n: 2, stateName: 'Payment accepted', order_source: 'kilau_store' }),
    ]);
    expect(within(card('KL-2408-0001')).getByText('Sudah diambil')).toBeTruthy();
    expect(within(card('KL-2408-0002')).queryByText('Sudah diambil')).toBeNull();
  });

  it('shows every derived field of an order waiting for its bank payment', () => {
    renderHistory([makeEntry({ action: { can_cancel: true } })]);
    const order = card('KL-2408-0001');
    const shown = order.textContent ?? '';
    expect(shown).toContain('5 Agu 2024');
    expect(shown).toContain('via Website');
    expect(within(order).getByText('Menunggu Pembayaran').className).toContain('order-state');
    expect(shown).toContain('Hydra Glow Serum');
    expect(shown).toContain('Shade: 01 Rosy');
    expect(shown).toContain('Ukuran: 30 ml');
    expect(shown).toContain('2 × Rp50.000');
    expect(shown).toContain('BCA Virtual Account');
    expect(order.querySelector('img[src="/img/serum.webp"]')).toBeTruthy();
    // The bank's name badge (ADR 0033), beside the method's name: text, not a picture.
    const badge = order.querySelector('[data-name-badge]');
    expect(badge?.textContent).toBe('BCA');
    expect(badge?.getAttribute('aria-hidden')).toBe('true');
    expect(shown).toContain('Bayar sebelum 6 Agu 2024, 12:00 WIB');
    expect(shown).toContain('JNE REG · Menunggu konfirmasi dari ekspedisi');
    expect(shown).toContain('Jl. Kemang Raya No. 12');
    expect(shown).toContain('Subtotal produk Rp120.000');
    expect(shown).toContain('Rp138.000');
    // A virtual account confirms itself: its number and how to pay, never a receipt upload.
    expect(cardButtons('KL-2408-0001')).toEqual(['Lihat detail', 'Cara bayar', 'Batalkan']);
  });

  it.each([
    ['Payment confirm', {}, []],
    ['Payment accepted', {}, []],
    ['Packed', {}, []],
    ['Shipped', { can_track_order: false }, []],
    ['Shipped', { can_track_order: true }, ['Lacak pesanan']],
    ['Delivered', {}, ['Beli lagi']],
    ['Cancelled', {}, ['Beli lagi']],
    ['Refund', {}, ['Beli lagi']],
    ['Return', {}, []],
  ])('%s %j shows %j', (stateName, shipping, action) => {
    const entry = makeEntry({ stateName, created_at: minutesBefore(60 * 24 * 3) });
    renderHistory([{ ...entry, shipping: { ...entry.shipping, ...shipping } }]);
    expect(cardButtons('KL-2408-0001')).toEqual(['Lihat detail', ...action]);
  });

  it.each([
    ['gopay waiting 10 minutes', 'gopay', 'Awaiting bank wire payment', 10, 'Coba bayar lagi'],
    ['ovo cancelled 20 minutes ago', 'ovo', 'Cancelled', 20, 'Coba bayar lagi'],
    ['ovo cancelled 40 minutes ago', 'ovo', 'Cancelled', 40, 'Beli lagi'],
  ])('000 §4 retry rule: %s → %s', (_case, code, stateName, minutes, action) => {
    renderHistory([
      makeEntry({
        stateName,
        created_at: minutesBefore(minutes),
        payment_method: { code, name: code.toUpperCase(), logo: null, provider: null },
      }),
    ]);
    expect(cardButtons('KL-2408-0001').at(-1)).toBe(action);
    const description = 'Proses pembayaran gagal, klik “Coba bayar lagi” untuk membayar ulang.';
    expect(card('KL-2408-0001').textContent?.includes(description)).toBe(
      action === 'Coba bayar lagi',
    );
  });
});

describe('the order list (000 §4 "Order list")', () => {
  it('offers "more" only while the last page held exactly 10', async () => {
    const all = entries(0, 15);
    const list = vi.fn<OrdersApi['list']>(async () => ok(all.slice(10), 15));
    renderHistory(all.slice(0, 10), { api: fakeOrdersApi({ list }), total: 15 });
    expect(screen.getByText(/Menampilkan 10 dari 15 pesanan/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Tampilkan lebih banyak' }));
    await screen.findByText('Tidak ada data lagi :)');
    expect(list).toHaveBeenCalledWith({ skip: 10, stateIds: null, from: null, to: null });
    expect(screen.getAllByRole('article')).toHaveLength(15);
    expect(screen.queryByRole('button', { name: 'Tampilkan lebih banyak' })).toBeNull();
  });

  it('shows no "more" after a first page of fewer than 10', () => {
    renderHistory(entries(0, 7));
    expect(screen.getAllByRole('article')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Tampilkan lebih banyak' })).toBeNull();
    expect(screen.getByText('Tidak ada data lagi :)')).toBeTruthy();
  });

  it('resets the list when the status filter changes', async () => {
    const shipped = [makeEntry({ n: 40, stateName: 'Shipped' })];
    const list = vi.fn<OrdersApi['list']>(async () => ok(shipped, 1));
    const { router } = renderHistory(entries(0, 10), { api: fakeOrdersApi({ list }), total: 12 });

    fireEvent.click(screen.getByRole('button', { name: /Ubah filter Status/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter Status Pesanan' });
    // Buckets by formatted state name, in the status table's order.
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Semua status',
      'Menunggu Pembayaran',
      'Verifikasi Pembayaran',
      'Pembayaran Diterima',
      'Pesanan Diproses',
      'Dikirim',
      'Pesanan Sampai',
      'Dibatalkan',
      'Dikembalikan',
      'Lainnya',
    ]);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Dikirim' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terapkan' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(list).toHaveBeenCalledWith({ skip: 0, stateIds: [8], from: null, to: null });
    expect(card('KL-2408-0040')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=shipped');
    expect(screen.getByRole('button', { name: /Ubah filter Status: Dikirim/ })).toBeTruthy();
  });

  it('filters by a WIB date range, shown dd - MM - yy', async () => {
    const list = vi.fn<OrdersApi['list']>(async () => ok([], 0));
    renderHistory(entries(0, 3), { api: fakeOrdersApi({ list }) });
    fireEvent.click(screen.getByRole('button', { name: /Ubah filter Tanggal/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pilih Tanggal Pesanan' });
    fireEvent.change(within(dialog).getByLabelText('Dari tanggal'), {
      target: { value: '2024-08-01' },
    });
    fireEvent.change(within(dialog).getByLabelText('Sampai tanggal'), {
      target: { value: '2024-07-01' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terapkan' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Tanggal awal tidak boleh setelah tanggal akhir',
    );
    fireEvent.change(within(dialog).getByLabelText('Sampai tanggal'), {
      target: { value: '2024-08-05' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terapkan' }));

    await screen.findByRole('heading', { name: 'Tidak ada hasil :(' });
    expect(list).toHaveBeenCalledWith({
      skip: 0,
      stateIds: null,
      from: '2024-08-01',
      to: '2024-08-05',
    });
    expect(screen.getByRole('button', { name: /Ubah filter Tanggal/ }).textContent).toContain(
      '01 - 08 - 24 s.d. 05 - 08 - 24',
    );
  });

  it("says 'Silakan login.' when a page answers 401", async () => {
    const list = vi.fn<OrdersApi['list']>(async () => refused(401, 'unauthorized'));
    renderHistory(entries(0, 10), { api: fakeOrdersApi({ list }), total: 20 });
    fireEvent.click(screen.getByRole('button', { name: 'Tampilkan lebih banyak' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Silakan login.');
    expect(within(alert).getByRole('button', { name: 'Masuk' })).toBeTruthy();
  });

  it('says the order calls’ message on another failure, with the loader’s Retry', async () => {
    const list = vi
      .fn<OrdersApi['list']>()
      .mockResolvedValueOnce(refused(503))
      .mockResolvedValueOnce(ok(entries(10, 12), 12));
    renderHistory(entries(0, 10), { api: fakeOrdersApi({ list }), total: 12 });
    fireEvent.click(screen.getByRole('button', { name: 'Tampilkan lebih banyak' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ups, terjadi kesalahan :(');
    expect(alert.textContent).toContain('Terjadi kesalahan, silakan coba beberapa saat lagi.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
  });

  it('invites a member without orders to shop', () => {
    renderHistory([]);
    expect(screen.getByRole('heading', { name: 'Belum ada pesanan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mulai belanja' }).getAttribute('href')).toBe(
      '/new-arrivals',
    );
  });
});

describe('the card actions (000 §4)', () => {
  it('REORDER re-adds the cart, tells what was skipped, and goes to /order after 600 ms', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: new Date(NOW) });
    const reorder = vi.fn<OrdersApi['reorder']>(async () =>
      ok({
        _id: '900',
        count: 2,
        added: [{ id: '101', combination_id: '1001', quantity: 2 }],
        skipped: [
          { id: '102', combination_id: '1002', code: 'out_of_stock', message: 'Stok habis' },
        ],
      }),
    );
    const { router } = renderHistory([makeEntry({ stateName: 'Delivered' })], {
      api: fakeOrdersApi({ reorder }),
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Beli lagi' }));
    });
    expect(reorder).toHaveBeenCalledWith('501');
    expect(screen.getByText(/2 produk ditambahkan ke tas belanja\./).textContent).toContain(
      'Tidak dapat ditambahkan: Daily Sun Fluid SPF 50 (Stok habis).',
    );
    act(() => vi.advanceTimersByTime(599));
    expect(router.state.location.pathname).toBe('/my-orders');
    await act(async () => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/order');
  });

  it('CANCEL sends the chosen reason; the card turns Cancelled with REORDER', async () => {
    const cancel = vi.fn<OrdersApi['cancel']>(async () => ({
      ...ok(makeDetail({ state: { id: 11, name: 'Cancelled' } })),
      message: 'Pesanan kamu berhasil dibatalkan.',
    }));
    renderHistory([makeEntry({ action: { can_cancel: true } })], {
      api: fakeOrdersApi({ cancel }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Batalkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan Pesanan' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batalkan pesanan' }));
    expect(within(dialog).getByText('Data belum diisi')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Lainnya' }));
    fireEvent.change(within(dialog).getByLabelText('Tulis alasanmu'), {
      target: { value: 'Ingin pesan bersama teman' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batalkan pesanan' }));

    await screen.findByText('Pesanan kamu berhasil dibatalkan.');
    expect(cancel).toHaveBeenCalledWith('1', {
      cancellation_reason: 'Ingin pesan bersama teman',
      reference_code: 'KL-2408-0001',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card('KL-2408-0001')).getByText('Dibatalkan')).toBeTruthy();
    expect(cardButtons('KL-2408-0001')).toEqual(['Lihat detail', 'Beli lagi']);
  });

  it('RETRY for GoPay makes the retry call first, then shows its QR code', async () => {
    const retryGopay = vi.fn<OrdersApi['retryGopay']>(async () =>
      ok(
        makeDetail({
          payment_method: 'gopay',
          payment: {
            actions: [
              { name: 'generate-qr-code', url: '/sandbox/qr.png' },
              { name: 'deeplink-redirect', url: 'gojek://pay' },
            ],
          },
        }),
      ),
    );
    const api = fakeOrdersApi({ retryGopay });
    renderInShell(
      <OrdersProvider
        api={api}
        payment={{
          instructions: (order) => ({
            kind: 'e_wallet',
            qrUrl: order.payment?.actions?.[0]?.url ?? null,
            appUrl: order.payment?.actions?.[1]?.url ?? null,
          }),
          placeholders: NO_PAYMENT_PIECES.placeholders,
          renderGuide: () => null,
        }}
      >
        <OrderHistory
          initial={{
            filter: NO_FILTER,
            states: STATES,
            first: {
              entries: [
                makeEntry({
                  created_at: minutesBefore(10),
                  payment_method: { code: 'gopay', name: 'GoPay', logo: null, provider: null },
                }),
              ],
              total: 1,
            },
            failure: null,
            serverNow: Date.parse(NOW),
          }}
        />
      </OrdersProvider>,
      { path: '/my-orders', action: orderAction(api) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Coba bayar lagi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bayar Ulang' });
    expect(retryGopay).toHaveBeenCalledWith('1');
    expect(
      within(dialog).getByRole('img', { name: 'Kode QR pembayaran GoPay' }).getAttribute('src'),
    ).toBe('/sandbox/qr.png');
    expect(
      within(dialog).getByRole('link', { name: 'Buka aplikasi GoPay' }).getAttribute('href'),
    ).toBe('gojek://pay');
  });

  it('RETRY for OVO asks for the phone first, under the OVO phone rule', async () => {
    const payOvo = vi.fn<OrdersApi['payOvo']>(async () =>
      ok(makeDetail({ payment_method: 'ovo' })),
    );
    renderHistory(
      [
        makeEntry({
          created_at: minutesBefore(5),
          payment_method: { code: 'ovo', name: 'OVO', logo: null, provider: null },
        }),
      ],
      { api: fakeOrdersApi({ payOvo }) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Coba bayar lagi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bayar Ulang' });
    const phone = within(dialog).getByLabelText('Nomor HP terdaftar di OVO');
    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kirim ke OVO' }));
    expect(within(dialog).getByText('Nomor handphone OVO tidak valid')).toBeTruthy();
    expect(payOvo).not.toHaveBeenCalled();

    fireEvent.change(phone, { target: { value: '812 3456 7890' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kirim ke OVO' }));
    await within(dialog).findByText(/Permintaan pembayaran terkirim/);
    expect(payOvo).toHaveBeenCalledWith('1', '081234567890');
  });

  it('a gateway payment waiting shows its instructions or status, never CONFIRM PAYMENT', () => {
    renderHistory([
      makeEntry({
        n: 1,
        payment_method: {
          code: 'bca_virtual_account',
          name: 'BCA Virtual Account',
          logo: null,
          provider: { bank_name: 'BCA', account_number: '70012123456789', logo: null },
        },
      }),
      makeEntry({
        n: 2,
        stateName: 'Order created',
        created_at: minutesBefore(3),
        payment_method: { code: 'gopay', name: 'GoPay', logo: null, provider: null },
      }),
      makeEntry({
        n: 3,
        payment_method: { code: 'bank_transfer', name: 'Transfer', logo: null, provider: null },
      }),
    ]);
    expect(screen.queryAllByRole('button', { name: 'Konfirmasi pembayaran' })).toHaveLength(1);
    expect(cardButtons('KL-2408-0003').at(-1)).toBe('Konfirmasi pembayaran');
    // The VA: its number and how to pay.
    expect(card('KL-2408-0001').textContent).toContain('Nomor VA BCA');
    expect(card('KL-2408-0001').textContent).toContain('70012123456789');
    expect(cardButtons('KL-2408-0001')).toContain('Cara bayar');
    expect(cardButtons('KL-2408-0001')).not.toContain('Konfirmasi pembayaran');
    // GoPay (no guide): the order's payment status page.
    const status = within(card('KL-2408-0002')).getByRole('link', {
      name: 'Lihat status pembayaran',
    });
    expect(status.getAttribute('href')).toBe('/order/confirmation/2');
    expect(cardButtons('KL-2408-0002')).not.toContain('Konfirmasi pembayaran');
  });

  it('a failed payment still held is listed with RETRY, which opens its failed page', async () => {
    const { router } = renderHistory([
      makeEntry({
        stateName: 'Payment Failure',
        is_payment_failed: true,
        pay_again_until: new Date(Date.parse(NOW) + 20 * 60_000).toISOString(),
        payment_method: {
          code: 'credit_debit_card',
          name: 'Kartu Kredit/Debit',
          logo: null,
          provider: null,
        },
      }),
    ]);
    expect(card('KL-2408-0001').textContent).toContain(
      'Pembayaran gagal. Produkmu masih kami simpan',
    );
    fireEvent.click(within(card('KL-2408-0001')).getByRole('button', { name: 'Coba bayar lagi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/failed/1'));
  });

  it('CONFIRM PAYMENT for a transfer asks for every field before uploading, on its field', async () => {
    const confirmPayment = vi.fn<OrdersApi['confirmPayment']>(async () => refused(500));
    renderHistory(
      [
        makeEntry({
          stateName: 'Awaiting bank wire payment',
          payment_method: { code: 'bank_transfer', name: 'Transfer', logo: null, provider: null },
        }),
      ],
      { api: fakeOrdersApi({ confirmPayment }) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Konfirmasi pembayaran' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi Pembayaran' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kirim konfirmasi' }));
    expect(within(dialog).getAllByText('Data belum diisi')).toHaveLength(3);
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/Bank pengirim/));
    fireEvent.change(within(dialog).getByLabelText(/Bank pengirim/), { target: { value: 'BCA' } });
    expect(within(dialog).getAllByText('Data belum diisi')).toHaveLength(2);
    expect(confirmPayment).not.toHaveBeenCalled();
  });

  it('the order detail reads the state again after a payment callback', async () => {
    const paymentCallback = vi.fn<OrdersApi['paymentCallback']>(async () => ok({}));
    const paymentDetail = vi.fn<OrdersApi['paymentDetail']>(async () =>
      ok({
        _id: '1',
        state: { id: 4, name: 'Payment accepted' },
        payment_status: 'settlement',
        payment: {},
        redirect_url: null,
        payment_method: 'bca_virtual_account',
      }),
    );
    renderHistory([makeEntry()], { api: fakeOrdersApi({ paymentCallback, paymentDetail }) });
    fireEvent.click(screen.getByRole('button', { name: 'Lihat detail pesanan KL-2408-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail Pesanan' });
    await within(dialog).findByText('Status pesanan diperbarui: Pembayaran diterima');
    expect(paymentCallback).toHaveBeenCalledWith('1');
    expect(within(dialog).getByTestId('detail-state-name').textContent).toBe('Pembayaran diterima');
    // The card follows: paid, so nothing is left to confirm.
    expect(within(card('KL-2408-0001')).getByText('Pembayaran Diterima')).toBeTruthy();
    expect(cardButtons('KL-2408-0001')).toEqual(['Lihat detail']);
    // The detail lists every line with its variant, and the totals.
    expect(within(dialog).getByText('Ukuran: 30 ml')).toBeTruthy();
    expect(within(dialog).getByText('Ongkos kirim').nextSibling?.textContent).toBe('Rp18.000');
  });

  it("a paid order's detail offers its invoice; an unpaid one's does not", async () => {
    renderHistory([
      makeEntry({ n: 1, stateName: 'Payment accepted', payment_status: 'settlement' }),
      makeEntry({ n: 2 }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Lihat detail pesanan KL-2408-0001' }));
    const paid = await screen.findByRole('dialog', { name: 'Detail Pesanan' });
    const link = within(paid).getByRole('link', {
      name: 'Unduh faktur pesanan KL-2408-0001 (PDF)',
    });
    expect(link.textContent).toBe('Unduh faktur');
    expect(link.getAttribute('href')).toBe('/api/order/user/me/orders/KL-2408-0001/invoice.pdf');
    expect(link.hasAttribute('download')).toBe(true);
    fireEvent.keyDown(paid, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Lihat detail pesanan KL-2408-0002' }));
    const unpaid = await screen.findByRole('dialog', { name: 'Detail Pesanan' });
    expect(within(unpaid).queryByRole('link', { name: /Unduh faktur/ })).toBeNull();
  });
});
