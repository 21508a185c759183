import type { Database } from '@kilau/db';
import { createTestDatabase } from '@kilau/db/testing';
import { sql, type Kysely } from 'kysely';
import { buildTestApp } from './build-test-app';

/**
 * A shop for the reviews' tests, with a product of at least three active shades that the demo
 * reviews left alone: the app, its database, the product and its shade ids. Close both after.
 */
export async function reviewsTestApp() {
  const database = await createTestDatabase();
  const app = await buildTestApp({
    database,
    env: { LOGIN_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '100000' },
  });
  await app.ready();
  const { rows } = await sql<{ product_id: string; ids: string[] }>`
    select c.product_id, array_agg(c.id order by c.id) as ids
      from combinations c join products p on p.id = c.product_id
     where p.is_active and c.is_active
       and not exists (select 1 from reviews r where r.product_id = p.id)
     group by c.product_id having count(*) >= 3
     order by c.product_id limit 1`.execute(database.db);
  return {
    app,
    database,
    product: Number(rows[0]!.product_id),
    shades: rows[0]!.ids.map(Number),
  };
}

/** A delivered order (state 9) of `userId` holding `combinationId`, as fulfilment leaves it. */
export async function deliveredOrder(
  db: Kysely<Database>,
  line: { userId: number; productId: number; combinationId: number },
) {
  const { userId, productId, combinationId } = line;
  const cart = await db
    .insertInto('carts')
    .values({ user_id: userId, status: 'ordered' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = await db
    .insertInto('orders')
    .values({
      reference_code: `KLU-REV-${userId}-${combinationId}`,
      user_id: userId,
      cart_id: cart.id,
      state_id: 9,
      subtotal: 89_000,
      total_paid: 89_000,
      delivery_address: JSON.stringify({}),
      shipping: JSON.stringify({}),
      payment_method: 'bca_va',
      payment_ref: `KLU-REV-PAY-${userId}-${combinationId}`,
      payment_status: 'settlement',
      payment_due_at: new Date(),
      paid_at: new Date(),
      created_at: new Date(),
      updated_at: new Date(),
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_lines')
    .values({
      order_id: order.id,
      product_id: productId,
      combination_id: combinationId,
      quantity: 1,
      unit_price: 89_000,
      list_price: 89_000,
      total_price: 89_000,
      detail: JSON.stringify({}),
    } as never)
    .execute();
}
