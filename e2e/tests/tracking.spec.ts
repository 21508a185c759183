import { expect, test, type Page } from '@playwright/test';
import { TOUR_SEEN_STATE } from '../playwright.config';
import { expectNoAxeViolations } from '../support/axe';
import { waitForHydration } from '../support/page';

/**
 * Issue 24 "Tracking": page views 400 ms after each navigation with the spec's page types, a
 * tile click counted once, batches sent to the analytics API (by beacon when the page hides),
 * and nothing sent before the shopper accepts the cookie banner.
 */

type SentEvent = { verb: string; page_type?: string; object_id?: string; path?: string };

/**
 * Watches the page's tracking from inside it: every dataLayer push and history change with its
 * time, and every beacon's body (Playwright sees a beacon's request but not its Blob body).
 */
async function watchTracking(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {
      __pushes: { event: string; page_type: string; at: number }[];
      __navigations: { url: string; at: number }[];
      __beacons: string[];
      dataLayer: unknown[];
    };
    w.__pushes = [];
    w.__navigations = [];
    w.__beacons = [];
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      for (const item of items as { event: string; page_type: string }[]) {
        w.__pushes.push({ event: item.event, page_type: item.page_type, at: performance.now() });
      }
      return Array.prototype.push.apply(layer, items);
    };
    w.dataLayer = layer;
    const pushState = history.pushState.bind(history);
    history.pushState = (state, unused, url) => {
      w.__navigations.push({ url: String(url), at: performance.now() });
      pushState(state, unused, url);
    };
    const beacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => w.__beacons.push(text));
      return beacon(url, data);
    };
  });
  const posted: SentEvent[][] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || request.resourceType() === 'ping') return;
    if (!/\/api\/analytics\/sessions\/[^/?]+$/.test(new URL(request.url()).pathname)) return;
    posted.push((JSON.parse(request.postData() ?? '{}') as { events?: SentEvent[] }).events ?? []);
  });
  return {
    /** Every event sent to the API so far, by fetch or by beacon. */
    async events(): Promise<SentEvent[]> {
      const beacons = await page.evaluate(
        () => (window as unknown as { __beacons: string[] }).__beacons,
      );
      return [
        ...posted.flat(),
        ...beacons.flatMap((text) => (JSON.parse(text) as { events: SentEvent[] }).events),
      ];
    },
    pushes: () =>
      page.evaluate(
        () =>
          (window as unknown as { __pushes: { event: string; page_type: string; at: number }[] })
            .__pushes,
      ),
    navigations: () =>
      page.evaluate(
        () => (window as unknown as { __navigations: { url: string; at: number }[] }).__navigations,
      ),
  };
}

const pageViews = async (watch: Awaited<ReturnType<typeof watchTracking>>) =>
  (await watch.pushes()).filter((push) => push.event === 'page_view');

/** Hides the page as a tab switch does: the tracker sends what it holds by beacon. */
const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

test('page views arrive 400 ms after each navigation, with the page types of 001 §2', async ({
  page,
}) => {
  const watch = await watchTracking(page);
  await page.goto('/');
  await waitForHydration(page);
  await expect
    .poll(async () => (await pageViews(watch)).map((view) => view.page_type))
    .toEqual(['homepage']);

  // A navigation inside the shop: its view comes 400 ms after the address changed, not before.
  await page.goto('/shop/all');
  await waitForHydration(page);
  const product = page.locator('article[data-product-id] a.tile-link').first();
  const href = (await product.getAttribute('href')) ?? '';
  await product.click();
  await expect(page).toHaveURL(new RegExp(`${href.split('?')[0]}`));
  await expect
    .poll(async () => (await pageViews(watch)).map((view) => view.page_type))
    .toEqual(['category_page', 'product_detail']);
  const navigation = (await watch.navigations()).at(-1);
  const view = (await pageViews(watch)).at(-1);
  expect(navigation?.url).toContain(href.split('?')[0]);
  expect((view?.at ?? 0) - (navigation?.at ?? 0)).toBeGreaterThanOrEqual(400);

  // The views reach the API (within 5 s, or at once when the page hides).
  await hidePage(page);
  await expect
    .poll(async () =>
      (await watch.events())
        .filter((event) => event.verb === 'page_view' && event.page_type !== 'homepage')
        .map((event) => [event.page_type, event.path?.split('?')[0]]),
    )
    .toEqual([
      ['category_page', '/shop/all'],
      ['product_detail', href.split('?')[0]],
    ]);
});

test('a tile click is counted once, and what waits leaves by beacon when the page hides', async ({
  page,
}) => {
  const watch = await watchTracking(page);
  await page.goto('/shop/all');
  await waitForHydration(page);
  const tile = page.locator('article[data-product-id]').first();
  const productId = await tile.getAttribute('data-product-id');
  const link = tile.locator('a.tile-link');
  // Stay on the page: the shop's link sees the click as handled and does not navigate.
  await page.evaluate(() =>
    window.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('article[data-product-id] a')) event.preventDefault();
      },
      { capture: true },
    ),
  );
  await link.click();
  await link.click();
  await hidePage(page);
  await expect
    .poll(async () => (await watch.events()).filter((event) => event.verb === 'tile_click').length)
    .toBe(1);
  const events = await watch.events();
  const click = events.find((event) => event.verb === 'tile_click');
  expect(click).toMatchObject({ object_id: productId, page_type: 'category_page' });
  // Tiles seen on screen were counted as impressions, each once.
  const impressions = events.filter((event) => event.verb === 'tile_impression');
  expect(impressions.length).toBeGreaterThan(0);
  const ids = impressions.map((event) => event.object_id);
  expect(new Set(ids).size).toBe(ids.length);
});

test.describe('before the cookie choice', () => {
  // A first visit but for the quick tour (its own suite): the banner alone asks.
  test.use({
    storageState: {
      ...TOUR_SEEN_STATE,
      cookies: TOUR_SEEN_STATE.cookies.filter((cookie) => cookie.name !== 'kilau_consent'),
    },
  });

  test('nothing is sent until the shopper accepts; the choice is kept', async ({ page }) => {
    const watch = await watchTracking(page);
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Kami menghargai privasimu' });
    await expect(banner).toBeVisible();
    await page.clock.runFor(6_000);
    expect(await watch.events()).toHaveLength(0);
    await page.clock.resume();
    await expectNoAxeViolations(page);

    const saved = page.waitForResponse('**/api/analytics/consent');
    await banner.getByRole('button', { name: 'Terima semua' }).click();
    expect((await saved).status()).toBe(200);
    await expect(banner).toBeHidden();
    // The first page's view waited for the answer and goes now.
    await hidePage(page);
    await expect
      .poll(async () => (await watch.events()).map((event) => event.verb))
      .toContain('page_view');

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Kami menghargai privasimu' })).toHaveCount(0);
    // Changeable from the footer.
    await page.getByRole('button', { name: 'Pengaturan cookie' }).click();
    const settings = page.getByRole('dialog', { name: 'Pengaturan cookie' });
    await expect(settings.getByRole('switch', { name: 'Pemasaran' })).toBeChecked();
  });

  test('refusing sends nothing, then or later', async ({ page }) => {
    const watch = await watchTracking(page);
    await page.goto('/');
    await waitForHydration(page);
    await page
      .getByRole('region', { name: 'Kami menghargai privasimu' })
      .getByRole('button', { name: 'Hanya yang diperlukan' })
      .click();
    await expect(page.getByRole('region', { name: 'Kami menghargai privasimu' })).toBeHidden();
    await page.goto('/shop/all');
    await waitForHydration(page);
    await page.waitForTimeout(600);
    await hidePage(page);
    await page.waitForTimeout(300);
    expect(await watch.events()).toHaveLength(0);
  });
});
