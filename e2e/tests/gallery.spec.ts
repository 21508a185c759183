import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/page';

type Shade = { id: number; name: string };

/** A product sold in shades, read from the API: its page and two of its shades. */
async function productInShades(page: Page): Promise<{ url: string; shades: Shade[] }> {
  const res = await page.request.get('/api/catalog/v3/products?limit=60');
  const tiles = (await res.json()).data as Array<{ url: string; option_count: number }>;
  for (const tile of tiles.filter((t) => t.option_count > 2)) {
    const detail = await page.request.get(`/api/catalog/v2/products/${tile.url.split('/').pop()}`);
    const product = (await detail.json()).data as {
      combinations: Array<{ id: number; attributes: { shade?: { name: string } } }>;
    };
    const shades = product.combinations.flatMap((c) =>
      c.attributes.shade ? [{ id: c.id, name: c.attributes.shade.name }] : [],
    );
    if (shades.length === product.combinations.length) return { url: tile.url, shades };
  }
  throw new Error('no product in shades on the first page');
}

const track = (page: Page) => page.getByTestId('gallery-track');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Chooses a shade in the product page's picker, whatever its form (link, button or radio). */
async function chooseShade(page: Page, shade: Shade) {
  const name = new RegExp(escapeRegExp(shade.name));
  await page
    .getByRole('link', { name })
    .or(page.getByRole('button', { name }))
    .or(page.getByRole('radio', { name }))
    .first()
    .click();
}

/** Desktop: thumbnails switch the picture, arrow keys move, a click enlarges it. */
async function desktopFlow(page: Page, first: Shade) {
  const images = track(page).getByRole('img');
  const thumbnails = page.getByRole('list', { name: 'Pilih foto produk' }).getByRole('button');
  await thumbnails.nth(2).click();
  await expect(thumbnails.nth(2)).toHaveAttribute('aria-current', 'true');
  await expect(images.nth(2)).toBeInViewport({ ratio: 0.9 });
  await expect(images.nth(2)).toHaveAttribute('data-kind', 'lifestyle');

  await page.keyboard.press('ArrowDown');
  await expect(thumbnails.nth(3)).toHaveAttribute('aria-current', 'true');
  await expect(thumbnails.nth(3)).toBeFocused();
  await expect(images.nth(3)).toBeInViewport({ ratio: 0.9 });
  await page.keyboard.press('Home');
  await expect(images.first()).toBeInViewport({ ratio: 0.9 });

  // The enlarged view opens on the picture shown and steps with the arrow keys.
  await page.getByRole('button', { name: /^Perbesar foto 1 dari/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/1 dari \d/);
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText(/2 dari \d/);
  await expect(dialog).toContainText(`swatch warna ${first.name}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');
  await thumbnails.first().click();
  await expect(images.first()).toBeInViewport({ ratio: 0.9 });
}

/** Phone: the strip swipes (scroll snap) with dots under it, a tap opens it full screen. */
async function phoneFlow(page: Page) {
  const images = track(page).getByRole('img');
  const dots = page.getByRole('list', { name: 'Foto yang ditampilkan' }).getByRole('button');
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('list', { name: 'Pilih foto produk' })).toBeHidden();

  // A swipe of most of a picture's width: the strip snaps to the next one, the dots follow.
  await track(page).evaluate((element) =>
    element.scrollBy({ left: element.clientWidth * 0.7, behavior: 'instant' }),
  );
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(images.nth(1)).toBeInViewport({ ratio: 0.9 });

  await dots.nth(2).click();
  await expect(images.nth(2)).toBeInViewport({ ratio: 0.9 });

  await images.nth(2).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/3 dari \d/);
  const viewport = page.viewportSize()!;
  const sheet = (await dialog.boundingBox())!;
  expect(Math.round(sheet.width)).toBe(viewport.width);
  expect(Math.round(sheet.height)).toBeGreaterThanOrEqual(viewport.height - 1);
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await expect(dialog).toBeHidden();
}

test('gallery: switch, swipe or use the keys, enlarge; a shade brings its own swatch', async ({
  page,
  isMobile,
}) => {
  const { url, shades } = await productInShades(page);
  const [first, second] = shades as [Shade, Shade];
  await page.goto(`${url}?variant=${first.id}`);
  await waitForHydration(page);

  const images = track(page).getByRole('img');
  expect(await images.count()).toBeGreaterThanOrEqual(4);
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(images.first()).toHaveAttribute('data-kind', 'packshot');
  await expect(images.first()).toBeInViewport({ ratio: 0.9 });

  if (isMobile) await phoneFlow(page);
  else await desktopFlow(page, first);

  // Another shade: its swatch comes into view, the first shade's is gone.
  await chooseShade(page, second);
  const swatch = track(page).getByRole('img', { name: `swatch warna ${second.name}` });
  await expect(swatch).toBeAttached();
  // The strip glides to the swatch. On a phone the picker sits below the strip: back up to the
  // pictures once the strip has arrived (scrolling the page during the glide can stop it
  // between two pictures).
  await expect
    .poll(() =>
      track(page).evaluate((element, alt) => {
        const index = Array.from(element.querySelectorAll('img')).findIndex((image) =>
          image.alt.endsWith(alt),
        );
        return Math.abs(element.scrollLeft - index * element.clientWidth) < 2;
      }, `swatch warna ${second.name}`),
    )
    .toBe(true);
  await track(page).scrollIntoViewIfNeeded();
  await expect(swatch).toBeInViewport({ ratio: 0.9 });
  await expect(swatch).toHaveAttribute('data-kind', 'texture');
  await expect(track(page).getByRole('img', { name: `swatch warna ${first.name}` })).toHaveCount(0);
});
