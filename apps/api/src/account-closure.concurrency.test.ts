import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberWithBag,
  ordersAppWithGoods,
  SHIPPING_FEE,
  type SellableCombination,
} from './test/orders';
import { warmPool } from './test/warm-pool';

/**
 * A closure and an order placed at the same moment (docs/design/data-rights.md): the closure
 * holds the member's row `for update`, the placement takes it `for key share` before its insert.
 * Whichever wins, no order is ever left on a closed account, and a closure that loses says the
 * order is open. Only on PostgreSQL do the two really overlap; the answers are the same on both.
 */
let env: Awaited<ReturnType<typeof ordersAppWithGoods>>['env'];
let item: SellableCombination;
let db: Kysely<Database>;
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  const made = await ordersAppWithGoods({ count: 1, env: { DATA_RIGHTS_RATE_LIMIT_MAX: '1000' } });
  env = made.env;
  item = made.goods[0]!;
  db = env.db;
}, 120_000);

afterAll(async () => {
  await env?.close();
});

async function closureCode(email: string) {
  const row = await db
    .selectFrom('outbox_messages')
    .select('payload')
    .where('recipient', '=', email.toLowerCase())
    .where('template', '=', 'otp_code')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as {
    code: string;
  };
  return payload.code;
}

describe('closing an account while an order is being placed', () => {
  it('never leaves an order on a closed account', async () => {
    const rounds = onPostgres ? 4 : 1;
    for (let round = 0; round < rounds; round++) {
      const { who, cartId } = await memberWithBag(env, item, 1);
      const sent = await who.inject({ method: 'POST', url: '/api/account/closure/code' });
      expect(sent.statusCode, sent.body).toBe(200);
      const code = await closureCode(who.email);
      if (onPostgres) await warmPool(db, 4);
      const [placed, closed] = await Promise.all([
        who.inject({
          method: 'POST',
          url: '/api/order/orders',
          payload: {
            cart_id: String(cartId),
            payment_method: 'bca_virtual_account',
            total_price: item.price + SHIPPING_FEE,
          },
        }),
        who.inject({
          method: 'POST',
          url: '/api/account/closure',
          payload: { code, reviews: 'anonymise' },
        }),
      ]);
      const user = await db
        .selectFrom('users')
        .select('closed_at')
        .where('id', '=', who.id)
        .executeTakeFirstOrThrow();
      const orders = await db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', who.id)
        .execute();
      if (closed.statusCode === 200) {
        expect(user.closed_at).not.toBeNull();
        expect(orders, placed.body).toHaveLength(0);
        expect(placed.statusCode).toBeGreaterThanOrEqual(400);
      } else {
        expect(closed.statusCode, closed.body).toBe(409);
        expect(closed.json().errorCode).toBe('closure_orders_open');
        expect(user.closed_at).toBeNull();
        expect(orders).toHaveLength(1);
        expect(placed.statusCode, placed.body).toBeLessThan(300);
      }
    }
  }, 120_000);
});
