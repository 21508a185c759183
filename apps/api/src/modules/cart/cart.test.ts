import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTestApp, productBody, shopper } from '../../test/cart-app';

let t: Awaited<ReturnType<typeof cartTestApp>>;
beforeAll(async () => {
  t = await cartTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the bag for guests', () => {
  it.each([
    ['GET', '/user/me/carts/count'],
    ['GET', '/user/me/carts'],
    ['POST', '/carts'],
    ['POST', '/user/me/carts'],
    ['POST', '/carts/reorder'],
    ['PUT', '/carts/1/address/1'],
    ['POST', '/user/me/carts/merge'],
  ] as const)('%s %s answers 401 login_required', async (method, url) => {
    const res = await t.app.inject({
      method,
      url: `/api/cart${url}`,
      ...(method === 'GET' ? {} : { payload: {} }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      success: false,
      errorCode: 'unauthorized',
      message: 'Silakan login.',
    });
  });
});

describe('GET /user/me/carts/count and /user/me/carts', () => {
  it('a member without a cart has 0 and an empty cart view', async () => {
    const member = await shopper(t.app);
    expect(await member.count()).toBe(0);
    const res = await member.call('GET', '/user/me/carts');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      meta: { code: 200, total: 0 },
      data: {
        _id: null,
        products: [],
        has_oos_product: false,
        stock_message: null,
        total_amount: 0,
        totals: {
          total_amount: 0,
          discount: 0,
          voucher_discount: 0,
          points_discount: 0,
          total_price_after_shipping: 0,
          free_shipping: { limit: 200_000, gap: 200_000, qualifies: false },
        },
      },
    });
  });

  it('pages the products but totals the whole bag', async () => {
    const member = await shopper(t.app);
    const [a, b] = [await t.products.plain(), await t.products.plain()];
    await member.add(productBody(a, 2));
    await member.add(productBody(b, 1));
    const res = await member.call('GET', '/user/me/carts?skip=1&limit=1');
    const body = res.json();
    expect(body.meta).toMatchObject({ total: 2, skip: 1, limit: 1 });
    expect(body.data.products).toHaveLength(1);
    expect(body.data.products[0].combination_id).toBe(String(b.combinationId));
    expect(body.data.total_amount).toBe(2 * a.priceAfterDiscount + b.priceAfterDiscount);
  });

  it('refuses a bad page with field messages', async () => {
    const member = await shopper(t.app);
    const res = await member.call('GET', '/user/me/carts?limit=0&skip=-1');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().data.fields).sort()).toEqual(['limit', 'skip']);
  });
});

describe('POST /carts (add)', () => {
  it('creates the cart on the first add and answers { _id, count, line }', async () => {
    const member = await shopper(t.app);
    const pick = await t.products.plain();
    // A store cart's stock is its store's (migration 0054), not the online stock.
    await sql`insert into store_stock (store_id, combination_id, quantity)
      values (5, ${pick.combinationId}, 12)
      on conflict (store_id, combination_id) do update set quantity = 12`.execute(t.db);
    const res = await member.add(productBody(pick, 2), {
      reference: { verb: 'add', location_type: 'product_detail', route: 'SingleProduct' },
      from_product_detail: true,
      store_id: 5,
      source: 'sociolla_store',
    });
    expect(res.statusCode).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe('Produk berhasil ditambahkan ke tas belanja.');
    expect(data._id).toMatch(/^\d+$/);
    expect(data.count).toBe(2);
    expect(data.line).toMatchObject({
      id: String(pick.productId),
      combination_id: String(pick.combinationId),
      quantity: 2,
      is_pack: false,
      pack_content: [],
      is_pre_order: false,
      delivery_date: null,
      egift_info: null,
      is_special_price: false,
      quantity_limit: 20,
      stock: 12,
      is_available: true,
      quantity_error: null,
      unit_price: pick.priceAfterDiscount,
      total_price: 2 * pick.priceAfterDiscount,
      combination: { price: pick.price, price_after_discount: pick.priceAfterDiscount },
      detail: {
        combination: {
          price: pick.price,
          price_after_discount: pick.priceAfterDiscount,
          total_price: 2 * pick.priceAfterDiscount,
        },
      },
    });
    expect(data.line._id).toMatch(/^\d+$/);
    expect(data.line.name).toEqual(expect.any(String));
    expect(data.line.brand).toEqual({ id: expect.any(String), name: expect.any(String) });
    expect(data.line.default_category).toMatchObject({ id: expect.any(String) });

    const cart = await member.cart();
    expect(cart).toMatchObject({ _id: data._id, store_id: 5, source: 'sociolla_store' });
    expect(cart.products).toHaveLength(1);
    expect(await member.count()).toBe(2);
  });

  it("a store cart is checked against its store's quantity, not the online stock", async () => {
    const member = await shopper(t.app);
    const pick = await t.products.plain();
    const setStore = (quantity: number) =>
      sql`insert into store_stock (store_id, combination_id, quantity)
        values (6, ${pick.combinationId}, ${quantity})
        on conflict (store_id, combination_id) do update set quantity = ${quantity}`.execute(t.db);
    const meta = { store_id: 6, source: 'sociolla_store' };
    await setStore(0);
    const soldOut = await member.add(productBody(pick, 1), meta);
    expect(soldOut.statusCode, soldOut.body).toBe(422);
    expect(soldOut.json().errorCode).toBe('product_sold_out');
    await setStore(3);
    expect((await member.add(productBody(pick, 2), meta)).statusCode).toBe(200);
    const short = await member.add(productBody(pick, 2), meta);
    expect(short.statusCode, short.body).toBe(422);
    expect(short.json().errorCode).toBe('out_of_stock');
    expect((await member.cart()).products).toMatchObject([{ quantity: 2, stock: 3 }]);
  });

  it('adding the same entry again adds to its quantity', async () => {
    const member = await shopper(t.app);
    const pick = await t.products.plain();
    await member.add(productBody(pick, 3));
    const res = await member.add(productBody(pick, 4));
    expect(res.json().data).toMatchObject({ count: 7, line: { quantity: 7 } });
    expect((await member.cart()).products).toHaveLength(1);
  });

  it('two shades are two lines', async () => {
    const member = await shopper(t.app);
    const pick = await t.products.shaded();
    await member.add(productBody(pick));
    await member.add({ ...productBody(pick), combination_id: String(pick.otherCombinationId) });
    const cart = await member.cart();
    expect(cart.products.map((line: { combination_id: string }) => line.combination_id)).toEqual([
      String(pick.combinationId),
      String(pick.otherCombinationId),
    ]);
    expect(cart.products[0].combination_name).toEqual(expect.any(String));
  });

  it('prices a running flash sale item at its flash price', async () => {
    const member = await shopper(t.app);
    const pick = await t.products.flash();
    const res = await member.add(productBody(pick, 1));
    expect(res.json().data.line.unit_price).toBe(
      Math.min(pick.flashPrice, pick.priceAfterDiscount),
    );
    // Once its quota is sold, the regular price holds again.
    await sql`update flash_sale_items set sold = quota where combination_id = ${pick.combinationId}`.execute(
      t.db,
    );
    const cart = await member.cart();
    expect(cart.products[0].unit_price).toBe(pick.priceAfterDiscount);
  });

  it.each([
    ['a missing product', {}, { product: 'Data belum diisi' }],
    [
      'bad ids and quantity',
      { product: { id: 'abc', combination_id: -1, quantity: 0 } },
      {
        'product.id': 'ID tidak valid',
        'product.combination_id': 'ID tidak valid',
        'product.quantity': 'Jumlah produk minimal 1',
      },
    ],
    [
      'a quantity above 20',
      { product: { id: 1, combination_id: '1', quantity: 21 } },
      { 'product.quantity': 'Maksimal 20 produk untuk setiap pembelian.' },
    ],
    [
      'a bad store, source and e-gift e-mail',
      {
        product: { id: 1, combination_id: '1', quantity: 1 },
        store_id: 0,
        source: '',
        egift_info: { recipient_email: 5 },
      },
      {
        store_id: 'ID tidak valid',
        source: 'Pilihan tidak valid',
        'egift_info.recipient_email': 'Email tidak valid',
      },
    ],
    [
      'a special price without its voucher',
      { product: { id: 1, combination_id: '1', quantity: 1, is_special_price: true } },
      { 'product.special_price_voucher_id': 'Data belum diisi' },
    ],
  ])('refuses %s with 422 field messages', async (_case, payload, fields) => {
    const member = await shopper(t.app);
    const res = await member.call('POST', '/carts', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode: 'validation_failed', data: { fields } });
  });

  it('answers field messages in English on request', async () => {
    const member = await shopper(t.app);
    const res = await member.call('POST', '/carts', { product: { id: 1, quantity: 21 } }, 'en');
    expect(res.json().data.fields).toMatchObject({
      'product.combination_id': 'This field is required',
      'product.quantity': 'At most 20 of this product per order.',
    });
  });

  it('404 product_not_found for an unknown, mismatched or inactive product', async () => {
    const member = await shopper(t.app);
    const [pick, other] = [await t.products.plain(), await t.products.plain()];
    const unknown = await member.add({ ...productBody(pick), combination_id: '99999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      errorCode: 'product_not_found',
      message: 'Produk tidak ditemukan.',
    });
    const mismatched = await member.add({ ...productBody(pick), id: other.productId });
    expect(mismatched.statusCode).toBe(404);
    await sql`update combinations set is_active = false where id = ${other.combinationId}`.execute(
      t.db,
    );
    expect((await member.add(productBody(other))).statusCode).toBe(404);
    // A 404 leaves no empty cart behind.
    expect((await member.cart())._id).toBeNull();
  });

  it('422 product_sold_out without stock, out_of_stock above it', async () => {
    const member = await shopper(t.app);
    const [empty, few] = [await t.products.plain(), await t.products.plain()];
    await sql`update combinations set stock = 0 where id = ${empty.combinationId}`.execute(t.db);
    await sql`update combinations set stock = 3 where id = ${few.combinationId}`.execute(t.db);
    const soldOut = await member.add(productBody(empty));
    expect(soldOut.statusCode).toBe(422);
    expect(soldOut.json()).toMatchObject({
      errorCode: 'product_sold_out',
      message: 'Produk ini sudah habis.',
    });
    expect((await member.add(productBody(few, 2))).statusCode).toBe(200);
    const above = await member.add(productBody(few, 2));
    expect(above.statusCode).toBe(422);
    expect(above.json()).toMatchObject({
      errorCode: 'out_of_stock',
      message: 'Stok produk tidak mencukupi',
    });
  });

  it('422 cart_quantity_limit at 20, or at the product cap', async () => {
    const member = await shopper(t.app);
    const [pick, capped] = [await t.products.plain(30), await t.products.capped()];
    await member.add(productBody(pick, 15));
    const over = await member.add(productBody(pick, 6));
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      errorCode: 'cart_quantity_limit',
      message: 'Maksimal 20 produk untuk setiap pembelian.',
      data: { limit: 20 },
    });
    const cap = capped.maxLimit as number;
    const res = await member.add(productBody(capped, cap + 1));
    expect(res.json()).toMatchObject({ errorCode: 'cart_quantity_limit', data: { limit: cap } });
    const ok = await member.add(productBody(capped, cap));
    expect(ok.json().data.line).toMatchObject({ quantity: cap, quantity_limit: cap });
  });

  it('422 product_not_for_sale for a gift with purchase', async () => {
    const member = await shopper(t.app);
    const res = await member.add(productBody(await t.products.gift()));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errorCode: 'product_not_for_sale',
      message: 'Produk hadiah ini tidak dijual terpisah.',
    });
  });
});

describe('POST /user/me/carts (update, delete)', () => {
  async function bagWith(quantity: number) {
    const member = await shopper(t.app);
    const pick = await t.products.plain(25);
    const added = (await member.add(productBody(pick, quantity))).json().data;
    return { member, pick, cartId: added._id as string, lineId: added.line._id as string };
  }

  it('sets the quantity of a line and answers the cart', async () => {
    const { member, pick, cartId, lineId } = await bagWith(2);
    const res = await member.call('POST', '/user/me/carts', {
      id: cartId,
      action: 'add',
      product: { _id: lineId, id: pick.productId, combination_id: pick.combinationId, quantity: 5 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: cartId,
      products: [{ _id: lineId, quantity: 5 }],
      total_amount: 5 * pick.priceAfterDiscount,
    });
    // Without the line id, the combination's only line.
    const again = await member.call('POST', '/user/me/carts', {
      id: cartId,
      action: 'add',
      product: { id: pick.productId, combination_id: pick.combinationId, quantity: 1 },
    });
    expect(again.json().data.products[0].quantity).toBe(1);
  });

  it('refuses a quantity above the limit or the stock, but always lets it go down', async () => {
    const { member, pick, cartId, lineId } = await bagWith(6);
    const product = { _id: lineId, id: pick.productId, combination_id: pick.combinationId };
    const over = await member.call('POST', '/user/me/carts', {
      id: cartId,
      action: 'add',
      product: { ...product, quantity: 25 },
    });
    expect(over.json().data.fields['product.quantity']).toBe(
      'Maksimal 20 produk untuk setiap pembelian.',
    );
    await sql`update combinations set stock = 4 where id = ${pick.combinationId}`.execute(t.db);
    const cart = await member.cart();
    expect(cart).toMatchObject({
      has_oos_product: true,
      stock_message: 'Beberapa stock produk tidak cukup',
      products: [{ stock: 4, is_available: true, quantity_error: 'out_of_stock' }],
    });
    const english = await member.call('GET', '/user/me/carts', undefined, 'en');
    expect(english.json().data.stock_message).toBe('Some products do not have enough stock');
    const up = await member.call('POST', '/user/me/carts', {
      id: cartId,
      action: 'add',
      product: { ...product, quantity: 7 },
    });
    expect(up.statusCode).toBe(422);
    expect(up.json().errorCode).toBe('out_of_stock');
    const down = await member.call('POST', '/user/me/carts', {
      id: cartId,
      action: 'add',
      product: { ...product, quantity: 5 },
    });
    expect(down.statusCode).toBe(200);
    const within = await member.call('POST', '/user/me/carts', {
      id: cartId,
      action: 'add',
      product: { ...product, quantity: 4 },
    });
    expect(within.json().data).toMatchObject({ has_oos_product: false, stock_message: null });
  });

  it('deletes a line', async () => {
    const { member, pick, cartId, lineId } = await bagWith(2);
    const res = await member.call('POST', '/user/me/carts', {
      id: cartId,
      action: 'delete',
      product: { _id: lineId, id: pick.productId, combination_id: pick.combinationId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: cartId, products: [], total_amount: 0 });
    expect(await member.count()).toBe(0);
  });

  it.each([
    ['another cart id', { id: '99999999' }, 404, 'cart_not_found'],
    ['another line id', { lineId: '99999999' }, 404, 'cart_line_not_found'],
    ['another product', { productId: 99999999 }, 404, 'cart_line_not_found'],
  ])('404 for %s', async (_case, change, status, errorCode) => {
    const { member, pick, cartId, lineId } = await bagWith(1);
    const res = await member.call('POST', '/user/me/carts', {
      id: 'id' in change ? change.id : cartId,
      action: 'add',
      product: {
        _id: 'lineId' in change ? change.lineId : lineId,
        id: 'productId' in change ? change.productId : pick.productId,
        combination_id: pick.combinationId,
        quantity: 2,
      },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().errorCode).toBe(errorCode);
  });

  it("cannot touch another member's cart", async () => {
    const { pick, cartId, lineId } = await bagWith(1);
    const stranger = await shopper(t.app);
    const res = await stranger.call('POST', '/user/me/carts', {
      id: cartId,
      action: 'delete',
      product: { _id: lineId, id: pick.productId, combination_id: pick.combinationId },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('cart_not_found');
  });

  it('422 for a bad action or a missing quantity', async () => {
    const member = await shopper(t.app);
    const res = await member.call('POST', '/user/me/carts', {
      id: 1,
      action: 'move',
      product: { id: 1, combination_id: 1 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields).toMatchObject({ action: 'Pilihan tidak valid' });
    const missing = await member.call('POST', '/user/me/carts', {
      id: 1,
      action: 'add',
      product: { id: 1, combination_id: 1 },
    });
    expect(missing.json().data.fields).toMatchObject({ 'product.quantity': 'Data belum diisi' });
  });
});
