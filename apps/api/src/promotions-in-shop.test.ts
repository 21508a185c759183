// What the back office saves is what the shop shows and charges, through the real modules (issue
// 18, docs/design/back-office.md "Promotions"): a flash sale saved by a merchandiser is the shop's
// flash sale, at its price on the tile and in the bag, and its sales come back as usage (and hold
// its quota); a bank promotion saved there is the payment step's, applied by placement and
// counted back.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { buildTestApp, FIXED_NOW } from './test/build-test-app';
import { fixedShipping, memberWithBag, recordingGateway, SHIPPING_FEE } from './test/orders';
import { sellable, type SellableCombination } from './test/promotions-bag';
import { signedInStaff } from './test/staff';

let database: DatabaseHandle;
let app: App;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let goods: SellableCombination[];
beforeAll(async () => {
  database = await createTestDatabase();
  const gateway = recordingGateway();
  app = await buildTestApp({
    database,
    env: { LOGIN_RATE_LIMIT_MAX: '1000' },
    // The real method and bank-promotion ports; shipping and the gateway stand in.
    checkoutPorts: (real) => ({
      ...real,
      shipping: fixedShipping({ fee: SHIPPING_FEE, served: true }),
      startPayment: (start) => gateway.startPayment(start),
      cancelPayment: (orderRef) => gateway.cancelPayment(orderRef),
    }),
  });
  await app.ready();
  staff = await signedInStaff(app, database.db, 'merchandiser', () => FIXED_NOW);
  await database.db.updateTable('gifts_with_purchase').set({ is_active: false }).execute();
  // Goods of products with one combination, in no flash sale: the tile's price is theirs.
  const single = await sql<{ product_id: number }>`
    select product_id from combinations where is_active group by product_id
    having count(*) = 1`.execute(database.db);
  const singles = new Set(single.rows.map((row) => Number(row.product_id)));
  const flashed = new Set(
    (await database.db.selectFrom('flash_sale_items').select('combination_id').execute()).map(
      (row) => Number(row.combination_id),
    ),
  );
  goods = (await sellable(database.db, { min: 60_000, max: 150_000, count: 200 })).filter(
    (good) => singles.has(good.productId) && !flashed.has(good.combinationId),
  );
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const HOUR = 3_600_000;
const at = (hours: number) => new Date(FIXED_NOW.getTime() + hours * HOUR).toISOString();
const data = async (url: string) => {
  const res = await app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const place = async (
  cartId: number,
  who: Awaited<ReturnType<typeof memberWithBag>>['who'],
  extra: object,
) =>
  who.inject({
    method: 'POST',
    url: '/api/order/orders',
    payload: { cart_id: String(cartId), payment_method: 'bca_virtual_account', ...extra },
  });

describe('a flash sale saved in the back office', () => {
  it('is the shop’s flash sale at its price; its sales are its usage and hold its quota', async () => {
    const good = goods[0]!;
    // The seeded sale running now steps aside (one active sale at a time).
    const running = await database.db
      .selectFrom('flash_sales')
      .select(['id', 'version'])
      .where('starts_at', '<=', FIXED_NOW)
      .where('ends_at', '>', FIXED_NOW)
      .executeTakeFirstOrThrow();
    const made = { name: 'Flash Sale Back Office', starts_at: at(-1), ends_at: at(7) };
    const items = [{ combination_id: good.combinationId, price: good.price - 7_000, quota: 5 }];
    const refused = await staff.inject({
      method: 'POST',
      url: '/api/admin/flash-sales',
      payload: { ...made, items },
    });
    expect(refused.statusCode).toBe(422);
    const off = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/flash-sales/${running.id}`,
      payload: { version: running.version, is_active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const res = await staff.inject({
      method: 'POST',
      url: '/api/admin/flash-sales',
      payload: { ...made, items },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sale = res.json().data;

    const tileOf = async () => {
      const shop = await data('/api/catalog/v3/flash-sale');
      expect(shop).toMatchObject({ id: sale.id, name: made.name, is_running: true });
      return shop.products.find((tile: { id: number }) => tile.id === good.productId);
    };
    expect(await tileOf()).toMatchObject({
      is_flashsale: true,
      min_price_after_discount: good.price - 7_000,
      default_combination: { id: good.combinationId, flashsale: { quota: 5, sold: 0 } },
    });

    // A new price shows at once (the shop's caches are told).
    const flash = good.price - 9_000;
    const repriced = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/flash-sales/${sale.id}`,
      payload: { version: 1, items: [{ ...items[0], price: flash }] },
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect((await tileOf()).min_price_after_discount).toBe(flash);

    // A member buys two at the flash price.
    const { who, cartId } = await memberWithBag({ app, db: database.db }, good, 2);
    const placed = await place(cartId, who, { total_price: 2 * flash + SHIPPING_FEE });
    expect(placed.statusCode, placed.body).toBe(201);
    const read = (await staff.inject({ url: `/api/admin/flash-sales/${sale.id}` })).json().data;
    expect(read.items[0]).toMatchObject({ sold: 2, quota: 5, revenue: 2 * flash });
    expect(read.usage).toEqual({ sold: 2, quota: 5, orders: 1, revenue: 2 * flash });

    // What sold holds: the quota cannot go below it, and the item cannot go.
    const below = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/flash-sales/${sale.id}`,
      payload: { version: read.version, items: [{ ...items[0], price: flash, quota: 1 }] },
    });
    expect(below.statusCode).toBe(422);
    expect(below.json().data.fields['items.0.quota']).toBe(
      'Kuota tidak boleh kurang dari yang sudah terjual (2).',
    );
    const removed = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/flash-sales/${sale.id}`,
      payload: { version: read.version, items: [] },
    });
    expect(removed.statusCode).toBe(422);
    expect(removed.json().data.fields.items).toContain('(2)');
  });
});

describe('a bank promotion saved in the back office', () => {
  it('is offered at payment, applied by placement, counted as usage, and gone when switched off', async () => {
    const good = goods[1]!;
    const res = await staff.inject({
      method: 'POST',
      url: '/api/admin/bank-promotions',
      payload: {
        bank_name: 'BCA',
        title: 'Potongan Rp5.000 BCA VA',
        discount_type: 'amount',
        discount_value: 5_000,
        max_discount: 9_000, // an amount has no cap: dropped
        payment_methods: ['bca_virtual_account'],
        starts_at: at(-24),
        ends_at: at(24),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const promotion = res.json().data;
    expect(promotion).toMatchObject({ max_discount: null, status: 'active', version: 1 });

    const { who, cartId } = await memberWithBag({ app, db: database.db }, good, 1);
    const offers = async () =>
      (
        await who.inject({
          url:
            `/api/payment/bank-promotions?filter[total_amount]=${good.price}` +
            '&filter[payment_method]=bca_virtual_account',
        })
      ).json().data as Array<{ id_bank_promotion: number; is_eligible: boolean; discount: number }>;
    expect((await offers()).find((o) => o.id_bank_promotion === promotion.id)).toMatchObject({
      is_eligible: true,
      discount: 5_000,
    });
    const placed = await place(cartId, who, {
      id_bank_promotion: String(promotion.id),
      total_price: good.price - 5_000 + SHIPPING_FEE,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const read = (await staff.inject({ url: `/api/admin/bank-promotions/${promotion.id}` })).json()
      .data;
    expect(read.usage).toEqual({ orders: 1, discount_given: 5_000 });

    const off = await staff.inject({
      method: 'PATCH',
      url: `/api/admin/bank-promotions/${promotion.id}`,
      payload: { version: 1, is_active: false },
    });
    expect(off.json().data).toMatchObject({ status: 'inactive', version: 2 });
    expect((await offers()).map((o) => o.id_bank_promotion)).not.toContain(promotion.id);
  });
});
