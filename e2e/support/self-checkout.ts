import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { demoAdminApi, signInFirstTime } from './admin';
import { newMember } from './accounts';
import { ean13Png } from './barcode-image';
import { approveInSandbox, checkout, transactionOf } from './checkout';
import { registerByApi, signIn } from './members';
import { waitForHydration } from './page';

// Issue 23's self-checkout, shared by its browser test (which runs axe at each step) and the
// screenshot walk (which shoots each step): docs/design/self-checkout.md.

export const SELF_CHECKOUT_STORE_ID = 5;
const STAFF_PASSWORD = 'rahasia-staf-toko-e2e';

type Envelope<T> = { data: T };
type Tile = { id: number; slug: string; is_pack?: boolean; classification: string | null };
type Detail = {
  name: string;
  combinations: Array<{ id: number; barcode: string | null; is_active?: boolean }>;
  default_combination: { id: number; barcode: string | null; is_pre_order: boolean } | null;
};
type Match = { url: string; is_in_stock?: boolean; combination_id: string };

/** A plain product the store has on its shelf: its name, barcode and page. */
export async function shelfProduct(request: APIRequestContext) {
  const tiles = (
    (await (
      await request.get('/api/catalog/v3/products?limit=40&sort=bestseller')
    ).json()) as Envelope<Tile[]>
  ).data;
  for (const tile of tiles.filter((t) => !t.is_pack && t.classification === null)) {
    const detail = (
      (await (
        await request.get(`/api/catalog/v2/products/${tile.id}-${tile.slug}`)
      ).json()) as Envelope<Detail>
    ).data;
    const combination = detail.default_combination;
    if (!combination?.barcode || combination.is_pre_order) continue;
    const lookup = await request.get(
      `/api/pos/stores/${SELF_CHECKOUT_STORE_ID}/barcodes/${combination.barcode}`,
    );
    if (!lookup.ok()) continue;
    const match = ((await lookup.json()) as Envelope<Match>).data;
    if (match.is_in_stock === false) continue;
    return { name: detail.name, barcode: combination.barcode, url: match.url };
  }
  throw new Error('the demo store has a plain product on its shelf');
}

/** A store staff account signed in on a desktop page of its own. */
async function storeStaff(browser: Browser, tag: string) {
  const email = `toko.${tag}@kilau.id`;
  const demo = await demoAdminApi();
  const made = await demo.post('/api/admin/staff', {
    data: { email, name: `Staf Toko ${tag}`, role: 'store_staff', password: STAFF_PASSWORD },
  });
  expect(made.status(), await made.text()).toBe(201);
  await demo.dispose();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInFirstTime(page, email, STAFF_PASSWORD);
  return page;
}

/** The steps of the walk, in order, each named as its screenshot is. */
export type SelfCheckoutStep =
  | 'store'
  | 'product'
  | 'bag'
  | 'payment'
  | 'confirmation'
  | 'order-qr'
  | 'staff-verify'
  | 'staff-collected'
  | 'my-orders';

/**
 * The whole way in a store, checked as it goes: a new member opens the store's link, scans a
 * photo of a box's barcode (decoded in the page by its WASM decoder: Debian's Chromium has no
 * native detector), bags it, pays by QRIS (approved in the sandbox), shows the order QR; a store
 * staff member verifies and collects it in the back office; the QR and my-orders say so.
 * `atStep` runs at each step on the page that shows it (the shopper's, or the staff's).
 */
export async function walkSelfCheckout(
  page: Page,
  browser: Browser,
  atStep: (step: SelfCheckoutStep, shown: Page) => Promise<void>,
) {
  const tag = randomBytes(3).toString('hex');
  const member = newMember('toko');
  await registerByApi(member);
  await signIn(page, member.email, member.password);
  const product = await shelfProduct(page.request);

  // The store's QR opens self-checkout for store 5.
  await page.goto(`/self-checkout?store=${SELF_CHECKOUT_STORE_ID}&id=e2e-${tag}`);
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(page.getByRole('group', { name: 'Toko tempat kamu belanja' })).toBeVisible();
  await atStep('store', page);

  await main.getByLabel('Pindai dari foto').setInputFiles({
    name: 'barcode.png',
    mimeType: 'image/png',
    buffer: await ean13Png(product.barcode),
  });
  await expect(page).toHaveURL(new RegExp(`[?&]barcode=${product.barcode}`));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await atStep('product', page);
  await main.getByRole('button', { name: 'Tambah ke tas' }).first().click();
  await expect(page.getByRole('region', { name: 'Notifikasi tas belanja' })).toContainText(
    'Produk berhasil ditambahkan ke tas belanja.',
  );

  // The cart carries the store and its source.
  const cart = (
    (await (await page.request.get('/api/cart/user/me/carts')).json()) as Envelope<{
      store_id: number | string | null;
      source: string | null;
    }>
  ).data;
  expect(Number(cart.store_id)).toBe(SELF_CHECKOUT_STORE_ID);
  expect(cart.source).toBe('kilau_store');

  // Checkout in the store: no address, no courier; the store's methods.
  await page.goto('/order');
  await waitForHydration(page);
  await expect(main).toContainText(product.name);
  await atStep('bag', page);
  const steps = checkout(page);
  await steps.startCheckout();
  await expect(page).toHaveURL(/\/order\/payment/);
  await waitForHydration(page);
  await expect(main).toContainText('Ambil di toko');
  await steps.choose(/QRIS/);
  await atStep('payment', page);
  await steps.placeOrder();

  // The QRIS is paid in the sandbox; the confirmation moves on to success.
  await expect(page).toHaveURL(/\/order\/confirmation\/\d+$/);
  await waitForHydration(page);
  await atStep('confirmation', page);
  const orderId = /(\d+)$/.exec(new URL(page.url()).pathname)![1]!;
  const order = await transactionOf(page.request, orderId);
  await approveInSandbox(page.context(), order.payment.transaction_id);
  await expect
    .poll(async () => (await transactionOf(page.request, orderId)).payment_status)
    .toBe('settlement');
  const check = main.getByRole('button', { name: 'Cek status pembayaran' });
  if (await check.isVisible()) await check.click({ timeout: 2_000 }).catch(() => undefined);
  await expect(page).toHaveURL(/\/order\/success/);
  await waitForHydration(page);

  // The order QR, with its code as text for the cashier's scanner.
  await main.getByRole('button', { name: 'Tampilkan QR pengambilan' }).click();
  const modal = page.getByRole('dialog', { name: 'QR pengambilan' });
  await expect(modal.getByRole('img').first()).toBeVisible();
  await expect(modal).toContainText(order.reference_code);
  const token = await modal.getByLabel('Kode pengambilan').inputValue();
  expect(token).toMatch(/^KCT1\./);
  await atStep('order-qr', page);

  // Store staff verify it (paid, the line) and collect it, once.
  const staff = await storeStaff(browser, tag);
  await staff.goto('/admin/store-collection');
  await waitForHydration(staff);
  await staff.getByLabel('Kode QR pesanan').fill(token);
  await staff.getByRole('button', { name: 'Periksa' }).click();
  const result = staff.getByRole('region', { name: 'Hasil pemeriksaan' });
  await expect(result).toContainText(order.reference_code);
  await expect(result).toContainText(product.name);
  await atStep('staff-verify', staff);
  await staff.getByRole('button', { name: 'Tandai sudah diambil' }).click();
  await expect(result).toContainText('Sudah diambil');
  await atStep('staff-collected', staff);
  await staff.context().close();

  // The shopper's QR says so, and so does my-orders (leaving the order pages ends the mode).
  await expect(modal).toContainText('Sudah diambil', { timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await main.getByRole('link', { name: 'Lihat pesanan saya' }).click();
  await expect(page).toHaveURL(/\/my-orders/);
  await waitForHydration(page);
  await expect(page.getByRole('article').filter({ hasText: order.reference_code })).toContainText(
    'Sudah diambil',
  );
  await atStep('my-orders', page);
  await page.goto('/self-checkout');
  await expect(page).toHaveURL((url) => url.pathname === '/');
}
