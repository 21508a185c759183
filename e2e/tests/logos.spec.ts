import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkout, shopperReadyToCheckOut } from '../support/checkout';
import { waitForHydration } from '../support/page';

/**
 * Marks and badges (issue 17 item 19, ADR 0033): banks, wallets, card schemes and carriers are
 * name badges whose text renders at 11 px or more and is never cut, on a phone as on a desktop;
 * every brand's mark is an SVG file that loads at its stated size.
 */
test.describe.configure({ timeout: 90_000 });

/** Measures every name badge in `scope` as the browser rendered it. */
async function measureBadges(scope: Locator) {
  const badges = scope.locator('[data-name-badge]');
  await expect(badges.first()).toBeVisible();
  return badges.evaluateAll((elements) =>
    elements.map((element) => {
      const text = document.createRange();
      text.selectNodeContents(element);
      const glyphs = text.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      const parent = element.parentElement!;
      return {
        label: element.textContent ?? '',
        fontSize: Number.parseFloat(getComputedStyle(element).fontSize),
        textHeight: glyphs.height,
        textRight: glyphs.right,
        boxRight: box.right,
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
        parentScrollWidth: parent.scrollWidth,
        parentClientWidth: parent.clientWidth,
      };
    }),
  );
}

/** At least `count` badges, each legible (≥ 11 px) and whole (nothing scrolls or spills). */
async function expectLegibleBadges(scope: Locator, count: number) {
  const badges = await measureBadges(scope);
  expect(badges.length).toBeGreaterThanOrEqual(count);
  for (const badge of badges) {
    expect(badge.label.trim(), 'a badge shows a name').not.toBe('');
    expect(badge.fontSize, badge.label).toBeGreaterThanOrEqual(11);
    expect(badge.textHeight, badge.label).toBeGreaterThanOrEqual(11);
    expect(badge.scrollWidth, `${badge.label} is cut`).toBeLessThanOrEqual(badge.clientWidth);
    expect(badge.textRight, `${badge.label} spills`).toBeLessThanOrEqual(badge.boxRight + 0.5);
    expect(badge.parentScrollWidth, `${badge.label}'s row is cut`).toBeLessThanOrEqual(
      badge.parentClientWidth,
    );
  }
  return badges.map((badge) => badge.label);
}

/** Every brand mark in `scope` is an SVG file that loaded, with its width and height set. */
async function expectMarksLoaded(page: Page, scope: Locator, count: number) {
  const marks = scope.locator('img[src^="/media/brands/"]');
  await expect(marks.first()).toBeVisible();
  // Marks past a sideways strip's edge are lazy and may never come near the viewport on a
  // phone: this check is about the files, so every mark is asked for now.
  await marks.evaluateAll((images) =>
    images.forEach((img) => ((img as HTMLImageElement).loading = 'eager')),
  );
  await expect
    .poll(() =>
      marks.evaluateAll(
        (images) => images.filter((img) => !(img as HTMLImageElement).complete).length,
      ),
    )
    .toBe(0);
  const loaded = await marks.evaluateAll((images) =>
    (images as HTMLImageElement[]).map((img) => ({
      src: img.getAttribute('src') ?? '',
      natural: img.naturalWidth,
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      shown: img.getBoundingClientRect().width,
    })),
  );
  expect(loaded.length).toBeGreaterThanOrEqual(count);
  for (const mark of loaded) {
    expect(mark.src).toMatch(/\.svg$/);
    expect(mark.natural, mark.src).toBeGreaterThan(0);
    expect(mark.width && mark.height, mark.src).toBeTruthy();
  }
  expect(new Set(loaded.map((mark) => mark.src)).size).toBe(loaded.length);
  return page;
}

test('carriers and payment methods are name badges, legible and whole', async ({ page }) => {
  await shopperReadyToCheckOut(page);
  const main = page.getByRole('main');

  await page.goto('/order/shipping');
  await waitForHydration(page);
  await expect(main.getByRole('radio').first()).toBeAttached();
  const carriers = await expectLegibleBadges(main.locator('label:has(input[type=radio])'), 3);
  expect(carriers).toEqual(expect.arrayContaining(['JNE', 'SiCepat']));

  const steps = checkout(page);
  await steps.throughShipping();
  const chooser = await steps.openChooser();
  const methods = await expectLegibleBadges(chooser, 10);
  expect(methods).toEqual(
    expect.arrayContaining(['BCA', 'Permata', 'GoPay', 'OVO', 'QRIS', 'LinkAja', 'Indomaret']),
  );

  await chooser.getByRole('button', { name: /BCA Virtual Account/ }).click();
  await expect(chooser).toBeHidden();
  expect(await expectLegibleBadges(main, 1)).toContain('BCA');
});

test('the footer’s payment marks are legible badges; brand marks load as SVG files', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  expect(await expectLegibleBadges(footer, 10)).toEqual(
    expect.arrayContaining(['Visa', 'Mastercard', 'JCB', 'BCA', 'Mandiri', 'GoPay', 'QRIS']),
  );

  const strip = page.locator('section', { has: page.locator('a[href="/brand"]') }).first();
  await strip.scrollIntoViewIfNeeded();
  await expectMarksLoaded(page, strip, 12);

  await page.goto('/brand');
  // Marks load lazily: walk down the page as a shopper would.
  for (let seen = 0; seen < 60; seen += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.body.scrollHeight - 2;
    });
    if (atEnd) break;
  }
  await expectMarksLoaded(page, page.getByRole('main'), 40);
});
