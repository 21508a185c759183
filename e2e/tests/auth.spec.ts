import { expect, test } from '@playwright/test';
import {
  logOut,
  newMember,
  openSignIn,
  register,
  submitLogin,
  verifyPhone,
} from '../support/accounts';
import { addressBook, KANTOR, RUMAH } from '../support/addresses';
import { waitForHydration } from '../support/page';

test('register, verify the phone by a one-time code, log out, three wrong passwords warn, log in, add an address and make it the default', async ({
  page,
  request,
}, testInfo) => {
  const member = newMember(testInfo.project.name === 'mobile' ? 'mob' : 'dsk');
  await page.goto('/');
  await register(page, member);
  await expect(
    page.getByRole('status').filter({ hasText: 'Selamat datang di Kilau!' }),
  ).toBeVisible();
  await verifyPhone(page, request, member.phone);
  await expect(page.getByRole('banner').getByRole('button', { name: /Hai, Ayu/ })).toBeVisible();

  await logOut(page, member.firstName);

  await openSignIn(page);
  const alert = page.getByRole('dialog').getByRole('alert');
  await submitLogin(page, member.email, 'salah-sekali');
  await expect(alert).toContainText('Password yang kamu masukkan salah');
  await submitLogin(page, member.email, 'salah-lagi');
  await expect(alert).toContainText('Password yang kamu masukkan salah');
  await submitLogin(page, member.email, 'masih-salah');
  await expect(alert).toContainText('silakan klik Lupa Password');

  await submitLogin(page, member.userName, member.password);
  await expect(
    page.getByRole('status').filter({ hasText: 'Login berhasil, selamat datang!' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /Hai, Ayu/ })).toBeVisible();

  // The address book through the region pickers: the second address becomes the default.
  const book = addressBook(page);
  await book.open();
  await book.add(RUMAH);
  await expect(book.badge('Rumah')).toBeVisible();
  await book.add(KANTOR);
  await book.makeDefault('Kantor');
  await expect(book.cards.first()).toHaveAccessibleName('Kantor');
  await expect(book.badge('Kantor')).toBeVisible();
  await expect(book.badge('Rumah')).toHaveCount(0);
});

test('a guest on a member-only page is sent to log in, then back', async ({ page }) => {
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/\?login=1&redirect=\/my-account/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await waitForHydration(page);
  // The seeded demo member (README).
  await submitLogin(page, 'kilaudemo', 'kilau-demo-2026');
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('main')).toContainText('demo@kilau.id');
});

test('a member who has not agreed to the legal statements sees the terms once and accepts', async ({
  page,
}) => {
  const member = newMember('tnc');
  const registered = await page.request.post('/api/auth/register', {
    data: { email: member.email, user_name: member.userName, password: member.password },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/');
  const terms = page.getByRole('dialog', { name: 'Syarat & Ketentuan' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'SAYA SETUJU' }).click();
  await expect(terms).toBeHidden();
  const me = await page.request.get('/api/accounts/user/me');
  expect((await me.json()).data.is_agree_to_legal_statements).toBe(true);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(terms).toHaveCount(0);
});
