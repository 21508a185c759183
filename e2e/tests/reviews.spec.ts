import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openSignIn, submitLogin } from '../support/accounts';
import { demoAdminApi, signInFirstTime } from '../support/admin';
import { DEMO_MEMBER, DEMO_MEMBER_LOCK } from '../support/members';
import { toast, waitForHydration } from '../support/page';
import { cameraPhoto, reviewText, reviewWizard } from '../support/reviews';

/**
 * Issue 19's flow: the demo member reviews a delivered line with two photos, finds it on the
 * product page with the verified badge and edits it; a second member finds it helpful and
 * reports another; the back office approves a held review. The demo member is shared, so the
 * file runs on the desktop project only (playwright.config) under the demo member's lock.
 */
test.describe.configure({ mode: 'serial', lock: DEMO_MEMBER_LOCK, timeout: 150_000 });

/** The second demo member (README): votes and reports. */
const SECOND_MEMBER = { email: 'demo2@kilau.id', password: 'kilau-demo-2026' } as const;

const axeClean = (page: Page) => expectNoAxeViolations(page);

const reviewsSection = (page: Page) => page.locator('section#reviews');
let productUrl = '';
const EDITED = 'diperbarui setelah sebulan pemakaian';

test('the demo member reviews a delivered line with two photos, then edits it', async ({
  page,
}) => {
  await page.goto('/');
  await openSignIn(page);
  await submitLogin(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.goto('/my-orders');
  await waitForHydration(page);
  const write = page.getByRole('link', { name: 'Tulis ulasan' }).first();
  await expect(write).toBeVisible();
  await write.click();

  const wizard = reviewWizard(page);
  await expect(page.getByRole('dialog', { name: 'BERI RATING' })).toBeVisible();
  productUrl = new URL(page.url()).pathname;
  await expect(wizard.dialog.getByText('Langkah 1 dari 3')).toBeVisible();
  await axeClean(page);
  await wizard.rateAll(5);
  await wizard.next();

  await expect(page.getByRole('dialog', { name: 'UBAH ULASAN' })).toBeVisible();
  await wizard.write(reviewText(149));
  await wizard.next();
  await expect(wizard.dialog.getByRole('alert')).toHaveText('Review minimal 150 kata');
  await wizard.write(reviewText(160));
  await wizard.addPhoto(await cameraPhoto(page, 10));
  await wizard.addPhoto(await cameraPhoto(page, 200, 900, 1200));
  await expect(wizard.dialog.getByRole('img', { name: /^Foto ulasan \d$/ })).toHaveCount(2);
  await expect(wizard.dialog.getByRole('progressbar', { name: /Mengunggah/ })).toHaveCount(0);
  await axeClean(page);
  await wizard.next();

  await expect(page.getByRole('dialog', { name: 'REKOMENDASI & BELI LAGI' })).toBeVisible();
  await wizard.answerLastStep();
  await wizard.dialog.getByRole('button', { name: 'Publikasikan ulasan' }).click();
  await expect(toast(page)).toHaveText('Review anda berhasil dipublish');
  await expect(wizard.dialog).toBeHidden();

  // On the product page: the member's own review, verified, with its two photos.
  const mine = reviewsSection(page).getByRole('article').filter({ hasText: 'Ulasanmu' }).first();
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Pembelian terverifikasi')).toBeVisible();
  await expect(mine.getByRole('img')).toHaveCount(2);

  // Edit: the text changes, the modal closes, the list follows.
  await mine.getByRole('button', { name: 'Ubah ulasan' }).click();
  await expect(page.getByRole('dialog', { name: 'BERI RATING' })).toBeVisible();
  await wizard.next();
  await wizard.write(`${EDITED}: ${reviewText(160)}`);
  await wizard.next();
  await wizard.dialog.getByRole('button', { name: 'Simpan perubahan' }).click();
  await page
    .getByRole('dialog', { name: 'Simpan perubahan' })
    .getByRole('button', { name: 'Simpan perubahan' })
    .click();
  await expect(toast(page)).toHaveText('Review anda berhasil diedit');
  await expect(mine).toContainText(EDITED);
  await expect(mine).toContainText('diubah');
});

test('a second member finds it helpful and reports another review', async ({ page }) => {
  test.skip(!productUrl, 'needs the review written above');
  await page.goto(productUrl);
  await openSignIn(page);
  await submitLogin(page, SECOND_MEMBER.email, SECOND_MEMBER.password);
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.goto(productUrl);
  await waitForHydration(page);
  await reviewsSection(page).scrollIntoViewIfNeeded();

  // The newest first: the demo member's edited review leads the list.
  const theirs = reviewsSection(page).getByRole('article').filter({ hasText: EDITED }).first();
  await expect(theirs).toBeVisible();
  const helpful = theirs.getByRole('button', { name: /Tandai ulasan ini membantu/ });
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect(helpful).toContainText('Membantu (1)');

  const other = reviewsSection(page).getByRole('article').filter({ hasNotText: EDITED }).first();
  await other.getByRole('button', { name: 'Laporkan' }).click();
  const report = page.getByRole('dialog', { name: 'Laporkan ulasan' });
  await report.getByLabel('Bukan tentang produk ini').check();
  await report.getByRole('button', { name: 'Kirim laporan' }).click();
  await expect(report).toBeHidden();
  await expect(toast(page)).toBeVisible();
  await axeClean(page);
});

test('the back office approves the held review in its queue', async ({ page }) => {
  // A content editor of this run (reviews.moderate), signed in the first time through the UI.
  const tag = randomBytes(3).toString('hex');
  const email = `konten.${tag}@kilau.id`;
  const password = 'rahasia-konten-ulasan';
  const demo = await demoAdminApi();
  const made = await demo.post('/api/admin/staff', {
    data: { email, name: 'Konten', role: 'content', password },
  });
  expect(made.status(), await made.text()).toBe(201);
  await demo.dispose();
  await signInFirstTime(page, email, password);

  await page.goto('/admin/reviews');
  await waitForHydration(page);
  const queue = page.getByRole('table', { name: 'Daftar ulasan' });
  const open = queue.getByRole('link', { name: /^Periksa ulasan / }).first();
  await expect(open).toBeVisible();
  const label = (await open.getAttribute('aria-label')) ?? (await open.textContent()) ?? '';
  await open.click();
  const review = page.getByRole('heading', { name: label.replace(/^Periksa u/, 'U') });
  await expect(review).toBeVisible();
  await axeClean(page);
  await page.getByRole('button', { name: 'Setujui ulasan' }).click();
  await expect(page.getByText('Ulasan disetujui dan tampil di toko.')).toBeVisible();
});
