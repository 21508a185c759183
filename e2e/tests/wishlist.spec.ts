import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { waitForHydration } from '../support/page';

/**
 * The wishlist (000 §4 Wishlist toggle, §5, §6; 001 §2 /wishlist): a guest's heart opens the
 * login; a member's heart keeps its state across a reload, the product shows on /wishlist, and
 * its heart there takes it off the list.
 */

/** A new member, registered through the API (the page's request context shares its cookies). */
async function signUp(page: Page) {
  const tag = randomBytes(4).toString('hex');
  const res = await page.request.post('/api/auth/register', {
    data: {
      is_agree_to_legal_statements: true,
      email: `wulan.${tag}@example.com`,
      user_name: `wulan_${tag}`,
      password: 'rahasia123',
      first_name: 'Wulan',
      last_name: 'Sari',
      phone_no: '081234567890',
      salute_id: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const HEART_NAME = /^Simpan (.+) ke wishlist$/;
const heartOf = (page: Page, name: string) =>
  page.getByRole('article', { name }).getByRole('button', { name: `Simpan ${name} ke wishlist` });

/** The first tile on the page that carries a heart: its product name and its heart. */
async function firstHeartTile(page: Page): Promise<{ name: string; heart: Locator }> {
  const label = await page.getByRole('button', { name: HEART_NAME }).first().textContent();
  const name = HEART_NAME.exec((label ?? '').trim())?.[1] ?? '';
  expect(name).not.toBe('');
  return { name, heart: heartOf(page, name) };
}

const toggled = (page: Page) =>
  page.waitForResponse(
    (res) => res.url().endsWith('/api/catalog/wishlist') && res.request().method() === 'POST',
  );

test('a guest’s heart opens the login dialog', async ({ page }) => {
  await page.goto('/new-arrivals');
  await waitForHydration(page);
  const { heart } = await firstHeartTile(page);
  await expect(heart).not.toHaveAttribute('aria-pressed');
  await heart.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email atau username')).toBeVisible();
});

test('a member hearts a product, finds it on /wishlist, and takes it off there', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/new-arrivals');
  await waitForHydration(page);
  const { name, heart } = await firstHeartTile(page);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  const answer = toggled(page);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await (await answer).json()).data.is_wishlisted).toBe(true);

  // Rendered filled by the server: the state is there before any script runs.
  const html = await (await page.request.get('/new-arrivals')).text();
  expect(html.match(/data-wishlisted="true"/g)).toHaveLength(1);
  await page.reload();
  await expect(heartOf(page, name)).toHaveAttribute('aria-pressed', 'true');

  // The account screen's Wishlist tab lists it.
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist Saya' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Menu akun' }).getByRole('link', { name: 'Wishlist' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const list = page.getByRole('list', { name: 'Wishlist Saya' });
  await expect(list.getByRole('article', { name })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('1 produk');
  await expectNoAxeViolations(page, 'main');

  // Its heart takes it off, and the list reloads to the empty state.
  await waitForHydration(page);
  const off = toggled(page);
  await heartOf(page, name).click();
  expect((await (await off).json()).data.is_wishlisted).toBe(false);
  await expect(page.getByRole('heading', { name: 'Wishlist kamu masih kosong' })).toBeVisible();
  await expect(list).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Wishlist kamu masih kosong' })).toBeVisible();
});

test('a guest opening /wishlist is sent to the login, with the way back', async ({ page }) => {
  await page.goto('/wishlist');
  await expect(page).toHaveURL(/\/\?login=1&redirect=\/wishlist$/);
  await expect(page.getByRole('dialog')).toBeVisible();
});
