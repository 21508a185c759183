import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { waitForHydration } from '../support/page';

/** A best seller's name and a typo of its longest word (the last two letters swapped). */
async function productWithTypo(page: Page) {
  const res = await page.request.get('/api/catalog/v3/products?limit=1&sort=bestseller');
  const product = (await res.json()).data[0] as { name: string; url: string };
  const word = product.name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]{6,}$/.test(w))
    .sort((a, b) => b.length - a.length)[0] as string;
  return { ...product, word, typo: word.slice(0, -2) + word.at(-1) + word.at(-2) };
}

test('browse: home → category → filter → product, with a quick view on the way', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  await page
    .getByRole('link', { name: /^Skincare/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/shop\/\d+-skincare$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Skincare');
  await waitForHydration(page); // the filter form submits on change through JavaScript

  if (isMobile) await page.getByText('Filter', { exact: true }).first().click();
  const filters = page.getByRole('form', { name: 'Filter' });
  const brand = filters.getByRole('checkbox').first();
  const brandName = (await brand.locator('xpath=following-sibling::span[1]').innerText()).trim();
  // Choosing a brand navigates and re-mounts the form: assert on the URL, not on the old box.
  // On a phone the sheet waits for "Terapkan".
  await brand.click();
  if (isMobile) await filters.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(/brand_id=\d+/);

  const tiles = page.getByRole('main').getByRole('article');
  await expect(tiles.first()).toBeVisible();
  await expect(tiles.first()).toContainText(brandName);
  const tile = tiles.first();
  const name = (await tile.getByRole('heading').innerText()).trim();
  await waitForHydration(page);

  await tile.getByRole('button', { name: /Lihat cepat/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(name);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await tile.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('\n')).toContain('"@type":"Product"');
});

test('search with a typo still finds the product', async ({ page }) => {
  const product = await productWithTypo(page);
  await page.goto('/');
  await waitForHydration(page);
  const box = page.getByRole('searchbox').first();
  await box.fill(product.typo);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${product.typo}`));
  await expect(page.getByRole('main')).toContainText(new RegExp(product.word, 'i'));
});

test('an unknown product answers the not-found page with 404', async ({ page }) => {
  const response = await page.goto('/skincare/999999-no-such-serum');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

for (const path of ['/shop/all', '/search?q=serum', '/flash-sale']) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('a product page has canonical, Open Graph and JSON-LD with offers', async ({ page }) => {
  const product = await productWithTypo(page);
  await page.goto(product.url + '.html');
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`${product.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toContain(
    product.name,
  );
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(
    '\n',
  );
  expect(jsonLd).toContain('"priceCurrency":"IDR"');
  expect(jsonLd).toContain('"aggregateRating"');
});

test('sitemap and robots are served', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toMatch(/Sitemap: .*\/sitemap\.xml/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  expect(await sitemap.text()).toContain('<sitemapindex');
  // The pages part names the shop's content pages too (issue 20).
  const pages = await (await request.get('/sitemap.xml?part=pages')).text();
  for (const path of ['/faq', '/page/kebijakan-privasi', '/contact-us', '/find-us']) {
    expect(pages).toContain(`${path}</loc>`);
  }
});
