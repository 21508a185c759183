import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

/** Daily product views (`product_views_daily`), keyed by the WIB day (ADR 0009). */
export function createProductViewsRepository(db: Kysely<Database>) {
  return {
    /** Adds each product's views to its row of `day` (`YYYY-MM-DD`, WIB), in one upsert. */
    async add(day: string, views: ReadonlyMap<number, number>) {
      if (views.size === 0) return;
      const rows = [...views].map(([product_id, count]) => ({ product_id, day, views: count }));
      await db
        .insertInto('product_views_daily')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(['day', 'product_id'])
            .doUpdateSet({ views: sql`product_views_daily.views + excluded.views` }),
        )
        .execute();
    },
  };
}

export type ProductViewsRepository = ReturnType<typeof createProductViewsRepository>;
