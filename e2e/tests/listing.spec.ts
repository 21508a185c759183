import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/page';

/** Makeup, a parent category of the demo catalogue with more than 100 products. */
const MAKEUP = '/shop/2-makeup';

test('a capped listing reads "100+ produk" and pages with numbers only, to its last product', async ({
  page,
}) => {
  await page.goto(MAKEUP);
  const main = page.getByRole('main');
  await expect(main.getByText('100+ produk', { exact: true })).toBeVisible();
  await expect(main.getByText('Muat lebih banyak')).toHaveCount(0);
  const pages = main.getByRole('navigation', { name: 'Halaman produk' });
  await expect(pages).toBeVisible();
  // Past the hundredth product (page 7 of 16) the pager still offers the next page.
  await page.goto(`${MAKEUP}?page=7`);
  await expect(main.getByRole('article')).toHaveCount(16);
  await expect(pages.getByRole('link', { name: 'Halaman 8' })).toBeVisible();
  await pages.getByRole('link', { name: 'Halaman 8' }).click();
  await expect(page).toHaveURL(/page=8/);
  await expect(main.getByRole('article').first()).toBeVisible();
});

test('the Makeup filters offer only what Makeup holds, each counted', async ({
  page,
  isMobile,
}) => {
  await page.goto(MAKEUP);
  await waitForHydration(page);
  if (isMobile) await page.getByText('Filter', { exact: true }).first().click();
  const filters = page.getByRole('form', { name: 'Filter' });
  await expect(filters.getByRole('checkbox').first()).toBeVisible();
  await expect(filters.getByText('Dandruff')).toHaveCount(0);
  await expect(filters.getByText('Hair Fall')).toHaveCount(0);
  const counts = await filters.locator('.filter-count').allInnerTexts();
  expect(counts.length).toBeGreaterThan(0);
  for (const count of counts) expect(Number(count)).toBeGreaterThan(0);
});

test('filters: several choices, then one "Terapkan" on a phone; at once on desktop', async ({
  page,
  isMobile,
}) => {
  await page.goto(MAKEUP);
  await waitForHydration(page);
  const filters = page.getByRole('form', { name: 'Filter' });
  const brands = filters.locator('input[name="brand_id"]');
  if (!isMobile) {
    await brands.first().check();
    await expect(page).toHaveURL(/brand_id=\d+/);
    return;
  }
  await page.getByText('Filter', { exact: true }).first().click();
  const sheet = page.getByRole('complementary', { name: 'Filter' });
  await expect(sheet).toBeVisible();
  const first = await brands.nth(0).getAttribute('value');
  const second = await brands.nth(1).getAttribute('value');
  await brands.nth(0).check();
  await brands.nth(1).check();
  await filters.locator('input[name="tag"]').first().check();
  // Nothing applied yet: the sheet stays open with the choices.
  await expect(sheet).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  await filters.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(new RegExp(`brand_id=${first}.*brand_id=${second}.*tag=`));
  await expect(sheet).toBeHidden();
  await expect(page.getByText('Filter (3)', { exact: true })).toBeVisible();

  await page.getByText('Filter (3)', { exact: true }).click();
  await filters.getByRole('link', { name: 'Hapus semua' }).click();
  await expect(page).toHaveURL(new RegExp(`${MAKEUP}$`));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the filter sheet's form still applies several choices", async ({ page, isMobile }) => {
    await page.goto(MAKEUP);
    if (isMobile) await page.getByText('Filter', { exact: true }).first().click();
    const filters = page.getByRole('form', { name: 'Filter' });
    const brands = filters.locator('input[name="brand_id"]');
    await brands.nth(0).check();
    await brands.nth(1).check();
    await filters.getByRole('button', { name: 'Terapkan' }).click();
    await expect(page).toHaveURL(/brand_id=\d+.*brand_id=\d+/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });
});
