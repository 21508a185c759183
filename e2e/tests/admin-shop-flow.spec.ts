import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoAdminApi, signInFirstTime } from '../support/admin';
import { fillBag } from '../support/checkout';
import { DEMO_MEMBER, DEMO_MEMBER_LOCK, signIn } from '../support/members';
import { bagPage, rupiah } from '../support/order';
import { myOrders, placeOrderByApi, RECEIPT_PNG } from '../support/orders';
import { waitForHydration } from '../support/page';

// Issue 18's flow across the team: a merchandiser creates a voucher that the demo member then
// uses in the bag and schedules a popup that home shows; operations checks the demo member's
// transfer receipt and moves the paid order to shipped, and the member tracks it; the audit log
// lists each step. A popup on home would cover other tests' pages: this file runs in its own
// Playwright project, after the desktop and mobile ones (playwright.config.ts).
test.describe.configure({ timeout: 240_000, lock: DEMO_MEMBER_LOCK });

const PASSWORD = 'rahasia-staf-e2e';

/** A new staff account of `role`, signed in on a page of its own (the authenticator enrolled). */
async function staffPage(browser: Browser, role: 'merchandiser' | 'operations', tag: string) {
  const email = `${role}.flow.${tag}@kilau.id`;
  const demo = await demoAdminApi();
  const made = await demo.post('/api/admin/staff', {
    data: { email, name: `${role} ${tag}`, role, password: PASSWORD },
  });
  expect(made.status(), await made.text()).toBe(201);
  await demo.dispose();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInFirstTime(page, email, PASSWORD);
  return { page, email };
}

/** `datetime-local` text for a WIB time `minutes` from now. */
const wib = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000 + 7 * 3_600_000).toISOString().slice(0, 16);

async function advance(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('button', { name: button, exact: true })).toHaveCount(0);
}

test('a voucher and a popup from the back office reach the shop, and operations ships the demo member’s order', async ({
  browser,
  page,
}) => {
  const tag = randomBytes(3).toString('hex');
  const code = `FLOW${tag.toUpperCase()}`;
  const merch = await staffPage(browser, 'merchandiser', tag);

  // A voucher of Rp15.000.
  await merch.page.goto('/admin/vouchers/new');
  await waitForHydration(merch.page);
  await merch.page.getByLabel('Kode voucher').fill(code);
  await merch.page.getByLabel('Nama voucher').fill(`Voucher uji ${tag}`);
  await merch.page.getByLabel('Potongan (Rp)', { exact: true }).fill('15.000');
  await merch.page.getByRole('button', { name: 'Simpan voucher' }).click();
  await expect(merch.page.getByText(`Voucher ${code} dibuat.`)).toBeVisible();

  // A popup from now for an hour, shown every visit.
  const title = `Promo kilat ${tag}`;
  await merch.page.goto('/admin/banners/new');
  await waitForHydration(merch.page);
  await merch.page.getByLabel('Penempatan').selectOption('popup_banner');
  await merch.page.getByLabel('Judul', { exact: true }).fill(title);
  await merch.page.getByLabel('Tautan').fill('/shop/all');
  await merch.page.getByLabel('Tampilkan popup').selectOption('always');
  await merch.page.getByLabel('Mulai (WIB)').fill(wib(-1));
  await merch.page.getByLabel('Selesai (WIB)').fill(wib(60));
  await merch.page.getByLabel('Aktif', { exact: true }).check();
  await merch.page.getByRole('button', { name: 'Simpan banner' }).click();
  await expect(merch.page).toHaveURL(/\/admin\/banners\/\d+/);
  const bannerId = /\/admin\/banners\/(\d+)/.exec(merch.page.url())![1]!;

  // Home shows it.
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: title });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Lihat promo' })).toBeVisible();
  // Escape closes the topmost modal: a modal that opened beside the popup (the quick tour, the
  // terms prompt) takes the first press, so press until the popup has gone.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  // The demo member uses the voucher in the bag, places the order by transfer and sends the
  // receipt.
  await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await fillBag(page.request);
  const addresses = (await (await page.request.get('/api/users/me/addresses')).json()) as {
    data: Array<{ _id: string }>;
  };
  const addressId = addresses.data[0]!._id;
  const bag = bagPage(page);
  await bag.open();
  await bag.applyVoucher(code);
  await expect(bag.promotions.getByText(code, { exact: true })).toBeVisible();
  await expect(bag.amountOf(/Diskon voucher/)).toHaveText(`−${rupiah(15_000)}`);
  const placed = await placeOrderByApi(page.request, addressId, 'bank_transfer');
  const reference = placed.reference_code;
  const orders = myOrders(page);
  await orders.open();
  await orders.action(reference, 'Konfirmasi pembayaran').click();
  const confirm = orders.dialog('Konfirmasi Pembayaran');
  await confirm.getByLabel('Bank pengirim').fill('BCA');
  await confirm.getByLabel('Nama pemilik rekening').fill('Nadia Putri');
  await confirm.getByLabel('Bukti transfer').setInputFiles({
    name: 'bukti.png',
    mimeType: 'image/png',
    buffer: RECEIPT_PNG,
  });
  await confirm.getByRole('button', { name: 'Kirim konfirmasi' }).click();
  await expect(confirm).toBeHidden();

  // Operations: the receipt accepted, then picked, packed and handed to the carrier.
  const ops = await staffPage(browser, 'operations', tag);
  await ops.page.goto('/admin/orders');
  await waitForHydration(ops.page);
  await ops.page.getByLabel('Cari (no. pesanan, email, atau telepon)').fill(reference);
  await ops.page.getByRole('button', { name: 'Terapkan filter' }).click();
  await ops.page.getByRole('link', { name: reference }).click();
  await waitForHydration(ops.page);
  for (const move of [
    'Terima pembayaran',
    'Verifikasi pesanan',
    'Mulai ambil barang',
    'Tandai dikemas',
    'Tandai slip dicetak',
    'Kirim ke kurir',
  ]) {
    await advance(ops.page, move);
  }

  // The member tracks the parcel.
  await orders.open();
  await orders.action(reference, 'Lacak pesanan').click();
  const tracking = orders.dialog('Lacak Pesanan');
  await expect(tracking).toBeVisible();
  await expect(tracking.getByRole('list', { name: 'Perjalanan paket' })).toBeVisible();

  // The popup ends now (other pages of the run stay clear of it).
  await merch.page.goto(`/admin/banners/${bannerId}`);
  await waitForHydration(merch.page);
  await merch.page.getByLabel('Aktif', { exact: true }).uncheck();
  await merch.page.getByRole('button', { name: 'Simpan banner' }).click();
  await expect(merch.page.getByLabel('Aktif', { exact: true })).not.toBeChecked();

  // The audit log: each step, by whom.
  const admin = await demoAdminApi();
  const entries = async (email: string) =>
    (
      (await (await admin.get('/api/admin/audit-log?limit=100')).json()).data as Array<{
        staff_email: string;
        action: string;
        entity_id: string;
      }>
    )
      .filter((entry) => entry.staff_email === email)
      .map((entry) => entry.action)
      .reverse();
  expect(await entries(merch.email)).toEqual(['voucher.create', 'banner.create', 'banner.update']);
  expect(await entries(ops.email)).toEqual(Array(6).fill('order.advance'));
  await admin.dispose();
});
