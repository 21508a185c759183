import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { mailTo, type DevMail } from '../support/mailbox';
import { waitForHydration } from '../support/page';

/** The newest mail of a template to the address, from the development mailbox. */
async function readMail(request: APIRequestContext, email: string, template: string) {
  let found: DevMail | undefined;
  await expect
    .poll(async () => {
      found = (await mailTo(request, email, 10)).find((item) => item.template === template);
      return Boolean(found);
    })
    .toBe(true);
  return found as DevMail;
}

/** A link of the mail as a path on this server (the mail names the shop's public address). */
const pathOf = (url: string | undefined) => {
  const parsed = new URL(url ?? '');
  return `${parsed.pathname}${parsed.search}`;
};

test('subscribe from the footer, confirm from the mail, unsubscribe from the welcome mail', async ({
  page,
  request,
}) => {
  const email = `langganan.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await page.goto('/');
  await waitForHydration(page);
  // Nothing pops up on arrival.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Berlangganan newsletter' })
    .click();
  const modal = page.getByRole('dialog', { name: 'Berlangganan newsletter' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('link', { name: 'Kebijakan Privasi' })).toHaveAttribute(
    'href',
    '/page/kebijakan-privasi',
  );
  await expectNoAxeViolations(page, '[role="dialog"]');

  await modal.getByRole('textbox', { name: 'Email' }).fill(email);
  await modal.getByRole('button', { name: 'Berlangganan' }).click();
  await expect(modal.getByText('Centang persetujuan untuk berlangganan newsletter.')).toBeVisible();
  await modal.getByRole('checkbox', { name: /Saya setuju/ }).check();
  await modal.getByRole('button', { name: 'Berlangganan' }).click();
  const sent = page.getByRole('dialog', { name: 'Cek kotak masuk kamu' });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Oke, mengerti' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const confirmMail = await readMail(request, email, 'newsletter_confirm');
  expect(confirmMail.text).toContain(confirmMail.payload.url);
  await page.goto(pathOf(confirmMail.payload.url));
  await expect(page.getByRole('heading', { level: 1, name: 'Langganan aktif' })).toBeVisible();
  await expectNoAxeViolations(page, 'main');

  const welcome = await readMail(request, email, 'newsletter_welcome');
  expect(welcome.text).toContain(welcome.payload.unsubscribe_url);
  expect(welcome.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  await page.goto(pathOf(welcome.payload.unsubscribe_url));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Ya, berhenti berlangganan' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kamu sudah berhenti berlangganan' }),
  ).toBeVisible();

  // The old confirm link no longer subscribes.
  await page.goto(pathOf(confirmMail.payload.url));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tautan tidak bisa dipakai' }),
  ).toBeVisible();
});
