import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { addressBook, KANTOR, RUMAH } from '../support/addresses';
import { toast, waitForHydration } from '../support/page';

/**
 * The account screen (001 §2, §5, §8): a member's address book through the region pickers, the
 * profile, the change-password form, and the guest's way to the login.
 */

/**
 * A new member, registered through the API. The page's request context shares the browser's
 * cookie jar, so the session cookie the API sets signs the browser in too.
 */
async function signUp(page: Page) {
  const tag = randomBytes(4).toString('hex');
  const res = await page.request.post('/api/auth/register', {
    data: {
      // Agreed as on the register form, so the terms prompt does not open.
      is_agree_to_legal_statements: true,
      email: `sari.${tag}@example.com`,
      user_name: `sari_${tag}`,
      password: 'rahasia123',
      first_name: 'Sari',
      last_name: 'Wulandari',
      phone_no: '081234567890',
      salute_id: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { userName: `sari_${tag}`, password: 'rahasia123' };
}

test('a member keeps an address book: add through the region pickers, default, edit, delete', async ({
  page,
}) => {
  await signUp(page);
  const book = addressBook(page);
  await book.open();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('main')).toContainText('Belum ada alamat');

  // The first address: a Papua province first shows the Papua alert, then Jakarta is chosen.
  await book.add(RUMAH, { papuaFirst: true });
  const rumah = book.card('Rumah');
  await expect(book.badge('Rumah')).toBeVisible();
  await expect(rumah).toContainText('+6281234567890');
  await expect(rumah).toContainText(
    'Cideng, Gambir, Kota Administrasi Jakarta Pusat, DKI Jakarta, 10150',
  );

  await book.add(KANTOR);
  await expect(book.cards).toHaveCount(2);
  await expectNoAxeViolations(page);
  await expect(book.badge('Kantor')).toHaveCount(0);

  // The new default moves to the top; the old one loses its badge.
  await book.makeDefault('Kantor');
  await expect(book.cards.first()).toHaveAccessibleName('Kantor');
  await expect(book.badge('Kantor')).toBeVisible();
  await expect(book.badge('Rumah')).toHaveCount(0);

  // Editing starts from the saved place; a new district empties the village below it.
  await book.edit('Rumah', async (dialog) => {
    await expect(dialog.getByLabel('Kelurahan/Desa')).toHaveValue(/\S/);
    await dialog.getByLabel('Label Alamat').fill('Rumah Ibu');
    await dialog.getByLabel('Kecamatan').selectOption({ label: 'Menteng' });
    await expect(dialog.getByLabel('Kelurahan/Desa')).toHaveValue('');
    await dialog.getByLabel('Kelurahan/Desa').selectOption({ label: 'Menteng' });
    await dialog.getByLabel('Kode Pos').fill('10310');
  });
  await expect(book.card('Rumah Ibu')).toContainText('Menteng, Menteng, Kota Administrasi');
  await expect(book.card('Rumah')).toHaveCount(0);

  await book.remove('Rumah Ibu');
  await expect(book.cards).toHaveCount(1);
  await expect(page.getByRole('main')).toContainText('1 dari 10 alamat tersimpan');
});

test('a full address book answers "add" with the max-address alert', async ({ page }) => {
  await signUp(page);
  for (let n = 0; n < 10; n += 1) {
    const res = await page.request.post('/api/addresses', {
      data: {
        title: `Alamat ${'abcdefghij'[n]}`,
        contact: 'Sari',
        address1: `Jl. Kenanga No. ${n + 1}`,
        province: '31',
        city: '31.71',
        district: '31.71.01',
        subdistrict: '31.71.01.1002',
        zipcode: '10150',
        phone: '81234567890',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const book = addressBook(page);
  await book.open();
  await expect(book.cards).toHaveCount(10);
  await page.getByRole('main').getByRole('button', { name: 'Tambah Alamat' }).click();
  const alert = page.getByRole('dialog', { name: 'Alamat sudah penuh' });
  await expect(alert).toContainText('maksimal 10 alamat');
  await expect(page.getByRole('dialog', { name: 'Tambah Alamat' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(alert).toBeHidden();
});

test('a member updates the profile and changes the password', async ({ page }) => {
  const member = await signUp(page);
  await page.goto('/my-account');
  await waitForHydration(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const nav = page.getByRole('navigation', { name: 'Menu akun' });
  await expect(nav.getByRole('link', { name: 'Akun Saya' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await expectNoAxeViolations(page);
  const profile = page.getByRole('main').locator('form').first();
  await expect(profile.getByLabel('Nomor Handphone')).toHaveValue('81234567890');
  await profile.getByLabel('Nama Depan').fill('S4rah');
  await profile.getByLabel('Nama Depan').blur();
  await expect(profile.getByLabel('Nama Depan')).toHaveAccessibleDescription(
    'Nama tidak boleh mengandung angka atau karakter khusus',
  );
  await profile.getByLabel('Nama Depan').fill('Sarah');
  await profile.getByRole('radio', { name: 'Mr' }).check({ force: true });
  await profile.getByLabel('Bio').fill('Kulit kombinasi, suka sunscreen ringan.');
  await profile.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(toast(page)).toContainText('Profil berhasil diperbarui');
  await expect(page.getByText('Halo, Sarah Wulandari')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Bio')).toHaveValue('Kulit kombinasi, suka sunscreen ringan.');
  await expect(page.getByRole('radio', { name: 'Mr' })).toBeChecked();
  await waitForHydration(page);

  // Change password: a wrong old one is refused on its field, then the right one goes through.
  await page.getByLabel('Password Lama').fill('bukan-ini');
  await page.getByLabel('Password Baru', { exact: true }).fill('rahasia456');
  await page.getByLabel('Konfirmasi Password Baru').fill('rahasia456');
  await page.getByRole('button', { name: 'Ubah Password' }).click();
  await expect(page.getByLabel('Password Lama')).toHaveAccessibleDescription('Password salah');
  await page.getByLabel('Password Lama').fill(member.password);
  await page.getByRole('button', { name: 'Ubah Password' }).click();
  await expect(toast(page)).toContainText('Password anda berhasil diubah');
  await expect(page.getByLabel('Password Lama')).toHaveValue('');
});

test('a guest opening /my-account is sent to the login', async ({ page }) => {
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/\?login=1&redirect=\/my-account$/);
  await page.goto('/shipping-address');
  await expect(page).toHaveURL(/\/\?login=1&redirect=\/shipping-address$/);
});
