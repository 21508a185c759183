import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { demoAdminApi } from '../support/admin';
import { waitForHydration } from '../support/page';

// Popups across the shop (issue 20, docs/design/banners.md): a popup with the everyday setting
// shows once, not again within 24 hours, and again after them. A site-wide popup would cover the
// pages of the tests running beside this one, so the popup is limited to a page of its own
// (`page_path`) and ended at the end. The browser's clock is moved; the API's is the real one.

const DAY_MS = 86_400_000;

/** `datetime-local` text for a WIB time `minutes` from now. */
const wib = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000 + 7 * 3_600_000).toISOString().slice(0, 16);

/** Opens `path` and waits for the shell's banners to have been asked for once it is shown. */
async function visit(page: Page, path: string) {
  const banners = page.waitForResponse((response) =>
    response.url().includes('/api/banners/all?locations=searchbar_promo_text'),
  );
  await page.goto(path);
  await waitForHydration(page);
  await banners;
}

test('a popup with the everyday setting shows once, not again within 24 hours, and again after', async ({
  page,
}) => {
  const tag = randomBytes(4).toString('hex');
  const path = `/uji-popup-${tag}`;
  const title = `Promo uji ${tag}`;
  const admin = await demoAdminApi();
  const made = await admin.post('/api/admin/banners', {
    data: {
      location: 'popup_banner',
      title,
      subtitle: 'Serum pilihan, harga spesial hari ini',
      link_url: '/promo',
      popup_setting: 'everyday',
      page_path: path,
      start_date: wib(-1),
      end_date: wib(60),
      is_active: true,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const banner = (await made.json()).data as { id: number; version: number };

  try {
    const start = Date.now();
    await page.clock.install({ time: start });
    const popup = page.getByRole('dialog', { name: title });

    // Its page shows it, with the link to the promotion; Escape closes it.
    await visit(page, path);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Lihat promo' })).toHaveAttribute(
      'href',
      '/promo',
    );
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    // A new visit 23 hours later: not again.
    await page.evaluate(() => window.sessionStorage.clear());
    await page.clock.setSystemTime(start + DAY_MS - 3_600_000);
    await visit(page, path);
    await expect(popup).toBeHidden();

    // 24 hours after it showed: again; the close button closes it.
    await page.evaluate(() => window.sessionStorage.clear());
    await page.clock.setSystemTime(start + DAY_MS + 60_000);
    await visit(page, path);
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: /tutup/i }).click();
    await expect(popup).toBeHidden();
  } finally {
    // Ended now: no later page of the run sees it.
    const ended = await admin.patch(`/api/admin/banners/${banner.id}`, {
      data: { version: banner.version, is_active: false },
    });
    expect(ended.status(), await ended.text()).toBe(200);
    await admin.dispose();
  }
});
