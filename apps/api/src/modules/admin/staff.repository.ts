import type { Database } from '@kilau/db';
import type { StaffRole } from '@kilau/domain/admin';
import type { Kysely } from 'kysely';

/** A staff session as the guard sees it: who, their role, and how far sign-in has got. */
export interface StaffSession {
  sessionId: number;
  staffId: number;
  email: string;
  name: string;
  role: StaffRole;
  stage: 'password' | 'full';
  failedCodes: number;
  lastSeenAt: Date;
}

const STAFF_COLUMNS = [
  'id',
  'email',
  'name',
  'role',
  'locked_at',
  'totp_enabled_at',
  'version',
  'created_at',
  'updated_at',
] as const;

/** Staff accounts and their sessions: the one place that reads and writes `staff*` tables. */
export function createStaffRepository(db: Kysely<Database>) {
  return {
    list() {
      return db.selectFrom('staff').select(STAFF_COLUMNS).orderBy('id').execute();
    },

    byId(id: number) {
      return db.selectFrom('staff').select(STAFF_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /** The account for a sign-in, with what the password and the second factor check. */
    forSignIn(email: string) {
      return db
        .selectFrom('staff')
        .select([
          'id',
          'email',
          'role',
          'password_hash',
          'locked_at',
          'totp_secret',
          'totp_enabled_at',
        ])
        .where('email', '=', email)
        .executeTakeFirst();
    },

    /** What a sign-in still owes: the account's email and its second factor, by id. */
    signInState(id: number) {
      return db
        .selectFrom('staff')
        .select(['email', 'totp_secret', 'totp_enabled_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The account, locked for the transaction (edits and the second factor). */
    lockById(id: number) {
      return db
        .selectFrom('staff')
        .select([...STAFF_COLUMNS, 'totp_secret', 'totp_last_step'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    async create(input: {
      email: string;
      name: string;
      role: StaffRole;
      passwordHash: string;
      now: Date;
    }) {
      const row = await db
        .insertInto('staff')
        .values({
          email: input.email,
          name: input.name,
          role: input.role,
          password_hash: input.passwordHash,
          totp_secret: null,
          totp_enabled_at: null,
          totp_last_step: null,
          locked_at: null,
          created_at: input.now,
          updated_at: input.now,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** Applies an edit and moves the version on (the caller holds the row lock). */
    async update(
      id: number,
      changes: {
        name?: string;
        role?: StaffRole;
        locked_at?: Date | null;
        totp_secret?: string | null;
        totp_enabled_at?: Date | null;
        totp_last_step?: number | null;
      },
      now: Date,
    ) {
      await db
        .updateTable('staff')
        .set((eb) => ({ ...changes, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /** The second factor's bookkeeping: no version change (nobody edited the account). */
    async setTotp(
      id: number,
      changes: { totp_secret?: string | null; totp_enabled_at?: Date; totp_last_step?: number },
    ) {
      await db.updateTable('staff').set(changes).where('id', '=', id).execute();
    },

    /**
     * Keeps `sealed` as the account's pending authenticator secret unless one is kept already
     * (two first sign-ins at once must enrol the same secret); answers the one kept.
     */
    async keepPendingSecret(id: number, sealed: string): Promise<string> {
      const set = await db
        .updateTable('staff')
        .set({ totp_secret: sealed })
        .where('id', '=', id)
        .where('totp_secret', 'is', null)
        .returning('totp_secret')
        .executeTakeFirst();
      if (set?.totp_secret) return set.totp_secret;
      const kept = await db
        .selectFrom('staff')
        .select('totp_secret')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return kept.totp_secret ?? sealed;
    },

    async createSession(input: {
      staffId: number;
      tokenHash: string;
      now: Date;
      expiresAt: Date;
      ip: string;
      userAgent: string | undefined;
    }) {
      await db
        .insertInto('staff_sessions')
        .values({
          staff_id: input.staffId,
          token_hash: input.tokenHash,
          stage: 'password',
          created_at: input.now,
          last_seen_at: input.now,
          expires_at: input.expiresAt,
          revoked_at: null,
          ip: input.ip,
          user_agent: input.userAgent?.slice(0, 300) ?? null,
        })
        .execute();
    },

    /**
     * The live session for a token: not revoked, not past its end, seen within `idleSince`
     * (the idle limit), its account not locked.
     */
    async findSession(tokenHash: string, now: Date, idleSince: Date): Promise<StaffSession | null> {
      const row = await db
        .selectFrom('staff_sessions')
        .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
        .select([
          'staff_sessions.id as session_id',
          'staff_sessions.stage',
          'staff_sessions.failed_codes',
          'staff_sessions.last_seen_at',
          'staff.id as staff_id',
          'staff.email',
          'staff.name',
          'staff.role',
        ])
        .where('staff_sessions.token_hash', '=', tokenHash)
        .where('staff_sessions.revoked_at', 'is', null)
        .where('staff_sessions.expires_at', '>', now)
        .where('staff_sessions.last_seen_at', '>', idleSince)
        .where('staff.locked_at', 'is', null)
        .executeTakeFirst();
      return row
        ? {
            sessionId: row.session_id,
            staffId: row.staff_id,
            email: row.email,
            name: row.name,
            role: row.role,
            stage: row.stage,
            failedCodes: row.failed_codes,
            lastSeenAt: row.last_seen_at,
          }
        : null;
    },

    async touchSession(sessionId: number, now: Date) {
      await db
        .updateTable('staff_sessions')
        .set({ last_seen_at: now })
        .where('id', '=', sessionId)
        .execute();
    },

    async completeSession(sessionId: number, now: Date, expiresAt: Date) {
      await db
        .updateTable('staff_sessions')
        .set({ stage: 'full', last_seen_at: now, expires_at: expiresAt })
        .where('id', '=', sessionId)
        .execute();
    },

    /** One more wrong code; answers the count so far. */
    async countWrongCode(sessionId: number) {
      const row = await db
        .updateTable('staff_sessions')
        .set((eb) => ({ failed_codes: eb('failed_codes', '+', 1) }))
        .where('id', '=', sessionId)
        .returning('failed_codes')
        .executeTakeFirstOrThrow();
      return row.failed_codes;
    },

    async revokeSession(sessionId: number, now: Date) {
      await db
        .updateTable('staff_sessions')
        .set({ revoked_at: now })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revokeSessionsOf(staffId: number, now: Date) {
      await db
        .updateTable('staff_sessions')
        .set({ revoked_at: now })
        .where('staff_id', '=', staffId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
export type StaffRow = NonNullable<Awaited<ReturnType<StaffRepository['byId']>>>;
