import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration } from './page';

/** A tile as `/v3/products` sends it: what the bag tests pick candidates by. */
type ShelfTile = {
  id: number;
  slug: string;
  classification: string | null;
  is_sale: boolean;
  is_in_stock: boolean;
  is_pack: boolean;
  option_count: number;
  default_combination: { is_pre_order: boolean } | null;
};

/** A product as its detail (`/v2/products/{id}-{slug}`) sends it, with its combinations. */
export type ShelfProduct = {
  id: number;
  name: string;
  url: string;
  classification: string | null;
  is_sale: boolean;
  is_in_stock: boolean;
  max_limit_per_order?: number | null;
  pack_detail: unknown[];
  combinations: Array<{
    id: number;
    stock: number;
    is_pre_order: boolean;
    attributes: Record<string, { name: string }>;
  }>;
};

const plain = (product: ShelfProduct) =>
  product.is_in_stock &&
  product.classification === null &&
  product.pack_detail.length === 0 &&
  product.combinations.every((combination) => !combination.is_pre_order && combination.stock > 5);

/**
 * Products for a bag test from the seeded catalogue: `single` ones a tile adds at once (one
 * combination) and one with shades whose tile opens the option modal (several shades, not on
 * sale). Tiles carry no combinations, so the candidates' details are read.
 */
export async function shelfProducts(request: APIRequestContext, single: number) {
  const response = await request.get('/api/catalog/v3/products?limit=100&sort=bestseller');
  const tiles = ((await response.json()) as { data: ShelfTile[] }).data.filter(
    (tile) =>
      tile.is_in_stock &&
      tile.classification === null &&
      !tile.is_pack &&
      tile.default_combination?.is_pre_order === false,
  );
  const detail = async (tile: ShelfTile) => {
    const answer = await request.get(`/api/catalog/v2/products/${tile.id}-${tile.slug}`);
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { data: ShelfProduct }).data;
  };
  const singles: ShelfProduct[] = [];
  for (const tile of tiles.filter((one) => one.option_count <= 1)) {
    if (singles.length === single) break;
    const product = await detail(tile);
    if (plain(product) && product.combinations.length === 1) singles.push(product);
  }
  let shaded: ShelfProduct | undefined;
  for (const tile of tiles.filter((one) => one.option_count > 1 && !one.is_sale)) {
    const product = await detail(tile);
    if (
      plain(product) &&
      product.combinations.every((combination) => 'shade' in combination.attributes)
    ) {
      shaded = product;
      break;
    }
  }
  expect(singles).toHaveLength(single);
  expect(shaded, 'a product with shades').toBeDefined();
  return { singles, shaded: shaded as ShelfProduct };
}

/** The bag's verbs on role-based locators: tiles, the notification and the mini-cart. */
export function bag(page: Page) {
  const header = page.getByRole('banner');
  const button = header.getByRole('button', { name: /^Tas belanja/ });
  const notification = page.getByRole('region', { name: 'Notifikasi tas belanja' });
  const miniCart = page.getByRole('dialog', { name: /Tas Belanja/ });

  /** Finds the product's tile through the search page. */
  async function tile(name: string) {
    await page.goto(`/search?q=${encodeURIComponent(name)}`);
    await waitForHydration(page);
    const article = page.getByRole('main').getByRole('article', { name, exact: true }).first();
    await expect(article).toBeVisible();
    return article;
  }

  /** Waits for the add-to-bag notification of `name`, then dismisses it. */
  async function expectAdded(name: string) {
    await expect(notification).toContainText('Produk berhasil ditambahkan ke tas belanja.');
    await expect(notification).toContainText(name);
    await notification.getByRole('button', { name: 'Lanjut belanja' }).click();
    await expect(notification.getByRole('button')).toHaveCount(0);
  }

  return {
    button,
    notification,
    miniCart,
    /** ADD TO BAG on the product's tile: one unit of its only combination. */
    async addFromTile(name: string) {
      const article = await tile(name);
      await article.getByRole('button', { name: /Tambah ke tas/ }).click();
      await expectAdded(name);
    },
    /** ADD TO BAG on the tile opens the option modal; the shade is chosen and added there. */
    async addShadeFromTile(name: string, shade: string) {
      const article = await tile(name);
      await article.getByRole('button', { name: /Tambah ke tas/ }).click();
      const options = page.getByRole('dialog', { name: 'Pilih varian' });
      // Shades are swatches: a radio group, each named by its shade (ADR 0032).
      await options.getByRole('radio', { name: shade, exact: true }).click();
      await options.getByRole('button', { name: /Tambah ke tas/ }).click();
      await expect(options).toBeHidden();
      await expectAdded(name);
    },
    /** The count in the header badge (the button's name says it). */
    async count(): Promise<number> {
      const label = (await button.getAttribute('aria-label')) ?? (await button.innerText());
      const match = /(\d+) produk/.exec(label);
      return match ? Number(match[1]) : 0;
    },
    async open() {
      await button.click();
      await expect(miniCart).toBeVisible();
      return miniCart;
    },
  };
}
