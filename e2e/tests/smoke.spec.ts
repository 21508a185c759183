import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { isHydrated } from '../support/page';

/** Console errors and page errors (a CSP violation shows up here too). */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('home is rendered on the server: content is there before any script runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('searchbox')).toBeVisible();
  await context.close();
});

test('home hydrates without errors under the strict CSP', async ({ page }) => {
  const errors = collectErrors(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  await expect.poll(() => isHydrated(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('an unknown path shows the not-found page with HTTP 404', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /beranda|home/i }).first()).toBeVisible();
});

test('a one-segment unknown path is the shop’s not-found page, not the academy’s (ADR 0047)', async ({
  page,
}) => {
  const response = await page.goto('/promoo');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('apps mode hides header and footer, and is remembered', async ({ page }) => {
  await page.goto('/?apps=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();

  await page.goto('/');
  await expect.poll(() => isHydrated(page)).toBe(true);
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();

  await page.goto('/?apps=0');
  await expect(page.getByRole('banner')).toBeVisible();
});

for (const path of ['/', '/no-such-page']) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect.poll(() => isHydrated(page)).toBe(true);
    await expectNoAxeViolations(page);
  });
}

test('the API answers on the same port', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect((await res.json()).data.database.status).toBe('up');
});
