import { randomUUID } from 'node:crypto';
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

const guestLine = (pick: { productId: number; combinationId: number }, quantity = 1) => ({
  id: String(pick.productId),
  combination_id: String(pick.combinationId),
  quantity,
});

const check = (payload: unknown, lang = 'id') =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart/carts/check',
    headers: { 'accept-language': lang },
    payload: payload as object,
  });

describe('POST /carts/check (guests, no login)', () => {
  it('answers add with the new quantity and the priced line', async () => {
    const pick = await t.products.plain();
    const res = await check({ lines: [guestLine(pick, 2)], product: guestLine(pick, 3) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      outcome: 'add',
      quantity: 5,
      line: {
        _id: null,
        id: String(pick.productId),
        quantity: 5,
        unit_price: pick.priceAfterDiscount,
        is_available: true,
      },
    });
  });

  it('reads the facts from the database, not from the guest', async () => {
    const [plain, preorder] = [await t.products.plain(), await t.products.preorder()];
    // The guest claims nothing about pre-order; the database knows.
    const res = await check({ lines: [guestLine(plain)], product: guestLine(preorder) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      outcome: 'confirm_replace',
      code: 'cart_preorder_mix_confirm',
      message: expect.stringMatching(/^Produk pre-order/),
      removes: [{ id: String(plain.productId), combination_id: String(plain.combinationId) }],
    });
  });

  it.each([
    ['the limit', 'cart_quantity_limit', 'Maksimal 20 produk untuk setiap pembelian.'],
    [
      'an e-gift mix',
      'cart_egift_alone',
      'Produk E Gift Card tidak dapat digabung dengan produk lainnya.',
    ],
  ])('refuses %s as the add call does', async (_case, errorCode, message) => {
    const pick = await t.products.plain(30);
    const payload =
      errorCode === 'cart_quantity_limit'
        ? { lines: [guestLine(pick, 15)], product: guestLine(pick, 6) }
        : {
            lines: [guestLine(pick)],
            product: {
              ...guestLine(await t.products.egift()),
              egift_info: { recipient_email: 'sari@mail.id', delivery_date: '2026-11-21' },
            },
          };
    const res = await check(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode, message });
  });

  it('answers 404 and e-gift field messages like the add call', async () => {
    const pick = await t.products.plain();
    const missing = await check({ product: { ...guestLine(pick), combination_id: '99999999' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('product_not_found');
    const egift = await check({ product: guestLine(await t.products.egift()) }, 'en');
    expect(egift.statusCode).toBe(422);
    expect(egift.json().data.fields).toEqual({
      'product.egift_info.recipient_email': 'This field is required',
      'product.egift_info.delivery_date': 'This field is required',
    });
  });

  it('422 for a malformed body', async () => {
    const res = await check({ lines: 'x', product: { id: 'a', quantity: 99 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields).toMatchObject({
      lines: 'Pilihan tidak valid',
      'product.id': 'ID tidak valid',
      'product.combination_id': 'Data belum diisi',
      'product.quantity': 'Maksimal 20 produk untuk setiap pembelian.',
    });
  });
});

describe('POST /user/me/carts/merge', () => {
  it('sums the guest bag into the cart, reports what could not be added, replays by key', async () => {
    const member = await shopper(t.app);
    const [kept, summed, full, gift, preorder] = [
      await t.products.plain(),
      await t.products.plain(30),
      await t.products.plain(30),
      await t.products.gift(),
      await t.products.preorder(),
    ];
    await member.add(productBody(summed, 4));
    await member.add(productBody(full, 18));
    const key = randomUUID();
    const payload = {
      merge_key: key,
      lines: [
        guestLine(kept, 2),
        guestLine(summed, 3),
        guestLine(full, 5),
        guestLine(gift),
        guestLine(preorder),
      ],
    };
    const res = await member.call('POST', '/user/me/carts/merge', payload);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      count: 4 + 18 + 2 + 3 + 2,
      replayed: false,
      added: [
        { id: String(kept.productId), combination_id: String(kept.combinationId), quantity: 2 },
        { id: String(summed.productId), quantity: 3 },
        { id: String(full.productId), quantity: 2 },
      ],
    });
    expect(data.issues).toEqual([
      {
        id: String(gift.productId),
        combination_id: String(gift.combinationId),
        code: 'product_not_for_sale',
        message: 'Produk hadiah ini tidak dijual terpisah.',
        added: 0,
      },
      {
        id: String(full.productId),
        combination_id: String(full.combinationId),
        code: 'cart_quantity_limit',
        message: 'Maksimal 20 produk untuk setiap pembelian.',
        added: 2,
      },
      {
        id: String(preorder.productId),
        combination_id: String(preorder.combinationId),
        code: 'cart_preorder_mix',
        message: 'Produk pre-order tidak dapat digabung dengan produk lain di tas belanja kamu.',
        added: 0,
      },
    ]);
    const cart = await member.cart();
    expect(
      cart.products.map((line: { combination_id: string; quantity: number }) => [
        line.combination_id,
        line.quantity,
      ]),
    ).toEqual([
      [String(summed.combinationId), 7],
      [String(full.combinationId), 20],
      [String(kept.combinationId), 2],
    ]);

    // The same key again (another tab, a retry): the first answer, nothing added.
    const again = await member.call('POST', '/user/me/carts/merge', payload, 'en');
    expect(again.json().data).toMatchObject({
      _id: data._id,
      count: data.count,
      added: data.added,
      replayed: true,
    });
    expect(again.json().data.issues[0].message).toBe('This gift is not sold on its own.');
    expect(await member.count()).toBe(data.count);

    // A new key merges again.
    const next = await member.call('POST', '/user/me/carts/merge', {
      merge_key: randomUUID(),
      lines: [guestLine(kept, 1)],
    });
    expect(next.json().data).toMatchObject({ replayed: false, count: data.count + 1 });
  });

  it('merges into a member without a cart, keeping e-gift recipients apart', async () => {
    const member = await shopper(t.app);
    const egift = await t.products.egift();
    const res = await member.call('POST', '/user/me/carts/merge', {
      merge_key: randomUUID(),
      lines: [
        {
          ...guestLine(egift),
          egift_info: { recipient_email: 'a@mail.id', delivery_date: '2026-11-30' },
        },
        {
          ...guestLine(egift),
          egift_info: { recipient_email: 'b@mail.id', delivery_date: '2026-11-30' },
        },
        {
          ...guestLine(egift),
          egift_info: { recipient_email: 'c@mail.id', delivery_date: '2026-01-01' },
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      count: 2,
      issues: [{ code: 'cart_egift_info_invalid', added: 0 }],
    });
    expect((await member.cart()).products).toHaveLength(2);
  });

  it('422 for a bad merge key or lines', async () => {
    const member = await shopper(t.app);
    const res = await member.call('POST', '/user/me/carts/merge', {
      merge_key: 'not-a-uuid',
      lines: [{ id: 1, combination_id: 1, quantity: 0 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.fields).toEqual({
      merge_key: 'Pilihan tidak valid',
      'lines.0.quantity': 'Jumlah produk minimal 1',
    });
    const missing = await member.call('POST', '/user/me/carts/merge', {});
    expect(missing.json().data.fields).toMatchObject({
      merge_key: 'Data belum diisi',
      lines: 'Data belum diisi',
    });
  });
});

describe('POST /carts/reorder', () => {
  async function orderedCart(member: Awaited<ReturnType<typeof shopper>>) {
    const [a, b, gone] = [
      await t.products.plain(),
      await t.products.plain(),
      await t.products.plain(),
    ];
    await member.add(productBody(a, 2));
    await member.add(productBody(b, 1));
    const cartId = (await member.add(productBody(gone, 1))).json().data._id as string;
    await sql`update carts set status = 'ordered' where id = ${Number(cartId)}`.execute(t.db);
    await sql`update combinations set stock = 0 where id = ${gone.combinationId}`.execute(t.db);
    return { cartId, a, b, gone };
  }

  it('copies what can still be bought into a new bag and skips the rest with the reason', async () => {
    const member = await shopper(t.app);
    const { cartId, a, b, gone } = await orderedCart(member);
    expect(await member.count()).toBe(0);
    const current = await t.products.plain(30);
    await member.add(productBody(current, 1));
    await member.add(productBody(b, 19));

    const res = await member.call('POST', '/carts/reorder', { cart_id: cartId });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data._id).not.toBe(cartId);
    expect(data).toMatchObject({
      count: 1 + 20 + 2,
      added: [
        { id: String(a.productId), combination_id: String(a.combinationId), quantity: 2 },
        { id: String(b.productId), combination_id: String(b.combinationId), quantity: 1 },
      ],
      skipped: [
        {
          id: String(gone.productId),
          combination_id: String(gone.combinationId),
          code: 'product_sold_out',
          message: 'Produk ini sudah habis.',
        },
      ],
    });
  });

  it('404 unless it is one of the member’s past carts', async () => {
    const member = await shopper(t.app);
    const active = (await member.add(productBody(await t.products.plain()))).json().data._id;
    const own = await member.call('POST', '/carts/reorder', { cart_id: active });
    expect(own.statusCode).toBe(404);
    expect(own.json()).toMatchObject({
      errorCode: 'cart_not_found',
      message: 'Tas belanja tidak ditemukan.',
    });
    const other = await shopper(t.app);
    const { cartId } = await orderedCart(other);
    expect((await member.call('POST', '/carts/reorder', { cart_id: cartId })).statusCode).toBe(404);
    const bad = await member.call('POST', '/carts/reorder', { cart_id: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.fields).toEqual({ cart_id: 'ID tidak valid' });
  });
});

describe('PUT /carts/:cartId/address/:addressId', () => {
  async function addressOf(userId: number) {
    const row = await t.db
      .insertInto('addresses')
      .values({
        user_id: userId,
        title: 'Rumah',
        contact: 'Sari',
        address1: 'Jl. Melati 1',
        province_code: '32',
        regency_code: '32.73',
        district_code: '32.73.01',
        village_code: null,
        zipcode: '40111',
        phone: '081234567890',
        created_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("sets the member's own address on their cart", async () => {
    const member = await shopper(t.app);
    const cartId = (await member.add(productBody(await t.products.plain()))).json().data._id;
    const addressId = await addressOf(member.id);
    const res = await member.call('PUT', `/carts/${cartId}/address/${addressId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: cartId, address_id: String(addressId) });
    expect((await member.cart()).address_id).toBe(String(addressId));
  });

  it('404 for an address or a cart that is not the member’s; 422 for bad ids', async () => {
    const member = await shopper(t.app);
    const stranger = await shopper(t.app);
    const cartId = (await member.add(productBody(await t.products.plain()))).json().data._id;
    const theirs = await addressOf(stranger.id);
    const address = await member.call('PUT', `/carts/${cartId}/address/${theirs}`);
    expect(address.statusCode).toBe(404);
    expect(address.json()).toMatchObject({
      errorCode: 'address_not_found',
      message: 'Alamat tidak ditemukan.',
    });
    const mine = await addressOf(member.id);
    const cart = await stranger.call('PUT', `/carts/${cartId}/address/${mine}`);
    expect(cart.statusCode).toBe(404);
    expect(cart.json().errorCode).toBe('cart_not_found');
    const bad = await member.call('PUT', '/carts/abc/address/0');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.fields).toEqual({
      cartId: 'ID tidak valid',
      addressId: 'ID tidak valid',
    });
  });
});
