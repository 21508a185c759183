import type { Database } from '@kilau/db';
import { sql, type Kysely, type Selectable } from 'kysely';
import {
  containsPattern,
  newestWindowPage,
  statusCondition,
  type PromotionPage,
} from './promotion-window.repository';

export type FlashSaleRow = Selectable<Database['flash_sales']>;
export type FlashSaleValues = { name: string; starts_at: Date; ends_at: Date; is_active: boolean };
export type FlashItemValues = {
  combination_id: number;
  price: number;
  quota: number;
  position: number;
};
export type FlashUsage = {
  sold: number;
  quota: number;
  items: number;
  orders: number;
  revenue: number;
};

/** Every flash-sale write of the back office takes this first (see `windowLock`). */
const FLASH_SALE_WINDOW_LOCK = 0x6b6c6673;

/**
 * The catalogue's flash sales as the back office reads and writes them (shared on purpose,
 * docs/architecture.md): the shop's `/v3/flash-sale`, its tiles and the bag read these rows, and
 * placement takes `flash_sale_items.sold` under the items' row locks. Usage reads `order_lines`
 * and `orders` (orders not given back: `released_at is null`).
 */
export function createAdminFlashSalesRepository(db: Kysely<Database>) {
  return {
    async list(query: PromotionPage): Promise<{ rows: FlashSaleRow[]; total: number }> {
      let select = db.selectFrom('flash_sales as fs');
      if (query.q) select = select.where('fs.name', 'ilike', containsPattern(query.q));
      const status = statusCondition('fs', query.status, query.now);
      if (status) select = select.where(status);
      return newestWindowPage(select, (page) => page.selectAll('fs'), 'fs', query);
    },

    byId: (id: number) =>
      db.selectFrom('flash_sales').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The sale's items, in order. */
    items: (saleId: number) =>
      db
        .selectFrom('flash_sale_items')
        .select(['combination_id', 'price', 'quota', 'sold', 'position'])
        .where('flash_sale_id', '=', saleId)
        .orderBy('position')
        .orderBy('combination_id')
        .execute(),

    /**
     * Per sale: its items, sold and quota summed, and the orders and rupiah of its flash-priced
     * lines; per item (`sale:combination`) its rupiah.
     */
    async usage(saleIds: number[]) {
      const sales = new Map<number, FlashUsage>();
      const items = new Map<string, number>();
      for (const id of saleIds) {
        sales.set(id, { sold: 0, quota: 0, items: 0, orders: 0, revenue: 0 });
      }
      if (saleIds.length === 0) return { sales, items };
      const [quotas, lines, orders] = await Promise.all([
        db
          .selectFrom('flash_sale_items')
          .select([
            'flash_sale_id',
            sql<number>`count(*)::int`.as('items'),
            sql<number>`coalesce(sum(sold), 0)::int`.as('sold'),
            sql<number>`coalesce(sum(quota), 0)::int`.as('quota'),
          ])
          .where('flash_sale_id', 'in', saleIds)
          .groupBy('flash_sale_id')
          .execute(),
        db
          .selectFrom('order_lines as ol')
          .innerJoin('orders as o', 'o.id', 'ol.order_id')
          .select([
            'ol.flash_sale_id',
            'ol.combination_id',
            sql<string>`coalesce(sum(ol.total_price), 0)`.as('revenue'),
          ])
          .where('ol.flash_sale_id', 'in', saleIds)
          .where('o.released_at', 'is', null)
          .groupBy(['ol.flash_sale_id', 'ol.combination_id'])
          .execute(),
        db
          .selectFrom('order_lines as ol')
          .innerJoin('orders as o', 'o.id', 'ol.order_id')
          .select(['ol.flash_sale_id', sql<number>`count(distinct ol.order_id)::int`.as('orders')])
          .where('ol.flash_sale_id', 'in', saleIds)
          .where('o.released_at', 'is', null)
          .groupBy('ol.flash_sale_id')
          .execute(),
      ]);
      for (const row of quotas) {
        Object.assign(sales.get(Number(row.flash_sale_id))!, {
          items: row.items,
          sold: row.sold,
          quota: row.quota,
        });
      }
      for (const row of lines) {
        const sale = sales.get(Number(row.flash_sale_id));
        if (!sale) continue;
        sale.revenue += Number(row.revenue);
        items.set(`${row.flash_sale_id}:${row.combination_id}`, Number(row.revenue));
      }
      for (const row of orders) {
        const sale = sales.get(Number(row.flash_sale_id));
        if (sale) sale.orders = row.orders;
      }
      return { sales, items };
    },

    /**
     * Serialises the back office's flash-sale writes (a transaction-scoped advisory lock), so two
     * staff members never save overlapping windows at once. Orders never take it.
     */
    windowLock: async () => {
      await sql`select pg_advisory_xact_lock(${FLASH_SALE_WINDOW_LOCK})`.execute(db);
    },

    /** The sale's row, locked for the edit; false when there is none. */
    lock: async (id: number) =>
      (await db
        .selectFrom('flash_sales')
        .select('id')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst()) !== undefined,

    /**
     * The sale's items locked in ascending combination id — the order placement takes them in
     * (ADR 0014) — so `sold` cannot move until the edit commits.
     */
    lockItems: (saleId: number) =>
      db
        .selectFrom('flash_sale_items')
        .select(['combination_id', 'sold'])
        .where('flash_sale_id', '=', saleId)
        .orderBy('combination_id')
        .forUpdate()
        .execute(),

    /** An active sale other than `exceptId` whose window overlaps the one given. */
    overlapping: (window: { starts_at: Date; ends_at: Date }, exceptId: number | null) =>
      db
        .selectFrom('flash_sales')
        .select(['id', 'name'])
        .where('is_active', '=', true)
        .where('starts_at', '<', window.ends_at)
        .where('ends_at', '>', window.starts_at)
        .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId!))
        .orderBy('starts_at')
        .limit(1)
        .executeTakeFirst(),

    async insert(values: FlashSaleValues): Promise<number> {
      const row = await db
        .insertInto('flash_sales')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async update(id: number, values: Partial<FlashSaleValues>): Promise<void> {
      await db
        .updateTable('flash_sales')
        .set({ ...values, version: sql`version + 1` })
        .where('id', '=', id)
        .execute();
    },

    /** New items at 0 sold; existing ones take the new price, quota and position. */
    async saveItems(saleId: number, items: readonly FlashItemValues[]): Promise<void> {
      if (items.length === 0) return;
      await db
        .insertInto('flash_sale_items')
        .values(items.map((item) => ({ ...item, flash_sale_id: saleId })))
        .onConflict((oc) =>
          oc.columns(['flash_sale_id', 'combination_id']).doUpdateSet((eb) => ({
            price: eb.ref('excluded.price'),
            quota: eb.ref('excluded.quota'),
            position: eb.ref('excluded.position'),
          })),
        )
        .execute();
    },

    /** Removes items nothing was sold of (the service refuses the others first). */
    async removeItems(saleId: number, combinationIds: readonly number[]): Promise<void> {
      if (combinationIds.length === 0) return;
      await db
        .deleteFrom('flash_sale_items')
        .where('flash_sale_id', '=', saleId)
        .where('combination_id', 'in', [...combinationIds])
        .where('sold', '=', 0)
        .execute();
    },
  };
}

export type AdminFlashSalesRepository = ReturnType<typeof createAdminFlashSalesRepository>;
export type FlashItemRow = Awaited<ReturnType<AdminFlashSalesRepository['items']>>[number];
