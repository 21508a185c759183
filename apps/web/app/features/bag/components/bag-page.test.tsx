import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type ActionFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ModalStackProvider } from '~/components/ui/modal-stack';
import { ToastProvider } from '~/components/ui/toast';
import { LocaleProvider } from '~/lib/i18n';
import type { Cart } from '~/lib/cart-api';
import type { CartToggles, CartVoucher, BagPageData, VoucherPage } from '../types';
import {
  makeCart,
  makeLine,
  makeTotals,
  makeVoucher,
  POINTS,
  TOGGLES_ON,
} from '../testing/fixtures';
import { recordingAction } from '../testing/recording-action';
import { BagPage } from './bag-page';
import type { PromoDetailData } from './promo-detail-modal';

const ready = (
  cart: Cart,
  extra: Partial<Extract<BagPageData, { state: 'ready' }>> = {},
): BagPageData => ({
  state: 'ready',
  cart,
  toggles: TOGGLES_ON,
  points: POINTS,
  paperBag: null,
  ...extra,
});

/** The page at /order in a memory router with the shell's providers and the vouchers route. */
function renderPage(
  ui: ReactNode,
  {
    path = '/order',
    action,
    vouchers = [],
    root = null,
  }: {
    path?: string;
    action?: ActionFunction;
    vouchers?: CartVoucher[];
    /** What the root loader gave the page (e.g. `{ storeMode }` in self-checkout mode). */
    root?: Record<string, unknown> | null;
  } = {},
) {
  const shell = (
    <LocaleProvider locale="id">
      <ToastProvider>
        <ModalStackProvider>{ui}</ModalStackProvider>
      </ToastProvider>
    </LocaleProvider>
  );
  const router = createMemoryRouter(
    [
      { id: 'root', path: '/order', element: shell, ...(action ? { action } : {}) },
      {
        path: '/order/vouchers',
        loader: ({ request }): VoucherPage => {
          const page = Number(new URL(request.url).searchParams.get('page'));
          return {
            vouchers: vouchers.slice((page - 1) * 10, page * 10),
            total: vouchers.length,
            page,
            ok: true,
          };
        },
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root } } },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

const page = (
  data: BagPageData,
  extra: { promo?: PromoDetailData; verifiedPhone?: boolean } = {},
) => (
  <BagPage
    data={data}
    specialPrices={Promise.resolve([])}
    promo={extra.promo ?? null}
    verifiedPhone={extra.verifiedPhone ?? true}
  />
);

// Router, fetchers and modals: slow on a busy machine, so these tests get more time.
configure({ asyncUtilTimeout: 5_000 });
describe('the bag page (000 §2, §4, §8)', { timeout: 20_000 }, () => {
  it('invites to shop when the bag is empty', () => {
    renderPage(page(ready(makeCart({ products: [] }))));
    expect(screen.getByRole('heading', { name: 'Tas belanjamu masih kosong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mulai belanja' }).getAttribute('href')).toBe('/shop');
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
  });

  it('flags the page when the cart could not be read', () => {
    renderPage(page({ state: 'error' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Tas belanja belum bisa dimuat');
    expect(within(alert).getByRole('link', { name: 'Coba lagi' })).toBeTruthy();
  });

  it("warns 'Beberapa stock produk tidak cukup' and blocks checkout while stock is short", () => {
    const cart = makeCart({
      has_oos_product: true,
      stock_message: 'Beberapa stock produk tidak cukup',
      products: [makeLine({ quantity: 3, stock: 1, quantity_error: 'out_of_stock' })],
    });
    renderPage(page(ready(cart)));
    expect(screen.getAllByRole('alert')[0]?.textContent).toContain(
      'Beberapa stock produk tidak cukup',
    );
    const checkout = screen.getAllByRole<HTMLButtonElement>('button', { name: 'Checkout' });
    expect(checkout.every((button) => button.disabled)).toBe(true);
  });

  it('shows how far the bag is from free shipping', () => {
    const cart = makeCart({
      totals: makeTotals({
        total_amount: 150_000,
        free_shipping: { limit: 200_000, gap: 50_000, qualifies: false },
      }),
    });
    renderPage(page(ready(cart)));
    expect(screen.getByText('Belanja Rp50.000 lagi untuk gratis ongkir')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
  });

  it('in a store (self-checkout) shows no free shipping and no shipping step', () => {
    const cart = makeCart({
      totals: makeTotals({
        total_amount: 150_000,
        free_shipping: { limit: 200_000, gap: 50_000, qualifies: false },
      }),
    });
    renderPage(page(ready(cart)), {
      root: { storeMode: { storeId: 5, selfCheckoutId: 'qr-1', storeName: 'Kilau Senopati' } },
    });
    expect(screen.queryByText(/gratis ongkir/)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const steps = screen.getByRole('navigation', { name: 'Langkah checkout' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(steps).queryByText('Pengiriman')).toBeNull();
  });

  it('hides beauty points when the points toggle is off', () => {
    const toggles: CartToggles = { cart_verified_only_apply_voucher: false, points: false };
    renderPage(page(ready(makeCart(), { toggles })));
    expect(screen.getByLabelText('Kode Voucher')).toBeTruthy();
    expect(screen.queryByLabelText('Jumlah poin')).toBeNull();
    expect(screen.queryByText(/Kamu punya/)).toBeNull();
  });

  it('asks a member with an unverified phone to verify before using vouchers', () => {
    const toggles: CartToggles = { cart_verified_only_apply_voucher: true, points: true };
    renderPage(page(ready(makeCart(), { toggles }), { verifiedPhone: false }));
    expect(screen.queryByLabelText('Kode Voucher')).toBeNull();
    expect(screen.getByText(/Verifikasi nomor handphone kamu/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verifikasi di Akun Saya' })).toBeTruthy();
  });

  it('says so when redeeming points released the voucher', async () => {
    const { action } = recordingAction(() => ({
      intent: 'apply-points',
      ok: true,
      message: 'Beauty points berhasil dipakai.',
      cleared: { kind: 'voucher', code: 'GLOW50' },
    }));
    const cart = makeCart({
      voucher_code: 'GLOW50',
      voucher_id: 'v-1',
      voucher: { _id: 'v-1', code: 'GLOW50', name: 'Glow', discount_type: 'amount' },
      totals: makeTotals({ discount: 50_000, voucher_discount: 50_000 }),
    });
    renderPage(page(ready(cart)), { action });
    fireEvent.change(screen.getByLabelText('Jumlah poin'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tukar' }));
    const note =
      'Voucher GLOW50 dilepas karena voucher dan beauty points tidak bisa dipakai bersamaan.';
    await waitFor(() =>
      expect(screen.getAllByText(note, { exact: false }).length).toBeGreaterThan(0),
    );
  });

  it('lists my vouchers with why one cannot be used, and applies another', async () => {
    const { action, sent } = recordingAction((form) => ({
      intent: 'apply-voucher',
      ok: true,
      message: 'Voucher berhasil dipakai.',
      target: form.get('voucher_code'),
    }));
    const vouchers = [
      makeVoucher(),
      makeVoucher({
        _id: 'v-2',
        code: 'BIG500',
        name: 'Potongan Besar',
        is_eligible: false,
        reason: 'Minimal belanja Rp500.000',
      }),
    ];
    renderPage(page(ready(makeCart({ point_applied: 0 }))), { action, vouchers });
    fireEvent.click(screen.getByRole('button', { name: 'Lihat voucher saya' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voucher Saya' });
    const big = await within(dialog).findByRole('article', { name: 'Potongan Besar' });
    expect(big.textContent).toContain('Minimal belanja Rp500.000');
    expect(within(big).queryByRole('button', { name: /Pakai voucher/ })).toBeNull();
    const glow = within(dialog).getByRole('article', { name: 'Potongan Glow Rp50.000' });
    expect(glow.textContent).toContain('Potongan Rp50.000');
    expect(glow.textContent).toContain('Min. belanja Rp250.000');
    fireEvent.click(
      within(glow).getByRole('button', { name: 'Pakai voucher Potongan Glow Rp50.000' }),
    );
    await waitFor(() =>
      expect(sent).toEqual([{ intent: 'apply-voucher', voucher_code: 'GLOW50' }]),
    );
    // Applied: the list closes.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Voucher Saya' })).toBeNull());
  });

  it('pages my vouchers ten at a time', async () => {
    const vouchers = Array.from({ length: 12 }, (_, index) =>
      makeVoucher({ _id: `v-${index}`, code: `CODE${index}`, name: `Voucher ${index + 1}` }),
    );
    renderPage(page(ready(makeCart())), { vouchers });
    fireEvent.click(screen.getByRole('button', { name: 'Lihat voucher saya' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voucher Saya' });
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(10));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Muat voucher lainnya' }));
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(12));
    expect(within(dialog).queryByRole('button', { name: 'Muat voucher lainnya' })).toBeNull();
  });

  it('opens the promo detail from ?promo= and clears the query string on close', async () => {
    const voucher = makeVoucher();
    const { router } = renderPage(
      page(ready(makeCart()), { promo: { code: 'GLOW50', voucher: Promise.resolve(voucher) } }),
      { path: '/order?promo=GLOW50' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Detail Promo' });
    await within(dialog).findByText('Potongan Glow Rp50.000');
    expect(dialog.textContent).toContain('Syarat & Ketentuan');
    expect(dialog.textContent).toContain('Tidak dapat digabung dengan beauty points.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/order');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leads Checkout to the shipping step when every line can be bought', () => {
    renderPage(page(ready(makeCart())));
    const links = screen.getAllByRole<HTMLAnchorElement>('link', { name: 'Checkout' });
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => link.getAttribute('href') === '/order/shipping')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
  });
});
