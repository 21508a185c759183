import { storedSecret, type Database, type OtpMethodColumn, type OtpScopeColumn } from '@kilau/db';
import { sql, type Kysely } from 'kysely';
import { storedPhoneForms } from './recipient';

const SECRET_KEY = 'otp_hmac_secret';

const MEMBER_COLUMNS = [
  'id',
  'email',
  'phone_no',
  'is_verified_email',
  'is_verified_phone',
] as const;

/** Reads and writes of `otp_codes`, `feature_toggles`, OTP messages and member contacts. */
function createOtpStore(db: Kysely<Database>) {
  return {
    /** When codes were sent to a recipient since `since` (any scope and method). */
    async requestTimes(recipient: string, since: Date) {
      const rows = await db
        .selectFrom('otp_codes')
        .select('created_at')
        .where('recipient', '=', recipient)
        .where('created_at', '>=', since)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => row.created_at);
    },

    async insertCode(values: {
      scope: OtpScopeColumn;
      method: OtpMethodColumn;
      recipient: string;
      codeHash: string;
      userId: number | null;
      now: Date;
      expiresAt: Date;
    }) {
      await db
        .insertInto('otp_codes')
        .values({
          scope: values.scope,
          method: values.method,
          recipient: values.recipient,
          code_hash: values.codeHash,
          user_id: values.userId,
          created_at: values.now,
          expires_at: values.expiresAt,
        })
        .execute();
    },

    async queueMessage(message: {
      channel: OtpMethodColumn;
      recipient: string;
      template: string;
      payload: Record<string, unknown>;
      locale: 'id' | 'en';
      now: Date;
    }) {
      await db
        .insertInto('outbox_messages')
        .values({
          channel: message.channel,
          recipient: message.recipient,
          template: message.template,
          payload: JSON.stringify(message.payload),
          locale: message.locale,
          created_at: message.now,
        })
        .execute();
    },

    /** The newest code for a recipient and scope: only it can be verified. */
    async latestCode(recipient: string, scope: OtpScopeColumn) {
      return db
        .selectFrom('otp_codes')
        .select([
          'id',
          'method',
          'code_hash',
          'expires_at',
          'consumed_at',
          'failed_attempts',
          'user_id',
        ])
        .where('recipient', '=', recipient)
        .where('scope', '=', scope)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /**
     * Counts one wrong guess on a code that is still alive; answers the count after it, or null
     * when the code died meanwhile (consumed, or out of guesses).
     */
    async countWrongGuess(id: number, maxGuesses: number) {
      const row = await db
        .updateTable('otp_codes')
        .set({ failed_attempts: sql`failed_attempts + 1` })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .where('failed_attempts', '<', maxGuesses)
        .returning('failed_attempts')
        .executeTakeFirst();
      return row?.failed_attempts ?? null;
    },

    /** Consumes a live code once: of parallel right guesses exactly one gets true. */
    async consume(id: number, now: Date, maxGuesses: number) {
      const row = await db
        .updateTable('otp_codes')
        .set({ consumed_at: now })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now)
        .where('failed_attempts', '<', maxGuesses)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async member(id: number) {
      return db
        .selectFrom('users')
        .select([...MEMBER_COLUMNS])
        .where('id', '=', id)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
    },

    async memberByEmail(email: string) {
      return db
        .selectFrom('users')
        .select([...MEMBER_COLUMNS])
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .where('removed_at', 'is', null)
        .executeTakeFirst();
    },

    /** A member whose phone is this `+62…` recipient, in whatever form it was typed. */
    async memberByPhone(recipient: string) {
      return db
        .selectFrom('users')
        .select([...MEMBER_COLUMNS])
        .where('phone_no', 'in', storedPhoneForms(recipient))
        .where('removed_at', 'is', null)
        .orderBy('is_verified_phone', 'desc')
        .orderBy('id')
        .executeTakeFirst();
    },

    async markVerified(userId: number, what: 'email' | 'phone', now: Date) {
      await db
        .updateTable('users')
        .set(
          what === 'email'
            ? { is_verified_email: true, updated_at: now }
            : { is_verified_phone: true, updated_at: now },
        )
        .where('id', '=', userId)
        .execute();
    },

    async setVerifiedPhone(userId: number, phone: string, now: Date) {
      await db
        .updateTable('users')
        .set({ phone_no: phone, is_verified_phone: true, updated_at: now })
        .where('id', '=', userId)
        .execute();
    },

    async toggle(key: string) {
      return db
        .selectFrom('feature_toggles')
        .select(['key', 'enabled'])
        .where('key', '=', key)
        .executeTakeFirst();
    },

    /**
     * The HMAC key when none is configured: made once per database and kept in `app_meta`, so
     * every API instance and restart agrees on it.
     */
    storedSecret: () => storedSecret(db, SECRET_KEY),
  };
}

export type OtpStore = ReturnType<typeof createOtpStore>;

/** The OTP store, plus transactions whose work gets the same store bound to them. */
export function createOtpRepository(db: Kysely<Database>) {
  return {
    ...createOtpStore(db),

    /**
     * Runs `work` in one transaction holding an advisory lock on the recipient, so that the
     * limit checks and the insert of parallel requests for one recipient run one after another.
     */
    withRecipientLock<T>(recipient: string, work: (store: OtpStore) => Promise<T>) {
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${recipient}`}, 0))`.execute(
          trx,
        );
        return work(createOtpStore(trx));
      });
    },

    transaction<T>(work: (store: OtpStore) => Promise<T>) {
      return db.transaction().execute((trx) => work(createOtpStore(trx)));
    },
  };
}

export type OtpRepository = ReturnType<typeof createOtpRepository>;
