import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';
import { likeEscaped } from '../../lib/sql-like';

const fullName = sql<string>`trim(users.first_name || ' ' || users.last_name)`;

function searched(db: Kysely<Database>, q: string | undefined) {
  let query = db.selectFrom('users').where('users.removed_at', 'is', null);
  if (q) {
    const like = `%${likeEscaped(q)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('users.email', 'ilike', like),
        eb('users.user_name', 'ilike', like),
        eb('users.phone_no', 'like', like),
        eb(fullName, 'ilike', like),
      ]),
    );
  }
  return query;
}

/**
 * The members as the back office reads and changes them (docs/design/back-office.md,
 * Customers). Reads the accounts', addresses', orders', points' and vouchers' tables — shared
 * on purpose (docs/architecture.md, table ownership); `db` may be a transaction. Points move
 * as the points context moves them: the ledger row and the balance together, the balance row
 * locked (after the member's row, ADR 0014).
 */
export function createAdminCustomersRepository(db: Kysely<Database>) {
  return {
    async count(q: string | undefined) {
      const row = await searched(db, q)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    page: (q: string | undefined, page: { skip: number; limit: number }) =>
      searched(db, q)
        .select((eb) => [
          'users.id',
          'users.email',
          fullName.as('name'),
          'users.phone_no',
          'users.suspended_at',
          'users.created_at',
          eb
            .selectFrom('orders')
            .select(eb.fn.countAll<string>().as('n'))
            .whereRef('orders.user_id', '=', 'users.id')
            .as('orders'),
        ])
        .orderBy('users.created_at', 'desc')
        .orderBy('users.id', 'desc')
        .offset(page.skip)
        .limit(page.limit)
        .execute(),

    byId: (id: number) =>
      db
        .selectFrom('users')
        .select([
          'id',
          'email',
          'user_name',
          'first_name',
          'last_name',
          'phone_no',
          'gender',
          'date_of_birth',
          'is_verified_email',
          'is_verified_phone',
          'locked_at',
          'suspended_at',
          'removed_at',
          'version',
          'created_at',
        ])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** The member's row locked for the rest of the transaction (the version check). */
    lock: (id: number) =>
      db
        .selectFrom('users')
        .select(['id', 'version', 'suspended_at', 'removed_at'])
        .where('id', '=', id)
        .forNoKeyUpdate()
        .executeTakeFirst(),

    async bump(id: number, set: { suspended_at?: Date | null }, now: Date) {
      await db
        .updateTable('users')
        .set({ ...set, version: sql<number>`version + 1`, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    addresses: (userId: number) =>
      db
        .selectFrom('addresses')
        .select([
          'id',
          'title',
          'contact',
          'phone',
          'address1',
          'address2',
          'zipcode',
          'is_default',
        ])
        .where('user_id', '=', userId)
        .orderBy('is_default', 'desc')
        .orderBy('id')
        .execute(),

    async orderSummary(userId: number) {
      const totals = await db
        .selectFrom('orders')
        .select((eb) => [
          eb.fn.countAll<string>().as('count'),
          sql<string>`coalesce(sum(case when paid_at is not null then total_paid else 0 end), 0)`.as(
            'paid_total',
          ),
        ])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      const recent = await db
        .selectFrom('orders')
        .innerJoin('order_states', 'order_states.id', 'orders.state_id')
        .select([
          'orders.reference_code',
          'orders.state_id',
          'order_states.name as state_name',
          'orders.total_paid',
          'orders.created_at',
        ])
        .where('orders.user_id', '=', userId)
        .orderBy('orders.created_at', 'desc')
        .orderBy('orders.id', 'desc')
        .limit(10)
        .execute();
      return { count: Number(totals.count), paidTotal: Number(totals.paid_total), recent };
    },

    balance: async (userId: number) =>
      (
        await db
          .selectFrom('point_balances')
          .select('balance')
          .where('user_id', '=', userId)
          .executeTakeFirst()
      )?.balance ?? 0,

    /** The campaign tokens (`token_balances`, the rewards module's: read only, shared on purpose). */
    tokenBalance: async (userId: number) =>
      (
        await db
          .selectFrom('token_balances')
          .select('balance')
          .where('user_id', '=', userId)
          .executeTakeFirst()
      )?.balance ?? 0,

    /** The balance, its row locked for the rest of the transaction. */
    lockedBalance: async (userId: number) =>
      (
        await db
          .selectFrom('point_balances')
          .select('balance')
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst()
      )?.balance ?? 0,

    ledger: (userId: number) =>
      db
        .selectFrom('point_ledger')
        .select(['id', 'delta', 'reason', 'order_ref', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(50)
        .execute(),

    /** One manual change: its ledger row and the balance moved with it. */
    async adjustPoints(userId: number, delta: number, now: Date) {
      await db
        .insertInto('point_ledger')
        .values({
          user_id: userId,
          delta,
          reason: 'adjustment',
          cart_id: null,
          order_ref: null,
          created_at: now,
        })
        .execute();
      await db
        .insertInto('point_balances')
        .values({ user_id: userId, balance: Math.max(0, delta), updated_at: now })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            balance: sql`point_balances.balance + ${delta}`,
            updated_at: now,
          }),
        )
        .execute();
    },

    vouchers: (userId: number) =>
      db
        .selectFrom('member_vouchers')
        .innerJoin('vouchers', 'vouchers.id', 'member_vouchers.voucher_id')
        .select([
          'member_vouchers.id',
          'vouchers.code',
          'vouchers.name',
          'member_vouchers.issued_at',
          'member_vouchers.expires_at',
          'member_vouchers.used_at',
        ])
        .where('member_vouchers.user_id', '=', userId)
        .orderBy('member_vouchers.issued_at', 'desc')
        .limit(50)
        .execute(),

    liveSessions: (userId: number, now: Date) =>
      db
        .selectFrom('sessions')
        .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'ip', 'user_agent'])
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('last_seen_at', 'desc')
        .execute(),

    devices: (userId: number) =>
      db
        .selectFrom('login_devices')
        .select(['created_at', 'last_login_at', 'locked_at'])
        .where('user_id', '=', userId)
        .orderBy('last_login_at', 'desc')
        .limit(20)
        .execute(),

    /** Ends every live session of the member; answers how many. */
    async revokeSessions(userId: number, now: Date) {
      const rows = await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .returning('id')
        .execute();
      return rows.length;
    },
  };
}

export type AdminCustomersRepository = ReturnType<typeof createAdminCustomersRepository>;
