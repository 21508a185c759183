import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import {
  NO_PROMOTIONS,
  type CartPromotions,
  type CartPromotionSummary,
  type PricedLine,
} from './cart-promotions';
import { cartTestApp, productBody, shopper } from '../../test/cart-app';

/** Promotions that record how the core calls them and answer what a test sets. */
const seam = {
  summary: NO_PROMOTIONS as CartPromotionSummary,
  special: null as null | { unitPrice: number; specialPriceId: number | null } | AppError,
  summarized: [] as PricedLine[][],
  specialCalls: [] as Array<Record<string, unknown>>,
  released: [] as number[],
  /** What `holdsAny` answers: something applied to every cart unless a test says not. */
  holds: true,
};
const fakePromotions: CartPromotions = {
  async summarize(_tx, _cart, lines) {
    seam.summarized.push(lines);
    return seam.summary;
  },
  async priceSpecialLine(_tx, _cart, _lines, incoming) {
    seam.specialCalls.push(incoming);
    if (seam.special instanceof AppError) throw seam.special;
    if (!seam.special) throw new Error('no special price set');
    return { ...seam.special, freeProductVoucherId: null };
  },
  async releaseAll(_tx, cart) {
    seam.released.push(cart.id);
  },
  holdsAny: () => seam.holds,
};

let t: Awaited<ReturnType<typeof cartTestApp>>;
beforeAll(async () => {
  t = await cartTestApp({ promotions: fakePromotions });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  seam.summary = NO_PROMOTIONS;
  seam.special = null;
  seam.summarized = [];
  seam.holds = true;
  seam.specialCalls = [];
  seam.released = [];
});

const tomorrow = '2026-11-22';

describe('pack lines', () => {
  it('a pack lists its components and is available while every component is', async () => {
    const member = await shopper(t.app);
    const pack = await t.products.pack();
    const res = await member.add(productBody(pack, 2, { is_pack: true }));
    expect(res.statusCode).toBe(200);
    const { line } = res.json().data;
    const items = await sql<{ product_id: number; combination_id: number; quantity: number }>`
      select c.product_id, pi.combination_id, pi.quantity from pack_items pi
        join combinations c on c.id = pi.combination_id
       where pi.pack_product_id = ${pack.productId} order by pi.position, pi.combination_id`.execute(
      t.db,
    );
    expect(line.is_pack).toBe(true);
    expect(line.pack_content).toEqual(
      items.rows.map((item) =>
        expect.objectContaining({
          product_id: String(item.product_id),
          name: expect.any(String),
          combination_id: String(item.combination_id),
          quantity: item.quantity,
        }),
      ),
    );
    expect(line.unit_price).toBe(pack.priceAfterDiscount);

    // One component running short makes the pack's stock what that component covers.
    const [first] = items.rows;
    await sql`update combinations set stock = 3 where id = ${first?.combination_id ?? 0}`.execute(
      t.db,
    );
    const cart = await member.cart();
    expect(cart.products[0]).toMatchObject({ stock: 3, is_available: true, quantity_error: null });
    expect((await member.add(productBody(pack, 2))).json().errorCode).toBe('out_of_stock');
    await sql`update combinations set stock = 0 where id = ${first?.combination_id ?? 0}`.execute(
      t.db,
    );
    expect((await member.cart()).products[0]).toMatchObject({
      is_available: false,
      quantity_error: 'out_of_stock',
    });
    expect((await member.add(productBody(pack))).json().errorCode).toBe('product_sold_out');
  });

  it('another choice of components is another line; a wrong choice is refused', async () => {
    const member = await shopper(t.app);
    const pack = await t.products.pack();
    const { rows: items } = await sql<{ product_id: number; combination_id: number }>`
      select c.product_id, pi.combination_id from pack_items pi
        join combinations c on c.id = pi.combination_id
       where pi.pack_product_id = ${pack.productId} order by pi.position`.execute(t.db);
    const { rows: shades } = await sql<{ id: number; product_id: number }>`
      select o.id, o.product_id from combinations o
       where o.product_id in (${sql.join(items.map((item) => item.product_id))})
         and o.is_active and o.stock >= 10
         and o.id not in (${sql.join(items.map((item) => item.combination_id))})
       order by o.id limit 1`.execute(t.db);
    const shade = shades[0];
    if (!shade) throw new Error('the pack has no component with another shade');
    const defaults = items.map((item) => ({
      product_id: item.product_id,
      combination_id: item.combination_id,
    }));
    const other = defaults.map((item) =>
      item.product_id === shade.product_id ? { ...item, combination_id: shade.id } : item,
    );

    await member.add(productBody(pack, 1, { is_pack: true }));
    // The catalogue's own choice, sent explicitly and in another order, is the same line.
    await member.add(productBody(pack, 1, { is_pack: true, pack: [...defaults].reverse() }));
    const chosen = await member.add(productBody(pack, 1, { is_pack: true, pack: other }));
    expect(chosen.json().data.line.pack_content).toContainEqual(
      expect.objectContaining({ combination_id: String(shade.id) }),
    );
    const cart = await member.cart();
    expect(cart.products.map((line: { quantity: number }) => line.quantity)).toEqual([2, 1]);

    const wrong = await member.add(
      productBody(pack, 1, { pack: defaults.slice(1) }), // a component left out
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      errorCode: 'pack_invalid',
      message: 'Pilihan isi paket tidak sesuai dengan paket ini.',
    });
  });
});

describe('pre-order lines and the cart rules (000 §4, §8)', () => {
  it('a pre-order line carries its delivery day from the database; quota bounds it', async () => {
    const member = await shopper(t.app);
    const pick = await t.products.preorder();
    const { rows } = await sql<{ id: number; day: string; remaining: number }>`
      select id, to_char(delivery_date, 'YYYY-MM-DD') as day, total_quota - sold_quota as remaining
        from preorder_rules where combination_id = ${pick.combinationId} and is_active
         and total_quota > sold_quota order by delivery_date, id limit 1`.execute(t.db);
    const rule = rows[0] as { id: number; day: string; remaining: number };
    // The client's claims do not count: is_pre_order false is ignored.
    const res = await member.add(productBody(pick, 1), { is_pre_order: false });
    expect(res.json().data.line).toMatchObject({
      is_pre_order: true,
      delivery_date: rule.day,
      stock: rule.remaining,
    });
    await sql`update preorder_rules set sold_quota = total_quota - 1 where id = ${rule.id}`.execute(
      t.db,
    );
    expect((await member.add(productBody(pick, 1))).json().errorCode).toBe('out_of_stock');
  });

  it('a pre-order whose quota is sold is sold out', async () => {
    const member = await shopper(t.app);
    const res = await member.add(productBody(await t.products.preorder({ full: true })));
    expect(res.statusCode).toBe(422);
    expect(res.json().errorCode).toBe('product_sold_out');
  });

  it('pre-order vs other items asks to confirm, then replaces the bag', async () => {
    const member = await shopper(t.app);
    const [plain, preorder] = [await t.products.plain(), await t.products.preorder()];
    const first = (await member.add(productBody(plain, 2))).json().data;
    const asked = await member.add(productBody(preorder));
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      errorCode: 'cart_preorder_mix_confirm',
      message: expect.stringMatching(/^Produk pre-order tidak dapat digabung/),
      data: {
        removes: [
          {
            _id: first.line._id,
            id: String(plain.productId),
            combination_id: String(plain.combinationId),
            quantity: 2,
            name: expect.any(String),
          },
        ],
      },
    });
    expect(await member.count()).toBe(2);
    expect(seam.released).toEqual([]);

    const replaced = await member.add(productBody(preorder, 1), { confirm_replace: true });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({ _id: first._id, count: 1 });
    expect(seam.released).toEqual([Number(first._id)]);
    const cart = await member.cart();
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0].is_pre_order).toBe(true);

    // And the other way round: a normal item into a pre-order bag.
    const back = await member.add(productBody(plain));
    expect(back.statusCode).toBe(409);
    expect(back.json().data.removes[0].combination_id).toBe(String(preorder.combinationId));
  });

  it('pre-orders with different delivery dates are refused', async () => {
    const member = await shopper(t.app);
    const first = await t.products.preorder();
    await member.add(productBody(first));
    const day = (await member.cart()).products[0].delivery_date as string;
    const other = await t.products.preorder({ notOn: day });
    const res = await member.add(productBody(other));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errorCode: 'cart_preorder_delivery_date',
      message:
        'Produk dengan tanggal pengiriman berbeda tidak dapat dibeli untuk produk pre-order.',
    });
    const english = await member.call('POST', '/carts', { product: productBody(other) }, 'en');
    expect(english.json().message).toBe(
      'Product with different delivery date cannot be bought for preorder products.',
    );
    const same = await t.products.preorder({ on: day });
    expect((await member.add(productBody(same))).statusCode).toBe(200);
  });
});

describe('e-gift lines', () => {
  it('need the recipient e-mail and a delivery day from today (WIB)', async () => {
    const member = await shopper(t.app);
    const egift = await t.products.egift();
    const missing = await member.add(productBody(egift));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().data.fields).toEqual({
      'egift_info.recipient_email': 'Data belum diisi',
      'egift_info.delivery_date': 'Data belum diisi',
    });
    const past = await member.add(productBody(egift), {
      egift_info: { recipient_email: 'sari@mail.id', delivery_date: '2026-11-20' },
    });
    expect(past.json().data.fields).toEqual({
      'egift_info.delivery_date': 'Tanggal pengiriman paling cepat hari ini',
    });
    const bad = await member.add(productBody(egift), {
      egift_info: { recipient_email: 'sari@', delivery_date: '2026-13-01' },
    });
    expect(bad.json().data.fields).toEqual({
      'egift_info.recipient_email': 'Email tidak valid',
      'egift_info.delivery_date': 'Tanggal pengiriman tidak valid',
    });
  });

  it('one line per recipient and day; never with other products', async () => {
    const member = await shopper(t.app);
    const [egift, plain] = [await t.products.egift(), await t.products.plain()];
    const info = {
      recipient_email: 'Sari@Mail.id',
      recipient_name: 'Sari',
      sender_name: 'Budi',
      message: 'Selamat ulang tahun!',
      delivery_date: '2026-11-21',
    };
    const first = await member.add(productBody(egift), { egift_info: info });
    expect(first.json().data.line.egift_info).toEqual(info);
    await member.add(productBody(egift), {
      egift_info: { ...info, recipient_email: 'sari@mail.id' },
    });
    await member.add(productBody(egift), {
      egift_info: { recipient_email: 'dewi@mail.id', delivery_date: tomorrow },
    });
    const cart = await member.cart();
    expect(cart.products.map((line: { quantity: number }) => line.quantity)).toEqual([2, 1]);

    const mixed = await member.add(productBody(plain));
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json()).toMatchObject({
      errorCode: 'cart_egift_alone',
      message: 'Produk E Gift Card tidak dapat digabung dengan produk lainnya.',
    });
    const other = await shopper(t.app);
    await other.add(productBody(plain));
    const egiftAfter = await other.add(productBody(egift), { egift_info: info });
    expect(egiftAfter.json().errorCode).toBe('cart_egift_alone');
  });
});

describe('the promotions seam (design/the-bag.md)', () => {
  it('an add to a bag with nothing applied is not summarised; the next read is', async () => {
    seam.holds = false;
    const member = await shopper(t.app);
    const pick = await t.products.plain();
    expect((await member.add(productBody(pick, 2))).statusCode).toBe(200);
    expect(seam.summarized).toEqual([]);
    await member.cart();
    expect(seam.summarized).toHaveLength(1);
  });

  it('every cart view and change is summarised; the summary feeds totals and fields', async () => {
    const member = await shopper(t.app);
    const pick = await t.products.plain();
    await member.add(productBody(pick, 3));
    expect(seam.summarized.at(-1)).toEqual([
      expect.objectContaining({
        productId: pick.productId,
        combinationId: pick.combinationId,
        quantity: 3,
        unitPrice: pick.priceAfterDiscount,
        isAvailable: true,
        brandId: expect.any(Number),
        categoryIds: expect.arrayContaining([expect.any(Number)]),
      }),
    ]);
    const subtotal = 3 * pick.priceAfterDiscount;
    seam.summary = {
      ...NO_PROMOTIONS,
      voucher: { _id: '7', code: 'HEMAT10', name: 'Hemat', discount_type: 'amount' },
      voucherDiscount: 10_000,
      paperBagVoucherId: '9',
      freeProducts: [
        {
          product_id: '1',
          combination_id: '2',
          name: 'Pouch',
          brand: 'Kilau',
          image: null,
          quantity: 1,
          source: 'gift_with_purchase',
          voucher_id: null,
        },
      ],
      gwpErrorMessage: 'habis',
      notices: ['voucher_not_applicable'],
    };
    const cart = await member.cart();
    expect(cart).toMatchObject({
      voucher_id: '7',
      voucher_code: 'HEMAT10',
      paper_bag_voucher_id: '9',
      gwp_error_message: 'habis',
      free_products: [expect.objectContaining({ name: 'Pouch' })],
      notices: ['Voucher tidak dapat digunakan untuk tas belanja kamu.'],
      total_amount: subtotal,
      totals: {
        total_amount: subtotal,
        voucher_discount: 10_000,
        discount: 10_000,
        total_amount_after_discount: subtotal - 10_000,
        free_products: [expect.objectContaining({ name: 'Pouch' })],
      },
    });
    seam.summary = { ...NO_PROMOTIONS, pointsApplied: 5, pointsDiscount: 5_000 };
    expect((await member.cart()).totals).toMatchObject({
      point_applied: 5,
      points_discount: 5_000,
      discount: 5_000,
    });
  });

  it('a special-price line is priced by the promotions and kept apart', async () => {
    const member = await shopper(t.app);
    const pick = await t.products.plain();
    await member.add(productBody(pick, 1));
    seam.special = { unitPrice: 1_000, specialPriceId: null };
    const res = await member.add(
      productBody(pick, 2, { is_special_price: true, special_price_voucher_id: 'SPESIAL1' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.line).toMatchObject({
      is_special_price: true,
      special_price_voucher_id: 'SPESIAL1',
      unit_price: 1_000,
      total_price: 2_000,
    });
    expect(seam.specialCalls).toEqual([
      expect.objectContaining({
        productId: pick.productId,
        combinationId: pick.combinationId,
        quantity: 2,
        specialPriceVoucherCode: 'SPESIAL1',
      }),
    ]);
    const cart = await member.cart();
    expect(cart.products.map((line: { unit_price: number }) => line.unit_price)).toEqual([
      pick.priceAfterDiscount,
      1_000,
    ]);
    expect(cart.total_amount).toBe(pick.priceAfterDiscount + 2_000);
  });

  it("the promotions' refusal is the answer", async () => {
    const member = await shopper(t.app);
    seam.special = new AppError(
      422,
      'special_price_not_applicable',
      'special_price_quota_reached',
      {},
      { reason: { quota_reached: true } },
    );
    const res = await member.add(
      productBody(await t.products.plain(), 1, {
        is_special_price: true,
        special_price_voucher_id: 'SPESIAL2',
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errorCode: 'special_price_not_applicable',
      message: 'Kuota per pengguna sudah tercapai',
      data: { reason: { quota_reached: true } },
    });
    expect((await member.cart())._id).toBeNull();
  });

  it('emptying the bag releases its promotions', async () => {
    const member = await shopper(t.app);
    const [a, b] = [await t.products.plain(), await t.products.plain()];
    const added = (await member.add(productBody(a))).json().data;
    await member.add(productBody(b));
    const remove = (pick: typeof a) =>
      member.call('POST', '/user/me/carts', {
        id: added._id,
        action: 'delete',
        product: { id: pick.productId, combination_id: pick.combinationId },
      });
    await remove(a);
    expect(seam.released).toEqual([]);
    await remove(b);
    expect(seam.released).toEqual([Number(added._id)]);
  });
});
