import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration } from './page';
import { mailTo } from './mailbox';

export type NewMember = {
  email: string;
  userName: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
};

/** A member nobody has registered yet (unique per test run and project). */
export function newMember(tag: string): NewMember {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.slice(-9);
  return {
    email: `${tag}.${id}@example.com`,
    userName: `${tag}${id}`.slice(0, 16),
    password: 'rahasia-cantik-1',
    firstName: 'Ayu',
    lastName: 'Lestari',
    // 8xx numbers are Indonesian mobiles; digits from the id keep it unique.
    phone: `812${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`,
  };
}

const dialog = (page: Page) => page.getByRole('dialog');

/** Opens the login/register dialog from the header. */
export async function openSignIn(page: Page) {
  await waitForHydration(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Masuk \/ Daftar/ })
    .click();
  await expect(dialog(page)).toBeVisible();
}

/** Registers through the dialog (terms accepted) and waits for the verification step. */
export async function register(page: Page, member: NewMember) {
  await openSignIn(page);
  await dialog(page).getByRole('tab', { name: 'Daftar' }).click();
  const form = dialog(page);
  await form.getByLabel('Email', { exact: true }).fill(member.email);
  await form.getByLabel('Username').fill(member.userName);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByLabel('Nama depan').fill(member.firstName);
  await form.getByLabel('Nama belakang').fill(member.lastName);
  await form.getByLabel(/Nomor handphone/i).fill(member.phone);
  await form.getByRole('checkbox', { name: /Saya menyetujui/ }).check();
  await form.getByRole('button', { name: 'DAFTAR', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Verifikasi nomor' })).toBeVisible();
}

/** The newest one-time code sent to a recipient, read from the development mailbox. */
export async function readOtp(request: APIRequestContext, recipient: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mails = await mailTo(request, recipient, 5);
      code = mails.find((item) => item.payload?.code)?.payload?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Sends the code by SMS, reads it from the mailbox and verifies it. */
export async function verifyPhone(page: Page, request: APIRequestContext, phone: string) {
  const otp = page.getByRole('dialog', { name: 'Verifikasi nomor' });
  await otp.getByRole('button', { name: 'KIRIM KODE' }).click();
  await expect(otp.getByLabel('Kode verifikasi')).toBeVisible();
  await otp.getByLabel('Kode verifikasi').fill(await readOtp(request, phone));
  await otp.getByRole('button', { name: 'VERIFIKASI' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Verifikasi berhasil' })).toBeVisible();
  await expect(otp).toBeHidden();
}

/** Fills the login form and submits it (the dialog must be open). */
export async function submitLogin(page: Page, identifier: string, password: string) {
  const form = dialog(page);
  await form.getByLabel('Email atau username').fill(identifier);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'MASUK', exact: true }).click();
}

export async function logOut(page: Page, firstName: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`Hai, ${firstName}`) })
    .click();
  await page.getByRole('button', { name: 'Keluar' }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: /Masuk \/ Daftar/ }),
  ).toBeVisible();
}
