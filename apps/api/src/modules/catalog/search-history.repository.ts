import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

/** Members' recent searches and everyone's search clicks. */
export function createSearchHistoryRepository(db: Kysely<Database>) {
  return {
    /**
     * Records a search in one transaction: the keyword moves to the top (inserted, or its row
     * re-dated and re-spelt), then the member's rows beyond the newest `keep` are deleted.
     */
    record(input: { userId: number; keyword: string; key: string; now: Date; keep: number }) {
      const { userId, keyword, key, now, keep } = input;
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('search_history_keywords')
          .values({ user_id: userId, keyword, keyword_key: key, searched_at: now })
          .onConflict((oc) =>
            oc.columns(['user_id', 'keyword_key']).doUpdateSet({ keyword, searched_at: now }),
          )
          .execute();
        await trx
          .deleteFrom('search_history_keywords')
          .where('user_id', '=', userId)
          .where('id', 'not in', (eb) =>
            eb
              .selectFrom('search_history_keywords')
              .select('id')
              .where('user_id', '=', userId)
              .orderBy('searched_at', 'desc')
              .orderBy('id', 'desc')
              .limit(keep),
          )
          .execute();
      });
    },

    /** The member's newest keywords first. */
    list(userId: number, limit: number) {
      return db
        .selectFrom('search_history_keywords')
        .select(['id', 'keyword', 'searched_at'])
        .where('user_id', '=', userId)
        .orderBy('searched_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    find(userId: number, id: number) {
      return db
        .selectFrom('search_history_keywords')
        .select(['id', 'keyword'])
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Whether the member had keyword `id` (and it is now deleted). */
    async remove(userId: number, id: number) {
      const result = await db
        .deleteFrom('search_history_keywords')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Deletes all the member's keywords; answers how many there were. */
    async clear(userId: number) {
      const result = await db
        .deleteFrom('search_history_keywords')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async productExists(productId: number) {
      const row = await db
        .selectFrom('products')
        .select('id')
        .where('id', '=', productId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertClick(values: {
      userId: number | null;
      keyword: string;
      keywordId: number | null;
      productId: number | null;
      position: number | null;
      source: 'history' | 'suggestion' | 'result';
      now: Date;
    }) {
      const row = await db
        .insertInto('search_history_clicks')
        .values({
          user_id: values.userId,
          keyword: values.keyword,
          keyword_id: values.keywordId,
          product_id: values.productId,
          position: values.position,
          source: values.source,
          clicked_at: values.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

export type SearchHistoryRepository = ReturnType<typeof createSearchHistoryRepository>;
