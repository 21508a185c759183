import { startOfWibIsoDay, translate, type Locale } from '@kilau/domain';
import {
  ACADEMY_ATTACHMENT_MAX_BYTES,
  academyPath,
  type AdminAcademyCandidates,
  type AdminAcademyComment,
  type AdminAcademyEnrolment,
  type AdminAcademyLevel,
  type AdminAcademyLevelCreate,
  type AdminAcademyPaper,
  type AdminAcademyPost,
  type AdminAcademyPostCreate,
  type AdminAcademyPostSummary,
  type AdminAcademyPostUpdate,
  type AdminAcademyQuiz,
  type AdminAcademyQuizInput,
  type AdminAcademyScoreInput,
  type AdminAcademySettings,
  type AdminAcademySettingsInput,
  type AdminAcademyWinner,
  type AdminAcademyWinnerInput,
} from '@kilau/domain/academy';
import { contentFingerprint, type PrivateFiles } from '../../adapters/storage';
import { AppError, fieldsRefused } from '../../lib/app-error';
import { renderContent } from '../../lib/markdown';
import {
  changedKeys as changed,
  type AuditActor,
  type AuditEntryInput,
} from '../../lib/staff-request';
import type { AdminAcademyRepository, LevelColumns, PostColumns } from './admin-academy.repository';

type Audit = (actor: AuditActor, entry: AuditEntryInput) => Promise<void>;
type Tx = { academy: AdminAcademyRepository; audit: Audit };

const PAGE_SIZE = 20;
/** How long the back office's links to a paper's images or a post's files live. */
const LINK_TTL_SECONDS = 10 * 60;
const TOP_SCORERS = 10;

const notFound = (
  code:
    | 'academy_not_configured'
    | 'academy_level_not_found'
    | 'academy_post_not_found'
    | 'academy_class_not_found'
    | 'academy_enrolment_not_found'
    | 'academy_paper_not_found'
    | 'academy_comment_not_found'
    | 'academy_attachment_not_found'
    | 'academy_winner_not_found'
    | 'academy_member_not_found',
) => new AppError(404, code, code);
const conflict = (
  code:
    | 'academy_level_has_classes'
    | 'academy_post_has_progress'
    | 'academy_enrolment_decided'
    | 'academy_paper_scored'
    | 'academy_comment_not_held'
    | 'academy_winner_taken'
    | 'academy_attachments_full',
) => new AppError(409, code, code);
const stale = (current: unknown) =>
  new AppError(409, 'changed_by_someone_else', 'changed_by_someone_else', {}, { current });

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** What an attachment's first bytes say it is (its declared type is not trusted). */
function sniffAttachment(bytes: Buffer): { type: string; ext: string } | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    return { type: 'application/pdf', ext: 'pdf' };
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { type: 'image/png', ext: 'png' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { type: 'image/jpeg', ext: 'jpg' };
  }
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return { type: 'image/webp', ext: 'webp' };
  }
  return null;
}

/** A file's name as shown: its base name, plain characters, at most 120. */
const attachmentName = (name: string, ext: string) => {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[^\p{L}\p{N} ._()-]+/gu, '').trim();
  return (base || `attachment.${ext}`).slice(0, 120);
};

/** The first instant of a `YYYY-MM` month in WIB, and of the next. */
function wibMonth(period: string) {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { from: startOfWibIsoDay(`${period}-01`), to: startOfWibIsoDay(`${next}-01`) };
}

type LevelRow = Awaited<ReturnType<AdminAcademyRepository['levels']>>[number];
const levelView = (row: LevelRow): AdminAcademyLevel => ({
  id: row.id,
  position: row.position,
  title_id: row.title_id,
  title_en: row.title_en,
  summary_id: row.summary_id,
  summary_en: row.summary_en,
  assignment:
    row.assignment_pass_score === null
      ? null
      : {
          title_id: row.assignment_title_id ?? '',
          title_en: row.assignment_title_en ?? '',
          brief_id: row.assignment_brief_id ?? '',
          brief_en: row.assignment_brief_en ?? '',
          pass_score: row.assignment_pass_score,
        },
  class_count: row.class_count ?? 0,
  version: row.version,
});

const levelColumns = (input: AdminAcademyLevelCreate): LevelColumns => ({
  title_id: input.title_id,
  title_en: input.title_en,
  summary_id: input.summary_id,
  summary_en: input.summary_en,
  assignment_title_id: input.assignment?.title_id ?? null,
  assignment_title_en: input.assignment?.title_en ?? null,
  assignment_brief_id: input.assignment?.brief_id ?? null,
  assignment_brief_en: input.assignment?.brief_en ?? null,
  assignment_pass_score: input.assignment?.pass_score ?? null,
});

const postColumns = (input: AdminAcademyPostUpdate | AdminAcademyPostCreate): PostColumns => ({
  slug: input.slug,
  title_id: input.title_id,
  title_en: input.title_en,
  summary_id: input.summary_id,
  summary_en: input.summary_en,
  content_id: input.content_id,
  content_en: input.content_en,
  owner: input.owner,
  cover_image: input.cover_image,
  tags: input.tags,
  is_published: input.is_published,
  ...(input.published_at ? { published_at: new Date(input.published_at) } : {}),
});

type PostRow = NonNullable<Awaited<ReturnType<AdminAcademyRepository['post']>>>;
const postSummary = (row: PostRow): AdminAcademyPostSummary => ({
  id: row.id,
  kind: row.kind,
  slug: row.slug,
  title_id: row.title_id,
  title_en: row.title_en,
  owner: row.owner,
  is_published: row.is_published,
  published_at: iso(row.published_at),
  class:
    row.class_id === null
      ? null
      : { id: row.class_id, level_id: row.class_level_id!, position: row.class_position! },
  version: row.version,
});

async function quizView(repo: AdminAcademyRepository, classId: number) {
  const klass = await repo.classRow(classId);
  if (!klass) return undefined;
  const [questions, options] = await Promise.all([repo.questions(classId), repo.options(classId)]);
  const quiz: AdminAcademyQuiz = {
    class_id: klass.id,
    pass_mark: klass.pass_mark,
    max_attempts: klass.max_attempts,
    version: klass.version,
    questions: questions.map((question) => ({
      ...question,
      options: options
        .filter((option) => option.question_id === question.id)
        .map(({ question_id: _q, ...option }) => option),
    })),
  };
  return quiz;
}

async function postView(
  repo: AdminAcademyRepository,
  id: number,
): Promise<AdminAcademyPost | undefined> {
  const row = await repo.post(id);
  if (!row) return undefined;
  const attachments = await repo.attachments(id);
  return {
    ...postSummary(row),
    summary_id: row.summary_id,
    summary_en: row.summary_en,
    content_id: row.content_id,
    content_en: row.content_en,
    cover_image: row.cover_image,
    tags: row.tags,
    attachments: attachments.map((file) => ({
      id: file.id,
      name: file.name,
      content_type: file.content_type,
      size_bytes: file.size_bytes,
      url: null,
    })),
    quiz: row.class_id === null ? null : ((await quizView(repo, row.class_id)) ?? null),
  };
}

type EnrolmentRow = NonNullable<Awaited<ReturnType<AdminAcademyRepository['enrolment']>>>;
type PaperRow = NonNullable<Awaited<ReturnType<AdminAcademyRepository['paper']>>>;

/**
 * The academy in the back office (permission `academy.manage`; docs/design/academy.md). Each
 * write runs in one transaction with its audit row; an edit names the `version` it was read at
 * (a stale one answers 409 with the row as it is now). An enrolment's decision and a paper's
 * score are conditional updates on their status (exactly once); the member hears by e-mail,
 * queued in the same transaction.
 */
export function createAdminAcademyService(deps: {
  academy: AdminAcademyRepository;
  inTransaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  clock: () => Date;
  uploads: PrivateFiles;
  publicUrl: string;
}) {
  const settingsView = async (
    repo: AdminAcademyRepository,
  ): Promise<AdminAcademySettings | undefined> => {
    const row = await repo.settings();
    return row && { ...row, updated_at: iso(row.updated_at) };
  };

  const mustPost = async (repo: AdminAcademyRepository, id: number) => {
    const view = await postView(repo, id);
    if (!view) throw notFound('academy_post_not_found');
    return view;
  };

  const enrolmentViews = async (
    repo: AdminAcademyRepository,
    rows: readonly EnrolmentRow[],
  ): Promise<AdminAcademyEnrolment[]> => {
    const products = await repo.enrolmentProducts(rows.map((row) => row.id));
    return rows.map(({ first_name: _f, ...row }) => ({
      ...row,
      submitted_at: iso(row.submitted_at),
      decided_at: isoOrNull(row.decided_at),
      products: products
        .filter((product) => product.enrolment_id === row.id)
        .map((product) => ({ id: product.id, name: product.name })),
    }));
  };

  const paperView = async (row: PaperRow, locale: Locale, withImages: string[]) => {
    const view: AdminAcademyPaper = {
      id: row.id,
      user_id: row.user_id,
      member_email: row.member_email,
      level_id: row.level_id,
      level_title: locale === 'en' ? row.level_title_en : row.level_title_id,
      pass_score: row.pass_score,
      attempt_no: row.attempt_no,
      body: row.body,
      images: withImages,
      status: row.status,
      score: row.score,
      passed: row.passed,
      feedback: row.feedback,
      created_at: iso(row.created_at),
      scored_at: isoOrNull(row.scored_at),
      version: row.version,
    };
    return view;
  };

  const mustEnrolment = async (repo: AdminAcademyRepository, id: number) => {
    const row = await repo.enrolment(id);
    if (!row) throw notFound('academy_enrolment_not_found');
    return (await enrolmentViews(repo, [row]))[0]!;
  };

  /** Approves or rejects a pending enrolment once, with the member's mail. */
  const decide = (
    actor: AuditActor,
    id: number,
    decision: { status: 'approved' } | { status: 'rejected'; reason: string },
  ) =>
    deps.inTransaction(async ({ academy, audit }) => {
      const row = await academy.enrolment(id);
      if (!row) throw notFound('academy_enrolment_not_found');
      const now = deps.clock();
      if (!(await academy.decideEnrolment(id, decision, actor.staffId, now))) {
        throw conflict('academy_enrolment_decided');
      }
      if (decision.status === 'approved') await academy.startProgress(row.user_id, now);
      const settings = await academy.settings();
      const name = settings?.name ?? 'Academy';
      await academy.queueMail({
        recipient: row.member_email,
        template:
          decision.status === 'approved'
            ? 'academy_enrolment_approved'
            : 'academy_enrolment_rejected',
        payload: {
          name: row.first_name || row.full_name,
          academy: name,
          url: settings ? `${deps.publicUrl}${academyPath(settings.path_segment, 'class')}` : '',
          reason: decision.status === 'rejected' ? decision.reason : '',
        },
        now,
      });
      await audit(actor, {
        action:
          decision.status === 'approved' ? 'academy_enrolment.approve' : 'academy_enrolment.reject',
        entity: 'academy_enrolment',
        entityId: id,
        before: { status: 'pending' },
        after: {
          status: decision.status,
          ...(decision.status === 'rejected' ? { rejection_reason: decision.reason } : {}),
        },
      });
      return mustEnrolment(academy, id);
    });

  const moveComment = (actor: AuditActor, id: number, status: 'published' | 'removed') =>
    deps.inTransaction(async ({ academy, audit }) => {
      if (!(await academy.commentStatus(id))) throw notFound('academy_comment_not_found');
      if (!(await academy.moveHeldComment(id, status, deps.clock()))) {
        throw conflict('academy_comment_not_held');
      }
      await audit(actor, {
        action: status === 'published' ? 'academy_comment.publish' : 'academy_comment.remove',
        entity: 'academy_comment',
        entityId: id,
        before: { status: 'held' },
        after: { status },
      });
      return { id, status };
    });

  return {
    async settings() {
      const view = await settingsView(deps.academy);
      if (!view) throw notFound('academy_not_configured');
      return view;
    },

    /** Writes the settings at their version (the first save creates them at any version). */
    saveSettings: (actor: AuditActor, input: AdminAcademySettingsInput, locale: Locale) =>
      deps.inTransaction(async ({ academy, audit }) => {
        const row = await academy.lockSettings();
        if (row && row.version !== input.version) throw stale(await settingsView(academy));
        const refused: Record<string, 'academy_brand_not_found' | 'academy_voucher_not_found'> = {};
        if (!(await academy.brandExists(input.brand_id))) {
          refused.brand_id = 'academy_brand_not_found';
        }
        if (
          input.graduation_voucher_id !== null &&
          !(await academy.voucherExists(input.graduation_voucher_id))
        ) {
          refused.graduation_voucher_id = 'academy_voucher_not_found';
        }
        if (Object.keys(refused).length > 0) throw fieldsRefused(refused, locale);
        const { version: _version, ...change } = input;
        await academy.saveSettings(change, deps.clock(), row !== undefined);
        const {
          id: _id,
          version: _v,
          updated_at: _u,
          ...before
        } = row ?? {
          id: 1,
          version: 0,
          updated_at: null,
        };
        await audit(actor, {
          action: 'academy_settings.update',
          entity: 'academy_settings',
          entityId: 1,
          ...changed(before as Record<string, unknown>, change),
        });
        return (await settingsView(academy))!;
      }),

    levels: async () => (await deps.academy.levels()).map(levelView),

    createLevel: (actor: AuditActor, input: AdminAcademyLevelCreate) =>
      deps.inTransaction(async ({ academy, audit }) => {
        const levels = await academy.lockAllLevels();
        const id = await academy.insertLevel(levels.length + 1, levelColumns(input), deps.clock());
        await audit(actor, {
          action: 'academy_level.create',
          entity: 'academy_level',
          entityId: id,
          before: null,
          after: { ...input },
        });
        return levelView((await academy.level(id))!);
      }),

    updateLevel: (
      actor: AuditActor,
      id: number,
      input: AdminAcademyLevelCreate & { version: number },
    ) =>
      deps.inTransaction(async ({ academy, audit }) => {
        const row = await academy.lockLevel(id);
        if (!row) throw notFound('academy_level_not_found');
        if (row.version !== input.version) throw stale(levelView((await academy.level(id))!));
        const columns = levelColumns(input);
        await academy.updateLevel(id, columns, deps.clock());
        await audit(actor, {
          action: 'academy_level.update',
          entity: 'academy_level',
          entityId: id,
          ...changed(row, { ...row, ...columns }),
        });
        return levelView((await academy.level(id))!);
      }),

    deleteLevel: (actor: AuditActor, id: number) =>
      deps.inTransaction(async ({ academy, audit }) => {
        await academy.lockAllLevels();
        const row = await academy.lockLevel(id);
        if (!row) throw notFound('academy_level_not_found');
        if ((await academy.classCount(id)) > 0) throw conflict('academy_level_has_classes');
        await academy.deleteLevel(id);
        await academy.compactLevels(deps.clock());
        await audit(actor, {
          action: 'academy_level.delete',
          entity: 'academy_level',
          entityId: id,
          before: { ...row },
          after: null,
        });
        return (await academy.levels()).map(levelView);
      }),

    /** Puts the levels in the order given: every level exactly once. */
    orderLevels: (actor: AuditActor, ids: readonly number[], locale: Locale) =>
      deps.inTransaction(async ({ academy, audit }) => {
        const levels = await academy.lockAllLevels();
        const known = new Set(levels.map((level) => level.id));
        if (ids.length !== levels.length || ids.some((id) => !known.has(id))) {
          throw fieldsRefused({ ids: 'academy_level_order_incomplete' }, locale);
        }
        await academy.setLevelPositions(ids, deps.clock());
        await audit(actor, {
          action: 'academy_level.order',
          entity: 'academy_level',
          entityId: 'order',
          before: { ids: levels.map((level) => level.id) },
          after: { ids: [...ids] },
        });
        return (await academy.levels()).map(levelView);
      }),

    posts: async (filters: {
      kind?: 'course' | 'article' | undefined;
      levelId?: number | undefined;
    }) => (await deps.academy.posts(filters)).map(postSummary),

    post: (id: number) => mustPost(deps.academy, id),

    createPost: (actor: AuditActor, input: AdminAcademyPostCreate, locale: Locale) =>
      deps.inTransaction(async ({ academy, audit }) => {
        if (input.kind === 'course') {
          if (input.level_id === undefined) {
            throw fieldsRefused({ level_id: 'academy_level_required' }, locale);
          }
          if (!(await academy.lockLevel(input.level_id))) {
            throw fieldsRefused({ level_id: 'academy_level_not_found' }, locale);
          }
        }
        const now = deps.clock();
        const id = await academy.insertPost(input.kind, postColumns(input), now);
        if (id === undefined) throw fieldsRefused({ slug: 'academy_post_slug_taken' }, locale);
        if (input.kind === 'course') {
          await academy.insertClass(
            input.level_id!,
            id,
            { pass_mark: input.pass_mark, max_attempts: input.max_attempts },
            now,
          );
        }
        await audit(actor, {
          action: 'academy_post.create',
          entity: 'academy_post',
          entityId: id,
          before: null,
          after: { ...input },
        });
        return mustPost(academy, id);
      }),

    updatePost: (actor: AuditActor, id: number, input: AdminAcademyPostUpdate, locale: Locale) =>
      deps.inTransaction(async ({ academy, audit }) => {
        const row = await academy.lockPost(id);
        if (!row) throw notFound('academy_post_not_found');
        if (row.version !== input.version) throw stale(await postView(academy, id));
        const before = (await academy.post(id))!;
        const columns = postColumns(input);
        if (!(await academy.updatePost(id, columns, deps.clock()))) {
          throw fieldsRefused({ slug: 'academy_post_slug_taken' }, locale);
        }
        const { published_at: beforePublished, ...beforeColumns } = before;
        await audit(actor, {
          action: 'academy_post.update',
          entity: 'academy_post',
          entityId: id,
          ...changed(
            { ...beforeColumns, published_at: iso(beforePublished) },
            {
              ...columns,
              ...(columns.published_at ? { published_at: iso(columns.published_at) } : {}),
            },
          ),
        });
        return mustPost(academy, id);
      }),

    /** Deletes a post (a course with its class and quiz) unless members have progress in it. */
    deletePost: (actor: AuditActor, id: number) =>
      deps
        .inTransaction(async ({ academy, audit }) => {
          const row = await academy.lockPost(id);
          if (!row) throw notFound('academy_post_not_found');
          const view = (await postView(academy, id))!;
          if (view.class) {
            await academy.lockLevel(view.class.level_id);
            if (await academy.classHasProgress(view.class.id)) {
              throw conflict('academy_post_has_progress');
            }
            await academy.deleteClassOfPost(id);
          }
          const files = await academy.attachments(id);
          await academy.deletePost(id);
          await audit(actor, {
            action: 'academy_post.delete',
            entity: 'academy_post',
            entityId: id,
            before: {
              kind: view.kind,
              slug: view.slug,
              title_id: view.title_id,
              class: view.class,
            },
            after: null,
          });
          return { id, files: files.map((file) => file.storage_key) };
        })
        .then(async ({ id: deleted, files }) => {
          // The files go after the commit (a rolled-back delete keeps them).
          await Promise.all(files.map((key) => deps.uploads.remove(key)));
          return { id: deleted };
        }),

    /** Stores a post's file in the private uploads and lists it (after its bytes are judged). */
    async addAttachment(
      actor: AuditActor,
      postId: number,
      file: { bytes: Buffer; name: string },
      locale: Locale,
    ) {
      if (!(await deps.academy.post(postId))) throw notFound('academy_post_not_found');
      const kind = sniffAttachment(file.bytes);
      if (!kind) throw fieldsRefused({ file: 'academy_attachment_type' }, locale);
      const key = `academy/posts/${postId}/${contentFingerprint(file.bytes)}.${kind.ext}`;
      await deps.uploads.put(key, file.bytes, kind.type);
      try {
        return await deps.inTransaction(async ({ academy, audit }) => {
          if (!(await academy.lockPost(postId))) throw notFound('academy_post_not_found');
          const name = attachmentName(file.name, kind.ext);
          const id = await academy.insertAttachment(
            postId,
            { name, storage_key: key, content_type: kind.type, size_bytes: file.bytes.length },
            deps.clock(),
          );
          if (id === undefined) throw conflict('academy_attachments_full');
          await academy.bumpPost(postId, deps.clock());
          await audit(actor, {
            action: 'academy_post.attach',
            entity: 'academy_post',
            entityId: postId,
            before: null,
            after: {
              attachment_id: id,
              name,
              content_type: kind.type,
              size_bytes: file.bytes.length,
            },
          });
          return mustPost(academy, postId);
        });
      } catch (error) {
        // The same file twice shares its key: keep it while a row names it.
        const named = (await deps.academy.attachments(postId)).some(
          (row) => row.storage_key === key,
        );
        if (!named) await deps.uploads.remove(key);
        if ((error as { code?: string }).code === '23505') {
          throw fieldsRefused({ file: 'academy_attachment_type' }, locale);
        }
        throw error;
      }
    },

    async removeAttachment(actor: AuditActor, postId: number, attachmentId: number) {
      const removed = await deps.inTransaction(async ({ academy, audit }) => {
        if (!(await academy.lockPost(postId))) throw notFound('academy_post_not_found');
        const row = await academy.deleteAttachment(postId, attachmentId);
        if (!row) throw notFound('academy_attachment_not_found');
        await academy.bumpPost(postId, deps.clock());
        await audit(actor, {
          action: 'academy_post.detach',
          entity: 'academy_post',
          entityId: postId,
          before: { attachment_id: attachmentId, name: row.name },
          after: null,
        });
        return { key: row.storage_key, view: await mustPost(academy, postId) };
      });
      await deps.uploads.remove(removed.key);
      return removed.view;
    },

    /** Unsaved Markdown rendered as a class's lesson is (the editor's live preview). */
    preview: (content: string) => ({ html: renderContent(content, 'page').html }),

    tooLarge: (locale: Locale) =>
      new AppError(
        422,
        'validation_failed',
        'academy_attachment_too_large',
        { max: ACADEMY_ATTACHMENT_MAX_BYTES / 1024 / 1024 },
        {
          fields: {
            file: translate('academy_attachment_too_large', locale, {
              max: ACADEMY_ATTACHMENT_MAX_BYTES / 1024 / 1024,
            }),
          },
        },
      ),

    /** Replaces a class's questions at the class's version, with its pass mark and limit. */
    replaceQuiz: (actor: AuditActor, classId: number, input: AdminAcademyQuizInput) =>
      deps.inTransaction(async ({ academy, audit }) => {
        const row = await academy.lockClass(classId);
        if (!row) throw notFound('academy_class_not_found');
        if (row.version !== input.version) throw stale(await quizView(academy, classId));
        const before = (await quizView(academy, classId))!;
        await academy.replaceQuiz(
          classId,
          { pass_mark: input.pass_mark, max_attempts: input.max_attempts },
          input.questions,
          deps.clock(),
        );
        const after = (await quizView(academy, classId))!;
        await audit(actor, {
          action: 'academy_quiz.replace',
          entity: 'academy_class',
          entityId: classId,
          before: {
            pass_mark: before.pass_mark,
            max_attempts: before.max_attempts,
            questions: before.questions.length,
          },
          after: {
            pass_mark: after.pass_mark,
            max_attempts: after.max_attempts,
            questions: input.questions,
          },
        });
        return after;
      }),

    async enrolments(status: string | undefined, page: number) {
      const [rows, total] = await Promise.all([
        deps.academy.enrolments(status, PAGE_SIZE, (page - 1) * PAGE_SIZE),
        deps.academy.countEnrolments(status),
      ]);
      return { list: await enrolmentViews(deps.academy, rows), total, perPage: PAGE_SIZE };
    },

    enrolment: (id: number) => mustEnrolment(deps.academy, id),

    approve: (actor: AuditActor, id: number) => decide(actor, id, { status: 'approved' }),
    reject: (actor: AuditActor, id: number, reason: string) =>
      decide(actor, id, { status: 'rejected', reason }),

    async papers(status: string | undefined, page: number, locale: Locale) {
      const [rows, total] = await Promise.all([
        deps.academy.papers(status, PAGE_SIZE, (page - 1) * PAGE_SIZE),
        deps.academy.countPapers(status),
      ]);
      return {
        list: await Promise.all(rows.map((row) => paperView(row, locale, []))),
        total,
        perPage: PAGE_SIZE,
      };
    },

    async paper(id: number, locale: Locale) {
      const row = await deps.academy.paper(id);
      if (!row) throw notFound('academy_paper_not_found');
      const images = await deps.academy.paperImages(id);
      return paperView(
        row,
        locale,
        await Promise.all(
          images.map((image) => deps.uploads.signedUrl(image.storage_key, LINK_TTL_SECONDS)),
        ),
      );
    },

    /** Scores a waiting paper once: passed at the level's pass score; the member hears. */
    score: (actor: AuditActor, id: number, input: AdminAcademyScoreInput, locale: Locale) =>
      deps.inTransaction(async ({ academy, audit }) => {
        const row = await academy.paper(id);
        if (!row) throw notFound('academy_paper_not_found');
        if (row.status !== 'submitted') throw conflict('academy_paper_scored');
        if (row.version !== input.version) throw stale(await paperView(row, locale, []));
        const passed = input.score >= (row.pass_score ?? 100);
        const now = deps.clock();
        const score = { score: input.score, passed, feedback: input.feedback };
        if (!(await academy.scorePaper(id, input.version, score, actor.staffId, now))) {
          const current = (await academy.paper(id))!;
          if (current.status !== 'submitted') throw conflict('academy_paper_scored');
          throw stale(await paperView(current, locale, []));
        }
        await academy.queueMail({
          recipient: row.member_email,
          template: 'academy_paper_scored',
          payload: {
            name: row.first_name || row.member_email,
            level: row.level_title_id,
            score: input.score,
            passed,
            feedback: input.feedback,
          },
          now,
        });
        await audit(actor, {
          action: 'academy_paper.score',
          entity: 'academy_paper',
          entityId: id,
          before: { status: 'submitted' },
          after: { status: 'scored', ...score },
        });
        return paperView((await academy.paper(id))!, locale, []);
      }),

    comments: async (status: 'published' | 'held' | 'removed'): Promise<AdminAcademyComment[]> =>
      (await deps.academy.comments(status)).map((row) => ({
        ...row,
        created_at: iso(row.created_at),
      })),
    publishComment: (actor: AuditActor, id: number) => moveComment(actor, id, 'published'),
    removeComment: (actor: AuditActor, id: number) => moveComment(actor, id, 'removed'),

    winners: async (period: string): Promise<AdminAcademyWinner[]> =>
      (await deps.academy.winners(period)).map((row) => ({
        ...row,
        created_at: iso(row.created_at),
      })),

    async candidates(period: string): Promise<AdminAcademyCandidates> {
      const { from, to } = wibMonth(period);
      const [graduates, topScorers] = await Promise.all([
        deps.academy.graduates(from, to),
        deps.academy.topScorers(from, to, TOP_SCORERS),
      ]);
      return {
        period,
        graduates: graduates.map((row) => ({ ...row, graduated_at: iso(row.graduated_at!) })),
        top_scorers: topScorers,
      };
    },

    addWinner: (actor: AuditActor, input: AdminAcademyWinnerInput, locale: Locale) =>
      deps.inTransaction(async ({ academy, audit }) => {
        if (!(await academy.userExists(input.user_id))) {
          throw fieldsRefused({ user_id: 'academy_member_not_found' }, locale);
        }
        const id = await academy.insertWinner(input, actor.staffId, deps.clock());
        if (id === undefined) throw conflict('academy_winner_taken');
        await audit(actor, {
          action: 'academy_winner.create',
          entity: 'academy_winner',
          entityId: id,
          before: null,
          after: { ...input },
        });
        const list = await academy.winners(input.period);
        const row = list.find((winner) => winner.id === id)!;
        return { ...row, created_at: iso(row.created_at) };
      }),

    removeWinner: (actor: AuditActor, id: number) =>
      deps.inTransaction(async ({ academy, audit }) => {
        const row = await academy.deleteWinner(id);
        if (!row) throw notFound('academy_winner_not_found');
        await audit(actor, {
          action: 'academy_winner.delete',
          entity: 'academy_winner',
          entityId: id,
          before: { ...row },
          after: null,
        });
        return { id };
      }),

    /** Gives a member their quiz attempts at a class back (under their progress row's lock). */
    resetAttempts: (actor: AuditActor, userId: number, classId: number) =>
      deps.inTransaction(async ({ academy, audit }) => {
        if (!(await academy.lockProgress(userId))) throw notFound('academy_member_not_found');
        if (!(await academy.classRow(classId))) throw notFound('academy_class_not_found');
        const removed = await academy.resetAttempts(userId, classId);
        await audit(actor, {
          action: 'academy_member.reset_attempts',
          entity: 'academy_member',
          entityId: userId,
          before: { class_id: classId, attempts: removed },
          after: { class_id: classId, attempts: 0 },
        });
        return { user_id: userId, class_id: classId, attempts_removed: removed };
      }),
  };
}

export type AdminAcademyService = ReturnType<typeof createAdminAcademyService>;
