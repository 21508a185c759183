import { sql, type Kysely } from 'kysely';
import type { Database } from '../../schema';
import { goodsColumns, insertGeneratedOrders } from '../generated-orders';

export const SCALE_ORDERS_KEY = 'seed:scale-orders';

/** The bench's member, whose history the order-history scenario pages through. */
export const SCALE_SHOPPER = {
  email: 'scale-shopper@kilau.test',
  userName: 'scale_shopper',
  password: 'kilau-bench-2026',
  /** Argon2id of `password` (what `@node-rs/argon2`'s `hash` gives), so the seed needs no hasher. */
  passwordHash:
    '$argon2id$v=19$m=19456,t=2,p=1$JIWDobiijR8OGy4aySHghQ$Oau1RXrfnzB0nC+vro7ehU+vQj2d3bLFR2bV5eYNwPY',
} as const;

/** Generated orders per generated member, on average (a shop's members order a few times). */
export const ORDERS_PER_MEMBER = 10;
/** One order in this many is the bench shopper's: ≈ 120 orders per 1,000,000. */
export const SHOPPER_EVERY = 8_333;

export interface SeedScaleOrdersOptions {
  /** How many generated orders the database should hold. */
  orders: number;
  now: Date;
  /** Orders per batch (one transaction each); default 50,000. */
  batchSize?: number;
  /** One order in this many is the shopper's (default `SHOPPER_EVERY`). */
  shopperEvery?: number;
  onProgress?: (progress: { done: number; total: number }) => void;
}

export interface SeedScaleOrdersResult {
  added: number;
  orders: number;
  members: number;
}

/**
 * Past orders for benchmarks (issue 16: a member's history at 1,000,000 orders): generated
 * members (`scale-member-N@scale.kilau.test`, no password) with about ten orders each over the
 * last two years, and one member who can sign in (`SCALE_SHOPPER`) with one order in 8,333.
 * Each order has its ordered cart, one to three lines of the scale catalogue's goods (with the
 * line snapshot placement keeps), its payment and state history, written set-wise in SQL
 * (`generate_series`), a batch per transaction, and counted in `app_meta`, so a rerun tops up.
 * Needs the scale catalogue (`seedScaleCatalogue`) first. Ends with `vacuum analyze`.
 */
export async function seedScaleOrders(
  db: Kysely<Database>,
  options: SeedScaleOrdersOptions,
): Promise<SeedScaleOrdersResult> {
  const meta = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SCALE_ORDERS_KEY)
    .executeTakeFirst();
  const start = (meta?.value as { orders?: number } | undefined)?.orders ?? 0;
  const target = Math.max(start, options.orders);
  const members = Math.max(1, Math.ceil(target / ORDERS_PER_MEMBER));
  const batchSize = options.batchSize ?? 50_000;
  const now = options.now;
  options.onProgress?.({ done: 0, total: target - start });
  if (target === start) return { added: 0, orders: target, members };

  await db.transaction().execute(async (trx) => {
    await sql`insert into users (email, user_name, password_hash, first_name, last_name,
                is_agree_to_legal_statements, is_verified_email, created_at, updated_at)
              values (${SCALE_SHOPPER.email}, ${SCALE_SHOPPER.userName}, ${SCALE_SHOPPER.passwordHash},
                'Sekar', 'Ayuningtyas', true, true, ${now}, ${now})
              on conflict do nothing`.execute(trx);
    // Members are numbered from 0; the ones already there are kept.
    await sql`insert into users (email, user_name, first_name, last_name,
                is_agree_to_legal_statements, is_verified_email, created_at, updated_at)
              select 'scale-member-' || n || '@scale.kilau.test', 'scale_member_' || n,
                     'Anggota', 'Skala ' || n, true, true,
                     ${now}::timestamptz - make_interval(days => 800 - (n % 60)), ${now}
              from generate_series(0, ${members - 1}) as n
              on conflict do nothing`.execute(trx);
  });

  for (let from = start; from < target; from += batchSize) {
    const to = Math.min(target, from + batchSize);
    await db.transaction().execute(async (trx) => {
      await writeBatch(trx, {
        from,
        to,
        members,
        now,
        shopperEvery: options.shopperEvery ?? SHOPPER_EVERY,
      });
      const value = JSON.stringify({ orders: to });
      await trx
        .insertInto('app_meta')
        .values({ key: SCALE_ORDERS_KEY, value, updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
        .execute();
    });
    options.onProgress?.({ done: to - start, total: target - start });
  }
  await sql`vacuum analyze users, carts, orders, order_lines, order_state_histories`.execute(db);
  return { added: target - start, orders: target, members };
}

/**
 * Orders `from` … `to - 1`. A batch table numbers them and takes their cart and order ids from
 * the tables' own sequences; the shared writer (generated-orders.ts) then inserts from it.
 */
async function writeBatch(
  trx: Kysely<Database>,
  batch: { from: number; to: number; members: number; now: Date; shopperEvery: number },
) {
  const { from, to, members, now, shopperEvery } = batch;
  // The goods orders are made of: scale products' default combinations, numbered from 0.
  await sql`create temporary table scale_goods on commit drop as
      select (row_number() over (order by p.id) - 1)::int as n, ${goodsColumns}
      from products p
      join combinations c on c.product_id = p.id and c.is_default
      join brands b on b.id = p.brand_id
      join categories cat on cat.id = p.default_category_id
      where p.is_active and p.classification is null
      order by p.id
      limit 5000`.execute(trx);
  const goods = await sql<{ n: number }>`select count(*)::int as n from scale_goods`.execute(trx);
  const goodsCount = goods.rows[0]?.n ?? 0;
  if (goodsCount === 0) throw new Error('seedScaleOrders: seed the scale catalogue first');

  await sql`create temporary table scale_members on commit drop as
      select (substring(email from 'scale-member-([0-9]+)@'))::int as n, id
      from users where email like 'scale-member-%@scale.kilau.test'`.execute(trx);
  await sql`create unique index on scale_members (n)`.execute(trx);

  // g: the order's number. Its state: 1 in 20 cancelled, 1 in 20 payment failed, 1 in 20
  // shipped, the rest delivered. Its age: spread over two years by a multiplicative hash.
  await sql`create temporary table gen_orders on commit drop as
      select g, nextval(pg_get_serial_sequence('carts', 'id')) as cart_id,
             nextval(pg_get_serial_sequence('orders', 'id')) as order_id,
             case when g % ${shopperEvery} = ${shopperEvery - 1}
                  then (select id from users where lower(email) = ${SCALE_SHOPPER.email})
                  else (select id from scale_members m where m.n = (g::bigint * 7919) % ${members}) end
               as user_id,
             ${now}::timestamptz - make_interval(secs => 3600 + ((g::bigint * 2654435761) % 63072000)::int)
               as created_at,
             (case g % 20 when 0 then 11 when 1 then 12 when 2 then 8 else 9 end)::smallint as state_id,
             (array['bca_virtual_account', 'gopay', 'credit_debit_card', 'ovo', 'permata_virtual_account', 'qris'])[1 + g % 6]
               as payment_method,
             1 + (g / 7) % 3 as line_count
      from generate_series(${from}::int, ${to - 1}::int) as g`.execute(trx);

  await sql`create temporary table gen_lines on commit drop as
      select b.order_id, k, gd.*, 1 + (b.g + k) % 2 as quantity
      from gen_orders b
      cross join lateral generate_series(1, b.line_count) as k
      join scale_goods gd on gd.n = (b.g::bigint * 31 + k * 977) % ${goodsCount}`.execute(trx);

  await insertGeneratedOrders(trx, 'S');
}
