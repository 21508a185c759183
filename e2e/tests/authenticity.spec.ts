import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { demoAdminApi } from '../support/admin';
import { waitForHydration } from '../support/page';

/**
 * Issue 20's authenticity check: the back office makes a batch of codes (the demo admin through
 * the API), a shopper checks one of them from the product page — genuine — and checks it again:
 * "already checked", with the count. Axe finds nothing in the dialogs.
 */

test.describe.configure({ timeout: 150_000 });

/** Axe on the open dialog (the product page under it has its own suite). */
const axeClean = (page: Page) => expectNoAxeViolations(page, '[role="dialog"]');

/** The best seller's page, and a fresh code printed for it (the printer's CSV, first row). */
async function freshCode(request: APIRequestContext) {
  const listed = await request.get('/api/catalog/v3/products?limit=1&sort=bestseller');
  const tile = ((await listed.json()) as { data: Array<{ id: string; slug: string }> }).data[0]!;
  const detail = await request.get(`/api/catalog/v2/products/${tile.id}-${tile.slug}`);
  const product = ((await detail.json()) as { data: { url: string; name: string } }).data;
  const admin = await demoAdminApi();
  const created = await admin.post('/api/admin/authenticity/batches', {
    data: {
      product_id: tile.id,
      batch_number: `E2E-${randomBytes(4).toString('hex').toUpperCase()}`,
      produced_on: '2026-01-05',
      expires_on: '2029-01-05',
      code_count: 2,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const batch = ((await created.json()) as { data: { id: string; batch_number: string } }).data;
  const csv = await admin.get(`/api/admin/authenticity/batches/${batch.id}/codes.csv`);
  expect(csv.status()).toBe(200);
  const rows = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  const code = rows[1]!.split(',')[0]!;
  expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
  return { product, batch, code };
}

test('a shopper checks a fresh code: genuine, then already checked', async ({ page, request }) => {
  const { product, batch, code } = await freshCode(request);
  await page.goto(product.url);
  await waitForHydration(page);

  await page.getByRole('button', { name: 'Cek keaslian' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cek keaslian produk' });
  await expect(confirm).toBeVisible();
  await axeClean(page);
  await confirm.getByRole('button', { name: 'Masukkan kode' }).click();

  const form = page.getByRole('dialog', { name: 'Masukkan kode keaslian' });
  await expect(form).toBeVisible();
  // Typed loosely: lower case, spaces for dashes.
  await form.getByLabel('Kode keaslian').fill(code.toLowerCase().replaceAll('-', ' '));
  await axeClean(page);
  await form.getByRole('button', { name: 'Cek sekarang' }).click();

  const result = page.getByRole('dialog', { name: 'Hasil cek keaslian' });
  await expect(result.getByText('Produk asli', { exact: true })).toBeVisible();
  await expect(result.getByText(product.name)).toBeVisible();
  await expect(result.getByText(batch.batch_number)).toBeVisible();
  await expect(result.getByText(code)).toBeVisible();
  await axeClean(page);

  await result.getByRole('button', { name: 'Cek kode lain' }).click();
  await expect(form).toBeVisible();
  await form.getByLabel('Kode keaslian').fill(code);
  await form.getByRole('button', { name: 'Cek sekarang' }).click();
  await expect(result.getByText('Kode sudah pernah dicek')).toBeVisible();
  await expect(result.getByText(/sudah dicek 1 kali sebelumnya/)).toBeVisible();
  await expect(result.getByRole('link', { name: 'Hubungi kami' })).toHaveAttribute(
    'href',
    '/contact-us',
  );
  await axeClean(page);
  await page.keyboard.press('Escape');
  await expect(result).toBeHidden();
});
