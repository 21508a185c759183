import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { SELF_CHECKOUT_STORE_ID, shelfProduct, walkSelfCheckout } from '../support/self-checkout';
import { waitForHydration } from '../support/page';

// Issue 23's flow on a phone: a shopper opens the store's link, scans a box (a photo of its
// barcode fed to the page's decoder, then the digits typed), bags it, pays by QRIS in the
// sandbox and shows the order QR; a store staff member verifies and collects it in the back
// office; my-orders says it was collected, and leaving the mode turns it off. Every step's page
// passes axe.
test.describe.configure({ timeout: 240_000 });

test('in the store: scan, bag, pay by QRIS, show the order QR, staff collect it, leave the mode', async ({
  page,
  browser,
}) => {
  await walkSelfCheckout(page, browser, (_step, shown) => expectNoAxeViolations(shown));
});

test('in the store: typed digits find the product; an unknown code says so; leaving clears the mode', async ({
  page,
}) => {
  const product = await shelfProduct(page.request);
  await page.goto(
    `/self-checkout?store=${SELF_CHECKOUT_STORE_ID}&id=e2e-${randomBytes(3).toString('hex')}`,
  );
  await waitForHydration(page);
  const main = page.getByRole('main');
  const field = main.getByLabel('Kode barcode');

  await field.fill('8990000000000');
  await main.getByRole('button', { name: 'Cari produk' }).click();
  await expect(main).toContainText(/tidak ditemukan|tidak valid/);

  await field.fill(product.barcode.replace(/(\d{4})(?=\d)/g, '$1 '));
  await main.getByRole('button', { name: 'Cari produk' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]barcode=${product.barcode}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);

  // The home link goes back to the store's page while the mode is on.
  await page.goto('/self-checkout');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Keluar dari mode toko' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/self-checkout');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
