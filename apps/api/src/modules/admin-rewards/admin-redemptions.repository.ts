/**
 * The back office's redemption queue (docs/design/rewards.md "The redemption queue"). Shared on
 * purpose (docs/architecture.md, table ownership): it moves the rewards module's
 * `reward_redemptions` and, for a cancellation, credits the balance the cost came from —
 * `point_balances` + `point_ledger` (the points context's, as the bag and the back office's
 * adjustments move them) or `token_balances` + `token_ledger` — and gives a limited prize its one
 * back (`partner_prizes`); it queues the member's mail in `outbox_messages` in the same
 * transaction and reads `users` (the member) and `staff` (who moved it). `db` may be a
 * transaction.
 */
import type { Database, RedemptionStatus, RewardBalanceKind } from '@kilau/db';
import { sql, type Kysely } from 'kysely';
import { containing } from '../../lib/sql-like';

/** The queue's filters: status, one prize, one member (by id, or part of the e-mail). */
export interface RedemptionFilters {
  status?: RedemptionStatus | undefined;
  prizeId?: number | undefined;
  member?: { id: number } | { email: string } | undefined;
}

/** What a refund needs of a redemption. */
type Refunded = { id: number; user_id: number; cost: number; balance_kind: RewardBalanceKind };

const memberName = sql<string>`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.user_name)`;

export function createAdminRedemptionsRepository(db: Kysely<Database>) {
  const filtered = (filters: RedemptionFilters) => {
    let query = db
      .selectFrom('reward_redemptions as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .innerJoin('partner_prizes as p', 'p.id', 'r.prize_id');
    if (filters.status) query = query.where('r.status', '=', filters.status);
    if (filters.prizeId !== undefined) query = query.where('r.prize_id', '=', filters.prizeId);
    const member = filters.member;
    if (member && 'id' in member) query = query.where('r.user_id', '=', member.id);
    if (member && 'email' in member) {
      query = query.where('u.email', 'ilike', containing(member.email));
    }
    return query;
  };

  const rows = (filters: RedemptionFilters) =>
    filtered(filters)
      .leftJoin('staff as s', 's.id', 'r.handled_by')
      .selectAll('r')
      .select([
        'u.email as member_email',
        memberName.as('member_name'),
        'p.kind as prize_kind',
        'p.partner_name',
        's.name as staff_name',
      ]);

  return {
    async count(filters: RedemptionFilters) {
      const row = await filtered(filters)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A page of the queue, newest first. */
    page: (filters: RedemptionFilters, page: { skip: number; limit: number }) =>
      rows(filters)
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .offset(page.skip)
        .limit(page.limit)
        .execute(),

    byId: (id: number) => rows({}).where('r.id', '=', id).executeTakeFirst(),

    /**
     * Moves a requested redemption — and only a requested one — to `fulfilled` or `cancelled`:
     * the conditional update is the redemption's row lock (first in the move's transaction), so
     * of two moves at once the second finds it no longer requested and changes nothing.
     * Answers the moved row, or undefined when it was not (or is no longer) requested.
     */
    settle: (
      id: number,
      change:
        | {
            status: 'fulfilled';
            fulfilled_at: Date;
            partner_reference: string | null;
            handled_by: number | null;
          }
        | {
            status: 'cancelled';
            cancelled_at: Date;
            cancel_reason: string;
            handled_by: number | null;
          },
    ) =>
      db
        .updateTable('reward_redemptions')
        .set(change)
        .where('id', '=', id)
        .where('status', '=', 'requested')
        .returningAll()
        .executeTakeFirst(),

    /**
     * Gives a cancelled redemption's cost back to the balance it was paid from (its row lock,
     * after the redemption's; created when missing). Answers the balance after.
     */
    async credit(redemption: Refunded, now: Date): Promise<number> {
      const { user_id: userId, cost } = redemption;
      const row =
        redemption.balance_kind === 'points'
          ? await db
              .insertInto('point_balances')
              .values({ user_id: userId, balance: cost, updated_at: now })
              .onConflict((oc) =>
                oc
                  .column('user_id')
                  .doUpdateSet({ balance: sql`point_balances.balance + ${cost}`, updated_at: now }),
              )
              .returning('balance')
              .executeTakeFirstOrThrow()
          : await db
              .insertInto('token_balances')
              .values({ user_id: userId, balance: cost, updated_at: now })
              .onConflict((oc) =>
                oc
                  .column('user_id')
                  .doUpdateSet({ balance: sql`token_balances.balance + ${cost}`, updated_at: now }),
              )
              .returning('balance')
              .executeTakeFirstOrThrow();
      return row.balance;
    },

    /** The credit's ledger row (a new row: after every lock), in the balance's own ledger. */
    async recordRefund(redemption: Refunded, now: Date) {
      if (redemption.balance_kind === 'points') {
        await db
          .insertInto('point_ledger')
          .values({
            user_id: redemption.user_id,
            delta: redemption.cost,
            reason: 'reward_redemption_refund',
            cart_id: null,
            order_ref: null,
            created_at: now,
          })
          .execute();
        return;
      }
      await db
        .insertInto('token_ledger')
        .values({
          user_id: redemption.user_id,
          delta: redemption.cost,
          reason: 'redemption_refund',
          redemption_id: redemption.id,
          created_at: now,
        })
        .execute();
    },

    /** One prize back on a limited stock (unlimited stays null); answers the stock after. */
    async restock(prizeId: number, now: Date): Promise<number | null> {
      const row = await db
        .updateTable('partner_prizes')
        .set({ stock: sql<number>`stock + 1`, updated_at: now })
        .where('id', '=', prizeId)
        .where('stock', 'is not', null)
        .returning('stock')
        .executeTakeFirst();
      return row?.stock ?? null;
    },

    /** Where the member's mail goes; undefined for a removed account. */
    member: (userId: number) =>
      db
        .selectFrom('users')
        .select(['email', 'first_name'])
        .where('id', '=', userId)
        .where('removed_at', 'is', null)
        .executeTakeFirst(),

    async queueMail(mail: {
      template: 'reward_fulfilled' | 'reward_cancelled';
      recipient: string;
      payload: Record<string, unknown>;
      locale: 'id' | 'en';
      now: Date;
    }) {
      await db
        .insertInto('outbox_messages')
        .values({
          channel: 'email',
          recipient: mail.recipient,
          template: mail.template,
          payload: JSON.stringify(mail.payload),
          locale: mail.locale,
          created_at: mail.now,
        })
        .execute();
    },
  };
}

export type AdminRedemptionsRepository = ReturnType<typeof createAdminRedemptionsRepository>;
export type AdminRedemptionRow = NonNullable<
  Awaited<ReturnType<AdminRedemptionsRepository['byId']>>
>;
