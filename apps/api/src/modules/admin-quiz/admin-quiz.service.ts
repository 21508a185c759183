import type { Locale, MessageCode } from '@kilau/domain';
import type {
  AdminQuiz,
  AdminQuizAnswerCreate,
  AdminQuizAnswerUpdate,
  AdminQuizCreate,
  AdminQuizQuestionCreate,
  AdminQuizQuestionUpdate,
  AdminQuizSummary,
  AdminQuizUpdate,
} from '@kilau/domain/admin';
import { checkProfileImage } from '@kilau/domain/accounts';
import { contentFingerprint, mediaPath, type PublicFiles } from '../../adapters/storage';
import { AppError, fieldsRefused } from '../../lib/app-error';
import { uploadRefusal, type ImageGuard, type ImageRecipe } from '../../lib/image-guard';
import {
  changedKeys as changed,
  type AuditActor,
  type AuditEntryInput,
} from '../../lib/staff-request';
import type { AdminQuizRepository } from './admin-quiz.repository';

const IMAGE_FIELD = 'image';
/** Orientation applied, at most 1,200 px wide (never enlarged), WebP without metadata. */
const QUIZ_PICTURE: ImageRecipe = {
  rotate: true,
  resize: { width: 1200, withoutEnlargement: true },
  format: 'webp',
  formatOptions: { quality: 82 },
};

type Audit = (actor: AuditActor, entry: AuditEntryInput) => Promise<void>;
type Tx = { quizzes: AdminQuizRepository; audit: Audit };

const quizNotFound = () => new AppError(404, 'quiz_not_found', 'quiz_not_found');
const questionNotFound = () =>
  new AppError(404, 'quiz_question_not_found', 'quiz_question_not_found');
const answerNotFound = () => new AppError(404, 'quiz_answer_not_found', 'quiz_answer_not_found');
/** A question or answer some shopper's submission names: kept, so the submission stays whole. */
const inUse = (code: 'quiz_question_in_use' | 'quiz_answer_in_use') =>
  new AppError(409, code, code);

/** Everything of a quiz the back office edits, read on `repo`. */
async function quizView(repo: AdminQuizRepository, id: number): Promise<AdminQuiz | undefined> {
  const quiz = await repo.quizById(id);
  if (!quiz) return undefined;
  const [questions, answers, rules] = await Promise.all([
    repo.questions(id),
    repo.answers(id),
    repo.rules(id),
  ]);
  return {
    ...quiz,
    questions: questions.map((question) => ({
      ...question,
      answers: answers
        .filter((answer) => answer.question_id === question.id)
        .map((answer) => ({
          ...answer,
          tags: rules
            .filter((rule) => rule.answer_id === answer.id)
            .map((rule) => ({
              tag_id: rule.tag_id,
              tag_name: rule.name,
              tag_type: rule.type,
              weight: rule.weight,
            })),
        })),
    })),
  };
}

/**
 * The beauty quiz in the back office (permission `quiz.write`; docs/design/beauty-quiz.md). Each
 * write runs in one transaction with its audit row; an edit names the `version` it was read at
 * (a stale one answers 409 with the quiz as it is now). Every write answers the whole quiz, so
 * the editor shows what was saved. Locks: the quiz, then the question, then the answer.
 */
export function createAdminQuizService(deps: {
  quizzes: AdminQuizRepository;
  inTransaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  clock: () => Date;
  images: ImageGuard;
  media: PublicFiles;
}) {
  const stale = async (repo: AdminQuizRepository, quizId: number) =>
    new AppError(
      409,
      'changed_by_someone_else',
      'changed_by_someone_else',
      {},
      { current: await quizView(repo, quizId) },
    );

  /** Refuses rules naming a tag that is no skin type or concern. */
  async function checkRules(
    repo: AdminQuizRepository,
    rules: readonly { tag_id: number }[] | undefined,
    locale: Locale,
  ) {
    if (!rules?.length) return;
    const allowed = await repo.ruleTags(rules.map((rule) => rule.tag_id));
    const refused: Record<string, MessageCode> = {};
    rules.forEach((rule, index) => {
      if (!allowed.has(rule.tag_id)) refused[`tags.${index}.tag_id`] = 'quiz_tag_invalid';
    });
    if (Object.keys(refused).length > 0) throw fieldsRefused(refused, locale);
  }

  const mustView = async (repo: AdminQuizRepository, id: number) => {
    const view = await quizView(repo, id);
    if (!view) throw quizNotFound();
    return view;
  };

  return {
    list: (): Promise<AdminQuizSummary[]> => deps.quizzes.listQuizzes(),

    get: (id: number) => mustView(deps.quizzes, id),

    create: (actor: AuditActor, input: AdminQuizCreate, locale: Locale) =>
      deps.inTransaction(async ({ quizzes, audit }) => {
        const id = await quizzes.insertQuiz({ ...input, now: deps.clock() });
        if (id === undefined) throw fieldsRefused({ slug: 'quiz_slug_taken' }, locale);
        await audit(actor, {
          action: 'quiz.create',
          entity: 'quiz',
          entityId: id,
          before: null,
          after: { ...input },
        });
        return mustView(quizzes, id);
      }),

    update: (actor: AuditActor, id: number, input: AdminQuizUpdate, locale: Locale) =>
      deps.inTransaction(async ({ quizzes, audit }) => {
        const row = await quizzes.lockQuiz(id);
        if (!row) throw quizNotFound();
        if (row.version !== input.version) throw await stale(quizzes, id);
        const { version: _version, ...change } = input;
        if (!(await quizzes.updateQuiz(id, change, deps.clock()))) {
          throw fieldsRefused({ slug: 'quiz_slug_taken' }, locale);
        }
        await audit(actor, {
          action: 'quiz.update',
          entity: 'quiz',
          entityId: id,
          ...changed(row, { ...row, ...change }),
        });
        return mustView(quizzes, id);
      }),

    addQuestion: (
      actor: AuditActor,
      quizId: number,
      input: AdminQuizQuestionCreate,
      locale: Locale,
    ) =>
      deps.inTransaction(async ({ quizzes, audit }) => {
        if (!(await quizzes.lockQuiz(quizId))) throw quizNotFound();
        if (await quizzes.questionPositionTaken(quizId, input.position)) {
          throw fieldsRefused({ position: 'quiz_position_taken' }, locale);
        }
        const id = await quizzes.insertQuestion({ ...input, quiz_id: quizId });
        await audit(actor, {
          action: 'quiz_question.create',
          entity: 'quiz_question',
          entityId: id,
          before: null,
          after: { quiz_id: quizId, ...input },
        });
        return mustView(quizzes, quizId);
      }),

    updateQuestion: (
      actor: AuditActor,
      id: number,
      input: AdminQuizQuestionUpdate,
      locale: Locale,
    ) =>
      deps.inTransaction(async ({ quizzes, audit }) => {
        const owner = await quizzes.questionById(id);
        if (!owner) throw questionNotFound();
        await quizzes.lockQuiz(owner.quiz_id);
        const row = await quizzes.lockQuestion(id);
        if (!row) throw questionNotFound();
        if (row.version !== input.version) throw await stale(quizzes, row.quiz_id);
        const { version: _version, ...change } = input;
        if (
          change.position !== undefined &&
          (await quizzes.questionPositionTaken(row.quiz_id, change.position, id))
        ) {
          throw fieldsRefused({ position: 'quiz_position_taken' }, locale);
        }
        await quizzes.updateQuestion(id, change);
        await audit(actor, {
          action: 'quiz_question.update',
          entity: 'quiz_question',
          entityId: id,
          ...changed(row, { ...row, ...change }),
        });
        return mustView(quizzes, row.quiz_id);
      }),

    addAnswer: (
      actor: AuditActor,
      questionId: number,
      input: AdminQuizAnswerCreate,
      locale: Locale,
    ) =>
      deps.inTransaction(async ({ quizzes, audit }) => {
        const question = await quizzes.lockQuestion(questionId);
        if (!question) throw questionNotFound();
        if (await quizzes.answerPositionTaken(questionId, input.position)) {
          throw fieldsRefused({ position: 'quiz_position_taken' }, locale);
        }
        await checkRules(quizzes, input.tags, locale);
        const { tags, ...columns } = input;
        const id = await quizzes.insertAnswer({ ...columns, question_id: questionId });
        await quizzes.replaceRules(id, tags);
        await audit(actor, {
          action: 'quiz_answer.create',
          entity: 'quiz_answer',
          entityId: id,
          before: null,
          after: { question_id: questionId, ...input },
        });
        return mustView(quizzes, question.quiz_id);
      }),

    /** An answer's edit; `tags`, when sent, replaces its result rules. */
    updateAnswer: (actor: AuditActor, id: number, input: AdminQuizAnswerUpdate, locale: Locale) =>
      deps.inTransaction(async ({ quizzes, audit }) => {
        const owner = await quizzes.answerById(id);
        if (!owner) throw answerNotFound();
        await quizzes.lockQuestion(owner.question_id);
        const row = await quizzes.lockAnswer(id);
        if (!row) throw answerNotFound();
        if (row.version !== input.version) throw await stale(quizzes, owner.quiz_id);
        const { version: _version, tags, ...change } = input;
        if (
          change.position !== undefined &&
          (await quizzes.answerPositionTaken(row.question_id, change.position, id))
        ) {
          throw fieldsRefused({ position: 'quiz_position_taken' }, locale);
        }
        await checkRules(quizzes, tags, locale);
        const before = (await quizView(quizzes, owner.quiz_id))?.questions
          .flatMap((question) => question.answers)
          .find((answer) => answer.id === id);
        await quizzes.updateAnswer(id, change);
        if (tags) await quizzes.replaceRules(id, tags);
        const view = await mustView(quizzes, owner.quiz_id);
        const after = view.questions
          .flatMap((question) => question.answers)
          .find((answer) => answer.id === id);
        const strip = (answer: typeof after) => {
          if (!answer) return {};
          const { version: _v, ...rest } = answer;
          return rest as Record<string, unknown>;
        };
        await audit(actor, {
          action: 'quiz_answer.update',
          entity: 'quiz_answer',
          entityId: id,
          ...changed(strip(before), strip(after)),
        });
        return view;
      }),

    /**
     * Removes a question with its answers and their rules, at the question's `version`. A
     * question a submission answered is kept (409 `quiz_question_in_use`): the submissions name
     * it; switch the quiz off or change the question's words instead.
     */
    deleteQuestion: (actor: AuditActor, id: number, version: number) =>
      deps.inTransaction(async ({ quizzes, audit }) => {
        const owner = await quizzes.questionById(id);
        if (!owner) throw questionNotFound();
        await quizzes.lockQuiz(owner.quiz_id);
        const row = await quizzes.lockQuestion(id);
        if (!row) throw questionNotFound();
        if (row.version !== version) throw await stale(quizzes, row.quiz_id);
        if (await quizzes.questionAnswered(row.quiz_id, id)) throw inUse('quiz_question_in_use');
        const before = (await mustView(quizzes, row.quiz_id)).questions.find(
          (question) => question.id === id,
        );
        await quizzes.deleteQuestion(id);
        await audit(actor, {
          action: 'quiz_question.delete',
          entity: 'quiz_question',
          entityId: id,
          before: before ?? null,
          after: null,
        });
        return mustView(quizzes, row.quiz_id);
      }),

    /**
     * Removes an answer and its rules, at the answer's `version`. An answer a submission chose
     * is kept (409 `quiz_answer_in_use`); its words and rules can still change.
     */
    deleteAnswer: (actor: AuditActor, id: number, version: number) =>
      deps.inTransaction(async ({ quizzes, audit }) => {
        const owner = await quizzes.answerById(id);
        if (!owner) throw answerNotFound();
        await quizzes.lockQuiz(owner.quiz_id);
        await quizzes.lockQuestion(owner.question_id);
        const row = await quizzes.lockAnswer(id);
        if (!row) throw answerNotFound();
        if (row.version !== version) throw await stale(quizzes, owner.quiz_id);
        if (await quizzes.answerChosen(owner.quiz_id, id)) throw inUse('quiz_answer_in_use');
        const before = (await mustView(quizzes, owner.quiz_id)).questions
          .flatMap((question) => question.answers)
          .find((answer) => answer.id === id);
        await quizzes.deleteAnswer(id);
        await audit(actor, {
          action: 'quiz_answer.delete',
          entity: 'quiz_answer',
          entityId: id,
          before: before ?? null,
          after: null,
        });
        return mustView(quizzes, owner.quiz_id);
      }),

    /**
     * A picture for a quiz (its cover or an answer's): judged by its bytes and declared size
     * before decoding, re-encoded as WebP, stored at `/media/quiz/…`. Answers its URL, which the
     * quiz's or the answer's edit then names (the edit is what is versioned). Audited.
     */
    async uploadImage(actor: AuditActor, upload: Buffer, locale: Locale) {
      const checked = checkProfileImage({ head: upload.subarray(0, 16), size: upload.length });
      if (!checked.ok) throw uploadRefusal(checked.code, IMAGE_FIELD, locale);
      const webp = await deps.images.decodeUpload(
        { bytes: upload, field: IMAGE_FIELD, owner: `quiz:${actor.staffId ?? 'cli'}`, locale },
        QUIZ_PICTURE,
      );
      const fingerprint = contentFingerprint(webp);
      const key = `quiz/upload-${fingerprint}.webp`;
      await deps.media.put(key, webp, 'image/webp');
      const url = mediaPath(key);
      await deps.inTransaction(({ audit }) =>
        audit(actor, {
          action: 'quiz.image',
          entity: 'quiz_image',
          entityId: fingerprint,
          before: null,
          after: { url },
        }),
      );
      return { url };
    },

    tooLarge: (locale: Locale) => uploadRefusal('review_photo_too_large', IMAGE_FIELD, locale),
  };
}

export type AdminQuizService = ReturnType<typeof createAdminQuizService>;
