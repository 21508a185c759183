import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

/**
 * The academy's posts and their comments and reports (migration 0052), for the posts plugin and
 * a class's page. Reads `users` (a comment's author), shared on purpose, read only.
 */
export function createAcademyPostsRepository(db: Kysely<Database>) {
  return {
    publishedCommentCount: async (postId: number) =>
      Number(
        (
          await db
            .selectFrom('academy_post_comments')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('post_id', '=', postId)
            .where('status', '=', 'published')
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** Published posts of a kind, optionally with every one of `tags`, newest first. */
    posts: (
      kind: 'course' | 'article',
      tags: string[],
      skip: number,
      limit: number,
      newestFirst: boolean,
    ) => {
      let query = db
        .selectFrom('academy_posts')
        .selectAll()
        .where('kind', '=', kind)
        .where('is_published', '=', true);
      if (tags.length > 0)
        query = query.where('tags', '@>', sql<string[]>`${sql.val(tags)}::text[]`);
      return query
        .orderBy('published_at', newestFirst ? 'desc' : 'asc')
        .orderBy('id', newestFirst ? 'desc' : 'asc')
        .offset(skip)
        .limit(limit)
        .execute();
    },

    postsCount: async (kind: 'course' | 'article', tags: string[]) => {
      let query = db
        .selectFrom('academy_posts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('kind', '=', kind)
        .where('is_published', '=', true);
      if (tags.length > 0)
        query = query.where('tags', '@>', sql<string[]>`${sql.val(tags)}::text[]`);
      return Number((await query.executeTakeFirstOrThrow()).n);
    },

    /** Published comments per post (a count per id). */
    commentCounts: async (postIds: number[]) =>
      new Map(
        postIds.length === 0
          ? []
          : (
              await db
                .selectFrom('academy_post_comments')
                .select(['post_id', (eb) => eb.fn.countAll<string>().as('n')])
                .where('post_id', 'in', postIds)
                .where('status', '=', 'published')
                .groupBy('post_id')
                .execute()
            ).map((row) => [Number(row.post_id), Number(row.n)]),
      ),

    /** The post's class (a course's), or undefined. */
    classOfPost: (postId: number) =>
      db
        .selectFrom('academy_classes')
        .select(['id', 'level_id'])
        .where('post_id', '=', postId)
        .executeTakeFirst(),

    /** Published comments and the viewer's own held ones, newest first. */
    comments: (postId: number, viewerId: number, skip: number, limit: number) =>
      db
        .selectFrom('academy_post_comments as c')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select([
          'c.id',
          'c.body',
          'c.status',
          'c.user_id',
          'c.created_at',
          'u.first_name',
          'u.last_name',
          'u.user_name',
          'u.image_url',
        ])
        .where('c.post_id', '=', postId)
        .where((eb) =>
          eb.or([
            eb('c.status', '=', 'published'),
            eb.and([eb('c.status', '=', 'held'), eb('c.user_id', '=', viewerId)]),
          ]),
        )
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .offset(skip)
        .limit(limit)
        .execute(),

    visibleCommentCount: async (postId: number, viewerId: number) =>
      Number(
        (
          await db
            .selectFrom('academy_post_comments')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('post_id', '=', postId)
            .where((eb) =>
              eb.or([
                eb('status', '=', 'published'),
                eb.and([eb('status', '=', 'held'), eb('user_id', '=', viewerId)]),
              ]),
            )
            .executeTakeFirstOrThrow()
        ).n,
      ),

    insertComment: async (values: {
      post_id: number;
      user_id: number;
      body: string;
      status: 'published' | 'held';
      hold_reasons: string[];
      now: Date;
    }) =>
      Number(
        (
          await db
            .insertInto('academy_post_comments')
            .values({
              post_id: values.post_id,
              user_id: values.user_id,
              body: values.body,
              status: values.status,
              hold_reasons: values.hold_reasons,
              created_at: values.now,
              updated_at: values.now,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      ),

    comment: (commentId: number) =>
      db
        .selectFrom('academy_post_comments')
        .selectAll()
        .where('id', '=', commentId)
        .executeTakeFirst(),

    /** A member's report, once (false: reported before); counts it on the comment. */
    report: async (values: {
      comment_id: number;
      user_id: number;
      reason: 'spam' | 'offensive' | 'misleading' | 'other';
      note: string;
      now: Date;
    }) => {
      const added = await db
        .insertInto('academy_comment_reports')
        .values({
          comment_id: values.comment_id,
          user_id: values.user_id,
          reason: values.reason,
          note: values.note,
          created_at: values.now,
        })
        .onConflict((conflict) => conflict.columns(['comment_id', 'user_id']).doNothing())
        .returning('comment_id')
        .execute();
      if (added.length === 0) return null;
      return db
        .updateTable('academy_post_comments')
        .set({ report_count: sql`report_count + 1`, updated_at: values.now })
        .where('id', '=', values.comment_id)
        .returning(['report_count', 'status'])
        .executeTakeFirstOrThrow();
    },

    holdComment: (commentId: number, now: Date) =>
      db
        .updateTable('academy_post_comments')
        .set({
          status: 'held',
          hold_reasons: sql`array_append(hold_reasons, 'reports')`,
          updated_at: now,
        })
        .where('id', '=', commentId)
        .where('status', '=', 'published')
        .execute(),
  };
}
