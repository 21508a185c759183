/**
 * The rewards' SQL (docs/design/rewards.md): partner prizes, campaign tokens, redemptions and
 * badges are this module's own. Shared on purpose (docs/architecture.md, table ownership):
 * `point_balances` and `point_ledger` (the points context's; a redemption paid with beauty
 * points debits them with the same conditional update the bag uses), `idempotency_keys` (the
 * foundation's, scope `reward:{member}`), `outbox_messages` (inserted in the transaction that
 * causes the mail) and `users` (read only: the member's address and name, the public profile's
 * id by username).
 */
import type { Database, RewardBalanceKind } from '@kilau/db';
import { sql, type Kysely } from 'kysely';
import { createIdempotencyKeys } from '../../lib/idempotency-keys.repository';

export function createRewardsRepository(db: Kysely<Database>) {
  const keys = createIdempotencyKeys(db, 'reward', 'redemption_id');

  return {
    activePrizes: () =>
      db
        .selectFrom('partner_prizes')
        .selectAll()
        .where('is_active', '=', true)
        .orderBy('position')
        .orderBy('id')
        .execute(),

    prize: (id: number) =>
      db.selectFrom('partner_prizes').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * Claims a redemption's `Idempotency-Key` first in its transaction: a parallel call with the
     * same key waits on the row, then reads what the first one answered.
     */
    async claimKey(userId: number, key: string, requestHash: string, now: Date) {
      const claimed = await keys.claim(userId, key, requestHash, now);
      return claimed.fresh
        ? claimed
        : {
            fresh: false as const,
            requestHash: claimed.requestHash,
            redemptionId: claimed.answeredId,
          };
    },

    keyAnswered: (userId: number, key: string, redemptionId: number) =>
      keys.answered(userId, key, redemptionId),

    /**
     * Takes `cost` from the member's beauty points or campaign tokens; false when the balance is
     * short (a conditional update: never below zero, however many redeem at once).
     */
    async debit(userId: number, kind: RewardBalanceKind, cost: number, now: Date) {
      const taken = await db
        .updateTable(kind === 'points' ? 'point_balances' : 'token_balances')
        .set({ balance: sql<number>`balance - ${cost}`, updated_at: now })
        .where('user_id', '=', userId)
        .where('balance', '>=', cost)
        .returning('balance')
        .executeTakeFirst();
      return taken !== undefined;
    },

    /**
     * One prize off the stock (null = unlimited), only while it is offered at the cost and
     * balance the redemption was checked against; false otherwise (none left, switched off or
     * repriced since).
     */
    async takeStock(
      prize: { id: number; cost: number; balance_kind: RewardBalanceKind },
      now: Date,
    ): Promise<boolean> {
      const taken = await db
        .updateTable('partner_prizes')
        .set({
          stock: sql<number | null>`case when stock is null then null else stock - 1 end`,
          updated_at: now,
        })
        .where('id', '=', prize.id)
        .where('is_active', '=', true)
        .where('cost', '=', prize.cost)
        .where('balance_kind', '=', prize.balance_kind)
        .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>', 0)]))
        .returning('id')
        .executeTakeFirst();
      return taken !== undefined;
    },

    async insertRedemption(row: {
      userId: number;
      prizeId: number;
      prizeName: string;
      cost: number;
      balanceKind: RewardBalanceKind;
      phone: string | null;
      kpi: string | null;
      emailBanner: string | null;
      key: string | null;
      /** The request's language: the kept prize name's and the mails' (migration 0050). */
      locale: 'id' | 'en';
      now: Date;
    }) {
      return db
        .insertInto('reward_redemptions')
        .values({
          user_id: row.userId,
          prize_id: row.prizeId,
          prize_name: row.prizeName,
          cost: row.cost,
          balance_kind: row.balanceKind,
          phone_no: row.phone,
          kpi: row.kpi,
          email_banner: row.emailBanner,
          idempotency_key: row.key,
          locale: row.locale,
          created_at: row.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The ledger row of a redemption's debit, in the balance's own ledger. */
    async recordDebit(
      userId: number,
      kind: RewardBalanceKind,
      cost: number,
      redemptionId: number,
      now: Date,
    ) {
      if (kind === 'points') {
        await db
          .insertInto('point_ledger')
          .values({
            user_id: userId,
            delta: -cost,
            reason: 'reward_redemption',
            cart_id: null,
            order_ref: null,
            created_at: now,
          })
          .execute();
      } else {
        await db
          .insertInto('token_ledger')
          .values({
            user_id: userId,
            delta: -cost,
            reason: 'redemption',
            redemption_id: redemptionId,
            created_at: now,
          })
          .execute();
      }
    },

    redemption: (id: number) =>
      db.selectFrom('reward_redemptions').selectAll().where('id', '=', id).executeTakeFirst(),

    redemptions: (userId: number, limit: number) =>
      db
        .selectFrom('reward_redemptions')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    async balances(userId: number) {
      const [points, tokens] = await Promise.all([
        db
          .selectFrom('point_balances')
          .select('balance')
          .where('user_id', '=', userId)
          .executeTakeFirst(),
        db
          .selectFrom('token_balances')
          .select('balance')
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      ]);
      return { points: points?.balance ?? 0, tokens: tokens?.balance ?? 0 };
    },

    member: (userId: number) =>
      db
        .selectFrom('users')
        .select(['id', 'email', 'first_name'])
        .where('id', '=', userId)
        .executeTakeFirst(),

    async queueMail(mail: {
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
          template: 'reward_redeemed',
          payload: JSON.stringify(mail.payload),
          locale: mail.locale,
          created_at: mail.now,
        })
        .execute();
    },

    badges: (userId: number, limit: number) =>
      db
        .selectFrom('member_badges')
        .select(['badge_key', 'earned_at'])
        .where('user_id', '=', userId)
        .orderBy('earned_at')
        .orderBy('badge_key')
        .limit(limit)
        .execute(),

    memberExists: async (userId: number) =>
      (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !==
      undefined,
  };
}

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;

/**
 * Awards a badge once: a member earns each badge key at most once (the primary key decides; a
 * second award is nothing). Runs on the caller's transaction, so a badge comes and goes with
 * the event that earned it. Answers whether this call awarded it.
 */
export async function insertBadgeOnce(
  tx: Kysely<Database>,
  userId: number,
  key: string,
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insertInto('member_badges')
    .values({ user_id: userId, badge_key: key, earned_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'badge_key']).doNothing())
    .returning('badge_key')
    .executeTakeFirst();
  return inserted !== undefined;
}
