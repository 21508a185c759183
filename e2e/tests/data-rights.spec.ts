import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expectNoAxeViolations } from '../support/axe';
import { mailTo, type DevMail } from '../support/mailbox';
import { waitForHydration } from '../support/page';

/**
 * A member's data rights (issue 25, docs/design/data-rights.md): a new member asks for their
 * data, finds the link in the mailbox once the export job has built it, downloads the zip, then
 * closes the account with the e-mailed code and is signed out.
 */

async function signUp(page: Page) {
  const tag = randomBytes(4).toString('hex');
  const email = `privasi.${tag}@example.com`;
  const res = await page.request.post('/api/auth/register', {
    data: {
      is_agree_to_legal_statements: true,
      email,
      user_name: `privasi_${tag}`,
      password: 'rahasia123',
      first_name: 'Rara',
      last_name: 'Anindita',
      phone_no: '081234567890',
      salute_id: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

/** The newest mail of `template` to `recipient` that `accept` takes, once it has arrived. */
async function waitForMail(
  page: Page,
  recipient: string,
  template: string,
  accept: (mail: DevMail) => boolean = () => true,
): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(page.request, recipient)).find(
          (mail) => mail.template === template && accept(mail),
        );
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

test('a new member downloads their data, then closes their account and is signed out', async ({
  page,
}) => {
  const email = await signUp(page);
  await page.goto('/my-privacy');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Privasi & data' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByText('Belum ada permintaan.')).toBeVisible();

  // Download my data: asked, built by the job, e-mailed as a link.
  await page.getByRole('button', { name: 'Minta unduhan data' }).click();
  await expect(page.getByText(/Sedang disiapkan|Siap sampai/)).toBeVisible();
  const ready = await waitForMail(page, email, 'data_export_ready');
  expect(ready.subject).toContain('siap diunduh');
  const link = new URL(String(ready.payload.url));
  expect(link.pathname).toMatch(/^\/api\/account\/data-export\/[\w-]{20,}$/);
  const zip = await page.request.get(link.pathname);
  expect(zip.status()).toBe(200);
  expect(zip.headers()['content-type']).toBe('application/zip');
  const files = unzipSync(new Uint8Array(await zip.body()));
  const data = JSON.parse(strFromU8(files['data.json']!)) as {
    records: Record<string, Array<Record<string, unknown>>>;
  };
  expect(data.records.profile?.[0]?.email).toBe(email);
  expect(Object.keys(files)).toContain('csv/orders.csv');

  // The page shows the ready export with its own download link.
  await page.reload();
  await waitForHydration(page);
  const download = page.getByRole('link', { name: 'Unduh (.zip)' });
  await expect(download).toBeVisible();
  await expectNoAxeViolations(page);

  // Close my account: a code by e-mail, the choice on reviews, the final tick.
  await page.getByRole('button', { name: 'Kirim kode verifikasi' }).click();
  const codeMail = await waitForMail(
    page,
    email,
    'otp_code',
    (mail) => mail.payload.scope === 'close-account',
  );
  expect(codeMail.subject).toContain('menutup akun');
  await page.getByLabel('Kode verifikasi (6 angka)').fill(String(codeMail.payload.code));
  await page.getByLabel('Hapus semua ulasan saya').check();
  await page.getByRole('button', { name: 'Tutup akun permanen' }).click();
  // Without the tick the form refuses on its field, and nothing is sent.
  await expect(page.getByText(/Centang untuk menyatakan/)).toBeVisible();
  await page.getByLabel(/Saya mengerti bahwa akun saya ditutup permanen/).check();
  await page.getByRole('button', { name: 'Tutup akun permanen' }).click();

  // Signed out, at home.
  await page.waitForURL(/\/\?account=closed$/);
  await waitForHydration(page);
  await expect(
    page.getByRole('banner').getByRole('button', { name: /Masuk \/ Daftar/ }),
  ).toBeVisible();
  expect((await page.request.get('/api/account/data-export')).status()).toBe(401);
  // The e-mail is free again: it registers a new account.
  const again = await page.request.post('/api/auth/register', {
    data: {
      is_agree_to_legal_statements: true,
      email,
      user_name: `lagi_${randomBytes(4).toString('hex')}`,
      password: 'rahasia123',
    },
  });
  expect(again.status(), await again.text()).toBe(201);
});
