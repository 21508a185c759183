import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

/** Notify-me requests (`notify_me_requests`) and the combination they wait for. */
export function createNotifyMeRepository(db: Kysely<Database>) {
  return {
    /** An active combination of the product, with its stock; undefined when there is none. */
    activeCombination: (productId: number, combinationId: number) =>
      db
        .selectFrom('combinations')
        .select(['id', 'stock'])
        .where('id', '=', combinationId)
        .where('product_id', '=', productId)
        .where('is_active', '=', true)
        .executeTakeFirst(),

    /** Stored once per combination and address while pending (a repeat is a no-op). */
    async add(request: {
      productId: number;
      combinationId: number;
      email: string;
      userId: number | null;
    }) {
      await db
        .insertInto('notify_me_requests')
        .values({
          product_id: request.productId,
          combination_id: request.combinationId,
          email: request.email,
          user_id: request.userId,
          notified_at: null,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
  };
}

export type NotifyMeRepository = ReturnType<typeof createNotifyMeRepository>;
