import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { waitForHydration } from '../support/page';

/**
 * The beauty quiz (issue 21, docs/design/beauty-quiz.md): a guest takes the skin-type quiz —
 * one question at a time, resumed after a reload — and adds the recommended routine to the bag;
 * a member's result is saved and shows in the account; a member finds their foundation shade
 * and puts that shade in the bag.
 */

const question = (page: Page, text: RegExp) => page.getByRole('group', { name: text });
const next = (page: Page) => page.getByRole('button', { name: 'LANJUT' }).click();
const progress = (page: Page, current: number) =>
  expect(page.getByRole('progressbar', { name: `Pertanyaan ${current} dari 5` })).toBeVisible();

/** Answers the seeded skin-type quiz from its second question on, and asks for the result. */
async function answerFromSecond(page: Page) {
  await question(page, /memerah atau terasa perih/)
    .getByText('Sering', { exact: true })
    .click();
  await next(page);
  await progress(page, 3);
  const improve = question(page, /ingin kamu perbaiki/);
  await improve.getByText('Jerawat', { exact: true }).click();
  await improve.getByText('Pori-pori besar', { exact: true }).click();
  await next(page);
  await question(page, /terpapar matahari/)
    .getByText('Hampir seharian', { exact: true })
    .click();
  await next(page);
  await page.getByRole('textbox', { name: /Skincare apa/ }).fill('Sabun muka dan sunscreen');
  await page.getByRole('button', { name: 'LIHAT HASIL' }).click();
  await expect(page.locator('[data-quiz-view="quiz-beauty-result"]')).toBeVisible();
}

test('a guest takes the skin-type quiz, resumes it after a reload and adds the routine to the bag', async ({
  page,
}) => {
  await page.goto('/quiz/tipe-kulit');
  await expect(page).toHaveTitle('Kenali Tipe Kulitmu | Kilau');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/quiz\/tipe-kulit$/,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Jawab lima pertanyaan singkat/,
  );
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'MULAI KUIS' }).click();

  await progress(page, 1);
  await question(page, /dua jam setelah cuci muka/)
    .getByText('Berminyak di seluruh wajah', { exact: true })
    .click();
  await next(page);
  await progress(page, 2);
  await expectNoAxeViolations(page);

  // A reload keeps the shopper where they were, with the answers given.
  await page.reload();
  await waitForHydration(page);
  await progress(page, 2);
  await page.getByRole('button', { name: 'Kembali' }).click();
  await expect(page.getByRole('radio', { name: 'Berminyak di seluruh wajah' })).toBeChecked();
  await next(page);
  await answerFromSecond(page);

  await expect(page.getByRole('heading', { name: 'Tipe kulitmu', exact: true })).toBeVisible();
  // Oily (4: first question, pores) ties sensitive (4: redness); the tie goes to the earlier.
  await expect(page.getByText('Kulit berminyak', { exact: true })).toBeVisible();
  const routine = page.getByRole('list').filter({ has: page.getByText(/Langkah 1/) });
  await expect(routine.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'TAMBAH SEMUA KE TAS' }).click();
  const done = page.getByText(/^\d+ produk ditambahkan ke tas belanja\.$/);
  await expect(done).toBeVisible();
  const added = Number(/^(\d+)/.exec((await done.textContent()) ?? '')?.[1]);
  expect(added).toBeGreaterThanOrEqual(2);
  await expect(
    page.getByRole('banner').getByRole('button', { name: `Tas belanja, ${added} produk` }),
  ).toBeVisible();
});

test('a member’s result is saved and shows in the account', async ({ page }) => {
  const tag = randomBytes(4).toString('hex');
  const registered = await page.request.post('/api/auth/register', {
    data: {
      is_agree_to_legal_statements: true,
      email: `kuis.${tag}@example.com`,
      user_name: `kuis_${tag}`,
      password: 'rahasia123',
      first_name: 'Dewi',
      last_name: 'Anggraini',
      phone_no: '081234567890',
      salute_id: 1,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await page.goto('/quiz/tipe-kulit');
  await waitForHydration(page);
  await expect(page.getByText('Hasilnya akan tersimpan di akunmu.')).toBeVisible();
  await page.getByRole('button', { name: 'MULAI KUIS' }).click();
  await question(page, /dua jam setelah cuci muka/)
    .getByText('Kencang dan kering', { exact: true })
    .click();
  await next(page);
  await answerFromSecond(page);
  await expect(page.getByText('Hasil ini tersimpan di profil kecantikanmu.')).toBeVisible();
  const skinType = await page
    .getByRole('heading', { name: 'Tipe kulitmu', exact: true })
    .locator('xpath=following-sibling::p[1]')
    .textContent();

  await page.getByRole('link', { name: 'Lihat di akun' }).click();
  await expect(page).toHaveURL(/\/my-quiz-results$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hasil Beauty Quiz' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Menu akun' })
      .getByRole('link', { name: 'Hasil Beauty Quiz' }),
  ).toHaveAttribute('aria-current', 'page');
  const card = page.getByRole('article', { name: 'Kenali Tipe Kulitmu' });
  await expect(card).toContainText(skinType ?? '');
  await expect(card.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a member finds their foundation shade and puts that shade in the bag', async ({ page }) => {
  const tag = randomBytes(4).toString('hex');
  const registered = await page.request.post('/api/auth/register', {
    data: {
      is_agree_to_legal_statements: true,
      email: `shade.${tag}@example.com`,
      user_name: `shade_${tag}`,
      password: 'rahasia123',
      first_name: 'Putri',
      last_name: 'Lestari',
      phone_no: '081234567891',
      salute_id: 1,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await page.goto('/quiz/shade-foundation');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'MULAI KUIS' }).click();
  await question(page, /paling mirip/)
    .getByText('Sawo matang', { exact: true })
    .click();
  await next(page);
  await question(page, /Hasil akhir/)
    .getByText('Matte', { exact: true })
    .click();
  await next(page);
  await question(page, /urat/).getByText('Hijau (undertone hangat)', { exact: true }).click();
  await next(page);
  await question(page, /ditutupi/)
    .getByText('Noda hitam', { exact: true })
    .click();
  await next(page);
  await question(page, /siang hari/)
    .getByText('Berminyak', { exact: true })
    .click();
  await page.getByRole('button', { name: 'LIHAT HASIL' }).click();

  const shade = page.locator('section').filter({
    has: page.getByRole('heading', { name: 'Shade foundation-mu' }),
  });
  await expect(shade.getByText('Undertone hangat')).toBeVisible();
  const tile = shade.getByRole('article').first();
  await expect(tile).toBeVisible();
  await expectNoAxeViolations(page);
  const chosen = (await tile.getByText(/^Shade: /).textContent())!.replace(/^Shade: /, '');
  const href = await tile.getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/\?variant=\d+$/);

  // ADD TO BAG adds that very shade, with no option picker in between.
  await tile.getByRole('button', { name: /Tambah ke tas/ }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Tas belanja, 1 produk' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Pilih varian' })).toHaveCount(0);
  await page.goto('/order');
  await expect(page.getByText(chosen, { exact: false }).first()).toBeVisible();

  // The product page opens on the matched shade.
  await page.goto(href!);
  await expect(page.getByText(chosen, { exact: false }).first()).toBeVisible();
});
