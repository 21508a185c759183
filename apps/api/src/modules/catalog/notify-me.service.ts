import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error';

/**
 * Notify-me (000 §7): a request to be e-mailed when a combination is back in stock. Stored once
 * per combination and address while pending; the stock trigger turns it into an outbox e-mail.
 */
export function createNotifyMeService(deps: { db: Kysely<Database> }) {
  return {
    async request(input: {
      product_id: number;
      combination_id: number;
      email: string;
      user_id?: number | undefined;
    }) {
      const combination = await deps.db
        .selectFrom('combinations')
        .select(['id', 'stock'])
        .where('id', '=', input.combination_id)
        .where('product_id', '=', input.product_id)
        .where('is_active', '=', true)
        .executeTakeFirst();
      if (!combination) throw new AppError(404, 'product_not_found', 'product_not_found');
      await deps.db
        .insertInto('notify_me_requests')
        .values({
          product_id: input.product_id,
          combination_id: input.combination_id,
          email: input.email.trim().toLowerCase(),
          user_id: input.user_id ?? null,
          notified_at: null,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return { in_stock: combination.stock > 0 };
    },
  };
}

export type NotifyMeService = ReturnType<typeof createNotifyMeService>;
