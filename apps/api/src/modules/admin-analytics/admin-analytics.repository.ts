import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

/**
 * The back office's analytics reads (docs/design/analytics.md): the roll-ups the analytics job
 * writes (read only), and — shared on purpose, read only — `orders`, `order_lines` and
 * `products` for what was bought and paid, so the figures can be read against the orders.
 */
export function createAdminAnalyticsRepository(db: Kysely<Database>) {
  const inDays = (from: string, to: string) =>
    sql<boolean>`day between ${from}::date and ${to}::date`;
  return {
    async funnelDays(from: string, to: string) {
      const { rows } = await sql<{
        day: string;
        sessions: number;
        viewed: number;
        added: number;
        checked_out: number;
        placed: number;
        paid: number;
      }>`
        select day::text as day, sum(sessions)::int as sessions, sum(viewed)::int as viewed,
          sum(added)::int as added, sum(checked_out)::int as checked_out,
          sum(placed)::int as placed, sum(paid)::int as paid
        from analytics_daily_funnel where ${inDays(from, to)}
        group by day order by day`.execute(db);
      return rows;
    },

    async sources(from: string, to: string, limit: number) {
      const { rows } = await sql<{
        source: string;
        sessions: number;
        placed: number;
        paid: number;
      }>`
        select source, sum(sessions)::int as sessions, sum(placed)::int as placed,
          sum(paid)::int as paid
        from analytics_daily_funnel where ${inDays(from, to)}
        group by source order by sum(sessions) desc, source limit ${limit}`.execute(db);
      return rows;
    },

    /** The most viewed products, with the units of them in orders paid from `start` to `end`. */
    async products(from: string, to: string, start: Date, end: Date, limit: number) {
      const { rows } = await sql<{
        product_id: string;
        name: string;
        views: number;
        viewers: number;
        adds: number;
        sold: number;
      }>`
        with viewed as (
          select product_id, sum(views)::int as views, sum(viewers)::int as viewers,
            sum(adds)::int as adds
          from analytics_daily_products where ${inDays(from, to)}
          group by product_id order by sum(views) desc, product_id limit ${limit}
        ), sold as (
          select order_lines.product_id, sum(order_lines.quantity)::int as sold
          from order_lines join orders on orders.id = order_lines.order_id
          where orders.paid_at >= ${start} and orders.paid_at < ${end}
            and order_lines.product_id in (select product_id from viewed)
          group by order_lines.product_id
        )
        select viewed.product_id::text as product_id, products.name, viewed.views,
          viewed.viewers, viewed.adds, coalesce(sold.sold, 0)::int as sold
        from viewed
        join products on products.id = viewed.product_id
        left join sold on sold.product_id = viewed.product_id
        order by viewed.views desc, viewed.product_id`.execute(db);
      return rows;
    },

    async searchesWithoutResults(from: string, to: string, limit: number) {
      const { rows } = await sql<{ query: string; searches: number }>`
        select query, sum(no_results)::int as searches
        from analytics_daily_searches where ${inDays(from, to)}
        group by query having sum(no_results) > 0
        order by sum(no_results) desc, query limit ${limit}`.execute(db);
      return rows;
    },

    /** Orders paid from `start` to `end`, whoever placed them. */
    async paidOrders(start: Date, end: Date): Promise<number> {
      const row = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string>().as('paid'))
        .where('paid_at', '>=', start)
        .where('paid_at', '<', end)
        .executeTakeFirstOrThrow();
      return Number(row.paid);
    },

    /** When the range's newest rolled day was rolled. */
    async rolledAt(from: string, to: string): Promise<Date | null> {
      const { rows } = await sql<{ rolled_at: Date | null }>`
        select max(rolled_at) as rolled_at from analytics_rollups
        where ${inDays(from, to)}`.execute(db);
      return rows[0]?.rolled_at ?? null;
    },
  };
}

export type AdminAnalyticsRepository = ReturnType<typeof createAdminAnalyticsRepository>;
