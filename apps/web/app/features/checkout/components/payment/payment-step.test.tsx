import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLoaderData,
  type ActionFunctionArgs,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalStackProvider } from '~/components/ui/modal-stack';
import { ToastProvider } from '~/components/ui/toast';
import { LocaleProvider } from '~/lib/i18n';
import { NO_PUBLIC_CONFIG } from '~/lib/public-config';
import type { CardGateway } from '../../lib/gateway.client';
import { makeAddress, makeBag, makeMethod } from '../../testing/fixtures';
import type { BankPromotionOffer, ChooserMethod, PaymentStepData, SavedCard } from '../../types';
import { PaymentStep } from './payment-step';

// The gateway's script is a browser download; the tests stand in for it (window.MidtransNew3ds).
vi.mock('~/lib/load-script', () => ({ loadScript: vi.fn(async () => {}) }));

const METHODS: ChooserMethod[] = [
  { code: 'credit_debit_card', name: 'Kartu Kredit/Debit', category: 'credit_card', position: 1 },
  {
    code: 'bca_virtual_account',
    name: 'BCA Virtual Account',
    category: 'bank_transfer',
    position: 2,
  },
  { code: 'gopay', name: 'GoPay', category: 'other', position: 3, flow: 'e_wallet' },
  { code: 'ovo', name: 'OVO', category: 'other', position: 4, flow: 'e_wallet' },
  { code: 'kredivo', name: 'Kredivo', category: 'other', position: 5, is_available: false },
];

const PROMOS: BankPromotionOffer[] = [
  {
    id_bank_promotion: 3,
    bank_name: 'BCA',
    title: 'Diskon BCA',
    discount_type: 'percentage',
    discount_value: 10,
    max_discount: 50_000,
    is_eligible: true,
    is_apply: false,
    discount: 31_800,
  },
  {
    id_bank_promotion: 4,
    bank_name: 'Mandiri',
    discount_type: 'amount',
    discount_value: 25_000,
    min_order: 500_000,
    is_eligible: false,
    is_apply: false,
    message: 'Minimal transaksi Rp500.000 untuk promo ini.',
  },
];

const SAVED: SavedCard = {
  _id: '5',
  saved_token_id: 'saved-481111-1114',
  masked_card: '481111-XXXX-1114',
  card_brand: 'visa',
  expiry_month: 12,
  expiry_year: 2029,
};

const GATEWAY = { clientKey: 'SB-client', scriptUrl: '/sandbox-gateway/v2/assets/js/x.js' };

function stepData(url: URL, over: Partial<PaymentStepData>): PaymentStepData {
  const method = url.searchParams.get('method');
  return {
    bag: makeBag(),
    address: makeAddress(),
    pickupStore: null,
    shipping: makeMethod({ is_selected: true }),
    chooser: { lastPaymentMethod: 'gopay', methods: METHODS, bankAccounts: [] },
    methodCode: METHODS.some((m) => m.code === method) ? method : null,
    promotions: method === 'bca_virtual_account' || method === 'credit_debit_card' ? PROMOS : [],
    savedCards: [],
    notice: null,
    ...over,
  };
}

function Step() {
  const data = useLoaderData() as PaymentStepData;
  return <PaymentStep data={data} memberPhone="081234567890" />;
}

/** The step at `path` under a root that carries the public config, as the app's routes do. */
function renderStep(
  path: string,
  {
    over = {},
    action,
  }: { over?: Partial<PaymentStepData>; action?: (args: ActionFunctionArgs) => unknown } = {},
) {
  const rootData = { member: null, publicConfig: { ...NO_PUBLIC_CONFIG, paymentGateway: GATEWAY } };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => rootData,
        element: (
          <LocaleProvider locale="id">
            <ToastProvider>
              <ModalStackProvider>
                <Outlet />
              </ModalStackProvider>
            </ToastProvider>
          </LocaleProvider>
        ),
        children: [
          {
            path: 'order/payment',
            loader: ({ request }) => stepData(new URL(request.url), over),
            ...(action ? { action } : {}),
            element: <Step />,
          },
          { path: 'order/payment/promotions', loader: () => ({ bin: '', promotions: [] }) },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

/** An action that records what PLACE ORDER posted and answers `answer`. */
function recording(answer: unknown) {
  const sent: Array<Record<string, string>> = [];
  const action = vi.fn(async ({ request }: ActionFunctionArgs) => {
    const form = await request.formData();
    sent.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])));
    return answer;
  });
  return { action, sent };
}

const placeButton = () => screen.getAllByRole('button', { name: 'Buat pesanan' })[0] as HTMLElement;

afterEach(() => {
  delete window.MidtransNew3ds;
});

configure({ asyncUtilTimeout: 5_000 });
describe('the payment step (000 §2, §3, §4, §5)', { timeout: 20_000 }, () => {
  it('opens the chooser by itself, grouped, with the last used method first', async () => {
    renderStep('/order/payment');
    const chooser = await screen.findByRole('dialog', { name: 'Pilih Metode Pembayaran' });
    const headings = within(chooser)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Rekomendasi', 'Kartu Kredit', 'Transfer Bank', 'Lainnya']);
    const recommended = within(chooser).getAllByRole('button')[1] as HTMLElement;
    expect(recommended.textContent).toContain('GoPay');
    expect(recommended.textContent).toContain('Terakhir dipakai');
    const kredivo = within(chooser).getByRole<HTMLButtonElement>('button', { name: /Kredivo/ });
    expect(kredivo.disabled).toBe(true);
    expect(kredivo.textContent).toContain('Tidak tersedia untuk total pesanan ini');
  });

  it('keeps the choice in the URL, so Back reopens the chooser', async () => {
    const { router } = renderStep('/order/payment');
    const chooser = await screen.findByRole('dialog', { name: 'Pilih Metode Pembayaran' });
    fireEvent.click(within(chooser).getByRole('button', { name: /BCA Virtual Account/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?method=bca_virtual_account'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The step shows the choice once the navigation has rendered (a loaded machine lags a frame).
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Metode Pembayaran' }).textContent).toContain(
        'BCA Virtual Account',
      ),
    );

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('dialog', { name: 'Pilih Metode Pembayaran' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/order/payment');
  });

  it('applies an eligible bank promotion, reads Applied, and takes it off the total', async () => {
    renderStep('/order/payment?method=bca_virtual_account');
    const apply = await screen.findByRole('button', { name: 'Pakai promo BCA' });
    expect(screen.getByTestId('checkout-total').textContent).toBe('Rp336.000');
    fireEvent.click(apply);
    const applied = await screen.findByRole('button', { name: 'Terpakai promo BCA' });
    expect(applied.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('checkout-total').textContent).toBe('Rp304.200');
    expect(screen.getByRole('region', { name: 'Ringkasan Pesanan' }).textContent).toContain(
      'Promo BCA',
    );
    fireEvent.click(applied);
    expect(await screen.findByRole('button', { name: 'Pakai promo BCA' })).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('Rp336.000');

    const mandiri = screen.getByRole<HTMLButtonElement>('button', { name: 'Pakai promo Mandiri' });
    expect(mandiri.disabled).toBe(true);
    expect(screen.getByText('Minimal transaksi Rp500.000 untuk promo ini.')).toBeTruthy();
    // The phone's sideways row takes the keyboard's focus, named by its section.
    const row = screen.getByRole('list', { name: 'Promo Bank' });
    expect(row.tabIndex).toBe(0);
  });

  it('places an OVO order with the phone, and retries under the same Idempotency-Key', async () => {
    const { action, sent } = recording({
      intent: 'place-order',
      outcome: 'refused',
      message: 'Terjadi kesalahan, silakan coba beberapa saat lagi.',
      retry: true,
    });
    renderStep('/order/payment?method=ovo', { action });
    const phone = await screen.findByLabelText('Nomor Handphone OVO');
    expect((phone as HTMLInputElement).value).toBe('81234567890');
    fireEvent.click(placeButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      intent: 'place-order',
      cart_id: '41',
      payment_method: 'ovo',
      total_price: '336000',
      phone_no: '081234567890',
    });
    expect(sent[0]?.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      await screen.findByText(
        'Tekan Buat Pesanan lagi untuk mencoba ulang — pesananmu tidak akan dibuat dua kali.',
      ),
    ).toBeTruthy();

    fireEvent.click(placeButton());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.idempotency_key).toBe(sent[0]?.idempotency_key);

    fireEvent.change(phone, { target: { value: '81298765432' } });
    fireEvent.click(placeButton());
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]?.phone_no).toBe('081298765432');
    expect(sent[2]?.idempotency_key).not.toBe(sent[0]?.idempotency_key);
  });

  it('says why an OVO number cannot be used before anything is sent', async () => {
    const { action, sent } = recording(null);
    renderStep('/order/payment?method=ovo', { action });
    const phone = await screen.findByLabelText('Nomor Handphone OVO');
    fireEvent.change(phone, { target: { value: '2112345678' } });
    fireEvent.click(placeButton());
    expect(await screen.findByText('Nomor handphone OVO tidak valid')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('masks the card number, names its brand and checks it with the Luhn test', async () => {
    const { action, sent } = recording(null);
    renderStep('/order/payment?method=credit_debit_card', { action });
    const number = (await screen.findByLabelText('Nomor Kartu')) as HTMLInputElement;
    expect(number.getAttribute('name')).toBeNull();
    fireEvent.change(number, { target: { value: '48111111111111159' } });
    expect(number.value).toBe('4811 1111 1111 1115');
    expect(screen.getByRole('img', { name: 'Kartu Visa' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Masa Berlaku'), { target: { value: '1229' } });
    fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '123' } });
    fireEvent.click(placeButton());
    expect(await screen.findByText('Nomor kartu tidak valid')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('tokenises the card in the browser and sends only the token', async () => {
    const cards: unknown[] = [];
    const gateway: CardGateway = {
      getCardToken: (card, callbacks) => {
        cards.push(card);
        callbacks.onSuccess?.({ status_code: '200', token_id: 'tok-481111-1114' });
      },
      authenticate: (url, callbacks) => callbacks.performAuthentication?.(url),
      redirect: vi.fn(),
    };
    window.MidtransNew3ds = gateway;
    const { action, sent } = recording({
      intent: 'place-order',
      outcome: 'authenticate',
      url: '/sandbox-gateway/v2/3ds/t9',
      orderId: '9001',
    });
    renderStep('/order/payment?method=credit_debit_card', { action });
    fireEvent.change(await screen.findByLabelText('Nomor Kartu'), {
      target: { value: '4811111111111114' },
    });
    fireEvent.change(screen.getByLabelText('Masa Berlaku'), { target: { value: '12/29' } });
    fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '123' } });
    fireEvent.click(screen.getByLabelText('Simpan kartu untuk pembayaran berikutnya'));
    fireEvent.click(placeButton());

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(cards).toEqual([
      {
        card_number: '4811111111111114',
        card_exp_month: '12',
        card_exp_year: '2029',
        card_cvv: '123',
      },
    ]);
    expect(sent[0]).toMatchObject({
      payment_method: 'credit_debit_card',
      token_id: 'tok-481111-1114',
      save_card: 'true',
    });
    expect(JSON.stringify(sent[0])).not.toContain('4811111111111114');
    expect(JSON.stringify(sent[0])).not.toContain('"123"');

    const auth = await screen.findByRole('dialog', { name: 'Verifikasi Kartu' });
    expect(within(auth).getByTitle('Halaman verifikasi bank penerbit').getAttribute('src')).toBe(
      '/sandbox-gateway/v2/3ds/t9',
    );
  });

  it('pays with a saved card and its CVV, and lists saved cards to remove', async () => {
    const cards: unknown[] = [];
    window.MidtransNew3ds = {
      getCardToken: (card, callbacks) => {
        cards.push(card);
        callbacks.onSuccess?.({ status_code: '200', token_id: 'tok-saved' });
      },
      authenticate: vi.fn(),
      redirect: vi.fn(),
    };
    const { action, sent } = recording(null);
    renderStep('/order/payment?method=credit_debit_card', {
      action,
      over: { savedCards: [SAVED] },
    });
    expect(await screen.findByText('481111-XXXX-1114')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('CVV kartu 1114'), { target: { value: '321' } });
    fireEvent.click(placeButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(cards).toEqual([{ token_id: 'saved-481111-1114', card_cvv: '321' }]);
    expect(sent[0]?.token_id).toBe('tok-saved');

    fireEvent.click(screen.getByRole('button', { name: 'Kelola' }));
    const modal = await screen.findByRole('dialog', { name: 'Kartu Tersimpan' });
    expect(within(modal).getByRole('button', { name: 'Hapus kartu 1114' })).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Pakai kartu baru' }));
    expect(await screen.findByLabelText('Nomor Kartu')).toBeTruthy();
  });

  it('needs no method for an order of Rp 0', async () => {
    const { action, sent } = recording(null);
    renderStep('/order/payment', {
      action,
      over: {
        bag: makeBag({
          totals: {
            ...makeBag().totals,
            total_amount_after_discount: 0,
            total_amount_after_extra: 0,
          },
        }),
        shipping: makeMethod({ is_selected: true, fee_after_discount: 0, is_free: true }),
      },
    });
    expect(
      await screen.findByText(
        'Pesananmu sudah lunas dengan voucher dan poin — tidak perlu memilih metode pembayaran.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(placeButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ payment_method: 'free_order', total_price: '0' });
  });
});
