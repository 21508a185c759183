import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration } from './page';

/**
 * The bag page's verbs (/order), on role-based locators, and the set-up calls behind them
 * (through the page's request context, which shares the browser's cookies).
 */

export type BagProduct = { id: string; combinationId: string; name: string; price: number };

type Envelope<T> = { success: boolean; data: T; message?: string };

type CatalogTile = {
  id: number;
  name: string;
  slug: string;
  classification: string | null;
  is_in_stock?: boolean;
  is_pack?: boolean;
  min_price_after_discount: number;
  max_price_after_discount: number;
  default_combination: {
    id: number;
    is_pre_order: boolean;
    is_flashsale?: boolean;
  } | null;
};

/** The product's detail: its default combination's stock and price. */
type CatalogDetail = {
  default_combination: { id: number; stock: number; price_after_discount: number } | null;
};

type CartLine = { _id: string; id: string; combination_id: string; quantity: number; name: string };
type Cart = {
  _id: string | null;
  products: CartLine[];
  voucher_id: string | null;
  point_applied: number;
  paper_bag_voucher_id: string | null;
};

async function read<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  expect(response.ok(), JSON.stringify(body)).toBe(true);
  return body.data;
}

/**
 * Plain products for a bag: in stock, not a pack, pre-order, e-gift or gift, with a price in
 * the range asked, cheapest last so a bag can be made to pass a voucher's minimum.
 */
export async function bagProducts(
  request: APIRequestContext,
  count: number,
  { minPrice = 40_000, maxPrice = 400_000 } = {},
): Promise<BagProduct[]> {
  const tiles = await read<CatalogTile[]>(
    await request.get('/api/catalog/v3/products?limit=50&sort=bestseller'),
  );
  // A tile names its price range and its default combination; the detail has the stock.
  const candidates = tiles.filter((tile) => {
    const combination = tile.default_combination;
    return (
      combination &&
      tile.classification === null &&
      !tile.is_pack &&
      tile.is_in_stock !== false &&
      !combination.is_pre_order &&
      !combination.is_flashsale &&
      tile.max_price_after_discount >= minPrice &&
      tile.min_price_after_discount <= maxPrice
    );
  });
  const plain: BagProduct[] = [];
  for (const tile of candidates) {
    if (plain.length === count) break;
    const ref = `${tile.id}-${tile.slug}`;
    const detail = await read<CatalogDetail>(await request.get(`/api/catalog/v2/products/${ref}`));
    const combination = detail.default_combination;
    if (
      combination &&
      combination.stock >= 5 &&
      combination.price_after_discount >= minPrice &&
      combination.price_after_discount <= maxPrice
    ) {
      plain.push({
        id: String(tile.id),
        combinationId: String(combination.id),
        name: tile.name,
        price: combination.price_after_discount,
      });
    }
  }
  expect(plain.length, 'the demo catalogue has enough plain products').toBeGreaterThanOrEqual(
    count,
  );
  return plain;
}

/** Adds a product to the member's bag through the cart API. */
export async function addToBag(request: APIRequestContext, product: BagProduct, quantity = 1) {
  const response = await request.post('/api/cart/carts', {
    data: { product: { id: product.id, combination_id: product.combinationId, quantity } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Empties the member's bag and takes its promotions off (a shared member starts clean). */
export async function emptyBag(request: APIRequestContext) {
  const cart = await read<Cart>(await request.get('/api/cart/user/me/carts'));
  if (!cart._id) return;
  if (cart.voucher_id) {
    await request.delete('/api/cart/user/me/carts/voucher', {
      data: { voucher_id: cart.voucher_id, _id: cart._id },
    });
  }
  if (cart.point_applied > 0) {
    await request.delete('/api/cart/user/me/carts/points', {
      data: { points: cart.point_applied, _id: cart._id },
    });
  }
  if (cart.paper_bag_voucher_id) await request.delete('/api/cart/user/me/carts/paper-bag');
  for (const line of cart.products) {
    const response = await request.post('/api/cart/user/me/carts', {
      data: {
        id: cart._id,
        action: 'delete',
        product: {
          _id: line._id,
          id: line.id,
          combination_id: line.combination_id,
          quantity: line.quantity,
        },
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

/** Rupiah as the page prints them: `Rp` and dot thousands. */
export const rupiah = (amount: number) =>
  `Rp${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(amount)}`;

/** The bag page's verbs. */
export function bagPage(page: Page) {
  const main = page.getByRole('main');
  const lines = main.getByRole('region', { name: 'Produk di tas belanja' });
  const line = (name: string) => lines.getByRole('article', { name, exact: true });
  const summary = main.getByRole('region', { name: 'Ringkasan Belanja' });
  const promotions = main.getByRole('region', { name: 'Promo & Poin' });
  const voucherField = promotions.getByLabel('Kode Voucher');
  const pointsField = promotions.getByLabel('Jumlah poin');

  return {
    main,
    lines,
    line,
    summary,
    promotions,
    voucherField,
    pointsField,
    total: summary.getByTestId('order-total'),

    async open() {
      await page.goto('/order');
      await waitForHydration(page);
      await expect(main.getByRole('heading', { level: 1, name: /Tas Belanja/ })).toBeVisible();
    },

    async increase(name: string) {
      await line(name)
        .getByRole('button', { name: `Tambah jumlah ${name}` })
        .click();
    },

    async remove(name: string) {
      await line(name)
        .getByRole('button', { name: `Hapus ${name} dari tas belanja` })
        .click();
      await expect(line(name)).toHaveCount(0);
    },

    async applyVoucher(code: string) {
      await voucherField.fill(code);
      await promotions.getByRole('button', { name: 'Pakai', exact: true }).click();
    },

    async redeemPoints(points: number) {
      await pointsField.fill(String(points));
      await promotions.getByRole('button', { name: 'Tukar', exact: true }).click();
    },

    /** The amount on one row of the totals, e.g. `Diskon voucher`. */
    amountOf(label: RegExp) {
      return summary.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    },
  };
}
