import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { demoAdminApi, signInFirstTime } from '../support/admin';
import { waitForHydration } from '../support/page';

// Issue 20's content pages in the back office (docs/design/content.md): a content editor of this
// run edits a page's draft, previews it, and the shop shows the new words only once published.
// Desktop only, as every back-office spec.
test.describe.configure({ timeout: 120_000 });

test('a content editor edits a draft, previews, publishes, and the shop shows it', async ({
  page,
}) => {
  const tag = randomBytes(3).toString('hex');
  const email = `halaman.${tag}@kilau.id`;
  const password = 'rahasia-konten-halaman';
  const demo = await demoAdminApi();
  const made = await demo.post('/api/admin/staff', {
    data: { email, name: 'Editor Halaman', role: 'content', password },
  });
  expect(made.status(), await made.text()).toBe(201);
  await demo.dispose();
  await signInFirstTime(page, email, password);

  await page.goto('/admin/content');
  await waitForHydration(page);
  const row = page.getByRole('row').filter({ hasText: '/page/kebijakan-keamanan' });
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/content\/security-policy$/);
  await waitForHydration(page);

  const sentence = `Catatan keamanan uji ${tag}.`;
  const body = page.getByLabel('Isi (Markdown)').first();
  await body.fill(`${await body.inputValue()}\n\n## Uji ${tag}\n\n${sentence}`);
  const preview = page.getByRole('region', { name: 'Pratinjau' });
  await expect(preview.getByRole('heading', { name: `Uji ${tag}` })).toBeVisible();

  await page.getByRole('button', { name: 'Simpan draf' }).click();
  await expect(page.getByText('Draf disimpan.')).toBeVisible();
  // A draft: shoppers still read the published words.
  const before = await page.request.get('/page/kebijakan-keamanan');
  expect(await before.text()).not.toContain(sentence);

  await page.getByRole('button', { name: 'Terbitkan' }).click();
  await expect(page.getByText('Halaman diterbitkan dan tampil di toko.')).toBeVisible();

  await page.goto('/page/kebijakan-keamanan');
  await expect(page.getByText(sentence)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Uji ${tag}` })).toBeVisible();
});
