import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

/**
 * Product views for trending (sorted by the last two days' views). Views are summed in memory
 * and written in one upsert per flush, so a popular product page does not serialise every
 * request on one row. A crash loses at most one interval of counts, which trending tolerates.
 */
export function createViewCounter(deps: { db: Kysely<Database>; clock: () => Date }) {
  let pending = new Map<number, number>();

  async function flush() {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const day = deps.clock().toISOString().slice(0, 10);
    const rows = [...batch].map(([product_id, views]) => ({ product_id, day, views }));
    await deps.db
      .insertInto('product_views_daily')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['day', 'product_id'])
          .doUpdateSet({ views: sql`product_views_daily.views + excluded.views` }),
      )
      .execute();
  }

  return {
    record(productId: number) {
      pending.set(productId, (pending.get(productId) ?? 0) + 1);
    },
    flush,
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
