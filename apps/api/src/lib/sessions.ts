import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

export { SESSION_COOKIE } from '@kilau/domain/accounts';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Opaque session tokens: 256 random bits, shown once; only their SHA-256 is stored. */
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');
export function newSessionToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSessionToken(token) };
}

/**
 * The browser's own id (ADR 0015), kept a year in the `kilau_device` cookie: failed logins are
 * counted per known browser. Anything not shaped like one of ours is ignored.
 */
export const DEVICE_COOKIE = 'kilau_device';
export const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;
export function deviceOf(cookie: string | undefined) {
  const token =
    cookie && /^[\w-]{43}$/.test(cookie) ? cookie : randomBytes(32).toString('base64url');
  return { token, hash: hashSessionToken(token), presented: token === cookie };
}

export interface SessionMember {
  sessionId: number;
  userId: number;
  role: 'member' | 'operator';
}

/** Session storage: the one place that reads and writes `sessions`. */
export function createSessionStore(db: Kysely<Database>) {
  return {
    async create(input: {
      userId: number;
      tokenHash: string;
      now: Date;
      userAgent: string | undefined;
      ip: string;
    }) {
      await db
        .insertInto('sessions')
        .values({
          user_id: input.userId,
          token_hash: input.tokenHash,
          created_at: input.now,
          last_seen_at: input.now,
          expires_at: new Date(input.now.getTime() + SESSION_TTL_MS),
          user_agent: input.userAgent?.slice(0, 300) ?? null,
          ip: input.ip,
        })
        .execute();
    },

    /** The live session for a token: not revoked, not expired, its member not removed. */
    async find(tokenHash: string, now: Date): Promise<SessionMember | null> {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id', 'sessions.user_id', 'users.role'])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', now)
        .where('users.removed_at', 'is', null)
        .executeTakeFirst();
      return row ? { sessionId: row.id, userId: row.user_id, role: row.role } : null;
    },

    async revoke(tokenHash: string, now: Date) {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
