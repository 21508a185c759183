import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActionFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell } from '~/testing/render';
import { BCA_VA, makeOrder, makeOrderGift } from '../../testing/fixtures';
import type { PaymentMethodInfo } from '../../types';
import { CHECK_PAYMENT_INTENT, ConfirmationPage } from './confirmation-page';

/** The loader's clock: the order was placed half an hour earlier. */
const SERVER_NOW = Date.parse('2025-11-21T08:00:00.000Z');

configure({ asyncUtilTimeout: 5_000 });
describe('the confirmation page (000 §2, §4, §5, §9)', { timeout: 20_000 }, () => {
  it('shows the virtual account number, the amount and the deadline in WIB', () => {
    renderInShell(<ConfirmationPage order={makeOrder()} method={BCA_VA} serverNow={SERVER_NOW} />, {
      path: '/order/confirmation/9001',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Selesaikan pembayaranmu' })).toBeTruthy();
    expect(screen.getByText(/Pesanan KLU-251121-7Q4M2X sudah kami terima/)).toBeTruthy();
    expect(screen.getByText('BCA Virtual Account')).toBeTruthy();
    expect(screen.getByText('1234 5678 901')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salin Nomor Virtual Account' })).toBeTruthy();
    expect(screen.getByTestId('amount-due').textContent).toBe('Rp336.000');
    // Created 21 Nov 07:30 UTC: due a day later, 14:30 WIB.
    expect(screen.getByTestId('payment-due').textContent).toBe(
      'Bayar sebelum 22 Nov 2025, 14:30 WIB',
    );
    expect(screen.getByRole('timer')).toBeTruthy();
  });

  it('lists the free gift that came with the order beside its lines', () => {
    const order = makeOrder({
      free_products: [makeOrderGift()],
    });
    renderInShell(<ConfirmationPage order={order} method={BCA_VA} serverNow={SERVER_NOW} />, {
      path: '/order/confirmation/9001',
    });
    const recap = screen.getByRole('region', { name: 'Produk yang dipesan' });
    expect(within(recap).getByText('Pouch Kosmetik Eksklusif (Hadiah)')).toBeTruthy();
    expect(within(recap).getByText('Hadiah gratis')).toBeTruthy();
  });

  it('walks through how to pay with the order’s own number and amount', () => {
    renderInShell(<ConfirmationPage order={makeOrder()} method={BCA_VA} serverNow={SERVER_NOW} />, {
      path: '/order/confirmation/9001',
    });
    const guide = screen.getByRole('region', { name: 'Cara Pembayaran' });
    expect(within(guide).getByRole('heading', { name: 'ATM BCA' })).toBeTruthy();
    expect(guide.textContent).toContain('Masukkan 12345678901, lalu pilih Benar.');
    expect(guide.textContent).toContain('Periksa nama dan tagihan sebesar Rp336.000');
    expect(
      within(guide).getByRole('link', { name: 'Lihat semua cara pembayaran' }).getAttribute('href'),
    ).toBe('/how-to-pay?method=bca_virtual_account');
  });

  it('shows a store payment code for Indomaret', () => {
    const order = makeOrder({
      payment_method: 'indomaret',
      payment: { payment_type: 'cstore', payment_code: '998877665544', store: 'indomaret' },
    });
    renderInShell(<ConfirmationPage order={order} method={null} serverNow={SERVER_NOW} />, {
      path: '/order/confirmation/9001',
    });
    expect(screen.getByText('Kode Pembayaran')).toBeTruthy();
    expect(screen.getByText('9988 7766 5544')).toBeTruthy();
    // The method's name, with its name badge beside it (hidden from assistive technology).
    expect(screen.getByText('Indomaret', { selector: 'p' })).toBeTruthy();
    const badge = screen.getByText('Indomaret', { selector: '[data-name-badge]' });
    expect(badge.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('region', { name: 'Cara Pembayaran' }).textContent).toContain(
      'Tunjukkan 998877665544 kepada kasir.',
    );
  });

  it('lists the shop’s bank accounts for a manual transfer', () => {
    const transfer: PaymentMethodInfo = {
      code: 'bank_transfer',
      name: 'Transfer Bank',
      logo: null,
      bankAccounts: [
        {
          id_bank_account: 1,
          bank_name: 'BCA',
          account_number: '5270123456',
          account_name: 'PT Kilau Cantik Indonesia',
        },
        {
          id_bank_account: 2,
          bank_name: 'MANDIRI',
          account_number: '1230009876543',
          account_name: 'PT Kilau Cantik Indonesia',
        },
      ],
    };
    const order = makeOrder({ payment_method: 'bank_transfer', payment: {} });
    renderInShell(<ConfirmationPage order={order} method={transfer} serverNow={SERVER_NOW} />, {
      path: '/order/confirmation/9001',
    });
    expect(screen.getByText('Transfer ke salah satu rekening berikut')).toBeTruthy();
    expect(screen.getByText('5270123456')).toBeTruthy();
    expect(screen.getByText('1230009876543')).toBeTruthy();
    expect(screen.getAllByText('a.n. PT Kilau Cantik Indonesia')).toHaveLength(2);
    expect(screen.getByTestId('payment-due').textContent).toContain('WIB');
  });

  it('shows no deadline for methods without one, and the e-wallet’s QR code and app link', () => {
    const order = makeOrder({
      state: { id: 1, name: 'Order created' },
      payment_method: 'gopay',
      payment: {
        payment_type: 'gopay',
        actions: [
          { name: 'generate-qr-code', method: 'GET', url: '/sandbox-gateway/v2/gopay/tx/qr-code' },
          { name: 'deeplink-redirect', method: 'GET', url: '/sandbox-gateway/ewallet/tx' },
        ],
      },
    });
    renderInShell(<ConfirmationPage order={order} method={null} serverNow={SERVER_NOW} />, {
      path: '/order/confirmation/9001',
    });
    expect(screen.queryByTestId('payment-due')).toBeNull();
    expect(screen.getByRole('img', { name: 'Kode QR pembayaran GoPay' }).getAttribute('src')).toBe(
      '/sandbox-gateway/v2/gopay/tx/qr-code',
    );
    expect(screen.getByRole('link', { name: 'Buka GoPay' }).getAttribute('href')).toBe(
      '/sandbox-gateway/ewallet/tx',
    );
  });

  it('checks the payment status and says when it has not arrived yet', async () => {
    const sent: string[] = [];
    const action = vi.fn(async ({ request }: ActionFunctionArgs) => {
      sent.push(String((await request.formData()).get('intent')));
      return { intent: CHECK_PAYMENT_INTENT, waiting: true };
    });
    renderInShell(<ConfirmationPage order={makeOrder()} method={BCA_VA} serverNow={SERVER_NOW} />, {
      path: '/order/confirmation/9001',
      action,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cek status pembayaran' }));
    await waitFor(() => expect(sent).toEqual([CHECK_PAYMENT_INTENT]));
    expect(
      await screen.findByText(
        'Pembayaranmu belum kami terima. Selesaikan pembayaran, lalu cek lagi.',
      ),
    ).toBeTruthy();
  });

  it('recaps the order: lines, delivery and money', () => {
    renderInShell(<ConfirmationPage order={makeOrder()} method={BCA_VA} serverNow={SERVER_NOW} />, {
      path: '/order/confirmation/9001',
    });
    const recap = screen.getByRole('region', { name: 'Produk yang dipesan' });
    expect(recap.textContent).toContain('Luminous Dewy Skin Tint');
    expect(recap.textContent).toContain('Jl. Kemang Raya No. 12, 12730');
    expect(recap.textContent).toContain('JNE REG');
    expect(recap.textContent).toContain('Rp18.000');
    expect(screen.getByRole('link', { name: 'Lihat pesanan saya' }).getAttribute('href')).toBe(
      '/my-orders',
    );
  });

  it('speaks English when the shopper chose it', () => {
    renderInShell(<ConfirmationPage order={makeOrder()} method={BCA_VA} serverNow={SERVER_NOW} />, {
      path: '/order/confirmation/9001',
      locale: 'en',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Complete your payment' })).toBeTruthy();
    expect(screen.getByTestId('payment-due').textContent).toBe('Pay before 22 Nov 2025, 14:30 WIB');
  });
});
