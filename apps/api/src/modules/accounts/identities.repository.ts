import type { Database, SocialProvider } from '@kilau/db';
import type { Kysely } from 'kysely';

/** Social identities (Google, Facebook) linked to members. */
export function createIdentitiesRepository(db: Kysely<Database>) {
  return {
    async linkedUser(provider: SocialProvider, subject: string) {
      const row = await db
        .selectFrom('user_identities')
        .select('user_id')
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst();
      return row?.user_id ?? null;
    },

    async link(input: {
      userId: number;
      provider: SocialProvider;
      subject: string;
      email: string | null;
      now: Date;
    }) {
      await db
        .insertInto('user_identities')
        .values({
          user_id: input.userId,
          provider: input.provider,
          subject: input.subject,
          email: input.email,
          created_at: input.now,
          last_login_at: input.now,
        })
        .execute();
    },

    async touch(provider: SocialProvider, subject: string, now: Date) {
      await db
        .updateTable('user_identities')
        .set({ last_login_at: now })
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .execute();
    },
  };
}

export type IdentitiesRepository = ReturnType<typeof createIdentitiesRepository>;
