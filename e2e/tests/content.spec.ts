import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { waitForHydration } from '../support/page';

// Issue 20's content pages in the shop (docs/design/content.md), at both sizes: every footer link
// opens a real page, and the FAQ filters its questions as the shopper types.

const axeClean = (page: Page) => expectNoAxeViolations(page);

/** The footer's links inside the shop. */
async function footerPaths(page: Page) {
  await page.goto('/');
  const hrefs = await page
    .getByRole('contentinfo')
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
}

test('every footer link opens a real page: 200, a heading, not the not-found page', async ({
  page,
}) => {
  const paths = await footerPaths(page);
  for (const path of [
    '/content/4-about-us',
    '/brand-story',
    '/faq',
    '/page/faq-kredivo',
    '/page/kebijakan-privasi',
    '/page/syarat-dan-ketentuan',
    '/page/kebijakan-keamanan',
  ]) {
    expect(paths).toContain(path);
  }
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByText('Kode 404'), path).toHaveCount(0);
  }
});

test('a content page has its title, canonical, date and breadcrumb; axe finds nothing', async ({
  page,
}) => {
  await page.goto('/content/4-about-us');
  await waitForHydration(page);
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/content\/4-about-us$/,
  );
  await expect(page.getByText(/^Terakhir diperbarui /)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  await axeClean(page);
  expect((await page.goto('/page/tidak-ada'))?.status()).toBe(404);
});

test('the FAQ filters its questions as the shopper types, and says when nothing matches', async ({
  page,
}) => {
  await page.goto('/faq');
  await waitForHydration(page);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((json) => json.includes('"FAQPage"'))).toBe(true);
  const count = page.getByText(/^\d+ dari \d+ pertanyaan$/);
  const all = (await count.innerText()).match(/dari (\d+)/)?.[1] ?? '0';
  expect(Number(all)).toBeGreaterThanOrEqual(20);
  await axeClean(page);

  const search = page.getByRole('searchbox', { name: 'Cari pertanyaan' });
  await search.fill('POIN');
  await expect(count).not.toHaveText(`${all} dari ${all} pertanyaan`);
  await expect(page.locator('details[open]').first()).toBeVisible();

  await search.fill('zzzz kucing terbang');
  await expect(count).toHaveText(`0 dari ${all} pertanyaan`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Hubungi kami' })).toBeVisible();
  await page.getByRole('button', { name: 'Hapus pencarian' }).click();
  await expect(count).toHaveText(`${all} dari ${all} pertanyaan`);
});
