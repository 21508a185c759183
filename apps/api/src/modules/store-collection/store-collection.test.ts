// Paying in a store and collecting at its exit (docs/design/store-collection.md), through the
// real seams: the bag with a store id, placement with the store's methods, the cashier's payment
// applied as the gateway's settlement, and the back office's verify and collect.
import { createHmac } from 'node:crypto';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { collectionToken, STORE_ORDER_SOURCE } from '@kilau/domain/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import type { SellableCombination } from '../../test/promotions-bag';
import { registerMember } from '../../test/members';
import { signedInStaff } from '../../test/staff';
import { bagAtPayment, placeBag, sellable } from '../../test/store-orders';

const SECRET = 'store-collection-test-secret-0123456789';
const STORE = 5;
const OTHER_STORE = 6;

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildTestApp>>;
let goods: SellableCombination[];
let next = 0;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let operations: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    env: { LOGIN_RATE_LIMIT_MAX: '1000', STORE_COLLECTION_SECRET: SECRET },
  });
  await app.ready();
  goods = await sellable(database.db, { min: 60_000, max: 150_000, count: 30 });
  await database.db.updateTable('gifts_with_purchase').set({ is_active: false }).execute();
  const now = () => FIXED_NOW;
  staff = await signedInStaff(app, database.db, 'store_staff', now);
  admin = await signedInStaff(app, database.db, 'admin', now);
  operations = await signedInStaff(app, database.db, 'operations', now);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function place(storeId: number | null, method: string, language = 'id') {
  const bag = await bagAtPayment({ app, db: database.db }, goods[next++]!, storeId, 2);
  return { ...bag, res: await placeBag(bag, method, language) };
}

/** A store order placed with the cashier method, its member and its collection token. */
async function cashierOrder(storeId = STORE) {
  const placed = await place(storeId, 'cashier');
  expect(placed.res.statusCode).toBe(201);
  const order = placed.res.json().data as { _id: string; reference_code: string };
  const collection = await placed.who.inject({ url: `/api/order/orders/${order._id}/collection` });
  expect(collection.statusCode).toBe(200);
  return { ...placed, order, token: collection.json().data.token as string };
}

const markPaid = (orderId: string, storeId = STORE, as = staff) =>
  as.inject({
    method: 'POST',
    url: `/api/admin/store-collections/cashier-orders/${orderId}/paid`,
    payload: { store_id: storeId },
  });
const verify = (token: string, storeId = STORE, as = staff) =>
  as.inject({
    method: 'POST',
    url: '/api/admin/store-collections/verify',
    payload: { token, store_id: storeId },
  });
const collect = (token: string, storeId = STORE, as = staff, language = 'en') =>
  as.inject({
    method: 'POST',
    url: '/api/admin/store-collections/collect',
    headers: { 'accept-language': language },
    cookies: { kilau_lang: language },
    payload: { token, store_id: storeId },
  });
const auditOf = (reference: string) =>
  database.db
    .selectFrom('audit_log')
    .select(['action', 'staff_id', 'entity_id'])
    .where('entity_id', '=', reference)
    .orderBy('id')
    .execute();

describe('store payment methods only in the mode', () => {
  it('a store order refuses a website-only method, in both languages', async () => {
    const id = await place(STORE, 'bca_virtual_account', 'id');
    expect(id.res.statusCode).toBe(422);
    expect(id.res.json()).toMatchObject({
      errorCode: 'payment_method_unavailable',
      message: expect.stringContaining('belanja di toko'),
    });
    const en = await place(STORE, 'bank_transfer', 'en');
    expect(en.res.statusCode).toBe(422);
    expect(en.res.json().message).toContain('in-store shopping');
  });

  it('a website order refuses pay-at-the-cashier, saying it is for stores', async () => {
    const { res } = await place(null, 'cashier', 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errorCode: 'payment_method_unavailable',
      message: 'This payment method is for in-store shopping only.',
    });
  });

  it('a store order pays with a store method (QRIS) and the cashier; the list shows them', async () => {
    const qris = await place(STORE, 'qris');
    expect(qris.res.statusCode).toBe(201);
    const methods = await app.inject({
      url: '/api/payment/payment-methods?filter[available_for]=store',
    });
    expect(methods.statusCode).toBe(200);
    expect(JSON.stringify(methods.json().data)).toContain('"cashier"');
    const website = await app.inject({ url: '/api/payment/payment-methods' });
    expect(JSON.stringify(website.json().data)).not.toContain('"cashier"');
    const { res } = await place(STORE, 'cashier');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ payment_method: 'cashier', payment_status: 'pending' });
  });
});

describe('the cashier takes the money, once', () => {
  it('marks a cashier order paid through the settlement path: state, history, audit', async () => {
    const { order } = await cashierOrder();
    const queue = await staff.inject({
      url: `/api/admin/store-collections/cashier-orders?store_id=${STORE}`,
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.map((row: { order_id: string }) => row.order_id)).toContain(order._id);

    const paid = await markPaid(order._id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ is_paid: true, awaiting_cashier: false });
    const row = await database.db
      .selectFrom('orders')
      .select(['payment_status', 'state_id', 'paid_at', 'cashier_paid_by'])
      .where('id', '=', Number(order._id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      payment_status: 'settlement',
      state_id: 4,
      cashier_paid_by: staff.id,
    });
    expect(row.paid_at).not.toBeNull();
    const history = await database.db
      .selectFrom('order_state_histories')
      .select(['state_id', 'note'])
      .where('order_id', '=', Number(order._id))
      .orderBy('id')
      .execute();
    expect(history.at(-1)).toEqual({ state_id: 4, note: 'payment_settlement' });

    const again = await markPaid(order._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('cashier_already_paid');
    expect((await auditOf(order.reference_code)).map((entry) => entry.action)).toEqual([
      'order.cashier_paid',
    ]);
  });

  it("refuses another store's order and a gateway-paid one", async () => {
    const { order } = await cashierOrder();
    expect((await markPaid(order._id, OTHER_STORE)).statusCode).toBe(404);
    const qris = await place(STORE, 'qris');
    const refused = await markPaid(qris.res.json().data._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('cashier_not_awaiting');
  });
});

describe('verify and collect', () => {
  it('the member gets a token; staff verify, refuse unpaid, then collect once', async () => {
    const { order, token, who } = await cashierOrder();
    expect(token).toMatch(new RegExp(`^KCT1\\.${order._id}\\.${STORE}\\.`));
    // Asking again answers the same token (the nonce is kept on the order).
    const again = await who.inject({ url: `/api/order/orders/${order._id}/collection` });
    expect(again.json().data).toMatchObject({ token, is_paid: false, awaiting_cashier: true });

    const checked = await verify(token);
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data).toMatchObject({
      reference_code: order.reference_code,
      is_paid: false,
      awaiting_cashier: true,
      collected_at: null,
      lines: [{ quantity: 2, name: expect.any(String), option: expect.any(String) }],
    });

    const unpaid = await collect(token);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({
      errorCode: 'collection_unpaid',
      message: `Order ${order.reference_code} is not paid yet: take the payment first.`,
    });

    expect((await markPaid(order._id)).statusCode).toBe(200);
    const done = await collect(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ collected_by: 'Staf store_staff', is_paid: true });
    expect(done.json().data.collected_at).toBe(FIXED_NOW.toISOString());

    const twice = await collect(token, STORE, staff, 'id');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe('collection_already_collected');
    expect(twice.json().message).toContain('sudah diambil');
    expect(twice.json().message).toContain('Staf store_staff');

    const history = await database.db
      .selectFrom('order_state_histories')
      .select('note')
      .where('order_id', '=', Number(order._id))
      .where('note', '=', 'store_collected')
      .execute();
    expect(history).toHaveLength(1);
    expect((await auditOf(order.reference_code)).map((entry) => entry.action)).toEqual([
      'order.cashier_paid',
      'order.collect',
    ]);
    const member = await who.inject({ url: `/api/order/orders/${order._id}/collection` });
    expect(member.json().data.collected_at).toBe(FIXED_NOW.toISOString());
    const listed = (await who.inject({ url: '/api/order/user/me/orders' })).json().data as Array<{
      _id: string;
      collected_at: string | null;
      order_source: string;
    }>;
    expect(listed.find((entry) => entry._id === order._id)).toMatchObject({
      collected_at: FIXED_NOW.toISOString(),
      order_source: STORE_ORDER_SOURCE,
    });
  });

  it('refuses forged, malformed, other-store, unknown and revoked tokens, each with its message', async () => {
    const { order, token } = await cashierOrder();
    const head = token.slice(0, token.lastIndexOf('.'));
    const sig = token.slice(token.lastIndexOf('.') + 1);
    const forged = await verify(`${head}.${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errorCode).toBe('collection_token_forged');

    const sign = (secret: string) => (payload: string) =>
      createHmac('sha256', secret).update(payload).digest('base64url');
    const nonce = head.split('.')[3]!;
    const otherSecret = collectionToken(
      { orderId: Number(order._id), storeId: STORE, nonce },
      sign('not-the-shop-secret-0123456789abcdef'),
    );
    expect((await verify(otherSecret)).json().errorCode).toBe('collection_token_forged');

    const malformed = await verify('hello');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errorCode).toBe('collection_token_malformed');

    const other = await verify(token, OTHER_STORE);
    expect(other.statusCode).toBe(409);
    expect(other.json().errorCode).toBe('collection_token_other_store');

    const unknown = collectionToken({ orderId: 999_999_999, storeId: STORE, nonce }, sign(SECRET));
    expect((await verify(unknown)).statusCode).toBe(404);

    const revoked = collectionToken(
      { orderId: Number(order._id), storeId: STORE, nonce: 'Z'.repeat(22) },
      sign(SECRET),
    );
    const answer = await verify(revoked);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().errorCode).toBe('collection_token_revoked');
  });

  it('a website order has no collection QR; another member hears 404', async () => {
    const web = await place(null, 'bca_virtual_account');
    const id = web.res.json().data._id as string;
    const res = await web.who.inject({ url: `/api/order/orders/${id}/collection` });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorCode).toBe('collection_not_store_order');
    const { order } = await cashierOrder();
    expect(
      (await web.who.inject({ url: `/api/order/orders/${order._id}/collection` })).statusCode,
    ).toBe(404);
  });
});

describe('a store order is handed over, never shipped', () => {
  it.each(['verified', 'picking'])(
    'the operators cannot move a paid store order to %s (409, in both languages)',
    async (state) => {
      const { order } = await cashierOrder();
      expect((await markPaid(order._id)).statusCode).toBe(200);
      // The operator API's caller: a member the shop made an operator.
      const operator = await registerMember(app);
      await database.db
        .updateTable('users')
        .set({ role: 'operator' })
        .where('id', '=', operator.id)
        .execute();
      for (const language of ['id', 'en']) {
        const res = await operator.inject({
          method: 'POST',
          url: `/api/ops/orders/${order.reference_code}/advance`,
          headers: { 'accept-language': language },
          cookies: { kilau_lang: language },
          payload: { state },
        });
        expect(res.statusCode).toBe(409);
        const body = res.json() as { errorCode: string; message: string };
        if (state === 'verified') expect(body.errorCode).toBe('order_collected_in_store');
        expect(body.message).toMatch(
          language === 'id'
            ? /diambil di toko|tidak dapat dipindahkan/
            : /collected in the store|cannot move/,
        );
      }
      const row = await database.db
        .selectFrom('orders')
        .select('state_id')
        .where('reference_code', '=', order.reference_code)
        .executeTakeFirstOrThrow();
      expect(row.state_id).toBe(4);
    },
  );
});

describe('who may', () => {
  it('a role without store.collect hears 403; an admin may; a guest 401', async () => {
    const { token, order } = await cashierOrder();
    expect((await verify(token, STORE, operations)).statusCode).toBe(403);
    expect((await collect(token, STORE, operations)).statusCode).toBe(403);
    expect((await markPaid(order._id, STORE, operations)).statusCode).toBe(403);
    expect((await verify(token, STORE, admin)).statusCode).toBe(200);
    const guest = await app.inject({
      method: 'POST',
      url: '/api/admin/store-collections/verify',
      payload: { token, store_id: STORE },
    });
    expect(guest.statusCode).toBe(401);
  });
});
