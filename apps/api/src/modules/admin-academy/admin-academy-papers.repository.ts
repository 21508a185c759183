/**
 * The practice-paper queue in the back office (docs/design/academy.md). Shared on purpose: reads
 * `users` (the member's e-mail). A score is a conditional update on the paper's status and version.
 */
import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

const PAPER_COLUMNS = [
  'pp.id',
  'pp.user_id',
  'u.email as member_email',
  'u.first_name',
  'pp.level_id',
  'l.title_id as level_title_id',
  'l.title_en as level_title_en',
  'l.assignment_pass_score as pass_score',
  'pp.attempt_no',
  'pp.body',
  'pp.status',
  'pp.score',
  'pp.passed',
  'pp.feedback',
  'pp.created_at',
  'pp.scored_at',
  'pp.version',
] as const;

export function createAdminAcademyPapersRepository(db: Kysely<Database>) {
  const papersQuery = () =>
    db
      .selectFrom('academy_practice_papers as pp')
      .innerJoin('users as u', 'u.id', 'pp.user_id')
      .innerJoin('academy_levels as l', 'l.id', 'pp.level_id')
      .select(PAPER_COLUMNS);

  return {
    // Practice papers.
    papers: (status: string | undefined, limit: number, offset: number) => {
      let query = papersQuery();
      if (status) query = query.where('pp.status', '=', status as 'submitted');
      return query
        .orderBy(sql`pp.status = 'submitted'`, 'desc')
        .orderBy('pp.created_at')
        .orderBy('pp.id')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    countPapers: async (status: string | undefined) => {
      let query = db
        .selectFrom('academy_practice_papers')
        .select(sql<number>`count(*)::int`.as('n'));
      if (status) query = query.where('status', '=', status as 'submitted');
      return (await query.executeTakeFirstOrThrow()).n;
    },
    paper: (id: number) => papersQuery().where('pp.id', '=', id).executeTakeFirst(),
    paperImages: (id: number) =>
      db
        .selectFrom('academy_practice_paper_images')
        .select('storage_key')
        .where('paper_id', '=', id)
        .orderBy('position')
        .execute(),
    /** Scores a waiting paper at its version: false when it was scored or changed meanwhile. */
    scorePaper: async (
      id: number,
      version: number,
      score: { score: number; passed: boolean; feedback: string },
      staffId: number | null,
      now: Date,
    ) =>
      (await db
        .updateTable('academy_practice_papers')
        .set({
          status: 'scored',
          score: score.score,
          passed: score.passed,
          feedback: score.feedback,
          scored_by: staffId,
          scored_at: now,
          version: sql`version + 1`,
        })
        .where('id', '=', id)
        .where('status', '=', 'submitted')
        .where('version', '=', version)
        .returning('id')
        .executeTakeFirst()) !== undefined,
  };
}
