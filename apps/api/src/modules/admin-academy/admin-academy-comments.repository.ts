/**
 * The academy's comments in the back office (docs/design/academy.md): reads `users` (shared on
 * purpose, read only); a held comment moves by a conditional update on its status.
 */
import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

export function createAdminAcademyCommentsRepository(db: Kysely<Database>) {
  return {
    // Comments.
    comments: (status: 'published' | 'held' | 'removed') =>
      db
        .selectFrom('academy_post_comments as c')
        .innerJoin('academy_posts as p', 'p.id', 'c.post_id')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select([
          'c.id',
          'c.post_id',
          'p.title_id as post_title',
          'c.user_id',
          'u.email as member_email',
          'c.body',
          'c.status',
          'c.hold_reasons',
          'c.report_count',
          'c.created_at',
        ])
        .where('c.status', '=', status)
        .orderBy('c.created_at')
        .orderBy('c.id')
        .limit(200)
        .execute(),
    commentStatus: (id: number) =>
      db
        .selectFrom('academy_post_comments')
        .select(['id', 'status'])
        .where('id', '=', id)
        .executeTakeFirst(),
    /** Moves a held comment: false when it was not held any more. */
    moveHeldComment: async (id: number, status: 'published' | 'removed', now: Date) =>
      (await db
        .updateTable('academy_post_comments')
        .set({ status, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'held')
        .returning('id')
        .executeTakeFirst()) !== undefined,
  };
}
