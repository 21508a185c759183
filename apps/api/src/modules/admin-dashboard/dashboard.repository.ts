import type { Database } from '@kilau/db';
import { ORDER_STATE } from '@kilau/domain/orders';
import { sql, type Kysely } from 'kysely';

/** Orders that count as sold: the gateway captured or settled the money (or staff settled it). */
const PAID = ['capture', 'settlement'] as const;

/** A timestamp's WIB day as `YYYY-MM-DD`, in SQL (WIB has no daylight saving: UTC+7). */
const wibDay = (column: string) =>
  sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;

/**
 * The dashboard's reads (read only): orders and their lines, stock, and the search misses. Each
 * block is one aggregate query over an index the tables already have.
 */
export function createDashboardRepository(db: Kysely<Database>) {
  return {
    /** Paid orders and their money per WIB day, paid from `from` on. */
    async salesByDay(from: Date) {
      const day = wibDay('paid_at');
      return db
        .selectFrom('orders')
        .select([
          day.as('day'),
          sql<number>`count(*)::int`.as('orders'),
          sql<number>`coalesce(sum(total_paid), 0)::bigint`.as('revenue'),
        ])
        .where('paid_at', '>=', from)
        .where('payment_status', 'in', PAID)
        .groupBy(day)
        .execute();
    },

    /** How many orders are in each state that waits for staff. */
    async waitingByState() {
      const states = [
        ORDER_STATE.paymentConfirm,
        ORDER_STATE.paymentAccepted,
        ORDER_STATE.verified,
        ORDER_STATE.picking,
        ORDER_STATE.packed,
        ORDER_STATE.slipPrinted,
      ];
      return db
        .selectFrom('orders')
        .select(['state_id', sql<number>`count(*)::int`.as('count')])
        .where('state_id', 'in', states)
        .groupBy('state_id')
        .execute();
    },

    /** Transfer receipts sent and not yet decided on (the order still 'Payment confirm'). */
    async receiptsToCheck() {
      const row = await db
        .selectFrom('order_payment_confirmations as c')
        .innerJoin('orders as o', 'o.id', 'c.order_id')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('o.state_id', '=', ORDER_STATE.paymentConfirm)
        .executeTakeFirst();
      return row?.count ?? 0;
    },

    /** Active combinations of active products with 1 to `threshold` units, fewest first. */
    async lowStock(threshold: number, limit: number) {
      return db
        .selectFrom('combinations as c')
        .innerJoin('products as p', 'p.id', 'c.product_id')
        .select([
          'c.id as combination_id',
          'c.sku',
          'c.attributes',
          'c.stock',
          'p.id as product_id',
          'p.slug as product_slug',
          'p.name as product_name',
        ])
        .where('c.is_active', '=', true)
        .where('p.is_active', '=', true)
        .where('c.stock', '<=', threshold)
        .where('c.stock', '>', 0)
        .orderBy('c.stock')
        .orderBy('c.id')
        .limit(limit)
        .execute();
    },

    /** Active combinations of active products with no stock. */
    async outOfStock() {
      const row = await db
        .selectFrom('combinations as c')
        .innerJoin('products as p', 'p.id', 'c.product_id')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('c.is_active', '=', true)
        .where('p.is_active', '=', true)
        .where('c.stock', '<=', 0)
        .executeTakeFirst();
      return row?.count ?? 0;
    },

    /** Products by units sold in paid orders placed from `from` on, most first. */
    async topProducts(from: Date, limit: number) {
      return db
        .selectFrom('order_lines as l')
        .innerJoin('orders as o', 'o.id', 'l.order_id')
        .innerJoin('products as p', 'p.id', 'l.product_id')
        .select([
          'p.id as product_id',
          'p.slug',
          'p.name',
          sql<number>`sum(l.quantity)::int`.as('units'),
        ])
        .where('o.created_at', '>=', from)
        .where('o.payment_status', 'in', PAID)
        .groupBy(['p.id', 'p.slug', 'p.name'])
        .orderBy(sql`sum(l.quantity)`, 'desc')
        .orderBy('p.id')
        .limit(limit)
        .execute();
    },

    /** Search terms that found nothing on the WIB days from `fromDay` on, most often first. */
    async searchMisses(fromDay: string, limit: number) {
      return db
        .selectFrom('search_misses')
        .select(['term_normalized as term', sql<number>`sum(count)::int`.as('count')])
        .where('day', '>=', sql<Date>`${fromDay}::date`)
        .groupBy('term_normalized')
        .orderBy(sql`sum(count)`, 'desc')
        .orderBy('term_normalized')
        .limit(limit)
        .execute();
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
