// A product out of stock in the academy shop (000 §4 "Availability of a product";
// docs/design/academy.md § The academy shop's stock): staff set the flag in the back office, the
// tile and the product page send it, and the bag refuses or marks the product as sold out —
// except where the rule lets something else decide (pre-order, flash sale, self-checkout).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW } from '../../test/build-test-app';
import { cartTestApp, productBody, shopper, type Pick } from '../../test/cart-app';
import { signedInStaff } from '../../test/staff';

let t: Awaited<ReturnType<typeof cartTestApp>>;
let merch: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  t = await cartTestApp();
  merch = await signedInStaff(t.app, t.db, 'merchandiser', () => FIXED_NOW);
});
afterAll(async () => {
  await t?.close();
});

/** Sets the product's flag through the back office's product editor, at its current version. */
async function setAcademyFlag(productId: number, value: boolean) {
  const read = await merch.inject({ url: `/api/admin/products/${productId}` });
  expect(read.statusCode, read.body).toBe(200);
  const res = await merch.inject({
    method: 'PATCH',
    url: `/api/admin/products/${productId}`,
    payload: { version: read.json().data.version, is_out_of_stock_academy: value },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.is_out_of_stock_academy).toBe(value);
}

async function tileOf(productId: number) {
  const res = await t.app.inject({ url: `/api/catalog/v3/products?ids=${productId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[0] as { url: string; is_out_of_stock_academy: boolean };
}

async function detailOf(productId: number) {
  const tile = await tileOf(productId);
  const res = await t.app.inject({
    url: `/api/catalog/v2/products/${tile.url.split('/').pop()}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { is_out_of_stock_academy: boolean };
}

const lineOf = (cart: { products: Array<Record<string, unknown>> }, pick: Pick) =>
  cart.products.find((line) => line.combination_id === String(pick.combinationId));

describe('a product out of stock in the academy shop', () => {
  it('is not flagged at first, and the tile and detail say so', async () => {
    const pick = await t.products.plain();
    expect((await tileOf(pick.productId)).is_out_of_stock_academy).toBe(false);
    expect((await detailOf(pick.productId)).is_out_of_stock_academy).toBe(false);
  });

  it('flagged by staff: shown on the tile and the detail, refused by the bag, a bag line unavailable; cleared: sellable again', async () => {
    const pick = await t.products.plain();
    const holder = await shopper(t.app);
    expect((await holder.add(productBody(pick))).statusCode).toBe(200);

    await setAcademyFlag(pick.productId, true);
    expect((await tileOf(pick.productId)).is_out_of_stock_academy).toBe(true);
    expect((await detailOf(pick.productId)).is_out_of_stock_academy).toBe(true);

    const member = await shopper(t.app);
    const refused = await member.add(productBody(pick));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errorCode).toBe('product_sold_out');

    const held = await holder.cart();
    expect(lineOf(held, pick)).toMatchObject({ is_available: false, stock: 0 });
    expect(held.has_oos_product).toBe(true);
    // Raising the quantity of a sold-out line is refused too.
    const more = await holder.call('POST', '/user/me/carts', {
      id: held._id,
      action: 'add',
      product: { ...productBody(pick, 2), _id: lineOf(held, pick)?._id },
    });
    expect(more.statusCode, more.body).toBe(422);

    await setAcademyFlag(pick.productId, false);
    expect((await tileOf(pick.productId)).is_out_of_stock_academy).toBe(false);
    expect((await member.add(productBody(pick))).statusCode).toBe(200);
    expect(lineOf(await holder.cart(), pick)).toMatchObject({ is_available: true });
  });

  it.each<[string, () => Promise<Pick>, Record<string, unknown>]>([
    ['a pre-order is decided by its quota', () => t.products.preorder(), { is_pre_order: true }],
    ['a flash-sale combination is decided by its stock', () => t.products.flash(), {}],
    [
      'a self-checkout bag (a cart with a store) is decided by stock alone',
      () => t.products.plain(),
      { store_id: 5, source: 'self_checkout' },
    ],
  ])('%s, not the flag', async (_case, find, extra) => {
    const pick = await find();
    await setAcademyFlag(pick.productId, true);
    const member = await shopper(t.app);
    const res = await member.add(productBody(pick), extra);
    expect(res.statusCode, res.body).toBe(200);
    expect(lineOf(await member.cart(), pick)).toMatchObject({ is_available: true });
  });
});
