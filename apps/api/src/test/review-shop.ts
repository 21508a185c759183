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
  return { app, database, ...(await reviewableProduct(database.db, { unreviewed: true })) };
}

/**
 * A product with at least `shades` active combinations (the `skip`-th such), optionally one the
 * demo reviews left alone: its id and its shades' ids.
 */
export async function reviewableProduct(
  db: Kysely<Database>,
  { shades = 3, skip = 0, unreviewed = false } = {},
) {
  const { rows } = await sql<{ product_id: string; ids: string[] }>`
    select c.product_id, array_agg(c.id order by c.id) as ids
      from combinations c join products p on p.id = c.product_id
     where p.is_active and c.is_active
       and (not ${unreviewed} or not exists (select 1 from reviews r where r.product_id = p.id))
     group by c.product_id having count(*) >= ${shades}
     order by c.product_id offset ${skip} limit 1`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`no product with ${shades} shades`);
  return { product: Number(row.product_id), shades: row.ids.map(Number) };
}

/** `n` words a review may be written with (150 is the minimum). */
export const reviewWords = (n = 150, word = 'lembut') =>
  Array.from({ length: n }, (_, i) => `${word}${i % 7}`).join(' ');

/** A valid `POST /api/reviews/v2` body for `product`'s `combination`: every rating filled. */
export const reviewBody = (
  product: number,
  combination: number,
  overrides: Record<string, unknown> = {},
) => ({
  product_id: String(product),
  combination_id: String(combination),
  details: reviewWords(),
  is_recommended: true,
  is_repurchase: false,
  duration_of_used: '1_4_weeks',
  tags: [],
  is_star_packaging: 4,
  is_star_texture: 5,
  is_star_scent: 4,
  is_star_result: 5,
  is_star_value_for_money: 4,
  ...overrides,
});

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
