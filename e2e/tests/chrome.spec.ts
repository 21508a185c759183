import { expect, test, type Page } from '@playwright/test';
import { checkout, shopperReadyToCheckOut } from '../support/checkout';
import { waitForHydration } from '../support/page';

/**
 * The shop's chrome at both sizes: one header decided by the viewport (the back-arrow bar is the
 * phone's; desktop keeps the full header everywhere), a footer whose every link leads somewhere,
 * and the phone's sticky add-to-bag bar on the product page.
 */

type Tile = { url: string; option_count: number; is_in_stock: boolean; is_flashsale: boolean };

async function catalogPaths(page: Page) {
  const tiles = (await (await page.request.get('/api/catalog/v3/products?limit=40')).json())
    .data as Array<
    Tile & { brand: { slug: string }; default_combination: { is_pre_order: boolean } }
  >;
  const categories = (await (await page.request.get('/api/catalog/v3/categories')).json()).data as
    | Array<{ url: string }>
    | undefined;
  const product = tiles.find(
    (tile) =>
      tile.option_count > 0 &&
      tile.is_in_stock &&
      !tile.is_flashsale &&
      !tile.default_combination.is_pre_order,
  );
  if (!product || !tiles[0]) throw new Error('a product with options expected');
  return {
    product: product.url,
    brand: `/brand/${tiles[0].brand.slug}`,
    category: categories?.[0]?.url ?? '/shop',
  };
}

/** The full header: the wordmark, the search field and the account entry, and no back arrow. */
async function expectFullHeader(page: Page, account: RegExp) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Kilau, ke beranda' })).toBeVisible();
  await expect(header.getByRole('searchbox')).toBeVisible();
  await expect(header.getByRole('button', { name: account })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Kembali' })).toBeHidden();
}

/** The phone's back-arrow bar: back and the page's title, no wordmark or search field. */
async function expectBackHeader(page: Page, title: string) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Kembali' })).toBeVisible();
  // The visible title: the closed search panel's "Promo" badge (the search-bar text) is also
  // in the header, hidden.
  await expect(header.getByText(title, { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Kilau, ke beranda' })).toBeHidden();
  await expect(header.getByRole('searchbox')).toBeHidden();
}

test('the header: full on every page at desktop width, the back-arrow bar on the phone where the spec gives it', async ({
  page,
  isMobile,
}) => {
  // Sixteen pages and a checkout set-up on a shared 2-core machine.
  test.setTimeout(180_000);
  const paths = await catalogPaths(page);
  // [path, the phone's back-arrow title, or null where the phone shows the full header too]
  const guestPages: Array<[string, string | null]> = [
    ['/', null],
    ['/shop/all', 'Kategori'],
    [paths.category, 'Kategori'],
    [paths.brand, 'Brand'],
    ['/brand', null],
    ['/search?q=serum', 'Pencarian'],
    ['/flash-sale', 'Flash Sale'],
    ['/promo', 'Promo'],
    ['/campaign/glow-up-week', null],
    [paths.product, null],
  ];
  for (const [path, backTitle] of guestPages) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      if (isMobile && backTitle) await expectBackHeader(page, backTitle);
      else await expectFullHeader(page, /Masuk \/ Daftar/);
    });
  }

  await shopperReadyToCheckOut(page);
  // The payment step opens once a shipping service is chosen.
  await checkout(page).throughShipping();
  const memberPages: Array<[string, string | null]> = [
    ['/order', 'Tas Belanja'],
    ['/order/shipping', 'Pengiriman'],
    ['/order/payment', 'Pembayaran'],
    ['/my-orders', null],
    ['/my-account', null],
    ['/wishlist', null],
  ];
  for (const [path, backTitle] of memberPages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      if (isMobile && backTitle) await expectBackHeader(page, backTitle);
      else await expectFullHeader(page, /Hai, Nadia/);
    });
  }
});

test('the header is right before any script runs, at either width', async ({
  browser,
  isMobile,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await page.goto('/shop/all');
  if (isMobile) await expectBackHeader(page, 'Kategori');
  else await expectFullHeader(page, /Masuk \/ Daftar/);
  await context.close();
});

test('every footer link leads to a page that exists', async ({ page }) => {
  await page.goto('/');
  const links = page.getByRole('contentinfo').getByRole('link');
  const hrefs = (await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  )) as string[];
  const own = hrefs.filter((href) => href.startsWith('/'));
  expect(own.length).toBeGreaterThanOrEqual(5);
  for (const href of own) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
  }
});

test("the phone's product page keeps ADD TO BAG in reach once the main button scrolls away", async ({
  page,
  isMobile,
}) => {
  const { product } = await catalogPaths(page);
  await page.goto(product);
  await waitForHydration(page);
  const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  const bar = page.getByRole('region', { name, exact: true });
  await expect(bar).toBeHidden();

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  if (!isMobile) {
    await expect(bar).toBeHidden();
    return;
  }
  await expect(bar).toBeVisible();
  // At the very end of the page the bar sits below the footer, not over it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const copyright = page.getByRole('contentinfo').getByText(/Hak cipta/);
  const [barBox, lastLine] = await Promise.all([bar.boundingBox(), copyright.boundingBox()]);
  expect(lastLine!.y + lastLine!.height).toBeLessThanOrEqual(barBox!.y);

  await bar.getByRole('button', { name: /Tambah ke tas/ }).click();
  await expect(page.getByRole('region', { name: 'Notifikasi tas belanja' })).toContainText(
    'Produk berhasil ditambahkan ke tas belanja.',
  );
});

test("home: the free-shipping notice once above the hero, and shelves of whole cards (a phone's next card peeks by a fixed amount)", async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByText(/gratis ongkir/i)).toHaveCount(1);
  await expect(page.getByText(/gratis ongkir/i).first()).toBeVisible();
  const hero = page.getByRole('main').locator('section').first();
  await expect(hero.getByText(/gratis ongkir/i)).toHaveCount(0);

  // The flash sale's shelf, rendered on the server.
  const track = page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .first();
  await expect(track).toBeVisible();
  const cut = await track.evaluate((list) => {
    const edge = list.getBoundingClientRect().right;
    return Array.from(list.children)
      .map((item) => item.getBoundingClientRect())
      .filter((card) => card.left < edge - 1 && card.right > edge + 1)
      .map((card) => Math.round(edge - card.left));
  });
  if (isMobile) {
    expect(cut).toHaveLength(1);
    expect(cut[0]).toBeGreaterThanOrEqual(30);
    expect(cut[0]).toBeLessThanOrEqual(60);
  } else {
    expect(cut).toEqual([]);
  }
});
