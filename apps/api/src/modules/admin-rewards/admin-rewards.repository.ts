/**
 * The back office's partner prizes and campaign-token grants (docs/design/rewards.md "The back
 * office"). Shared on purpose (docs/architecture.md, table ownership): it writes the rewards
 * module's `partner_prizes`, `token_balances` and `token_ledger` (the back office defines what
 * members redeem and grants the campaign's tokens) and reads `reward_redemptions` for the count
 * and `users` to find the member.
 */
import type { Database, PartnerPrizesTable } from '@kilau/db';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';

export function createAdminRewardsRepository(db: Kysely<Database>) {
  const withRedeemed = () =>
    db
      .selectFrom('partner_prizes as p')
      .selectAll('p')
      .select((eb) =>
        eb
          .selectFrom('reward_redemptions as r')
          .select((r) => r.fn.countAll<number>().as('n'))
          .whereRef('r.prize_id', '=', 'p.id')
          .as('redeemed'),
      );

  return {
    list: () => withRedeemed().orderBy('p.position').orderBy('p.id').execute(),

    byId: (id: number) => withRedeemed().where('p.id', '=', id).executeTakeFirst(),

    /** The prize's row, locked for the edit's transaction. */
    lock: (id: number) =>
      db
        .selectFrom('partner_prizes')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),

    async insert(values: Insertable<PartnerPrizesTable>) {
      const row = await db
        .insertInto('partner_prizes')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, change: Updateable<PartnerPrizesTable>, now: Date) {
      await db
        .updateTable('partner_prizes')
        .set({ ...change, version: sql<number>`version + 1`, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    memberExists: async (userId: number) =>
      (await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .where('removed_at', 'is', null)
        .executeTakeFirst()) !== undefined,

    /** The member's tokens, the balance row locked (created at zero when missing). */
    async lockedTokens(userId: number, now: Date) {
      await db
        .insertInto('token_balances')
        .values({ user_id: userId, balance: 0, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      const row = await db
        .selectFrom('token_balances')
        .select('balance')
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      return row.balance;
    },

    /** One grant: its ledger row and the balance moved with it (the row already locked). */
    async grantTokens(userId: number, delta: number, now: Date) {
      await db
        .updateTable('token_balances')
        .set({ balance: sql<number>`balance + ${delta}`, updated_at: now })
        .where('user_id', '=', userId)
        .execute();
      await db
        .insertInto('token_ledger')
        .values({
          user_id: userId,
          delta,
          reason: delta > 0 ? 'campaign_grant' : 'adjustment',
          redemption_id: null,
          created_at: now,
        })
        .execute();
    },
  };
}

export type AdminRewardsRepository = ReturnType<typeof createAdminRewardsRepository>;
export type AdminPrizeRow = NonNullable<Awaited<ReturnType<AdminRewardsRepository['byId']>>>;
