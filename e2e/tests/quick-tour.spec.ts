import { expect, test, type Page } from '@playwright/test';
import { CONSENT_GIVEN_STATE } from '../playwright.config';
import { expectNoAxeViolations } from '../support/axe';
import { newMember } from '../support/accounts';
import { registerByApi, signIn } from '../support/members';
import { waitForHydration } from '../support/page';

/** Issue 20 "Quick tour": a first visit gets the tour; once finished or skipped, never again. */
test.use({ storageState: CONSENT_GIVEN_STATE });

/** The tour opens this long after a quiet page (features/tour, TOUR_START_DELAY_MS) and a bit. */
const PAST_START = 2_000;

const tour = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Tur singkat Kilau' });

/** Opens `path` with the page's clock under the test's hand, hydrated and past the tour's start. */
async function openAndWait(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  await waitForHydration(page);
  await page.clock.runFor(PAST_START);
  // Time flows again (transitions end, the audit sees the page at rest).
  await page.clock.resume();
}

test('a new visitor is walked through the shop once, and never again', async ({ page }) => {
  await openAndWait(page, '/');
  await expect(tour(page)).toBeVisible();
  await expect(tour(page).getByRole('heading')).toHaveText('Cari produk favoritmu');
  await expectNoAxeViolations(page);
  // Through every step the screen shows ("n dari total"), to the last one's "Selesai". Each
  // step is awaited by its number: a button read while the next step is still rendering could be
  // the step before's.
  const progress = tour(page).getByText(/\d+ dari \d+/);
  const [, first, total] = /(\d+) dari (\d+)/.exec((await progress.textContent()) ?? '') ?? [];
  expect(first).toBe('1');
  for (let step = 1; step < Number(total); step += 1) {
    await expect(progress).toContainText(`${step} dari ${total}`);
    await tour(page).getByRole('button', { name: 'Lanjut' }).click();
  }
  await expect(progress).toContainText(`${total} dari ${total}`);
  await tour(page).getByRole('button', { name: 'Selesai' }).click();
  await expect(tour(page)).toHaveCount(0);

  await page.reload();
  await waitForHydration(page);
  await page.clock.runFor(PAST_START);
  await expect(tour(page)).toHaveCount(0);
});

test('a new member who skips it never sees it again, on any device', async ({ browser, page }) => {
  const member = newMember('tour');
  await registerByApi(member);
  await signIn(page, member.email, member.password);
  await openAndWait(page, '/');
  await expect(tour(page)).toBeVisible();
  await expect(tour(page).getByRole('heading')).toHaveText('Cari produk favoritmu');
  const recorded = page.waitForResponse(
    (response) => response.url().includes('/api/users/') && response.request().method() === 'PUT',
  );
  await tour(page).getByRole('button', { name: 'Lewati' }).click();
  expect((await recorded).status()).toBe(200);
  await expect(tour(page)).toHaveCount(0);

  const me = await page.request.get('/api/accounts/user/me');
  expect((await me.json()).data.coachmark_visited).toContain('quick_tour');

  // Another browser without this one's cookie: the account remembers.
  const other = await browser.newContext({ storageState: CONSENT_GIVEN_STATE });
  const second = await other.newPage();
  await signIn(second, member.email, member.password);
  await openAndWait(second, '/');
  await expect(tour(second)).toHaveCount(0);
  await other.close();
});
