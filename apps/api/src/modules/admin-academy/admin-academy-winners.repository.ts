/**
 * The academy's winners in the back office (docs/design/academy.md) and their candidates: the
 * month's graduates and best quiz scorers. Reads `users` (shared on purpose, read only).
 */
import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';
import { isUniqueViolation } from './admin-academy-posts.repository';

export function createAdminAcademyWinnersRepository(db: Kysely<Database>) {
  return {
    // Winners.
    winners: (period: string) =>
      db
        .selectFrom('academy_winners as w')
        .innerJoin('users as u', 'u.id', 'w.user_id')
        .select([
          'w.id',
          'w.period',
          'w.kind',
          'w.user_id',
          'u.email as member_email',
          'w.rank',
          'w.note',
          'w.created_at',
        ])
        .where('w.period', '=', period)
        .orderBy('w.kind')
        .orderBy('w.rank')
        .execute(),
    userExists: async (id: number) =>
      Boolean(await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()),
    /** The winner's id, or undefined when the member or the rank is taken that period. */
    insertWinner: async (
      row: {
        period: string;
        kind: 'graduate' | 'top_scorer';
        user_id: number;
        rank: number;
        note: string;
      },
      staffId: number | null,
      now: Date,
    ) => {
      try {
        return (
          await db
            .insertInto('academy_winners')
            .values({ ...row, created_by: staffId, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },
    deleteWinner: (id: number) =>
      db
        .deleteFrom('academy_winners')
        .where('id', '=', id)
        .returning(['id', 'period', 'kind', 'user_id', 'rank', 'note'])
        .executeTakeFirst(),
    /** Members who graduated in [from, to). */
    graduates: (from: Date, to: Date) =>
      db
        .selectFrom('academy_progress as ap')
        .innerJoin('users as u', 'u.id', 'ap.user_id')
        .select(['ap.user_id', 'u.email as member_email', 'ap.graduated_at'])
        .where('ap.graduated_at', '>=', from)
        .where('ap.graduated_at', '<', to)
        .orderBy('ap.graduated_at')
        .orderBy('ap.user_id')
        .execute(),
    /** The best average quiz scores of attempts in [from, to). */
    topScorers: (from: Date, to: Date, limit: number) =>
      db
        .selectFrom('academy_quiz_attempts as a')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .select([
          'a.user_id',
          'u.email as member_email',
          sql<number>`round(avg(a.score))::int`.as('average_score'),
          sql<number>`count(*)::int`.as('attempts'),
        ])
        .where('a.created_at', '>=', from)
        .where('a.created_at', '<', to)
        .groupBy(['a.user_id', 'u.email'])
        .orderBy(sql`avg(a.score)`, 'desc')
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('a.user_id')
        .limit(limit)
        .execute(),
  };
}
