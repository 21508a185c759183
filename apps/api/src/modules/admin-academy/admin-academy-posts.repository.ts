/**
 * The academy's posts, their classes and attachments in the back office (docs/design/academy.md).
 * Locks: a post, then its class (a course's level's row first when a class is added or removed).
 */
import type { AcademyPostKind, Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

export type PostColumns = {
  slug: string;
  title_id: string;
  title_en: string;
  summary_id: string;
  summary_en: string;
  content_id: string;
  content_en: string;
  owner: string;
  cover_image: string | null;
  tags: string[];
  is_published: boolean;
  published_at?: Date;
};

/** A unique index refused the row. */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

const POST_COLUMNS = [
  'p.id',
  'p.kind',
  'p.slug',
  'p.title_id',
  'p.title_en',
  'p.summary_id',
  'p.summary_en',
  'p.content_id',
  'p.content_en',
  'p.owner',
  'p.cover_image',
  'p.tags',
  'p.is_published',
  'p.published_at',
  'p.version',
  'c.id as class_id',
  'c.level_id as class_level_id',
  'c.position as class_position',
  'c.pass_mark',
  'c.max_attempts',
  'c.version as class_version',
] as const;

export function createAdminAcademyPostsRepository(db: Kysely<Database>) {
  const postsQuery = () =>
    db
      .selectFrom('academy_posts as p')
      .leftJoin('academy_classes as c', 'c.post_id', 'p.id')
      .select(POST_COLUMNS);

  return {
    // Posts and classes.
    posts: (filters: { kind?: AcademyPostKind | undefined; levelId?: number | undefined }) => {
      let query = postsQuery();
      if (filters.kind) query = query.where('p.kind', '=', filters.kind);
      if (filters.levelId) query = query.where('c.level_id', '=', filters.levelId);
      return query
        .orderBy('p.kind')
        .orderBy(sql`c.level_id nulls last`)
        .orderBy('c.position')
        .orderBy('p.published_at', 'desc')
        .orderBy('p.id', 'desc')
        .execute();
    },
    post: (id: number) => postsQuery().where('p.id', '=', id).executeTakeFirst(),
    lockPost: (id: number) =>
      db
        .selectFrom('academy_posts')
        .select(['id', 'kind', 'version'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),
    /** The post's id, or undefined when the slug is taken. */
    insertPost: async (kind: AcademyPostKind, columns: PostColumns, now: Date) => {
      try {
        return (
          await db
            .insertInto('academy_posts')
            .values({
              ...columns,
              kind,
              published_at: columns.published_at ?? now,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },
    /** False when the slug is taken. */
    updatePost: async (id: number, columns: PostColumns, now: Date) => {
      try {
        await db
          .updateTable('academy_posts')
          .set({ ...columns, version: sql`version + 1`, updated_at: now })
          .where('id', '=', id)
          .execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
    /** A class at the end of its level (the level's row is locked first). */
    insertClass: async (
      levelId: number,
      postId: number,
      quiz: { pass_mark: number; max_attempts: number | null },
      now: Date,
    ) => {
      const last = await db
        .selectFrom('academy_classes')
        .select(sql<number>`coalesce(max(position), 0)::int`.as('n'))
        .where('level_id', '=', levelId)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('academy_classes')
        .values({
          level_id: levelId,
          post_id: postId,
          position: last.n + 1,
          ...quiz,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },
    /** Whether any member has a row of progress in the class. */
    classHasProgress: async (classId: number) =>
      Boolean(
        (await db
          .selectFrom('academy_class_progress')
          .select('class_id')
          .where('class_id', '=', classId)
          .limit(1)
          .executeTakeFirst()) ??
          (await db
            .selectFrom('academy_quiz_attempts')
            .select('class_id')
            .where('class_id', '=', classId)
            .limit(1)
            .executeTakeFirst()),
      ),
    deleteClassOfPost: (postId: number) =>
      db.deleteFrom('academy_classes').where('post_id', '=', postId).execute(),
    deletePost: (id: number) => db.deleteFrom('academy_posts').where('id', '=', id).execute(),
    attachments: (postId: number) =>
      db
        .selectFrom('academy_post_attachments')
        .select(['id', 'position', 'name', 'storage_key', 'content_type', 'size_bytes'])
        .where('post_id', '=', postId)
        .orderBy('position')
        .execute(),
    insertAttachment: async (
      postId: number,
      file: { name: string; storage_key: string; content_type: string; size_bytes: number },
      now: Date,
    ) => {
      const last = await db
        .selectFrom('academy_post_attachments')
        .select(sql<number>`coalesce(max(position), 0)::int`.as('n'))
        .where('post_id', '=', postId)
        .executeTakeFirstOrThrow();
      if (last.n >= 20) return undefined;
      return (
        await db
          .insertInto('academy_post_attachments')
          .values({ ...file, post_id: postId, position: last.n + 1, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    },
    deleteAttachment: (postId: number, id: number) =>
      db
        .deleteFrom('academy_post_attachments')
        .where('post_id', '=', postId)
        .where('id', '=', id)
        .returning(['storage_key', 'name'])
        .executeTakeFirst(),
    bumpPost: (id: number, now: Date) =>
      db
        .updateTable('academy_posts')
        .set({ version: sql`version + 1`, updated_at: now })
        .where('id', '=', id)
        .execute(),
  };
}
