import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { demoAdminApi, signInFirstTime } from '../support/admin';
import { waitForHydration } from '../support/page';

// The back office's first slice (issue 18): staff sign in with an authenticator, an admin makes
// the team's accounts, the audit log lists each step, and a role sees only its sections.

// A sign-in with an authenticator and axe over four pages (the home's dashboard among them).
test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'rahasia-staf-e2e';

const axeClean = (page: Page) => expectNoAxeViolations(page);

test('an admin signs in with an authenticator, adds a merchandiser, changes the role, and the audit log lists both', async ({
  page,
}) => {
  const tag = randomBytes(3).toString('hex');
  const adminEmail = `admin.${tag}@kilau.id`;
  const demo = await demoAdminApi();
  const made = await demo.post('/api/admin/staff', {
    data: { email: adminEmail, name: `Admin ${tag}`, role: 'admin', password: PASSWORD },
  });
  expect(made.status(), await made.text()).toBe(201);
  await demo.dispose();

  await signInFirstTime(page, adminEmail, PASSWORD, { onSetup: axeClean });
  // No shop chrome in the back office.
  await expect(page.locator('[data-chrome]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Halo, Admin ${tag}` })).toBeVisible();
  await axeClean(page);

  // A merchandiser, made in the staff screen.
  await page.getByRole('link', { name: 'Staf' }).first().click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await waitForHydration(page);
  await axeClean(page);
  await page.getByRole('button', { name: 'Tambah staf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah akun staf' });
  const merchEmail = `merch.${tag}@kilau.id`;
  const merchName = `Merch ${tag}`;
  await dialog.getByLabel('Email').fill(merchEmail);
  await dialog.getByLabel('Nama').fill(merchName);
  await dialog.getByLabel('Peran').selectOption({ label: 'Merchandiser' });
  await dialog.getByLabel('Password pertama').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Simpan akun' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: merchEmail });
  await expect(row).toContainText('Merchandiser');
  await expect(row).toContainText('Belum dipasang');

  // The same email again: the API's message on the field.
  await page.getByRole('button', { name: 'Tambah staf' }).click();
  await dialog.getByLabel('Email').fill(merchEmail);
  await dialog.getByLabel('Nama').fill('Lagi');
  await dialog.getByLabel('Peran').selectOption({ label: 'Konten' });
  await dialog.getByLabel('Password pertama').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Simpan akun' }).click();
  await expect(dialog).toContainText('Email ini sudah dipakai akun staf lain.');
  await dialog.getByRole('button', { name: 'Tutup' }).click();

  // A new role for them.
  await row.getByLabel(`Ubah peran ${merchName}`).selectOption({ label: 'Operasional' });
  await row.getByRole('button', { name: `Simpan peran ${merchName}` }).click();
  await expect(row).toContainText('Operasional');

  // The audit log: both steps, by this admin, newest first.
  await page.getByRole('link', { name: 'Log audit' }).first().click();
  await expect(page).toHaveURL(/\/admin\/audit-log/);
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Tindakan' }).fill('staff.update');
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL(/action=staff\.update/);
  const entries = page.getByRole('table', { name: 'Catatan log audit' }).getByRole('row');
  await expect(entries.filter({ hasText: adminEmail }).first()).toBeVisible();
  await axeClean(page);

  // Signing out ends the session: the back office asks to sign in again.
  await page.getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.goto('/admin/staff');
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('a merchandiser sees only what the role may do', async ({ page }) => {
  const tag = randomBytes(3).toString('hex');
  const email = `merch.only.${tag}@kilau.id`;
  const demo = await demoAdminApi();
  const made = await demo.post('/api/admin/staff', {
    data: { email, name: `Merch ${tag}`, role: 'merchandiser', password: PASSWORD },
  });
  expect(made.status()).toBe(201);
  await demo.dispose();

  await signInFirstTime(page, email, PASSWORD);
  await expect(page.getByText('Merchandiser').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Staf' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log audit' })).toHaveCount(0);
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { name: 'Tidak untuk peranmu' })).toBeVisible();
});
