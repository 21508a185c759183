// The contact form and the stores (issue 20, docs/design/contact-and-stores.md): a shopper's
// message reaches the outbox and the back office, a support staff member of this run answers
// it, and the answer reaches the shopper's mail; /find-us lists the three stores.
import { expectNoAxeViolations } from '../support/axe';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { demoAdminApi, signInFirstTime } from '../support/admin';
import { waitForHydration } from '../support/page';
import { mailTo } from '../support/mailbox';

const axeClean = (page: Page) => expectNoAxeViolations(page);

test('a message becomes a ticket that support answers to the shopper', async ({
  page,
  request,
}) => {
  const tag = randomBytes(3).toString('hex');
  const shopper = { name: 'Sari Wulandari', email: `sari.${tag}@example.com` };

  await page.goto('/contact-us');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hubungi Kami' })).toBeVisible();
  await axeClean(page);
  // The spec's messages first (001 §5).
  await page.getByRole('button', { name: 'Kirim pesan' }).click();
  await expect(page.getByText('Data belum diisi').first()).toBeVisible();
  await page.getByLabel('Nama lengkap').fill(shopper.name);
  await page.getByLabel('E-mail').fill('sari@');
  await page.getByLabel('E-mail').blur();
  await expect(page.getByText('Email tidak valid')).toBeVisible();
  await page.getByLabel('E-mail').fill(shopper.email);
  await page.getByLabel('Topik', { exact: true }).selectOption('pengiriman');
  await page.getByLabel('Pesan', { exact: true }).fill(`Paket saya belum sampai (${tag}).`);
  await page.getByRole('button', { name: 'Kirim pesan' }).click();
  const sent = page.getByTestId('contact-reference');
  await expect(sent).toContainText(/CS-\d{4}-\d{6}/);
  const reference = /CS-\d{4}-\d{6}/.exec((await sent.textContent()) ?? '')![0];

  // The acknowledgement to the shopper and the message to the shop's support address.
  await expect
    .poll(async () => (await mailTo(request, shopper.email)).map((mail) => mail.template))
    .toContain('support_ack');
  const toSupport = (await mailTo(request, 'halo@kilau.id')).find(
    (mail) => mail.payload.reference === reference,
  );
  expect(toSupport?.subject).toContain(reference);

  // A support staff member of this run, signed in the first time through the UI.
  const email = `cs.${tag}@kilau.id`;
  const password = 'rahasia-cs-tiket-2026';
  const demo = await demoAdminApi();
  const made = await demo.post('/api/admin/staff', {
    data: { email, name: 'Dewi CS', role: 'support', password },
  });
  expect(made.status(), await made.text()).toBe(201);
  await demo.dispose();
  await signInFirstTime(page, email, password);

  await page.goto(`/admin/support?status=open&q=${reference}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  await axeClean(page);
  const answer = `Paketmu tiba besok, mohon ditunggu (${tag}).`;
  await page.getByLabel('Jawaban', { exact: true }).fill(answer);
  await page.getByRole('button', { name: 'Kirim jawaban' }).click();
  await expect(page.getByText('Jawaban terkirim ke pelanggan.')).toBeVisible();
  await expect(page.getByTestId('ticket-status')).toHaveText('Dijawab');

  // The answer reaches the shopper's mail.
  await expect
    .poll(
      async () =>
        (await mailTo(request, shopper.email)).find((m) => m.template === 'support_reply')?.text ??
        '',
    )
    .toContain(answer);
});

test('/find-us lists the three stores', async ({ page }) => {
  await page.goto('/find-us');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Toko Kilau' })).toBeVisible();
  const cards = page.getByTestId('store-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.first().getByRole('heading', { name: 'Kilau Senopati' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Petunjuk arah ke Kilau Braga' })).toHaveAttribute(
    'href',
    /google\.com\/maps\/dir/,
  );
  await axeClean(page);

  // /store leads to the stores.
  await page.goto('/store');
  await expect(page).toHaveURL(/\/find-us$/);
});
