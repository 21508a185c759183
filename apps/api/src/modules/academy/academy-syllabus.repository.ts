import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

/**
 * The academy's settings, syllabus (levels, classes, their posts and attachments) and winners
 * (migration 0052). Reads `brands` (the partner brand) and `users` (a winner's name), shared on
 * purpose, read only.
 */
export function createAcademySyllabusRepository(db: Kysely<Database>) {
  return {
    settings: () =>
      db
        .selectFrom('academy_settings as s')
        .innerJoin('brands as b', 'b.id', 's.brand_id')
        .selectAll('s')
        .select(['b.name as brand_name', 'b.slug as brand_slug', 'b.logo_url as brand_logo_url'])
        .where('s.id', '=', 1)
        .executeTakeFirst(),

    graduatesCount: async () =>
      Number(
        (
          await db
            .selectFrom('academy_progress')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('graduated_at', 'is not', null)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    levels: () => db.selectFrom('academy_levels').selectAll().orderBy('position').execute(),

    /** Every class with its post and quiz size, in level then class order. */
    classes: () =>
      db
        .selectFrom('academy_classes as c')
        .innerJoin('academy_posts as p', 'p.id', 'c.post_id')
        .innerJoin('academy_levels as l', 'l.id', 'c.level_id')
        .select([
          'c.id',
          'c.level_id',
          'c.position',
          'c.post_id',
          'c.pass_mark',
          'c.max_attempts',
          'p.slug',
          'p.title_id',
          'p.title_en',
          'p.summary_id',
          'p.summary_en',
          'p.owner',
          'p.cover_image',
        ])
        .select((eb) =>
          eb
            .selectFrom('academy_quiz_questions as q')
            .whereRef('q.class_id', '=', 'c.id')
            .select((inner) => inner.fn.countAll<string>().as('n'))
            .as('question_count'),
        )
        .orderBy('l.position')
        .orderBy('c.position')
        .execute(),

    post: (postId: number) =>
      db.selectFrom('academy_posts').selectAll().where('id', '=', postId).executeTakeFirst(),

    attachments: (postIds: number[]) =>
      postIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('academy_post_attachments')
            .selectAll()
            .where('post_id', 'in', postIds)
            .orderBy('post_id')
            .orderBy('position')
            .execute(),

    winners: () =>
      db
        .selectFrom('academy_winners as w')
        .innerJoin('users as u', 'u.id', 'w.user_id')
        .select([
          'w.period',
          'w.kind',
          'w.rank',
          'w.note',
          'u.first_name',
          'u.last_name',
          'u.user_name',
          'u.image_url',
        ])
        .orderBy('w.period', 'desc')
        .orderBy('w.kind')
        .orderBy('w.rank')
        .limit(500)
        .execute(),
  };
}
