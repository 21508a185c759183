import type { AcademyEnrolmentsTable, Database } from '@kilau/db';
import { sql, type Insertable, type Kysely } from 'kysely';

/** A payment that counts as paid for the academy's `auto_buyers` rule. */
const PAID = ['capture', 'settlement'] as const;

/**
 * The academy's tables (migration 0052; docs/design/academy.md). Reads `brands`, `users` and,
 * for the `auto_buyers` enrolment rule, `orders` / `order_lines` / `products` (shared on purpose,
 * read only). Every progress write of a member runs after `lockProgress` (the member's
 * `academy_progress` row, first in the academy's lock order).
 */
export function createAcademyRepository(db: Kysely<Database>) {
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

    enrolment: (userId: number) =>
      db
        .selectFrom('academy_enrolments')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    lockEnrolment: (userId: number) =>
      db
        .selectFrom('academy_enrolments')
        .selectAll()
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst(),

    enrolmentProducts: async (enrolmentId: number) =>
      (
        await db
          .selectFrom('academy_enrolment_products')
          .select('product_id')
          .where('enrolment_id', '=', enrolmentId)
          .orderBy('position')
          .execute()
      ).map((row) => Number(row.product_id)),

    /** Which of these products are the brand's. */
    brandProducts: async (brandId: number, ids: number[]) =>
      new Set(
        (
          await db
            .selectFrom('products')
            .select('id')
            .where('brand_id', '=', brandId)
            .where('id', 'in', ids)
            .execute()
        ).map((row) => Number(row.id)),
      ),

    /** Whether the member has a paid order with a product of the brand (`auto_buyers`). */
    boughtBrand: async (userId: number, brandId: number) =>
      !!(await db
        .selectFrom('orders as o')
        .innerJoin('order_lines as l', 'l.order_id', 'o.id')
        .innerJoin('products as p', 'p.id', 'l.product_id')
        .select('o.id')
        .where('o.user_id', '=', userId)
        .where('o.payment_status', 'in', PAID)
        .where('p.brand_id', '=', brandId)
        .limit(1)
        .executeTakeFirst()),

    /** Inserts the member's enrolment, or replaces a rejected one; answers its id. */
    saveEnrolment: async (
      values: Omit<Insertable<AcademyEnrolmentsTable>, 'user_id'> & { user_id: number },
      existingId: number | null,
      productIds: number[],
    ) => {
      let id: number;
      if (existingId === null) {
        id = Number(
          (
            await db
              .insertInto('academy_enrolments')
              .values(values)
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
      } else {
        id = existingId;
        await db
          .updateTable('academy_enrolments')
          .set({ ...values, version: sql`version + 1` })
          .where('id', '=', id)
          .execute();
        await db.deleteFrom('academy_enrolment_products').where('enrolment_id', '=', id).execute();
      }
      await db
        .insertInto('academy_enrolment_products')
        .values(
          productIds.map((product_id, index) => ({
            enrolment_id: id,
            product_id,
            position: index + 1,
          })),
        )
        .execute();
      return id;
    },

    /** The approved member's progress row (none before approval). */
    insertProgress: (userId: number, now: Date) =>
      db
        .insertInto('academy_progress')
        .values({ user_id: userId, started_at: now, updated_at: now })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute(),

    progress: (userId: number) =>
      db
        .selectFrom('academy_progress')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    /** The member's progress row, locked: first in every progress write. */
    lockProgress: (userId: number) =>
      db
        .selectFrom('academy_progress')
        .selectAll()
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst(),

    classProgress: (userId: number) =>
      db.selectFrom('academy_class_progress').selectAll().where('user_id', '=', userId).execute(),

    completions: (userId: number) =>
      db
        .selectFrom('academy_level_completions')
        .selectAll()
        .where('user_id', '=', userId)
        .execute(),

    papers: (userId: number) =>
      db
        .selectFrom('academy_practice_papers')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    paperImages: (paperIds: number[]) =>
      paperIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('academy_practice_paper_images')
            .selectAll()
            .where('paper_id', 'in', paperIds)
            .orderBy('paper_id')
            .orderBy('position')
            .execute(),

    markRead: (userId: number, classId: number, now: Date) =>
      db
        .insertInto('academy_class_progress')
        .values({ user_id: userId, class_id: classId, read_at: now })
        .onConflict((conflict) =>
          conflict
            .columns(['user_id', 'class_id'])
            .doUpdateSet({ read_at: sql`coalesce(academy_class_progress.read_at, ${now})` }),
        )
        .execute(),

    setLastClass: (userId: number, classId: number, now: Date) =>
      db
        .updateTable('academy_progress')
        .set({ last_class_id: classId, updated_at: now, version: sql`version + 1` })
        .where('user_id', '=', userId)
        .execute(),

    questions: (classId: number) =>
      db
        .selectFrom('academy_quiz_questions')
        .selectAll()
        .where('class_id', '=', classId)
        .orderBy('position')
        .execute(),

    options: (classId: number) =>
      db
        .selectFrom('academy_quiz_options as o')
        .innerJoin('academy_quiz_questions as q', 'q.id', 'o.question_id')
        .selectAll('o')
        .where('q.class_id', '=', classId)
        .orderBy('o.question_id')
        .orderBy('o.position')
        .execute(),

    /** Records an attempt and folds it into the class's progress (under the progress lock). */
    recordAttempt: async (attempt: {
      userId: number;
      classId: number;
      attemptNo: number;
      correct: number;
      total: number;
      score: number;
      passed: boolean;
      answers: Record<string, number>;
      now: Date;
    }) => {
      await db
        .insertInto('academy_quiz_attempts')
        .values({
          user_id: attempt.userId,
          class_id: attempt.classId,
          attempt_no: attempt.attemptNo,
          correct: attempt.correct,
          total: attempt.total,
          score: attempt.score,
          passed: attempt.passed,
          answers: JSON.stringify(attempt.answers),
          created_at: attempt.now,
        })
        .execute();
      await db
        .updateTable('academy_class_progress')
        .set({
          attempts: sql`attempts + 1`,
          best_score: sql`greatest(coalesce(best_score, 0), ${attempt.score})`,
          ...(attempt.passed ? { passed_at: sql`coalesce(passed_at, ${attempt.now})` } : {}),
        })
        .where('user_id', '=', attempt.userId)
        .where('class_id', '=', attempt.classId)
        .execute();
    },

    /** Answers whether this call completed it (false: it was completed already). */
    completeLevel: async (userId: number, levelId: number, now: Date) =>
      (
        await db
          .insertInto('academy_level_completions')
          .values({ user_id: userId, level_id: levelId, completed_at: now })
          .onConflict((conflict) => conflict.columns(['user_id', 'level_id']).doNothing())
          .returning('level_id')
          .execute()
      ).length === 1,

    graduate: (userId: number, now: Date) =>
      db
        .updateTable('academy_progress')
        .set({ graduated_at: now, updated_at: now, version: sql`version + 1` })
        .where('user_id', '=', userId)
        .where('graduated_at', 'is', null)
        .execute(),

    /** Inserts the certificate; false when the code is taken (the caller draws another). */
    insertCertificate: async (values: {
      user_id: number;
      code: string;
      holder_name: string;
      academy_name: string;
      voucher_code: string | null;
      issued_at: Date;
    }) =>
      (
        await db
          .insertInto('academy_certificates')
          .values(values)
          .onConflict((conflict) => conflict.column('code').doNothing())
          .returning('id')
          .execute()
      ).length === 1,

    certificateOf: (userId: number) =>
      db
        .selectFrom('academy_certificates')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    certificateByCode: (code: string) =>
      db.selectFrom('academy_certificates').selectAll().where('code', '=', code).executeTakeFirst(),

    member: (userId: number) =>
      db
        .selectFrom('users')
        .select(['id', 'user_name', 'first_name', 'last_name', 'image_url'])
        .where('id', '=', userId)
        .executeTakeFirst(),

    waitingPaper: (userId: number, levelId: number) =>
      db
        .selectFrom('academy_practice_papers')
        .select('id')
        .where('user_id', '=', userId)
        .where('level_id', '=', levelId)
        .where('status', '=', 'submitted')
        .executeTakeFirst(),

    insertPaper: async (paper: {
      userId: number;
      levelId: number;
      body: string;
      images: string[];
      now: Date;
    }) => {
      const last = await db
        .selectFrom('academy_practice_papers')
        .select((eb) => eb.fn.max('attempt_no').as('n'))
        .where('user_id', '=', paper.userId)
        .where('level_id', '=', paper.levelId)
        .executeTakeFirst();
      const inserted = await db
        .insertInto('academy_practice_papers')
        .values({
          user_id: paper.userId,
          level_id: paper.levelId,
          attempt_no: Number(last?.n ?? 0) + 1,
          body: paper.body,
          created_at: paper.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(inserted.id);
      if (paper.images.length > 0)
        await db
          .insertInto('academy_practice_paper_images')
          .values(
            paper.images.map((storage_key, index) => ({
              paper_id: id,
              position: index + 1,
              storage_key,
            })),
          )
          .execute();
      return id;
    },

    /** Which of these keys a paper holds already. */
    heldImages: async (keys: string[]) =>
      keys.length === 0
        ? new Set<string>()
        : new Set(
            (
              await db
                .selectFrom('academy_practice_paper_images')
                .select('storage_key')
                .where('storage_key', 'in', keys)
                .execute()
            ).map((row) => row.storage_key),
          ),

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

export type AcademyRepository = ReturnType<typeof createAcademyRepository>;
