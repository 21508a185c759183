/**
 * The academy's back-office SQL (docs/design/academy.md). Shared on purpose (architecture.md,
 * table ownership): it reads `brands`, `vouchers`, `products` and `users` (the member's e-mail)
 * and queues the member's mail in `outbox_messages` in the decision's transaction. Locks: the
 * settings row; a level, then its classes; a post, then its class; an enrolment or a paper by a
 * conditional update on its status; a member's `academy_progress` row before their class rows.
 */
import type { AcademyPostKind, Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

export type SettingsRow = {
  name: string;
  path_segment: string;
  brand_id: number;
  tagline_id: string;
  tagline_en: string;
  description_id: string;
  description_en: string;
  logo_url: string | null;
  primary_colour: string;
  accent_colour: string;
  enrolment_mode: 'manual' | 'auto_all' | 'auto_buyers';
  graduation_voucher_id: number | null;
  is_active: boolean;
};

export type LevelColumns = {
  title_id: string;
  title_en: string;
  summary_id: string;
  summary_en: string;
  assignment_title_id: string | null;
  assignment_title_en: string | null;
  assignment_brief_id: string | null;
  assignment_brief_en: string | null;
  assignment_pass_score: number | null;
};

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

export type QuizQuestionInput = {
  prompt_id: string;
  prompt_en: string;
  explanation_id: string;
  explanation_en: string;
  options: { label_id: string; label_en: string; is_correct: boolean }[];
};

export type OutboxMail = {
  recipient: string;
  template: string;
  payload: Record<string, unknown>;
  now: Date;
};

/** A unique index refused the row. */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

const SETTINGS_COLUMNS = [
  's.name',
  's.path_segment',
  's.brand_id',
  'b.name as brand_name',
  's.tagline_id',
  's.tagline_en',
  's.description_id',
  's.description_en',
  's.logo_url',
  's.primary_colour',
  's.accent_colour',
  's.enrolment_mode',
  's.graduation_voucher_id',
  's.is_active',
  's.version',
  's.updated_at',
] as const;

const LEVEL_COLUMNS = [
  'l.id',
  'l.position',
  'l.title_id',
  'l.title_en',
  'l.summary_id',
  'l.summary_en',
  'l.assignment_title_id',
  'l.assignment_title_en',
  'l.assignment_brief_id',
  'l.assignment_brief_en',
  'l.assignment_pass_score',
  'l.version',
] as const;

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

const ENROLMENT_COLUMNS = [
  'e.id',
  'e.user_id',
  'u.email as member_email',
  'u.first_name',
  'e.status',
  'e.full_name',
  'e.phone_no',
  'e.city',
  'e.workplace_kind',
  'e.workplace_name',
  'e.instagram',
  'e.motivation',
  'e.rejection_reason',
  'e.auto_approved',
  'e.submitted_at',
  'e.decided_at',
  'e.version',
] as const;

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

export function createAdminAcademyRepository(db: Kysely<Database>) {
  const settingsQuery = () =>
    db
      .selectFrom('academy_settings as s')
      .innerJoin('brands as b', 'b.id', 's.brand_id')
      .select(SETTINGS_COLUMNS)
      .where('s.id', '=', 1);

  const levelsQuery = () =>
    db
      .selectFrom('academy_levels as l')
      .select(LEVEL_COLUMNS)
      .select((eb) =>
        eb
          .selectFrom('academy_classes as c')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('c.level_id', '=', 'l.id')
          .as('class_count'),
      );

  const postsQuery = () =>
    db
      .selectFrom('academy_posts as p')
      .leftJoin('academy_classes as c', 'c.post_id', 'p.id')
      .select(POST_COLUMNS);

  const enrolmentsQuery = () =>
    db
      .selectFrom('academy_enrolments as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select(ENROLMENT_COLUMNS);

  const papersQuery = () =>
    db
      .selectFrom('academy_practice_papers as pp')
      .innerJoin('users as u', 'u.id', 'pp.user_id')
      .innerJoin('academy_levels as l', 'l.id', 'pp.level_id')
      .select(PAPER_COLUMNS);

  return {
    // Settings.
    settings: () => settingsQuery().executeTakeFirst(),
    lockSettings: () =>
      db
        .selectFrom('academy_settings')
        .selectAll()
        .where('id', '=', 1)
        .forNoKeyUpdate()
        .executeTakeFirst(),
    brandExists: async (id: number) =>
      Boolean(await db.selectFrom('brands').select('id').where('id', '=', id).executeTakeFirst()),
    voucherExists: async (id: number) =>
      Boolean(await db.selectFrom('vouchers').select('id').where('id', '=', id).executeTakeFirst()),
    /** Writes row 1 (inserted the first time); false when the segment is another's (none yet). */
    saveSettings: async (row: SettingsRow, now: Date, exists: boolean) => {
      if (exists) {
        await db
          .updateTable('academy_settings')
          .set({ ...row, version: sql`version + 1`, updated_at: now })
          .where('id', '=', 1)
          .execute();
      } else {
        await db
          .insertInto('academy_settings')
          .values({ ...row, updated_at: now })
          .execute();
      }
    },

    // Levels.
    levels: () => levelsQuery().orderBy('l.position').execute(),
    level: (id: number) => levelsQuery().where('l.id', '=', id).executeTakeFirst(),
    lockLevel: (id: number) =>
      db
        .selectFrom('academy_levels as l')
        .select(LEVEL_COLUMNS)
        .where('l.id', '=', id)
        .forUpdate()
        .executeTakeFirst(),
    /** Every level's id, locked in position order (the reorder's and a new level's lock). */
    lockAllLevels: () =>
      db
        .selectFrom('academy_levels')
        .select(['id', 'position'])
        .orderBy('position')
        .forUpdate()
        .execute(),
    insertLevel: async (position: number, columns: LevelColumns, now: Date) =>
      (
        await db
          .insertInto('academy_levels')
          .values({ ...columns, position, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    updateLevel: (id: number, columns: LevelColumns, now: Date) =>
      db
        .updateTable('academy_levels')
        .set({ ...columns, version: sql`version + 1`, updated_at: now })
        .where('id', '=', id)
        .execute(),
    classCount: async (levelId: number) =>
      (
        await db
          .selectFrom('academy_classes')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('level_id', '=', levelId)
          .executeTakeFirstOrThrow()
      ).n,
    deleteLevel: (id: number) => db.deleteFrom('academy_levels').where('id', '=', id).execute(),
    /** Rewrites the positions (the unique constraint is checked at commit). */
    setLevelPositions: async (ids: readonly number[], now: Date) => {
      for (const [index, id] of ids.entries()) {
        await db
          .updateTable('academy_levels')
          .set({ position: index + 1, version: sql`version + 1`, updated_at: now })
          .where('id', '=', id)
          .execute();
      }
    },
    /** Closes the gap a deleted level left. */
    compactLevels: async (now: Date) => {
      const rows = await db
        .selectFrom('academy_levels')
        .select(['id', 'position'])
        .orderBy('position')
        .execute();
      for (const [index, row] of rows.entries()) {
        if (row.position !== index + 1) {
          await db
            .updateTable('academy_levels')
            .set({ position: index + 1, updated_at: now })
            .where('id', '=', row.id)
            .execute();
        }
      }
    },

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

    // A class's quiz.
    lockClass: (id: number) =>
      db
        .selectFrom('academy_classes')
        .select(['id', 'post_id', 'level_id', 'pass_mark', 'max_attempts', 'version'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),
    classRow: (id: number) =>
      db
        .selectFrom('academy_classes')
        .select(['id', 'post_id', 'level_id', 'pass_mark', 'max_attempts', 'version'])
        .where('id', '=', id)
        .executeTakeFirst(),
    questions: (classId: number) =>
      db
        .selectFrom('academy_quiz_questions')
        .select(['id', 'position', 'prompt_id', 'prompt_en', 'explanation_id', 'explanation_en'])
        .where('class_id', '=', classId)
        .orderBy('position')
        .execute(),
    options: (classId: number) =>
      db
        .selectFrom('academy_quiz_options as o')
        .innerJoin('academy_quiz_questions as q', 'q.id', 'o.question_id')
        .select(['o.id', 'o.question_id', 'o.position', 'o.label_id', 'o.label_en', 'o.is_correct'])
        .where('q.class_id', '=', classId)
        .orderBy('o.question_id')
        .orderBy('o.position')
        .execute(),
    /** Replaces the class's questions and options, and its pass mark and attempt limit. */
    replaceQuiz: async (
      classId: number,
      quiz: { pass_mark: number; max_attempts: number | null },
      questions: readonly QuizQuestionInput[],
      now: Date,
    ) => {
      await db.deleteFrom('academy_quiz_questions').where('class_id', '=', classId).execute();
      for (const [index, question] of questions.entries()) {
        const { options, ...prompt } = question;
        const { id } = await db
          .insertInto('academy_quiz_questions')
          .values({ ...prompt, class_id: classId, position: index + 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('academy_quiz_options')
          .values(options.map((option, at) => ({ ...option, question_id: id, position: at + 1 })))
          .execute();
      }
      await db
        .updateTable('academy_classes')
        .set({ ...quiz, version: sql`version + 1`, updated_at: now })
        .where('id', '=', classId)
        .execute();
    },

    // Enrolments.
    enrolments: (status: string | undefined, limit: number, offset: number) => {
      let query = enrolmentsQuery();
      if (status) query = query.where('e.status', '=', status as 'pending');
      return query
        .orderBy(sql`e.status = 'pending'`, 'desc')
        .orderBy('e.submitted_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    countEnrolments: async (status: string | undefined) => {
      let query = db.selectFrom('academy_enrolments').select(sql<number>`count(*)::int`.as('n'));
      if (status) query = query.where('status', '=', status as 'pending');
      return (await query.executeTakeFirstOrThrow()).n;
    },
    enrolment: (id: number) => enrolmentsQuery().where('e.id', '=', id).executeTakeFirst(),
    enrolmentProducts: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('academy_enrolment_products as ep')
            .innerJoin('products as p', 'p.id', 'ep.product_id')
            .select(['ep.enrolment_id', 'p.id', 'p.name'])
            .where('ep.enrolment_id', 'in', ids)
            .orderBy('ep.enrolment_id')
            .orderBy('ep.position')
            .execute(),
    /** Decides a pending enrolment: false when it was not pending any more. */
    decideEnrolment: async (
      id: number,
      decision: { status: 'approved' } | { status: 'rejected'; reason: string },
      staffId: number | null,
      now: Date,
    ) => {
      const row = await db
        .updateTable('academy_enrolments')
        .set({
          status: decision.status,
          rejection_reason: decision.status === 'rejected' ? decision.reason : null,
          decided_by: staffId,
          decided_at: now,
          updated_at: now,
          version: sql`version + 1`,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returning('user_id')
        .executeTakeFirst();
      return row !== undefined;
    },
    /** The member's progress row (kept when they were approved before). */
    startProgress: (userId: number, now: Date) =>
      db
        .insertInto('academy_progress')
        .values({ user_id: userId, started_at: now, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute(),

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

    // A member's attempts given back.
    lockProgress: (userId: number) =>
      db
        .selectFrom('academy_progress')
        .select('user_id')
        .where('user_id', '=', userId)
        .forNoKeyUpdate()
        .executeTakeFirst(),
    resetAttempts: async (userId: number, classId: number) => {
      const removed = await db
        .deleteFrom('academy_quiz_attempts')
        .where('user_id', '=', userId)
        .where('class_id', '=', classId)
        .executeTakeFirst();
      await db
        .updateTable('academy_class_progress')
        .set({ attempts: 0 })
        .where('user_id', '=', userId)
        .where('class_id', '=', classId)
        .execute();
      return Number(removed.numDeletedRows);
    },

    queueMail: (mail: OutboxMail) =>
      db
        .insertInto('outbox_messages')
        .values({
          channel: 'email',
          recipient: mail.recipient,
          template: mail.template,
          payload: JSON.stringify(mail.payload),
          locale: 'id',
          created_at: mail.now,
        })
        .execute(),
  };
}

export type AdminAcademyRepository = ReturnType<typeof createAdminAcademyRepository>;
