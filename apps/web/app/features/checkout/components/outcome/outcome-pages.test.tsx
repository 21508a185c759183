import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '~/testing/render';
import { makeOrder, makeOrderGift } from '../../testing/fixtures';
import { FailedPage } from './failed-page';
import { SuccessPage } from './success-page';

describe('the success page (000 §2, §4)', () => {
  it('thanks for a paid order', () => {
    renderInShell(
      <SuccessPage
        order={makeOrder({ state: { id: 4, name: 'Payment accepted' } })}
        method={null}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Terima kasih, pesananmu berhasil!' }),
    ).toBeTruthy();
    expect(screen.getByText(/Pesanan KLU-251121-7Q4M2X sedang kami siapkan/)).toBeTruthy();
    expect(screen.getByText('BCA Virtual Account')).toBeTruthy();
  });

  it('a store order names the store to collect in, and no courier or shipping line', () => {
    const base = makeOrder({ state: { id: 4, name: 'Payment accepted' } });
    const order = makeOrder({
      state: { id: 4, name: 'Payment accepted' },
      shipping_fee: 0,
      delivery_address: { ...base.delivery_address!, id: 'store-5', title: 'Kilau Senopati' },
      shipping: {
        ...base.shipping!,
        carrier_code: 'store_pickup',
        carrier_name: 'Kilau Senopati',
        service_name: 'Kilau Senopati',
        eta_min_days: 0,
        eta_max_days: 0,
      },
    });
    renderInShell(<SuccessPage order={order} method={null} />);
    const recap = screen.getByRole('region', { name: 'Produk yang dipesan' });
    expect(within(recap).getByText('Ambil di toko')).toBeTruthy();
    expect(within(recap).getByText(/Kilau Senopati ·/)).toBeTruthy();
    expect(within(recap).queryByText('Dikirim ke')).toBeNull();
    expect(within(recap).queryByText(/Estimasi/)).toBeNull();
    expect(within(recap).queryByText('Ongkos kirim')).toBeNull();
    expect(within(recap).queryByText('Pengiriman')).toBeNull();
  });

  it('lists the free gift that came with the order', () => {
    const order = makeOrder({
      state: { id: 4, name: 'Payment accepted' },
      free_products: [makeOrderGift()],
    });
    renderInShell(<SuccessPage order={order} method={null} />);
    const recap = screen.getByRole('region', { name: 'Produk yang dipesan' });
    expect(within(recap).getByText('Pouch Kosmetik Eksklusif (Hadiah)')).toBeTruthy();
    expect(within(recap).getByText('Hadiah gratis')).toBeTruthy();
  });

  it('asks to finish an OVO payment that is still open in the app', () => {
    const order = makeOrder({
      state: { id: 1, name: 'Order created' },
      payment_method: 'ovo',
      payment: {},
    });
    renderInShell(<SuccessPage order={order} method={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Satu langkah lagi' })).toBeTruthy();
    expect(screen.getByText(/Selesaikan pembayaran di aplikasi OVO kamu/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Aplikasi OVO' })).toBeTruthy();
  });

  it('sends the OVO request again to the number typed, and says so', async () => {
    const order = makeOrder({
      state: { id: 1, name: 'Order created' },
      payment_method: 'ovo',
      payment: {},
    });
    const sent: Array<Record<string, string>> = [];
    renderInShell(<SuccessPage order={order} method={null} />, {
      action: async ({ request }) => {
        const form = Object.fromEntries(await request.formData()) as Record<string, string>;
        sent.push(form);
        return { intent: 'ovo_resend', ok: true, field: null, message: null };
      },
    });
    const region = screen.getByRole('region', { name: 'Belum menerima notifikasi OVO?' });
    fireEvent.change(within(region).getByLabelText('Nomor Handphone OVO'), {
      target: { value: '085712345678' },
    });
    fireEvent.click(within(region).getByRole('button', { name: 'Kirim ulang ke OVO' }));
    expect(
      await within(region).findByText(
        'Permintaan pembayaran sudah dikirim. Buka aplikasi OVO untuk menyelesaikannya.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([{ intent: 'ovo_resend', phone: '085712345678' }]);
  });

  it('does not offer the OVO request again for a paid order', () => {
    renderInShell(
      <SuccessPage
        order={makeOrder({ state: { id: 4, name: 'Payment accepted' }, payment_method: 'ovo' })}
        method={null}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Belum menerima notifikasi OVO?' })).toBeNull();
  });

  it('links to the e-wallet’s payment request when the gateway gives a page for it', () => {
    const order = makeOrder({
      state: { id: 1, name: 'Order created' },
      payment_method: 'ovo',
      payment: {
        actions: [{ name: 'push-notification', method: 'GET', url: '/sandbox-gateway/ewallet/t5' }],
      },
    });
    renderInShell(<SuccessPage order={order} method={null} />);
    expect(
      screen.getByRole('link', { name: 'Buka permintaan pembayaran OVO' }).getAttribute('href'),
    ).toBe('/sandbox-gateway/ewallet/t5');
  });

  it('says a free order was paid by vouchers and points', () => {
    const order = makeOrder({
      state: { id: 4, name: 'Payment accepted' },
      payment_method: 'free_order',
      total_paid: 0,
      payment: {},
    });
    renderInShell(<SuccessPage order={order} method={null} />);
    expect(
      screen.getByText('Pesanan ini sepenuhnya dibayar dengan voucher dan poin kamu.'),
    ).toBeTruthy();
  });

  it('thanks in general terms without an order id', () => {
    renderInShell(<SuccessPage order={null} method={null} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Terima kasih, pesananmu berhasil!' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lanjut belanja' }).getAttribute('href')).toBe('/');
  });
});

describe('the failure pages (000 §2, §4, §8)', () => {
  it('names the OVO number and the reason from the query', () => {
    renderInShell(
      <FailedPage
        kind="payment"
        order={makeOrder({ payment_method: 'ovo' })}
        phoneNo="081234567890"
        message="Transaksi ditolak oleh OVO"
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Pembayaran belum berhasil' }),
    ).toBeTruthy();
    expect(screen.getByText(/nomor \+6281234567890/)).toBeTruthy();
    expect(screen.getByText('Transaksi ditolak oleh OVO')).toBeTruthy();
    expect(screen.getByText('KLU-251121-7Q4M2X')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat pesanan saya' })).toBeTruthy();
  });

  it.each([
    ['sorry', 'Maaf, pesananmu belum bisa diproses', 'Kembali ke tas belanja', '/order'],
    ['preorder', 'Kuota pre-order sudah habis', 'Kembali ke tas belanja', '/order'],
    ['card', 'Pembayaran kartu gagal', 'Lihat pesanan saya', '/my-orders'],
  ] as const)('%s: %s', (kind, title, action, href) => {
    renderInShell(<FailedPage kind={kind} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: action }).getAttribute('href')).toBe(href);
  });
});
