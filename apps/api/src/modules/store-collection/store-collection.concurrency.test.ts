// One order QR scanned by many tills at once (docs/design/store-collection.md): the order row
// lock and the conditional update hand the order over exactly once. On PostgreSQL the calls
// really overlap; PGlite runs them one after another and must answer the same.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { signedInStaff } from '../../test/staff';
import { bagAtPayment, placeBag, sellable } from '../../test/store-orders';

const STORE = 5;
const PARALLEL = 20;

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, env: { LOGIN_RATE_LIMIT_MAX: '1000' } });
  await app.ready();
  await database.db.updateTable('gifts_with_purchase').set({ is_active: false }).execute();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function paidStoreOrder() {
  const [item] = await sellable(database.db, { min: 60_000, max: 150_000, count: 1 });
  const bag = await bagAtPayment({ app, db: database.db }, item!, STORE);
  const { who } = bag;
  const placed = await placeBag(bag, 'cashier');
  expect(placed.statusCode).toBe(201);
  const orderId = placed.json().data._id as string;
  const token = (await who.inject({ url: `/api/order/orders/${orderId}/collection` })).json().data
    .token as string;
  return { orderId, token };
}

describe('collecting one order from many tills at once', () => {
  it(`${PARALLEL} parallel collects: one 200, the rest 409 already collected, collected once`, async () => {
    const now = () => FIXED_NOW;
    const tills = await Promise.all(
      Array.from({ length: 4 }, () => signedInStaff(app, database.db, 'store_staff', now)),
    );
    const { orderId, token } = await paidStoreOrder();
    // Twenty parallel "Terima pembayaran" first: the money is taken once.
    const payments = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        tills[i % tills.length]!.inject({
          method: 'POST',
          url: `/api/admin/store-collections/cashier-orders/${orderId}/paid`,
          payload: { store_id: STORE },
        }),
      ),
    );
    expect(payments.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(payments.filter((res) => res.statusCode === 409)).toHaveLength(PARALLEL - 1);

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        tills[i % tills.length]!.inject({
          method: 'POST',
          url: '/api/admin/store-collections/collect',
          payload: { token, store_id: STORE },
        }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(PARALLEL - 1);
    for (const res of refused) expect(res.json().errorCode).toBe('collection_already_collected');

    const row = await database.db
      .selectFrom('orders')
      .select(['collected_at', 'collected_by', 'reference_code'])
      .where('id', '=', Number(orderId))
      .executeTakeFirstOrThrow();
    expect(row.collected_at).not.toBeNull();
    const histories = await database.db
      .selectFrom('order_state_histories')
      .select('id')
      .where('order_id', '=', Number(orderId))
      .where('note', '=', 'store_collected')
      .execute();
    expect(histories).toHaveLength(1);
    const audits = await database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', row.reference_code)
      .execute();
    expect(audits.map((entry) => entry.action).sort()).toEqual([
      'order.cashier_paid',
      'order.collect',
    ]);
  });
});
