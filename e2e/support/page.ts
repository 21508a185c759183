import { expect, type Page } from '@playwright/test';

/** Whether React has hydrated the page (its root element carries a fiber). */
export const isHydrated = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });

/** Waits until the page is interactive: controls that act through JavaScript then respond. */
export async function waitForHydration(page: Page) {
  await expect.poll(() => isHydrated(page)).toBe(true);
}

/** The shop's toast (its live region), not the bag's notification beside it. */
export const toast = (page: Page) =>
  page.getByRole('region', { name: 'Notifikasi', exact: true }).getByRole('status');
