import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '~/testing/render';
import type { OrdersApi } from '../api/order-calls';
import { forgetReturnPhotos } from '../lib/return-photo-queue';
import { fakeOrdersApi, makeEntry, ok, orderAction, refused } from '../testing/fixtures';
import { makeReturn, makeReturnOptions, stepsTo } from '../testing/return-fixtures';
import type { HistoryEntry } from '../types';
import { OrderReturns } from './order-returns';
import { OrdersProvider } from './orders-context';

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => forgetReturnPhotos());

const DELIVERED: HistoryEntry = makeEntry({
  stateName: 'Delivered',
  state_histories: [
    { to_status: { id: 1, name: 'Order created' }, created_at: '2024-08-05T05:00:00.000Z' },
    { to_status: { id: 9, name: 'Delivered' }, created_at: '2024-08-05T09:00:00.000Z' },
  ],
});

function renderReturns(entry: HistoryEntry, over: Partial<OrdersApi> = {}) {
  const api = fakeOrdersApi({
    returnOptions: vi.fn(async () => ok(makeReturnOptions())),
    ...over,
  });
  renderInShell(
    <OrdersProvider api={api}>
      <OrderReturns entry={entry} />
    </OrdersProvider>,
    { path: '/my-orders', action: orderAction(api) },
  );
  return api;
}

const card = () => screen.findByRole('article', { name: /KL-2408-0001-R1/ });
const steps = (within_: HTMLElement) =>
  within(within_)
    .getAllByRole('listitem')
    .filter((item) => item.closest('ol'))
    .map((item) => `${item.textContent}${item.getAttribute('aria-current') ? ' ←' : ''}`);

describe('a delivered order’s returns in its detail (docs/design/returns.md)', () => {
  it('offers "Ajukan pengembalian" with the window’s end in WIB while the order may be returned', async () => {
    const api = renderReturns(DELIVERED);
    const link = await screen.findByRole('link', { name: /Ajukan pengembalian/ });
    expect(link.getAttribute('href')).toBe('/my-orders/KL-2408-0001/return');
    expect(screen.getByText('Bisa diajukan sampai 12 Agu 2024, 12:00 WIB')).toBeTruthy();
    expect(api.returnOptions).toHaveBeenCalledWith('KL-2408-0001');
  });

  it('asks nothing for an order never delivered', () => {
    const api = renderReturns(makeEntry({ stateName: 'Shipped' }));
    expect(api.returnOptions).not.toHaveBeenCalled();
    expect(api.returns).not.toHaveBeenCalled();
    expect(screen.queryByText('Pengembalian')).toBeNull();
  });

  it('says why an order may not be returned, in the API’s words', async () => {
    renderReturns(DELIVERED, {
      returnOptions: vi.fn(async () =>
        ok(
          makeReturnOptions({
            eligible: false,
            refusal: 'return_window_closed',
            refusal_message: 'Batas waktu pengembalian pesanan ini sudah lewat.',
          }),
        ),
      ),
    });
    expect(
      await screen.findByText('Batas waktu pengembalian pesanan ini sudah lewat.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Ajukan pengembalian/ })).toBeNull();
  });

  it('shows a requested return: its steps, the expected refund to the bank, and the withdrawal', async () => {
    renderReturns(DELIVERED, {
      returnOptions: vi.fn(async () =>
        ok(makeReturnOptions({ eligible: false, refusal: 'return_already_open' })),
      ),
      returns: vi.fn(async () => ok([makeReturn()])),
    });
    const shown = await card();
    expect(within(shown).getByText('Diajukan', { selector: '.order-state' })).toBeTruthy();
    expect(steps(shown)).toEqual([
      'Diajukan6 Agu 2024, 10:00 WIB ←',
      'Disetujui, kirim barangnyaMenunggu',
      'Barang diterimaMenunggu',
      'Dana dikembalikanMenunggu',
    ]);
    const text = shown.textContent ?? '';
    expect(text).toContain('Perkiraan dana kembali');
    expect(text).toContain('Rp96.000');
    expect(text).toContain('BCA ••••••7890 a.n. SARI WULANDARI');
    expect(text).toContain('Tutup botolnya retak, serumnya bocor.');
    expect(within(shown).getByRole('button', { name: 'Batalkan pengajuan' })).toBeTruthy();
    // One return at a time: no second request while this one is open.
    expect(screen.queryByRole('link', { name: /Ajukan pengembalian/ })).toBeNull();
  });

  it('shows where to send the parcel once approved, and no withdrawal', async () => {
    renderReturns(DELIVERED, {
      returns: vi.fn(async () =>
        ok([
          makeReturn({
            status: 'approved',
            status_label: 'Disetujui, kirim barangnya',
            instructions: 'Kirim ke Kilau — Bagian Retur, Jl. Senopati No. 88.',
            steps: stepsTo('approved'),
          }),
        ]),
      ),
    });
    const shown = await card();
    expect(within(shown).getByText('Cara mengirim paket')).toBeTruthy();
    expect(shown.textContent).toContain('Kirim ke Kilau — Bagian Retur, Jl. Senopati No. 88.');
    expect(shown.textContent).toContain('Tulis nomor pengembalian KL-2408-0001-R1 di luar paket.');
    expect(steps(shown)).toEqual([
      'Diajukan6 Agu 2024, 10:00 WIB',
      'Disetujui, kirim barangnya6 Agu 2024, 11:00 WIB ←',
      'Barang diterimaMenunggu',
      'Dana dikembalikanMenunggu',
    ]);
    expect(within(shown).queryByRole('button', { name: 'Batalkan pengajuan' })).toBeNull();
  });

  it('shows why a return was declined, and no refund', async () => {
    renderReturns(DELIVERED, {
      returns: vi.fn(async () =>
        ok([
          makeReturn({
            status: 'rejected',
            status_label: 'Ditolak',
            rejection_reason: 'Segel produk sudah dibuka dan dipakai.',
            steps: stepsTo('rejected'),
          }),
        ]),
      ),
    });
    const shown = await card();
    expect(within(shown).getByText('Alasan penolakan')).toBeTruthy();
    expect(shown.textContent).toContain('Segel produk sudah dibuka dan dipakai.');
    expect(steps(shown)).toEqual([
      'Diajukan6 Agu 2024, 10:00 WIB',
      'Ditolak6 Agu 2024, 11:00 WIB ←',
    ]);
    expect(shown.textContent).not.toContain('dana kembali');
  });

  it('shows a gateway refund on its way, then a store credit’s code once refunded', async () => {
    renderReturns(DELIVERED, {
      returns: vi.fn(async () =>
        ok([
          makeReturn({
            reference: 'KL-2408-0001-R2',
            status: 'refunded',
            status_label: 'Dana dikembalikan',
            refund_method: 'store_credit',
            refund_method_label: 'Saldo belanja (voucher Kilau)',
            bank: null,
            store_credit_code: 'SC-7KQ2M9',
            points_taken_back: 96,
            steps: stepsTo('approved', 'received', 'refunded'),
          }),
          makeReturn({
            status: 'refunding',
            status_label: 'Dana sedang dikembalikan',
            refund_method: 'original',
            refund_method_label: 'Ke metode pembayaran awal',
            bank: null,
            steps: stepsTo('approved', 'received', 'refunding'),
          }),
        ]),
      ),
    });
    const refunded = await screen.findByRole('article', { name: /KL-2408-0001-R2/ });
    expect(steps(refunded).at(-1)).toBe('Dana dikembalikan6 Agu 2024, 13:00 WIB ←');
    expect(refunded.textContent).toContain('Dana kembali');
    expect(refunded.textContent).toContain('SC-7KQ2M9');
    expect(refunded.textContent).toContain('96 Beauty Points dari pesanan ini ditarik kembali.');
    expect(within(refunded).getByRole('button', { name: /Salin/ })).toBeTruthy();
    const refunding = await card();
    expect(steps(refunding).at(-1)).toBe('Dana sedang dikembalikan6 Agu 2024, 13:00 WIB ←');
  });

  it('withdraws a requested return through the page’s action, then offers a new request', async () => {
    const withdrawn = makeReturn({
      status: 'cancelled',
      status_label: 'Dibatalkan',
      steps: stepsTo('cancelled'),
    });
    const cancelReturn = vi.fn(async () => ok(withdrawn));
    const returnOptions = vi
      .fn<OrdersApi['returnOptions']>()
      .mockResolvedValueOnce(ok(makeReturnOptions({ eligible: false })))
      .mockResolvedValue(ok(makeReturnOptions()));
    renderReturns(DELIVERED, {
      returnOptions,
      returns: vi
        .fn<OrdersApi['returns']>()
        .mockResolvedValueOnce(ok([makeReturn()]))
        .mockResolvedValue(ok([withdrawn])),
      cancelReturn,
    });
    const shown = await card();
    fireEvent.click(within(shown).getByRole('button', { name: 'Batalkan pengajuan' }));
    expect(shown.textContent).toContain('Batalkan pengajuan KL-2408-0001-R1?');
    fireEvent.click(within(shown).getByRole('button', { name: 'Ya, batalkan' }));
    await waitFor(() =>
      expect(within(shown).getByText('Dibatalkan', { selector: '.order-state' })).toBeTruthy(),
    );
    expect(cancelReturn).toHaveBeenCalledWith('KL-2408-0001-R1');
    expect(await screen.findByRole('link', { name: /Ajukan pengembalian/ })).toBeTruthy();
  });

  it('tells a refused withdrawal (reviewed meanwhile) in the API’s words', async () => {
    renderReturns(DELIVERED, {
      returns: vi.fn(async () => ok([makeReturn()])),
      cancelReturn: vi.fn(async () =>
        refused(409, 'return_state_changed', 'Pengembalian ini sudah berubah status.'),
      ),
    });
    const shown = await card();
    fireEvent.click(within(shown).getByRole('button', { name: 'Batalkan pengajuan' }));
    fireEvent.click(within(shown).getByRole('button', { name: 'Ya, batalkan' }));
    expect(await within(shown).findByText('Pengembalian ini sudah berubah status.')).toBeTruthy();
  });

  it('shows a photo that failed with its error, and sends it again on "Coba lagi"', async () => {
    const withPhoto = makeReturn({
      photos: [{ id: '5', url: '/api/order/user/me/returns/KL-2408-0001-R1/photos/5' }],
      updated_at: '2024-08-06T03:05:00.000Z',
    });
    const uploadReturnPhoto = vi
      .fn<OrdersApi['uploadReturnPhoto']>()
      .mockResolvedValueOnce(refused(422, 'image_aspect_ratio', 'Foto terlalu panjang.'))
      .mockResolvedValue(ok(withPhoto));
    renderReturns(DELIVERED, {
      returns: vi.fn(async () => ok([makeReturn()])),
      uploadReturnPhoto,
    });
    const shown = await card();
    const input = within(shown).getByLabelText<HTMLInputElement>(/Tambah foto/);
    const bytes = new Uint8Array(64);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const photo = new File([bytes], 'botol.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [photo], configurable: true });
    await act(async () => {
      fireEvent.change(input);
    });
    expect(await within(shown).findByText('Foto terlalu panjang.')).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Unggah ulang botol.png' }));
    const sent = await within(shown).findByRole('img', {
      name: 'Foto 1 pengembalian KL-2408-0001-R1',
    });
    expect(sent.getAttribute('src')).toBe('/api/order/user/me/returns/KL-2408-0001-R1/photos/5');
    expect(uploadReturnPhoto).toHaveBeenCalledTimes(2);
    expect(within(shown).queryByText('Foto terlalu panjang.')).toBeNull();
  });
});
