import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { bag, type ShelfProduct } from '../support/bag';
import { waitForHydration } from '../support/page';

// Issue 17, item 16 (ADR 0032): shades are round swatches on the tile and the product page.
test.describe.configure({ timeout: 60_000 });

type Tile = { id: number; slug: string; option_count: number; swatches?: string[] };

/** A product of three shades or more, every one in stock and none on pre-order. */
async function threeShades(request: APIRequestContext): Promise<ShelfProduct> {
  const listed = await request.get('/api/catalog/v3/products?limit=100&sort=bestseller');
  const tiles = ((await listed.json()) as { data: Tile[] }).data;
  for (const tile of tiles.filter((one) => one.swatches && one.option_count >= 3)) {
    const answer = await request.get(`/api/catalog/v2/products/${tile.id}-${tile.slug}`);
    const product = ((await answer.json()) as { data: ShelfProduct }).data;
    const ready = product.combinations.every(
      (combination) => combination.stock > 5 && !combination.is_pre_order,
    );
    if (ready && product.classification === null && product.pack_detail.length === 0)
      return product;
  }
  throw new Error('no product with three shades in stock');
}

test('a shade picked by its swatch on the product page is the shade in the bag', async ({
  page,
  request,
}) => {
  const shaded = await threeShades(request);
  const shades = shaded.combinations.map((combination) => combination.attributes.shade?.name);
  const [first, second, third] = shades;

  // Its tile shows the first shades as dots.
  await page.goto(`/search?q=${encodeURIComponent(shaded.name)}`);
  const tile = page.getByRole('main').getByRole('article', { name: shaded.name, exact: true });
  await expect(tile.first().getByText(`Tersedia ${shades.length} warna`)).toBeAttached();
  await expectNoAxeViolations(page, '[data-testid="tile-swatches"]');

  await page.goto(shaded.url);
  await waitForHydration(page);
  const swatches = page.getByRole('main').getByRole('radiogroup', { name: 'Shade' });
  const swatch = (name: string) => swatches.getByRole('radio', { name, exact: true });
  await expect(swatches.getByRole('radio')).toHaveCount(shades.length);
  await expectNoAxeViolations(page, 'main [role="radiogroup"]');

  // The pointer names a shade; a click chooses it (ringed, in the address, named above).
  await swatch(third!).hover();
  await expect(page.getByTestId('shade-name')).toHaveText(third!);
  await swatch(third!).click();
  await expect(swatch(third!)).toHaveAttribute('aria-checked', 'true');
  await expect(page).toHaveURL(new RegExp(`[?&]variant=${shaded.combinations[2]!.id}`));

  // The keyboard moves back one shade and chooses it.
  await swatch(third!).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(swatch(second!)).toBeFocused();
  await expect(swatch(second!)).toHaveAttribute('aria-checked', 'true');
  await expect(page).toHaveURL(new RegExp(`[?&]variant=${shaded.combinations[1]!.id}`));
  await expect(page.getByTestId('shade-name')).toHaveText(second!);
  await expect(swatch(first!)).toHaveAttribute('aria-checked', 'false');

  await page.getByRole('main').getByRole('button', { name: 'Tambah ke tas' }).first().click();
  const shop = bag(page);
  await expect(shop.notification).toContainText('Produk berhasil ditambahkan ke tas belanja.');
  await expect.poll(() => shop.count()).toBe(1);
  await shop.notification.getByRole('button', { name: 'Lanjut belanja' }).click();
  const miniCart = await shop.open();
  await expect(miniCart).toContainText(shaded.name);
  await expect(miniCart).toContainText(second!);
  await expect(miniCart).not.toContainText(third!);
});
