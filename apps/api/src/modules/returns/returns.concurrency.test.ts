// A return's path under parallel clicks (issue 25, docs/design/returns.md "States"): ten members'
// requests of one order at once make one return; ten approvals approve it once; ten receipts put
// the goods back once; ten refund clicks refund once — one `refunded` step, one message, the
// points taken once, one store credit. Real overlap needs PostgreSQL (DATABASE_URL=postgres://…,
// as CI runs it); PGlite runs the same clicks one transaction at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceThrough,
  operatorOf,
  ordersAppWithGoods,
  placeOrder,
  pointsOf,
  type Caller,
  type SellableCombination,
} from '../../test/operator';
import { signedInStaff } from '../../test/staff';
import { warmPool } from '../../test/warm-pool';

const CLICKS = 10;

let env: Awaited<ReturnType<typeof ordersAppWithGoods>>['env'];
let goods: SellableCombination[];
let operator: Caller;
let staff: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 4, min: 100_000, max: 150_000 }));
  operator = await operatorOf(env);
  staff = await signedInStaff(env.app, env.db, 'operations', () => env.clock.now);
});
afterAll(async () => {
  await env?.close();
});

const statuses = (responses: Array<{ statusCode: number }>) =>
  responses.map((res) => res.statusCode).sort();

async function atOnce<T>(work: () => Promise<T>): Promise<T[]> {
  if (process.env.DATABASE_URL) await warmPool(env.db, CLICKS);
  return Promise.all(Array.from({ length: CLICKS }, work));
}

describe(`${CLICKS} parallel clicks at each step`, () => {
  it.each(['bank_transfer', 'store_credit'] as const)(
    'make one return and refund it once (%s)',
    async (method) => {
      const placed = await placeOrder(env, goods.pop()!, 2);
      const reference = placed.order.reference_code;
      await advanceThrough(operator, reference, [
        'payment-accepted',
        'verified',
        'picking',
        'packed',
        'slip-printed',
        'shipped',
        'delivered',
      ]);
      const line = await env.db
        .selectFrom('order_lines')
        .select(['id', 'combination_id'])
        .where('order_id', '=', Number(placed.order._id))
        .executeTakeFirstOrThrow();

      const asked = await atOnce(() =>
        placed.who.inject({
          method: 'POST',
          url: `/api/order/user/me/orders/${reference}/returns`,
          payload: {
            lines: [{ order_line_id: String(line.id), quantity: 2 }],
            reason: 'damaged',
            refund_method: method,
            ...(method === 'bank_transfer'
              ? {
                  bank: {
                    bank_code: 'mandiri',
                    account_number: '1234567890123',
                    account_name: 'Rina Putri',
                  },
                }
              : {}),
          },
        }),
      );
      expect(statuses(asked)).toEqual([201, ...Array(CLICKS - 1).fill(409)]);
      const ref = asked.find((res) => res.statusCode === 201)!.json().data.reference as string;

      const click = (step: string, payload: Record<string, unknown>) =>
        atOnce(() =>
          staff.inject({ method: 'POST', url: `/api/admin/returns/${ref}/${step}`, payload }),
        );
      expect(statuses(await click('approve', { instructions: 'Kirim ke gudang.' }))).toEqual([
        200,
        ...Array(CLICKS - 1).fill(409),
      ]);
      const stock = async () =>
        (
          await env.db
            .selectFrom('combinations')
            .select('stock')
            .where('id', '=', line.combination_id)
            .executeTakeFirstOrThrow()
        ).stock;
      const before = await stock();
      expect(
        statuses(
          await click('receive', { lines: [{ order_line_id: String(line.id), sellable: true }] }),
        ),
      ).toEqual([200, ...Array(CLICKS - 1).fill(409)]);
      expect(await stock()).toBe(before + 2);

      const points = await pointsOf(env.db, placed.who.id);
      expect(statuses(await click('refund', { transfer_reference: 'MANDIRI-TRF-0001' }))).toEqual([
        200,
        ...Array(CLICKS - 1).fill(409),
      ]);

      const row = await env.db
        .selectFrom('return_requests')
        .selectAll()
        .where('reference', '=', ref)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('refunded');
      const steps = await env.db
        .selectFrom('return_request_events')
        .select('status')
        .where('return_id', '=', row.id)
        .orderBy('id')
        .execute();
      expect(steps.map((step) => step.status)).toEqual([
        'requested',
        'approved',
        'received',
        'refunded',
      ]);
      const refundMails = await env.db
        .selectFrom('outbox_messages')
        .select('id')
        .where('dedupe_key', 'like', `return:${row.id}:refunded:%`)
        .execute();
      expect(refundMails.length).toBeGreaterThanOrEqual(1);
      expect(
        new Set(
          (
            await env.db
              .selectFrom('outbox_messages')
              .select('channel')
              .where('dedupe_key', 'like', `return:${row.id}:refunded:%`)
              .execute()
          ).map((mail) => mail.channel),
        ).size,
      ).toBe(refundMails.length);
      const taken = await env.db
        .selectFrom('point_ledger')
        .select('delta')
        .where('order_ref', '=', ref)
        .execute();
      expect(taken.length).toBe(row.points_taken_back > 0 ? 1 : 0);
      expect((await pointsOf(env.db, placed.who.id)).balance).toBe(
        points.balance - row.points_taken_back,
      );
      const credits = await env.db
        .selectFrom('member_vouchers')
        .innerJoin('vouchers', 'vouchers.id', 'member_vouchers.voucher_id')
        .select('vouchers.amount')
        .where('member_vouchers.user_id', '=', placed.who.id)
        .where('vouchers.kind', '=', 'store_credit')
        .execute();
      expect(credits.map((credit) => credit.amount)).toEqual(
        method === 'store_credit' ? [row.refund_amount] : [],
      );
    },
  );
});
