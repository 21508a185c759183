import type { Database } from '@kilau/db';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';

const PROFILE_COLUMNS = [
  'id',
  'email',
  'user_name',
  'first_name',
  'last_name',
  'gender',
  'salute',
  'phone_no',
  'date_of_birth',
  'acquisition_source',
  'image_url',
  'bio',
  'social_links',
  'is_agree_to_legal_statements',
  'coachmark_visited',
  'is_verified_phone',
  'is_verified_email',
  'role',
  'created_at',
] as const;

export function createAccountsRepository(db: Kysely<Database>) {
  return {
    /** By e-mail or username, case-insensitively (001 §7 login takes either). */
    async findForLogin(identifier: string) {
      const key = identifier.trim().toLowerCase();
      return db
        .selectFrom('users')
        .select(['id', 'password_hash', 'failed_login_count', 'locked_at', 'removed_at'])
        .where((eb) =>
          eb.or([eb(sql`lower(email)`, '=', key), eb(sql`lower(user_name)`, '=', key)]),
        )
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

    async insert(values: Insertable<Database['users']>) {
      return db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
    },

    async profile(id: number) {
      return db
        .selectFrom('users')
        .select([...PROFILE_COLUMNS])
        .where('id', '=', id)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
    },

    /**
     * Counts one more failed login atomically and locks the account at `lockAt`; answers the
     * count after this attempt, so parallel attempts each see their own number.
     */
    async countFailure(id: number, lockAt: number, now: Date) {
      return db
        .updateTable('users')
        .set({
          failed_login_count: sql`failed_login_count + 1`,
          locked_at: sql`case when failed_login_count + 1 >= ${lockAt} then coalesce(locked_at, ${now}) else locked_at end`,
        })
        .where('id', '=', id)
        .returning(['failed_login_count', 'locked_at'])
        .executeTakeFirstOrThrow();
    },

    /** Whether an e-mail or username is another member's (case-insensitive). */
    async takenByOthers(userId: number, email: string | undefined, userName: string | undefined) {
      const rows = await db
        .selectFrom('users')
        .select([
          sql<boolean>`lower(email) = ${email?.toLowerCase() ?? null}`.as('email'),
          sql<boolean>`lower(user_name) = ${userName?.toLowerCase() ?? null}`.as('username'),
        ])
        .where('id', '!=', userId)
        .where((eb) =>
          eb.or([
            eb(sql`lower(email)`, '=', email?.toLowerCase() ?? null),
            eb(sql`lower(user_name)`, '=', userName?.toLowerCase() ?? null),
          ]),
        )
        .execute();
      return {
        email: rows.some((row) => row.email === true),
        username: rows.some((row) => row.username === true),
      };
    },

    async updateProfile(id: number, values: Updateable<Database['users']>) {
      await db.updateTable('users').set(values).where('id', '=', id).execute();
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
