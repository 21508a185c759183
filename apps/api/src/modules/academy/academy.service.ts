import { randomBytes } from 'node:crypto';
import type { Locale } from '@kilau/domain';
import {
  academyProgressView,
  mayCompleteLevel,
  mayMarkRead,
  mayReadClass,
  maySubmitPaper,
  mayTakeQuiz,
  scoreAcademyQuiz,
  type AcademyCertificate,
  type AcademyClassDetail,
  type AcademyClassRef,
  type AcademyEnrolmentInput,
  type AcademyEnrolmentView,
  type AcademyLevel,
  type AcademyLevelCompletion,
  type AcademyLevelShape,
  type AcademyPaperInput,
  type AcademyPaperView,
  type AcademyProgress,
  type AcademyProgressFacts,
  type AcademyProgressView,
  type AcademyQuizAnswers,
  type AcademyQuizAttempt,
  type AcademyQuizView,
  type AcademySettingsView,
  type AcademyWinner,
  PAPER_IMAGE_MAX_BYTES,
  PAPER_IMAGE_TYPES,
  paperImagePrefix,
} from '@kilau/domain/academy';
import type { PrivateFiles } from '../../adapters/storage';
import { AppError, fieldsRefused } from '../../lib/app-error';
import { renderContent } from '../../lib/markdown';
import { certificateCode, CERTIFICATE_CODE } from './academy-certificate';
import type { AcademyRepository } from './academy.repository';
import type { AcademyGraduationSeams, AcademyProductTiles } from './academy-ports';

/** How long an attachment's or a paper image's link lasts. */
export const ACADEMY_LINK_TTL_SECONDS = 15 * 60;

type ClassRow = Awaited<ReturnType<AcademyRepository['classes']>>[number];
type LevelRow = Awaited<ReturnType<AcademyRepository['levels']>>[number];

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
const pick = (locale: Locale, id: string, en: string) => (locale === 'en' ? en : id);

export const academyNotFound = () => new AppError(404, 'academy_not_found', 'academy_not_found');
const notEnrolled = () => new AppError(403, 'academy_not_enrolled', 'academy_not_enrolled');
const classNotFound = () => new AppError(404, 'academy_class_not_found', 'academy_class_not_found');

/** A progress rule's refusal as the API answers it. */
export function refusal(
  code: string,
  params: Record<string, string | number> = {},
  data: unknown = null,
) {
  const status =
    code === 'academy_class_not_found' || code === 'academy_level_not_found'
      ? 404
      : code === 'academy_class_locked' || code === 'academy_level_locked'
        ? 403
        : 409;
  return new AppError(status, code, code as never, params, data);
}

/** Display name: first name and the last name's initial, else the user name. */
export const shortName = (user: { first_name: string; last_name: string; user_name: string }) => {
  const first = user.first_name.trim();
  if (!first) return user.user_name;
  const last = user.last_name.trim();
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
};
const fullName = (user: { first_name: string; last_name: string; user_name: string }) =>
  `${user.first_name} ${user.last_name}`.trim() || user.user_name;

export type AcademyWork = { academy: AcademyRepository; seams: AcademyGraduationSeams };

/**
 * The academy's storefront use cases (docs/design/academy.md): the public syllabus, the
 * enrolment, and an approved member's progress — every write under the member's progress row's
 * lock, checked against the server's own rows by the domain's rules.
 */
export function createAcademyService(deps: {
  academy: AcademyRepository;
  transaction: <T>(work: (joined: AcademyWork) => Promise<T>) => Promise<T>;
  tiles: AcademyProductTiles;
  files: PrivateFiles;
  clock: () => Date;
}) {
  const { academy, clock, files } = deps;

  async function settingsRow(repo: AcademyRepository = academy) {
    const row = await repo.settings();
    if (!row || !row.is_active) throw academyNotFound();
    return row;
  }

  async function syllabus(repo: AcademyRepository = academy) {
    const [levels, classes] = await Promise.all([repo.levels(), repo.classes()]);
    const shape: AcademyLevelShape[] = levels.map((level) => ({
      id: Number(level.id),
      has_assignment: level.assignment_pass_score !== null,
      classes: classes
        .filter((row) => Number(row.level_id) === Number(level.id))
        .map((row) => ({ id: Number(row.id), has_quiz: Number(row.question_count) > 0 })),
    }));
    return { levels, classes, shape };
  }

  async function factsOf(repo: AcademyRepository, userId: number) {
    const [classRows, completions, papers] = await Promise.all([
      repo.classProgress(userId),
      repo.completions(userId),
      repo.papers(userId),
    ]);
    const facts: AcademyProgressFacts = {
      read: new Set(classRows.filter((row) => row.read_at).map((row) => Number(row.class_id))),
      passed: new Set(classRows.filter((row) => row.passed_at).map((row) => Number(row.class_id))),
      completed_levels: new Set(completions.map((row) => Number(row.level_id))),
      papers_passed: new Set(
        papers.filter((paper) => paper.passed === true).map((paper) => Number(paper.level_id)),
      ),
    };
    return { facts, classRows, completions, papers };
  }

  /** The approved member's progress row, or 403 `academy_not_enrolled`. */
  async function approved(repo: AcademyRepository, userId: number, lock: boolean) {
    const row = lock ? await repo.lockProgress(userId) : await repo.progress(userId);
    if (!row) throw notEnrolled();
    return row;
  }

  /** The member's state, read (optionally under the progress lock) in one go. */
  async function stateOf(repo: AcademyRepository, userId: number, lock = false) {
    await settingsRow(repo);
    const progress = await approved(repo, userId, lock);
    const [{ levels, classes, shape }, facts] = await Promise.all([
      syllabus(repo),
      factsOf(repo, userId),
    ]);
    const view = academyProgressView(shape, facts.facts);
    return { progress, levels, classes, view, ...facts };
  }

  const ref = (row: ClassRow, locale: Locale): AcademyClassRef => ({
    id: Number(row.id),
    slug: row.slug,
    title: pick(locale, row.title_id, row.title_en),
  });
  const stateIn = (view: AcademyProgressView, classId: number) => {
    for (const level of view.levels)
      for (const entry of level.classes) if (entry.id === classId) return entry.state;
    return 'locked' as const;
  };

  async function paperViews(papers: Awaited<ReturnType<AcademyRepository['papers']>>) {
    const images = await academy.paperImages(papers.map((paper) => Number(paper.id)));
    return Promise.all(
      papers.map(
        async (paper): Promise<AcademyPaperView> => ({
          id: Number(paper.id),
          level_id: Number(paper.level_id),
          attempt_no: paper.attempt_no,
          body: paper.body,
          images: await Promise.all(
            images
              .filter((image) => Number(image.paper_id) === Number(paper.id))
              .map((image) => files.signedUrl(image.storage_key, ACADEMY_LINK_TTL_SECONDS)),
          ),
          status: paper.status,
          score: paper.score,
          passed: paper.passed,
          feedback: paper.feedback,
          created_at: iso(paper.created_at),
          scored_at: isoOrNull(paper.scored_at),
        }),
      ),
    );
  }

  async function progressOf(userId: number, locale: Locale): Promise<AcademyProgress> {
    const state = await stateOf(academy, userId);
    const byId = new Map(state.classes.map((row) => [Number(row.id), row]));
    const classFacts = new Map(state.classRows.map((row) => [Number(row.class_id), row]));
    const papers = await paperViews(state.papers);
    const certificate = await academy.certificateOf(userId);
    const nextRow = state.view.next_class_id === null ? null : byId.get(state.view.next_class_id);
    const lastRow =
      state.progress.last_class_id === null ? null : byId.get(Number(state.progress.last_class_id));
    return {
      started_at: iso(state.progress.started_at),
      graduated_at: isoOrNull(state.progress.graduated_at),
      last_class: lastRow ? ref(lastRow, locale) : null,
      next_class: nextRow ? ref(nextRow, locale) : null,
      percent: state.view.percent,
      levels: state.view.levels.map((level) => ({
        id: level.id,
        state: level.state,
        completed_at: isoOrNull(
          state.completions.find((row) => Number(row.level_id) === level.id)?.completed_at ?? null,
        ),
        paper_open: level.paper_open,
        paper: papers.find((paper) => paper.level_id === level.id) ?? null,
        classes: level.classes.map((entry) => {
          const row = byId.get(entry.id)!;
          const facts = classFacts.get(entry.id);
          const attempts = facts?.attempts ?? 0;
          return {
            id: entry.id,
            slug: row.slug,
            state: entry.state,
            attempts,
            best_score: facts?.best_score ?? null,
            attempts_left:
              row.max_attempts === null ? null : Math.max(0, row.max_attempts - attempts),
          };
        }),
      })),
      certificate_code: certificate?.code ?? null,
    };
  }

  async function classBySlug(slug: string) {
    const { classes } = await syllabus();
    const row = classes.find((entry) => entry.slug === slug);
    if (!row) throw classNotFound();
    return row;
  }

  /** 403 `academy_class_locked` with where to go instead. */
  function lockedError(view: AcademyProgressView, classes: ClassRow[], locale: Locale) {
    const next = classes.find((row) => Number(row.id) === view.next_class_id);
    return new AppError(
      403,
      'academy_class_locked',
      'academy_class_locked',
      {},
      {
        next_class: next ? ref(next, locale) : null,
      },
    );
  }

  async function enrolmentView(
    row: NonNullable<Awaited<ReturnType<AcademyRepository['enrolment']>>>,
  ): Promise<AcademyEnrolmentView> {
    const ids = await academy.enrolmentProducts(Number(row.id));
    const tiles = new Map((await deps.tiles(ids)).map((tile) => [tile.id, tile]));
    return {
      id: Number(row.id),
      status: row.status,
      full_name: row.full_name,
      phone_no: row.phone_no,
      city: row.city,
      workplace_kind: row.workplace_kind,
      workplace_name: row.workplace_name,
      instagram: row.instagram,
      motivation: row.motivation,
      rejection_reason: row.rejection_reason,
      submitted_at: iso(row.submitted_at),
      decided_at: isoOrNull(row.decided_at),
      products: ids.flatMap((id) => {
        const tile = tiles.get(id);
        return tile ? [tile] : [];
      }),
    };
  }

  return {
    async settings(locale: Locale): Promise<AcademySettingsView> {
      const row = await settingsRow();
      const [{ levels, classes }, graduates] = await Promise.all([
        syllabus(),
        academy.graduatesCount(),
      ]);
      return {
        name: row.name,
        path_segment: row.path_segment,
        brand: {
          id: Number(row.brand_id),
          name: row.brand_name,
          slug: row.brand_slug,
          logo_url: row.brand_logo_url,
        },
        tagline: pick(locale, row.tagline_id, row.tagline_en),
        description: pick(locale, row.description_id, row.description_en),
        logo_url: row.logo_url,
        primary_colour: row.primary_colour,
        accent_colour: row.accent_colour,
        is_active: row.is_active,
        levels_count: levels.length,
        classes_count: classes.length,
        graduates_count: graduates,
      };
    },

    async levels(locale: Locale): Promise<AcademyLevel[]> {
      await settingsRow();
      const { levels, classes } = await syllabus();
      return levels.map((level: LevelRow) => ({
        id: Number(level.id),
        position: level.position,
        title: pick(locale, level.title_id, level.title_en),
        summary: pick(locale, level.summary_id, level.summary_en),
        assignment:
          level.assignment_pass_score === null
            ? null
            : {
                title: pick(
                  locale,
                  level.assignment_title_id ?? '',
                  level.assignment_title_en ?? '',
                ),
                brief: pick(
                  locale,
                  level.assignment_brief_id ?? '',
                  level.assignment_brief_en ?? '',
                ),
                pass_score: level.assignment_pass_score,
              },
        classes: classes
          .filter((row) => Number(row.level_id) === Number(level.id))
          .map((row) => ({
            id: Number(row.id),
            slug: row.slug,
            position: row.position,
            title: pick(locale, row.title_id, row.title_en),
            summary: pick(locale, row.summary_id, row.summary_en),
            owner: row.owner,
            cover_image: row.cover_image,
            question_count: Number(row.question_count),
            pass_mark: row.pass_mark,
            max_attempts: row.max_attempts,
          })),
      }));
    },

    /** The caller's own enrolment, or null; any other id is 404 (never another member's). */
    async enrolment(
      userId: number,
      filterId: number | undefined,
    ): Promise<AcademyEnrolmentView | null> {
      await settingsRow();
      if (filterId !== undefined && filterId !== userId) throw academyNotFound();
      const row = await academy.enrolment(userId);
      return row ? enrolmentView(row) : null;
    },

    /**
     * Enrols (or enrols again after a rejection): the products must be the partner brand's;
     * decided at once by `auto_all`, or by `auto_buyers` when the member has a paid order with one
     * of the brand's products; an approval lays down the progress row in the same transaction.
     */
    async enrol(userId: number, input: AcademyEnrolmentInput, locale: Locale) {
      const settings = await settingsRow();
      const own = await academy.brandProducts(Number(settings.brand_id), input.product_ids);
      if (input.product_ids.some((id) => !own.has(id)))
        throw fieldsRefused({ product_ids: 'academy_products_invalid' }, locale);
      const approve =
        settings.enrolment_mode === 'auto_all' ||
        (settings.enrolment_mode === 'auto_buyers' &&
          (await academy.boughtBrand(userId, Number(settings.brand_id))));
      await deps.transaction(async ({ academy: tx }) => {
        const existing = await tx.lockEnrolment(userId);
        if (existing && existing.status !== 'rejected')
          throw new AppError(409, 'academy_enrolment_exists', 'academy_enrolment_exists');
        const now = clock();
        await tx.saveEnrolment(
          {
            user_id: userId,
            status: approve ? 'approved' : 'pending',
            full_name: input.full_name,
            phone_no: input.phone_no,
            city: input.city,
            workplace_kind: input.workplace_kind,
            workplace_name: input.workplace_name,
            instagram: input.instagram,
            motivation: input.motivation,
            rejection_reason: null,
            auto_approved: approve,
            decided_by: null,
            decided_at: approve ? now : null,
            submitted_at: now,
            updated_at: now,
          },
          existing ? Number(existing.id) : null,
          input.product_ids,
        );
        if (approve) await tx.insertProgress(userId, now);
      });
      const row = await academy.enrolment(userId);
      return enrolmentView(row!);
    },

    progress: progressOf,

    /** `PUT user-progress`: where the member left off; a locked class is refused. */
    async setLastClass(userId: number, classId: number, locale: Locale) {
      await deps.transaction(async ({ academy: tx }) => {
        const state = await stateOf(tx, userId, true);
        const read = mayReadClass(state.view, classId);
        if (!read.ok) {
          if (read.code === 'academy_class_locked')
            throw lockedError(state.view, state.classes, locale);
          throw refusal(read.code);
        }
        await tx.setLastClass(userId, classId, clock());
      });
      return progressOf(userId, locale);
    },

    /** `POST user-progress/next-course/{class}`: the lesson is read (idempotent). */
    async markRead(userId: number, classId: number, locale: Locale) {
      await deps.transaction(async ({ academy: tx }) => {
        const state = await stateOf(tx, userId, true);
        const allowed = mayMarkRead(state.view, classId);
        if (!allowed.ok) {
          if (allowed.code === 'academy_class_locked')
            throw lockedError(state.view, state.classes, locale);
          throw refusal(allowed.code);
        }
        const now = clock();
        if (!allowed.value.already) await tx.markRead(userId, classId, now);
        await tx.setLastClass(userId, classId, now);
      });
      return progressOf(userId, locale);
    },

    async classDetail(userId: number, slug: string, locale: Locale): Promise<AcademyClassDetail> {
      const state = await stateOf(academy, userId);
      const row = state.classes.find((entry) => entry.slug === slug);
      if (!row) throw classNotFound();
      const classId = Number(row.id);
      const read = mayReadClass(state.view, classId);
      if (!read.ok) {
        if (read.code === 'academy_class_locked')
          throw lockedError(state.view, state.classes, locale);
        throw refusal(read.code);
      }
      const [post, attachments, level] = await Promise.all([
        academy.post(Number(row.post_id)),
        academy.attachments([Number(row.post_id)]),
        Promise.resolve(state.levels.find((entry) => Number(entry.id) === Number(row.level_id))!),
      ]);
      if (!post) throw classNotFound();
      const index = state.classes.indexOf(row);
      const previous = index > 0 ? state.classes[index - 1]! : null;
      const next = index + 1 < state.classes.length ? state.classes[index + 1]! : null;
      const facts = state.classRows.find((entry) => Number(entry.class_id) === classId);
      const commentCount = await academy.publishedCommentCount(Number(row.post_id));
      return {
        id: classId,
        slug: row.slug,
        post_id: Number(row.post_id),
        position: row.position,
        level: {
          id: Number(level.id),
          position: level.position,
          title: pick(locale, level.title_id, level.title_en),
        },
        title: pick(locale, post.title_id, post.title_en),
        summary: pick(locale, post.summary_id, post.summary_en),
        owner: post.owner,
        cover_image: post.cover_image,
        tags: post.tags,
        published_at: iso(post.published_at),
        content_html: renderContent(pick(locale, post.content_id, post.content_en), 'page').html,
        attachments: await Promise.all(
          attachments.map(async (attachment) => ({
            id: Number(attachment.id),
            name: attachment.name,
            content_type: attachment.content_type,
            size_bytes: attachment.size_bytes,
            url: await files.signedUrl(attachment.storage_key, ACADEMY_LINK_TTL_SECONDS),
          })),
        ),
        state: read.value,
        quiz: {
          question_count: Number(row.question_count),
          pass_mark: row.pass_mark,
          max_attempts: row.max_attempts,
          attempts: facts?.attempts ?? 0,
          best_score: facts?.best_score ?? null,
          passed: !!facts?.passed_at,
        },
        previous: previous ? ref(previous, locale) : null,
        next: next ? { ...ref(next, locale), state: stateIn(state.view, Number(next.id)) } : null,
        comment_count: commentCount,
      };
    },

    async quiz(userId: number, slug: string, locale: Locale): Promise<AcademyQuizView> {
      const state = await stateOf(academy, userId);
      const row = state.classes.find((entry) => entry.slug === slug);
      if (!row) throw classNotFound();
      const classId = Number(row.id);
      const classState = stateIn(state.view, classId);
      if (classState === 'locked') throw lockedError(state.view, state.classes, locale);
      if (classState === 'open') throw refusal('academy_quiz_not_open');
      const [questions, options] = await Promise.all([
        academy.questions(classId),
        academy.options(classId),
      ]);
      const facts = state.classRows.find((entry) => Number(entry.class_id) === classId);
      return {
        class: ref(row, locale),
        pass_mark: row.pass_mark,
        max_attempts: row.max_attempts,
        attempts: facts?.attempts ?? 0,
        passed: !!facts?.passed_at,
        questions: questions.map((question) => ({
          id: Number(question.id),
          position: question.position,
          prompt: pick(locale, question.prompt_id, question.prompt_en),
          options: options
            .filter((option) => Number(option.question_id) === Number(question.id))
            .map((option) => ({
              id: Number(option.id),
              position: option.position,
              label: pick(locale, option.label_id, option.label_en),
            })),
        })),
      };
    },

    /** A quiz attempt, numbered and limited under the progress row's lock. */
    async attemptQuiz(
      userId: number,
      slug: string,
      body: AcademyQuizAnswers,
      locale: Locale,
    ): Promise<AcademyQuizAttempt> {
      const row = await classBySlug(slug);
      const classId = Number(row.id);
      const [questions, options] = await Promise.all([
        academy.questions(classId),
        academy.options(classId),
      ]);
      const answers = new Map<number, number>();
      for (const answer of body.answers) {
        if (answers.has(answer.question_id))
          throw refusal('academy_quiz_answers_incomplete', {}, null);
        answers.set(answer.question_id, answer.option_id);
      }
      const key = questions.map((question) => {
        const own = options.filter((option) => Number(option.question_id) === Number(question.id));
        return {
          question_id: Number(question.id),
          option_ids: own.map((option) => Number(option.id)),
          correct_option_id: Number(own.find((option) => option.is_correct)?.id ?? 0),
        };
      });
      const outcome = await deps.transaction(async ({ academy: tx }) => {
        const state = await stateOf(tx, userId, true);
        const facts = state.classRows.find((entry) => Number(entry.class_id) === classId);
        const allowed = mayTakeQuiz(state.view, classId, facts?.attempts ?? 0, row.max_attempts);
        if (!allowed.ok) {
          if (allowed.code === 'academy_class_locked')
            throw lockedError(state.view, state.classes, locale);
          throw refusal(allowed.code, allowed.params ?? {});
        }
        const score = scoreAcademyQuiz(key, answers, row.pass_mark);
        if (!score.ok) throw new AppError(422, score.code, score.code);
        await tx.recordAttempt({
          userId,
          classId,
          attemptNo: allowed.value.attempt_no,
          correct: score.value.correct,
          total: score.value.total,
          score: score.value.score,
          passed: score.value.passed,
          answers: Object.fromEntries(answers),
          now: clock(),
        });
        let nextClass: AcademyClassRef | null = null;
        if (score.value.passed) {
          const after = academyProgressView(
            state.levels.map((level) => ({
              id: Number(level.id),
              has_assignment: level.assignment_pass_score !== null,
              classes: state.classes
                .filter((entry) => Number(entry.level_id) === Number(level.id))
                .map((entry) => ({
                  id: Number(entry.id),
                  has_quiz: Number(entry.question_count) > 0,
                })),
            })),
            { ...state.facts, passed: new Set([...state.facts.passed, classId]) },
          );
          const next = state.classes.find((entry) => Number(entry.id) === after.next_class_id);
          nextClass = next && Number(next.id) !== classId ? ref(next, locale) : null;
        }
        return { attemptNo: allowed.value.attempt_no, score: score.value, nextClass };
      });
      return {
        attempt_no: outcome.attemptNo,
        correct: outcome.score.correct,
        total: outcome.score.total,
        score: outcome.score.score,
        pass_mark: row.pass_mark,
        passed: outcome.score.passed,
        attempts_left:
          row.max_attempts === null ? null : Math.max(0, row.max_attempts - outcome.attemptNo),
        results: outcome.score.results.map((result) => {
          const question = questions.find((entry) => Number(entry.id) === result.question_id)!;
          return {
            question_id: result.question_id,
            correct: result.correct,
            explanation: pick(locale, question.explanation_id, question.explanation_en),
          };
        }),
        next_class: outcome.nextClass,
      };
    },

    /**
     * `POST complete-level`: exactly once (the completion's primary key, under the progress
     * lock); the last level graduates — certificate, badge and voucher in the same transaction.
     */
    async completeLevel(userId: number, levelId: number): Promise<AcademyLevelCompletion> {
      const settings = await settingsRow();
      return deps.transaction(async ({ academy: tx, seams }) => {
        const state = await stateOf(tx, userId, true);
        const allowed = mayCompleteLevel(state.view, levelId);
        if (!allowed.ok) throw refusal(allowed.code);
        const now = clock();
        if (!(await tx.completeLevel(userId, levelId, now)))
          throw refusal('academy_level_completed');
        let certificate: AcademyLevelCompletion['certificate'] = null;
        if (allowed.value.graduates) {
          await tx.graduate(userId, now);
          const member = await tx.member(userId);
          const enrolment = await tx.enrolment(userId);
          const holder = (enrolment?.full_name ?? (member ? fullName(member) : '')).slice(0, 100);
          await seams.badge(userId);
          const voucherCode =
            settings.graduation_voucher_id === null
              ? null
              : await seams.voucher(Number(settings.graduation_voucher_id), userId, now);
          let code = certificateCode();
          while (
            !(await tx.insertCertificate({
              user_id: userId,
              code,
              holder_name: holder,
              academy_name: settings.name,
              voucher_code: voucherCode,
              issued_at: now,
            }))
          )
            code = certificateCode();
          certificate = { code, voucher_code: voucherCode };
        }
        return {
          level_id: levelId,
          completed_at: now.toISOString(),
          graduated: allowed.value.graduates,
          certificate,
        };
      });
    },

    async papers(userId: number): Promise<AcademyPaperView[]> {
      await settingsRow();
      await approved(academy, userId, false);
      return paperViews(await academy.papers(userId));
    },

    /** Where the member PUTs one paper image (private, under their own prefix). */
    async paperUploadUrl(userId: number, contentType: string) {
      await approved(academy, userId, false);
      const ext =
        contentType === 'image/png' ? 'png' : contentType === 'image/webp' ? 'webp' : 'jpg';
      const name = `${paperImagePrefix(userId)}${randomBytes(12).toString('hex')}.${ext}`;
      return {
        name,
        url: await files.signedPutUrl(name, contentType, ACADEMY_LINK_TTL_SECONDS),
        method: 'PUT' as const,
        headers: { 'content-type': contentType },
      };
    },

    /**
     * `POST practice-papers`: when the level's paper is open and none waits; each image must be
     * an upload under the member's own prefix, there, an image of at most 5 MB, held by no paper.
     */
    async submitPaper(userId: number, input: AcademyPaperInput, locale: Locale) {
      await settingsRow();
      const unavailable = () =>
        fieldsRefused({ images: 'academy_paper_image_unavailable' }, locale);
      if (new Set(input.images).size !== input.images.length) throw unavailable();
      for (const name of input.images) {
        if (!name.startsWith(paperImagePrefix(userId)) || name.includes('..')) throw unavailable();
        const head = await files.head(name);
        if (
          !head ||
          head.size > PAPER_IMAGE_MAX_BYTES ||
          !(PAPER_IMAGE_TYPES as readonly string[]).includes(head.contentType)
        )
          throw unavailable();
      }
      if ((await academy.heldImages(input.images)).size > 0) throw unavailable();
      const id = await deps.transaction(async ({ academy: tx }) => {
        const state = await stateOf(tx, userId, true);
        const allowed = maySubmitPaper(state.view, input.level_id);
        if (!allowed.ok) throw refusal(allowed.code);
        if (await tx.waitingPaper(userId, input.level_id))
          throw new AppError(409, 'academy_paper_waiting', 'academy_paper_waiting');
        return tx.insertPaper({
          userId,
          levelId: input.level_id,
          body: input.body,
          images: input.images,
          now: clock(),
        });
      });
      const papers = await paperViews(await academy.papers(userId));
      return papers.find((paper) => paper.id === id)!;
    },

    async winners(): Promise<AcademyWinner[]> {
      await settingsRow();
      return (await academy.winners()).map((row) => ({
        period: row.period,
        kind: row.kind,
        rank: row.rank,
        name: shortName(row),
        image_url: row.image_url,
        note: row.note,
      }));
    },

    async certificate(userId: number): Promise<AcademyCertificate & { segment: string }> {
      const settings = await settingsRow();
      const row = await academy.certificateOf(userId);
      if (!row) throw new AppError(404, 'academy_not_graduated', 'academy_not_graduated');
      return {
        code: row.code,
        holder_name: row.holder_name,
        academy_name: row.academy_name,
        issued_at: iso(row.issued_at),
        voucher_code: row.voucher_code,
        segment: settings.path_segment,
      };
    },

    async verify(code: string) {
      const normal = code.trim().toUpperCase();
      const row = CERTIFICATE_CODE.test(normal)
        ? await academy.certificateByCode(normal)
        : undefined;
      if (!row)
        throw new AppError(404, 'academy_certificate_not_found', 'academy_certificate_not_found');
      return {
        code: row.code,
        holder_name: row.holder_name,
        academy_name: row.academy_name,
        issued_at: iso(row.issued_at),
      };
    },

    /** For the posts plugin: the member's view (null when not approved). */
    async viewOf(userId: number | null) {
      if (userId === null) return null;
      const progress = await academy.progress(userId);
      if (!progress) return null;
      const [{ classes, shape }, facts] = await Promise.all([syllabus(), factsOf(academy, userId)]);
      return { classes, view: academyProgressView(shape, facts.facts) };
    },
    stateIn,
  };
}

export type AcademyService = ReturnType<typeof createAcademyService>;
