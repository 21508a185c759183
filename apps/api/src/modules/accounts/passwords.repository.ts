import type { Database } from '@kilau/db';
import { sql, type Insertable, type Kysely } from 'kysely';

/** Password changes and reset links; setting a password also lifts a login lockout. */
export function createPasswordsRepository(db: Kysely<Database>) {
  return {
    async passwordHash(userId: number) {
      const row = await db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', userId)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      return row?.password_hash ?? null;
    },

    async findByEmail(email: string) {
      return db
        .selectFrom('users')
        .select(['id', 'email'])
        .where(sql`lower(email)`, '=', email.trim().toLowerCase())
        .where('removed_at', 'is', null)
        .executeTakeFirst();
    },

    /**
     * The new password, the lockout lifted (the account's and every browser's), and every
     * session but `keepTokenHash` revoked.
     */
    async setPassword(userId: number, passwordHash: string, now: Date, keepTokenHash?: string) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            password_hash: passwordHash,
            failed_login_count: 0,
            locked_at: null,
            updated_at: now,
          })
          .where('id', '=', userId)
          .execute();
        await trx
          .updateTable('login_devices')
          .set({ failed_login_count: 0, locked_at: null })
          .where('user_id', '=', userId)
          .execute();
        let revoke = trx
          .updateTable('sessions')
          .set({ revoked_at: now })
          .where('user_id', '=', userId)
          .where('revoked_at', 'is', null);
        if (keepTokenHash) revoke = revoke.where('token_hash', '!=', keepTokenHash);
        await revoke.execute();
      });
    },

    /**
     * A reset link and its e-mail, unless the member already had `cap` links since `since`: the
     * member's row is locked first, so parallel requests count one after another. Answers
     * whether the link was created.
     */
    async createReset(input: {
      userId: number;
      codeHash: string;
      now: Date;
      expiresAt: Date;
      since: Date;
      cap: number;
      email: Omit<Insertable<Database['outbox_messages']>, 'channel' | 'created_at'>;
    }) {
      return db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', input.userId)
          .forUpdate()
          .execute();
        const { recent } = await trx
          .selectFrom('password_resets')
          .select((eb) => eb.fn.countAll<string>().as('recent'))
          .where('user_id', '=', input.userId)
          .where('created_at', '>', input.since)
          .executeTakeFirstOrThrow();
        if (Number(recent) >= input.cap) return false;
        await trx
          .insertInto('password_resets')
          .values({
            user_id: input.userId,
            code_hash: input.codeHash,
            created_at: input.now,
            expires_at: input.expiresAt,
          })
          .execute();
        await trx
          .insertInto('outbox_messages')
          .values({ ...input.email, channel: 'email', created_at: input.now })
          .execute();
        return true;
      });
    },

    /** Uses a live reset link once; answers its member, or nothing when used, expired or wrong. */
    async consumeReset(input: { userId: number; codeHash: string; now: Date }) {
      const row = await db
        .updateTable('password_resets')
        .set({ used_at: input.now })
        .where('code_hash', '=', input.codeHash)
        .where('user_id', '=', input.userId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', input.now)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id ?? null;
    },
  };
}

export type PasswordsRepository = ReturnType<typeof createPasswordsRepository>;
