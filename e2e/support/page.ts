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

/**
 * Waits until no finite CSS transition or animation is running (a dialog fading out, a chosen
 * card changing colour): an accessibility audit taken mid-transition measures blended colours.
 * Endless ones (a loading pulse) are left alone.
 */
export async function waitForStillness(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}
