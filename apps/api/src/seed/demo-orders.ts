import { plainGoods, type Database } from '@kilau/db';
import { ORDER_STATE as S } from '@kilau/domain/orders';
import { sql, type Kysely } from 'kysely';
import { createCarrier, type CarrierPort } from '../adapters/carrier';
import { DEMO_MEMBER } from './demo-member';
import { writeDemoOrder, type DemoOrderPlan, type DemoStep } from './demo-order-writer';

/** app_meta key: the demo member's order history was written (once per database). */
export const DEMO_ORDERS_KEY = 'demo_orders';
const SEED_LOCK = 0x6b6c6f72;

const M = 60_000;
const H = 60 * M;
const D = 24 * H;

/** Ordinary products the catalogue sells from stock (no pre-order, flash sale or special price). */
async function stockedGoods(db: Kysely<Database>) {
  return plainGoods(db)
    .select(['c.id', 'c.product_id'])
    .distinctOn('c.product_id')
    .where('p.classification', 'is', null)
    .where('c.stock', '>=', 30)
    .where('c.price_after_discount', '>=', 45_000)
    .where('c.price_after_discount', '<=', 300_000)
    .where((eb) =>
      eb.or([eb('p.max_limit_per_order', 'is', null), eb('p.max_limit_per_order', '>=', 3)]),
    )
    .orderBy('c.product_id')
    .orderBy('c.position')
    .orderBy('c.id')
    .limit(60)
    .execute();
}

const paidBy = (note: string, after: number): DemoStep => ({
  state: S.paymentAccepted,
  after,
  note,
});

/** The warehouse's moves from payment to the carrier, hours after placement. */
const fulfilled = (paidAt: number, shippedAt: number): DemoStep[] => [
  { state: S.verified, after: paidAt + 2 * H },
  { state: S.picking, after: paidAt + 18 * H },
  { state: S.packed, after: paidAt + 20 * H },
  { state: S.slipPrinted, after: paidAt + 21 * H },
  { state: S.shipped, after: shippedAt },
];

/**
 * The demo member's order history (issue 8): one order in each group the history shows, spread
 * over the last ~75 days (WIB), written as real orders. Idempotent: once per database. The
 * seeded deliveries earned no points in the ledger (imported history), so the member keeps the
 * 150 welcome points.
 */
export async function seedDemoOrders(
  db: Kysely<Database>,
  options: { now: Date; carrier?: CarrierPort },
): Promise<{ created: number }> {
  const { now } = options;
  const carrier = options.carrier ?? createCarrier();
  const done = () =>
    db.selectFrom('app_meta').select('key').where('key', '=', DEMO_ORDERS_KEY).executeTakeFirst();
  if (await done()) return { created: 0 };

  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(tx);
    if (
      await tx
        .selectFrom('app_meta')
        .select('key')
        .where('key', '=', DEMO_ORDERS_KEY)
        .executeTakeFirst()
    ) {
      return { created: 0 };
    }
    const member = await tx
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_MEMBER.email)
      .executeTakeFirst();
    if (!member) return { created: 0 };
    const addresses = await tx
      .selectFrom('addresses')
      .select(['id', 'is_default'])
      .where('user_id', '=', member.id)
      .orderBy('is_default', 'desc')
      .orderBy('id')
      .execute();
    const goods = await stockedGoods(tx);
    if (addresses.length === 0 || goods.length === 0) return { created: 0 };
    const home = addresses[0]!.id;
    const office = (addresses[1] ?? addresses[0]!).id;
    // Every fifth product, so the history shows a variety of brands and categories.
    const pick = (index: number, quantity = 1) => {
      const row = goods[(index * 5) % goods.length]!;
      return { productId: row.product_id, combinationId: row.id, quantity };
    };

    const plans: DemoOrderPlan[] = [
      // Waiting for a bank transfer: the member confirms it with a receipt.
      {
        age: 2 * H,
        method: 'bank_transfer',
        addressId: home,
        service: 'jne_reg',
        lines: [pick(0), pick(1, 2)],
        placedAs: S.awaitingWire,
        steps: [],
        payment: 'pending',
      },
      // A BCA virtual account not paid yet: cancellable.
      {
        age: 1 * H,
        method: 'bca_virtual_account',
        addressId: home,
        service: 'sicepat_reg',
        lines: [pick(2)],
        placedAs: S.awaitingWire,
        steps: [],
        payment: 'pending',
      },
      {
        age: 5 * H,
        method: 'gopay',
        addressId: office,
        service: 'jne_reg',
        lines: [pick(3), pick(4)],
        placedAs: S.created,
        steps: [paidBy('payment_settlement', 3 * M)],
        payment: 'settlement',
      },
      {
        age: 26 * H,
        method: 'credit_debit_card',
        addressId: home,
        service: 'anteraja_reg',
        lines: [pick(5)],
        placedAs: S.created,
        steps: [paidBy('payment_capture', 2 * M), ...fulfilled(2 * M, 0).slice(0, 2)],
        payment: 'settlement',
      },
      // Shipped about a day ago: the track modal shows the scans so far.
      {
        age: 3 * D,
        method: 'bca_virtual_account',
        addressId: home,
        service: 'jne_reg',
        lines: [pick(6, 2), pick(7)],
        placedAs: S.awaitingWire,
        steps: [paidBy('payment_settlement', 40 * M), ...fulfilled(40 * M, 3 * D - 26 * H)],
        payment: 'settlement',
        shipment: { shippedAfter: 3 * D - 26 * H },
      },
      {
        age: 18 * D,
        method: 'permata_virtual_account',
        addressId: office,
        service: 'jne_reg',
        lines: [pick(8), pick(0)],
        placedAs: S.awaitingWire,
        steps: [
          paidBy('payment_settlement', 1 * H),
          ...fulfilled(1 * H, 28 * H),
          { state: S.delivered, after: 3 * D },
        ],
        payment: 'settlement',
        shipment: { shippedAfter: 28 * H, deliveredAfter: 3 * D },
      },
      {
        age: 30 * D,
        method: 'bca_virtual_account',
        addressId: home,
        service: 'sicepat_reg',
        lines: [pick(9)],
        placedAs: S.awaitingWire,
        steps: [{ state: S.cancelled, after: 50 * M, note: 'Ingin mengganti metode pembayaran' }],
        payment: 'cancel',
        cancellation: 'Ingin mengganti metode pembayaran',
      },
      {
        age: 60 * D,
        method: 'credit_debit_card',
        addressId: home,
        service: 'jnt_ez',
        lines: [pick(10), pick(3, 2)],
        placedAs: S.created,
        steps: [
          paidBy('payment_capture', 2 * M),
          ...fulfilled(2 * M, 26 * H),
          { state: S.delivered, after: 2 * D + 20 * H },
        ],
        payment: 'settlement',
        shipment: { shippedAfter: 26 * H, deliveredAfter: 2 * D + 20 * H },
      },
      // OVO declined the push long ago: the history offers REORDER.
      {
        age: 72 * D,
        method: 'ovo',
        addressId: home,
        service: 'jne_reg',
        lines: [pick(11)],
        placedAs: S.created,
        steps: [{ state: S.paymentFailure, after: 1 * M, note: 'payment_failure' }],
        payment: 'failure',
      },
    ];

    // A bag the member has open stays theirs: set aside while the past carts are priced.
    const open = await tx
      .updateTable('carts')
      .set({ status: 'abandoned' })
      .where('user_id', '=', member.id)
      .where('status', '=', 'active')
      .returning('id')
      .executeTakeFirst();
    for (const plan of [...plans].sort((a, b) => b.age - a.age)) {
      await writeDemoOrder(tx, { userId: member.id, carrier, now }, plan);
    }
    if (open) {
      await tx.updateTable('carts').set({ status: 'active' }).where('id', '=', open.id).execute();
    }
    await tx
      .insertInto('app_meta')
      .values({
        key: DEMO_ORDERS_KEY,
        value: JSON.stringify({ seededAt: now.toISOString(), orders: plans.length }),
        updated_at: now,
      })
      .execute();
    return { created: plans.length };
  });
}
