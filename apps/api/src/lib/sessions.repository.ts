import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import { SESSION_TTL_MS, type SessionMember } from './sessions';

/** Session storage: the one place that reads and writes `sessions`. */
export function createSessionsRepository(db: Kysely<Database>) {
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

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
