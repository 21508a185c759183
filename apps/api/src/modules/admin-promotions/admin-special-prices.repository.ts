import type { Database } from '@kilau/db';
import type { SpecialPriceScope } from '@kilau/domain/admin';
import { sql, type Kysely, type Selectable } from 'kysely';
import {
  containsPattern,
  newestWindowPage,
  statusCondition,
  type PromotionPage,
} from './promotion-window.repository';

export type SpecialPriceRow = Selectable<Database['special_prices']> & {
  product_id: number;
  product_name: string;
  brand: string;
  sku: string;
  attributes: Selectable<Database['combinations']>['attributes'];
  regular_price: number;
};
export type SpecialPriceValues = {
  combination_id: number;
  price: number;
  quota_per_user: number;
  min_amount: number | null;
  min_qty: number | null;
  scope: SpecialPriceScope;
  scope_ids: number[];
  starts_at: Date;
  ends_at: Date;
  is_active: boolean;
  position: number;
};

/** Special prices as the back office reads and writes them, with what sold at them. */
export function createAdminSpecialPricesRepository(db: Kysely<Database>) {
  const base = () =>
    db
      .selectFrom('special_prices as sp')
      .innerJoin('combinations as c', 'c.id', 'sp.combination_id')
      .innerJoin('products as p', 'p.id', 'c.product_id')
      .innerJoin('brands as b', 'b.id', 'p.brand_id');
  const columns = [
    'p.id as product_id',
    'p.name as product_name',
    'c.sku',
    'c.attributes',
    'b.name as brand',
    'c.price_after_discount as regular_price',
  ] as const;

  return {
    async list(query: PromotionPage): Promise<{ rows: SpecialPriceRow[]; total: number }> {
      let select = base();
      if (query.q) {
        const like = containsPattern(query.q);
        select = select.where((eb) =>
          eb.or([eb('sp.voucher_code', 'ilike', like), eb('p.name', 'ilike', like)]),
        );
      }
      const status = statusCondition('sp', query.status, query.now);
      if (status) select = select.where(status);
      return newestWindowPage(select, (page) => page.selectAll('sp').select(columns), 'sp', query);
    },

    byId: (id: number): Promise<SpecialPriceRow | undefined> =>
      base().selectAll('sp').select(columns).where('sp.id', '=', id).executeTakeFirst(),

    /** Serialises edits of one special price. */
    lock: async (id: number) =>
      (await db
        .selectFrom('special_prices')
        .select('id')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst()) !== undefined,

    codeTaken: async (code: string) =>
      (await db
        .selectFrom('special_prices')
        .select('id')
        .where('voucher_code', '=', code)
        .executeTakeFirst()) !== undefined,

    combinationExists: async (id: number) =>
      (await db.selectFrom('combinations').select('id').where('id', '=', id).executeTakeFirst()) !==
      undefined,

    /** Order lines sold at each special price, and their quantity. */
    async usage(ids: number[]): Promise<Map<number, { orders: number; quantity: number }>> {
      const map = new Map<number, { orders: number; quantity: number }>();
      for (const id of ids) map.set(id, { orders: 0, quantity: 0 });
      if (ids.length === 0) return map;
      const rows = await db
        .selectFrom('order_lines')
        .select([
          'special_price_id',
          sql<number>`count(distinct order_id)::int`.as('orders'),
          sql<number>`coalesce(sum(quantity), 0)::int`.as('quantity'),
        ])
        .where('special_price_id', 'in', ids)
        .groupBy('special_price_id')
        .execute();
      for (const row of rows) {
        if (row.special_price_id !== null) {
          map.set(Number(row.special_price_id), { orders: row.orders, quantity: row.quantity });
        }
      }
      return map;
    },

    async insert(code: string, values: SpecialPriceValues): Promise<number> {
      const row = await db
        .insertInto('special_prices')
        .values({ ...values, voucher_code: code })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async update(id: number, values: Partial<SpecialPriceValues>): Promise<void> {
      await db
        .updateTable('special_prices')
        .set({ ...values, version: sql`version + 1` })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type AdminSpecialPricesRepository = ReturnType<typeof createAdminSpecialPricesRepository>;
