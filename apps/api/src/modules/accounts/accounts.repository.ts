import type { Database } from '@kilau/db';
import { sql, type Insertable, type Kysely } from 'kysely';
import { toUser } from './member-view';
import { selectMemberView } from './member-view.repository';

/** One more failed login, locking at `lockAt` (for `users` and `login_devices` alike). */
export const oneMoreFailure = (lockAt: number, now: Date) => ({
  failed_login_count: sql<number>`failed_login_count + 1`,
  locked_at: sql<Date | null>`case when failed_login_count + 1 >= ${lockAt} then coalesce(locked_at, ${now}) else locked_at end`,
});

export function createAccountsRepository(db: Kysely<Database>) {
  return {
    /** By e-mail or username, case-insensitively (001 §7 login takes either). */
    async findForLogin(identifier: string) {
      const key = identifier.trim().toLowerCase();
      return db
        .selectFrom('users')
        .select([
          'id',
          'password_hash',
          'failed_login_count',
          'locked_at',
          'suspended_at',
          'removed_at',
        ])
        .where((eb) =>
          eb.or([eb(sql`lower(email)`, '=', key), eb(sql`lower(user_name)`, '=', key)]),
        )
        .executeTakeFirst();
    },

    /** The member's state for a social sign-in: removed or blocked ones stay out. */
    async loginState(id: number) {
      return db
        .selectFrom('users')
        .select(['id', 'locked_at', 'suspended_at', 'removed_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async taken(email: string, userName: string) {
      const rows = await db
        .selectFrom('users')
        .select([
          sql<boolean>`lower(email) = ${email.toLowerCase()}`.as('email'),
          sql<boolean>`lower(user_name) = ${userName.toLowerCase()}`.as('username'),
        ])
        .where((eb) =>
          eb.or([
            eb(sql`lower(email)`, '=', email.toLowerCase()),
            eb(sql`lower(user_name)`, '=', userName.toLowerCase()),
          ]),
        )
        .execute();
      return {
        email: rows.some((row) => row.email),
        username: rows.some((row) => row.username),
      };
    },

    /** Which of these usernames are taken, lower-cased (one indexed lookup). */
    async takenUsernames(candidates: readonly string[]): Promise<Set<string>> {
      if (candidates.length === 0) return new Set();
      const rows = await db
        .selectFrom('users')
        .select(sql<string>`lower(user_name)`.as('name'))
        .where(
          sql`lower(user_name)`,
          'in',
          candidates.map((name) => name.toLowerCase()),
        )
        .execute();
      return new Set(rows.map((row) => row.name));
    },

    /** The member holding this e-mail (case-insensitive), removed ones included. */
    async findByEmail(email: string) {
      return db
        .selectFrom('users')
        .select('id')
        .where(sql`lower(email)`, '=', email.trim().toLowerCase())
        .executeTakeFirst();
    },

    async insert(values: Insertable<Database['users']>) {
      return db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
    },

    /** The member as the API answers it (see `toUser`); undefined when removed or unknown. */
    async profile(id: number) {
      const row = await selectMemberView(db).where('id', '=', id).executeTakeFirst();
      return row ? toUser(row) : undefined;
    },

    /**
     * Counts one more failed login atomically and locks the account at `lockAt`; answers the
     * count after this attempt, so parallel attempts each see their own number.
     */
    async countFailure(id: number, lockAt: number, now: Date) {
      return db
        .updateTable('users')
        .set(oneMoreFailure(lockAt, now))
        .where('id', '=', id)
        .returning(['failed_login_count', 'locked_at'])
        .executeTakeFirstOrThrow();
    },

    async clearFailures(id: number) {
      await db
        .updateTable('users')
        .set({ failed_login_count: 0 })
        .where('id', '=', id)
        .where('failed_login_count', '>', 0)
        .execute();
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
