import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { checkout, shopperReadyToCheckOut } from '../support/checkout';
import { waitForHydration } from '../support/page';
import { englishWordsIn, KEPT_IN_INDONESIAN } from '../../apps/web/app/testing/id-locale-words';

/**
 * Issue 17 items 12 and 15 (ADR 0030): a new member walks the shop in Indonesian — home, a
 * listing with its facets, a product with shades, the bag, shipping, payment, the
 * confirmation, my orders with an order's history, my account with the beauty profile — and no
 * page shows an English UI word once the catalogue's own names (products, brands, shades,
 * categories, carriers, payment methods) are taken out, nor a button in capitals. On the way:
 * the address reads the same on every step, "Dikirim ke" names the city, and the date of birth
 * is written day first.
 */

/** Every `name` an API answer holds (products, brands, shades, categories, carriers, methods). */
function namesIn(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) namesIn(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if ((key === 'name' || key.endsWith('_name')) && typeof inner === 'string' && inner.trim())
        into.add(inner.trim());
      else namesIn(inner, into);
    }
  }
  return into;
}

async function answerOf(request: APIRequestContext, path: string): Promise<unknown> {
  const response = await request.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
}

/** The catalogue's names: every product and brand, every category. */
async function catalogueNames(request: APIRequestContext): Promise<Set<string>> {
  const names = new Set<string>();
  namesIn(await answerOf(request, '/api/catalog/v3/categories'), names);
  namesIn(await answerOf(request, '/api/catalog/v3/brands/letters'), names);
  for (let page = 1; ; page += 1) {
    const tiles = await answerOf(request, `/api/catalog/v3/products?limit=100&page=${page}`);
    namesIn(tiles, names);
    if (!Array.isArray(tiles) || tiles.length < 100) break;
  }
  return names;
}

const ACRONYMS = /\b(OVO|BCA|BNI|BRI|QRIS|WIB|COD|VA|OTP|DOKU|GPN|CIMB|JNE|SPF|PA|BPOM|SALE)\b/g;

/** The English UI words a page shows, and its buttons written in capitals. */
async function readPage(page: Page, names: ReadonlySet<string>) {
  await waitForHydration(page);
  const text = await page.locator('body').innerText();
  const buttons = await page
    .locator('button:visible, a[role="button"]:visible')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).innerText.trim()));
  const kept = [...KEPT_IN_INDONESIAN, ...names];
  return {
    text,
    english: englishWordsIn(text, kept),
    capitals: buttons.filter((label) => {
      const words = label.replace(ACRONYMS, '').match(/\p{L}{2,}/gu) ?? [];
      return words.length > 0 && words.every((word) => word === word.toUpperCase());
    }),
  };
}

async function expectIndonesian(page: Page, names: ReadonlySet<string>, where: string) {
  const seen = await readPage(page, names);
  expect(seen.english, `${where}: English UI words`).toEqual([]);
  expect(seen.capitals, `${where}: buttons in capitals`).toEqual([]);
  return seen.text;
}

test('a new member walks the whole shop in Indonesian and meets no English', async ({ page }) => {
  test.setTimeout(180_000);
  const names = await catalogueNames(page.request);
  await shopperReadyToCheckOut(page);
  namesIn(await answerOf(page.request, '/api/cart/user/me/carts'), names);

  await page.goto('/');
  await expectIndonesian(page, names, 'home');

  // A listing with its facets: concerns are Indonesian ("Jerawat"), never "Acne".
  await page.goto('/shop/1-skincare');
  const listing = await expectIndonesian(page, names, 'listing');
  expect(listing).not.toMatch(/Combination Skin|Dark Spots/);

  // A product with shades: the variant prefix stays "Shade", every other label is Indonesian.
  const tiles = (await answerOf(
    page.request,
    '/api/catalog/v3/products?limit=100&sort=bestseller',
  )) as Array<{ id: number; slug: string; url: string; option_count: number }>;
  const shaded = tiles.find((tile) => tile.option_count > 1)!;
  namesIn(
    await answerOf(page.request, `/api/catalog/v2/products/${shaded.id}-${shaded.slug}`),
    names,
  );
  await page.goto(shaded.url);
  await expectIndonesian(page, names, 'product page');

  await page.goto('/order');
  await expectIndonesian(page, names, 'bag');

  // Shipping and payment: the chosen address reads the same on both, city and province in one
  // case style.
  const steps = checkout(page);
  await steps.throughShipping();
  await page.goto('/order/shipping');
  const shipping = await expectIndonesian(page, names, 'shipping');
  expect(shipping).toContain('Kota Bandung, Jawa Barat');
  expect(shipping).not.toContain('KOTA BANDUNG');
  await page.goto('/order/payment');
  const payment = await expectIndonesian(page, names, 'payment');
  expect(payment).toContain('Kota Bandung, Jawa Barat');

  await steps.choose(/BCA Virtual Account/);
  await steps.placeOrder();
  await expect(page).toHaveURL(/\/order\/confirmation\/\d+$/);
  const orderId = page.url().split('/').pop()!;
  namesIn(await answerOf(page.request, `/api/order/orders/${orderId}`), names);
  const confirmation = await expectIndonesian(page, names, 'confirmation');
  // "Dikirim ke" names the address's label, its city and province.
  const deliverTo = page.getByRole('main').getByText('Dikirim ke', { exact: true }).locator('..');
  await expect(deliverTo).toContainText('Rumah · Nadia Putri');
  await expect(deliverTo).toContainText('Sukasari, Kota Bandung, Jawa Barat, 40154');
  expect(confirmation).not.toContain('KOTA BANDUNG');

  // My orders: the state and its history in Indonesian.
  await page.goto('/my-orders');
  await expectIndonesian(page, names, 'my orders');
  await page.getByRole('button', { name: 'Lihat detail' }).first().click();
  const detail = page.getByRole('dialog');
  await expect(detail).toBeVisible();
  await expect(detail).toContainText('Menunggu transfer bank');
  await expect(detail).toContainText('Rumah · Nadia Putri');
  await expect(detail).toContainText('Kota Bandung, Jawa Barat');
  await expectIndonesian(page, names, 'order detail');
  await page.keyboard.press('Escape');

  // My account: the beauty profile's chips are Indonesian; the date of birth is day first.
  await page.goto('/my-account');
  const account = await expectIndonesian(page, names, 'my account');
  expect(account).toContain('Kulit kombinasi');
  expect(account).not.toContain('Combination Skin');
  const birthday = page.getByLabel(/Tanggal Lahir/);
  await birthday.fill('17/08/1996');
  await page.getByRole('button', { name: 'Simpan perubahan' }).click();
  await expect(page.getByRole('region', { name: 'Notifikasi', exact: true })).toContainText(
    /berhasil|diperbarui/i,
  );
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel(/Tanggal Lahir/)).toHaveValue('17/08/1996');
  const member = (await answerOf(page.request, '/api/accounts/user/me')) as {
    date_of_birth: string | null;
  };
  expect(member.date_of_birth?.slice(0, 10)).toBe('1996-08-17');
});
