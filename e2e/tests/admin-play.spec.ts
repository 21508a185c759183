import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { demoAdminApi, signInFirstTime } from '../support/admin';
import { expectNoAxeViolations } from '../support/axe';
import { waitForHydration } from '../support/page';

// Issue 21's back office: a merchandiser makes a beauty quiz with a question and two answers
// (one with a result rule) that the shop serves at /quiz/<slug>, and edits a lucky-draw prize's
// odds. The design review's shots of these screens are in the screenshot walk (e2e/screenshots).
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'rahasia-play-e2e';

const axeClean = (page: Page) => expectNoAxeViolations(page);

test('a merchandiser makes a quiz the shop serves and edits a lucky-draw prize', async ({
  page,
}) => {
  const tag = randomBytes(3).toString('hex');
  const email = `play.flow.${tag}@kilau.id`;
  const demo = await demoAdminApi();
  const made = await demo.post('/api/admin/staff', {
    data: { email, name: `Play ${tag}`, role: 'merchandiser', password: PASSWORD },
  });
  expect(made.status(), await made.text()).toBe(201);
  await demo.dispose();
  await signInFirstTime(page, email, PASSWORD);

  // A new quiz, switched on.
  const slug = `kuis-uji-${tag}`;
  await page.getByRole('link', { name: 'Kuis kecantikan' }).first().click();
  await expect(page).toHaveURL(/\/admin\/quizzes$/);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Buat kuis' }).click();
  await waitForHydration(page);
  const details = page.getByRole('form', { name: 'Detail kuis' });
  await details.getByLabel('Judul (Indonesia)').fill(`Kuis Uji ${tag}`);
  await details.getByLabel('Judul (Inggris)').fill(`Test Quiz ${tag}`);
  await details.getByLabel('Slug').fill(slug);
  await details.getByLabel('Aktif (tampil di toko)').check();
  await details.getByRole('button', { name: 'Buat kuis' }).click();
  await expect(page).toHaveURL(/\/admin\/quizzes\/\d+$/);
  await waitForHydration(page);

  // A question, then two answers: one on a coloured background that scores a skin type.
  const question = page.getByRole('form', { name: 'Pertanyaan baru' });
  await question.getByLabel('Pertanyaan (Indonesia)').fill('Bagaimana kulitmu di siang hari?');
  await question.getByLabel('Pertanyaan (Inggris)').fill('How is your skin at midday?');
  await question.getByRole('button', { name: 'Tambah pertanyaan' }).click();
  await expect(page.getByRole('heading', { name: /Pertanyaan 1 · Bagaimana/ })).toBeVisible();
  const addAnswer = async (id: string, en: string, colour: string, weight?: string) => {
    const form = page.getByRole('form', { name: 'Jawaban baru untuk pertanyaan 1' });
    await form.getByLabel('Jawaban (Indonesia)').fill(id);
    await form.getByLabel('Jawaban (Inggris)').fill(en);
    await form.getByLabel(/^Warna latar/).fill(colour);
    if (weight) {
      // The rules fold open; the first skin-type tag takes the weight.
      await form.getByText(/^Aturan hasil/).click();
      await form
        .getByRole('combobox', { name: /^Bobot / })
        .first()
        .selectOption(weight);
    }
    const saved = (await page.getByRole('form', { name: /^Jawaban \d+$/ }).count()) + 1;
    await form.getByRole('button', { name: 'Tambah jawaban' }).click();
    // Saved when its own form is listed and the new-answer form is empty again: the next answer
    // is typed only then, or the page's refresh after the save would clear what was typed.
    await expect(page.getByRole('form', { name: `Jawaban ${saved}` })).toBeVisible();
    await expect(form.getByLabel('Jawaban (Indonesia)')).toHaveValue('');
  };
  await addAnswer('Terasa kering', 'Feels dry', '#fde8e4', '4');
  await addAnswer('Berminyak', 'Oily', '#e4f0fd');
  await expect(page.getByText('Jawaban disimpan.')).toBeVisible();
  await expect(page.getByText('Tampilan: teks dengan latar berwarna')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Skor tiap tag dari aturan kuis ini' }).getByText(/· 4$/),
  ).toBeVisible();
  await axeClean(page);

  // The shop serves it as written.
  const shop = await page.request.get(`/api/quiz/${slug}`);
  expect(shop.status()).toBe(200);
  const served = (await shop.json()).data;
  expect(served.title).toBe(`Kuis Uji ${tag}`);
  expect(served.questions).toHaveLength(1);
  expect(served.questions[0].template).toBe('text_and_background_color');
  expect(served.questions[0].answers.map((a: { text: string }) => a.text)).toEqual([
    'Terasa kering',
    'Berminyak',
  ]);

  // A lucky-draw prize's odds, edited at its version.
  await page.goto('/admin/lucky-draw');
  await waitForHydration(page);
  const table = page.getByRole('table', { name: 'Hadiah kampanye lucky-draw' });
  await expect(table).toBeVisible();
  await axeClean(page);
  await table.getByRole('link', { name: 'Ubah hadiah LUCKY25K' }).click();
  await waitForHydration(page);
  const prize = page.getByRole('form', { name: 'Hadiah' });
  const weight = String(20 + (parseInt(tag, 16) % 10));
  await prize.getByLabel('Bobot peluang').fill(weight);
  await prize.getByRole('button', { name: 'Simpan hadiah' }).click();
  await expect(page.getByText('Hadiah disimpan.')).toBeVisible();
  await page.goto('/admin/lucky-draw');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Ubah hadiah LUCKY25K' }) });
  await expect(row).toBeVisible();
  const demoAgain = await demoAdminApi();
  const prizes = (await (await demoAgain.get('/api/admin/lucky-draw/prizes')).json()).data.prizes;
  await demoAgain.dispose();
  expect(prizes.find((p: { code: string }) => p.code === 'LUCKY25K').weight).toBe(Number(weight));
});
