import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { waitForHydration } from '../support/page';

const recent = (page: Page) => page.getByRole('region', { name: 'Pencarian terakhir' });

/** Opens the empty search box of the page's header (or of the search page). */
async function openEmptyBox(page: Page) {
  const box = page.getByRole('searchbox').first();
  await box.fill('');
  await box.focus();
  return box;
}

test("a guest's recent searches stay in the browser: search, see, follow, remove", async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  let box = await openEmptyBox(page);
  await box.fill('serum');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=serum$/);

  await page.goto('/');
  await waitForHydration(page);
  await openEmptyBox(page);
  await expect(recent(page).getByRole('link')).toHaveText(['serum']);
  await expectNoAxeViolations(page, 'form[role="search"]');
  // The guest's 401 on the member list did not sign anybody out or reload the page.
  await recent(page).getByRole('link', { name: 'serum' }).click();
  await expect(page).toHaveURL(/\/search\?q=serum$/);
  // The client-side navigation is over once its results show (the box then holds the query).
  await expect(page.getByRole('heading', { name: 'Hasil pencarian “serum”' })).toBeVisible();

  await waitForHydration(page);
  box = await openEmptyBox(page);
  await recent(page).getByRole('button', { name: 'Hapus “serum” dari pencarian terakhir' }).click();
  await expect(recent(page)).toHaveCount(0);
  await expect(box).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('recent_searches'))).toBeNull();
});

test("a member's recent searches come from the API and clear there", async ({ page }) => {
  const id = randomBytes(4).toString('hex');
  const registered = await page.request.post('/api/auth/register', {
    data: {
      // Agreed as on the register form, so the terms prompt does not open.
      is_agree_to_legal_statements: true,
      email: `riwayat${id}@example.com`,
      user_name: `r_${id}`,
      password: 'rahasia123',
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/search?q=toner');
  await page.goto('/search?q=masker');
  await page.goto('/');
  await waitForHydration(page);
  await openEmptyBox(page);
  await expect(recent(page).getByRole('link')).toHaveText(['masker', 'toner']);
  expect(await page.evaluate(() => localStorage.getItem('recent_searches'))).toBeNull();

  await recent(page).getByRole('button', { name: 'Hapus semua pencarian terakhir' }).click();
  await expect(recent(page)).toHaveCount(0);
  // The list empties at once; the DELETE it sent may still be on its way.
  await expect
    .poll(async () => {
      const list = await page.request.get('/api/catalog/search-history-keywords');
      return (await list.json()).data;
    })
    .toEqual([]);
});
