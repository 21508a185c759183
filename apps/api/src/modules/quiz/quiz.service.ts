import type { Locale } from '@kilau/domain';
import {
  checkQuizSubmission,
  chooseQuizTemplate,
  deriveQuizResult,
  isQuizSlug,
  QUIZ_ROUTINE_STEPS,
  type MemberQuizResult,
  type QuizResult,
  type QuizRoutineStep,
  type QuizSubmission,
  type QuizTagScore,
  type QuizView,
} from '@kilau/domain/engagement';
import { AppError, fieldsRefused } from '../../lib/app-error';
import type { QuizRepository, QuizRow } from './quiz.repository';
import type { QuizProductTiles } from './quiz-ports';
import { createQuizShades, type StoredShade } from './quiz-shades';

/** How many candidates of a routine step are read before the first in-stock tile is taken. */
const ROUTINE_CANDIDATES = 5;

/** What a submission's `result` column keeps: tags, the routine's and the shade's product ids. */
type StoredResult = {
  skin_type: StoredTag | null;
  concerns: StoredTag[];
  routine: { step: QuizRoutineStep; category_slug: string; product_id: number | null }[];
  /** Absent in results stored before the shade match (migration 0049). */
  shade?: StoredShade | null;
  saved_to_profile: boolean;
};
type StoredTag = { id: string; name: string; slug: string; score: number };

/** What a member's submission tells the rest of the shop, inside its transaction. */
export type QuizSubmissionSeams = { quizTaken: (memberId: number) => Promise<void> };

const notFound = () => new AppError(404, 'quiz_not_found', 'quiz_not_found');

/**
 * The beauty quiz's use cases (docs/design/beauty-quiz.md): the quiz as the storefront shows it,
 * a submission's result (weighted tags → skin type and concerns → a five-step routine of
 * in-stock products), saved for a member to their beauty profile, and a member's latest results.
 */
export function createQuizService(deps: {
  quizzes: QuizRepository;
  /** One transaction: the quiz's repository and what else joins it (the taken-quiz badge). */
  transaction: <T>(
    work: (quizzes: QuizRepository, joined: QuizSubmissionSeams) => Promise<T>,
  ) => Promise<T>;
  tiles: QuizProductTiles;
  clock: () => Date;
}) {
  const { quizzes } = deps;
  const shades = createQuizShades(deps);

  async function routineOf(result: StoredResult['routine']) {
    const ids = result.flatMap((step) => (step.product_id === null ? [] : [step.product_id]));
    const tiles = new Map((await deps.tiles(ids)).map((tile) => [tile.id, tile]));
    return result.map((step) => ({
      step: step.step,
      category_slug: step.category_slug,
      product: step.product_id === null ? null : (tiles.get(step.product_id) ?? null),
    }));
  }

  /** Each step's product: the best-scoring candidate whose tile is in stock with a combination. */
  async function chooseRoutine(skinType: QuizTagScore | null, concerns: readonly QuizTagScore[]) {
    const now = deps.clock();
    return Promise.all(
      QUIZ_ROUTINE_STEPS.map(async ({ step, category_slug }) => {
        const candidates = await quizzes.routineCandidates({
          categorySlug: category_slug,
          skinTypeId: skinType?.tag_id ?? null,
          concernIds: concerns.map((concern) => concern.tag_id),
          now,
          limit: ROUTINE_CANDIDATES,
        });
        const tiles = await deps.tiles(candidates);
        const product =
          tiles.find((tile) => tile.is_in_stock && tile.default_combination !== null) ?? null;
        return { step, category_slug, product };
      }),
    );
  }

  return {
    /** `GET /quiz/{slug}`: the quiz, its questions in order, each with its template. */
    async view(slug: string, locale: Locale): Promise<QuizView> {
      const quiz = isQuizSlug(slug) ? await quizzes.findBySlug(slug) : undefined;
      if (!quiz) throw notFound();
      const [questions, answers] = await Promise.all([
        quizzes.questions(quiz.id),
        quizzes.answers(quiz.id),
      ]);
      return {
        _id: String(quiz.id),
        slug: quiz.slug,
        title: locale === 'en' ? quiz.title_en : quiz.title_id,
        description: locale === 'en' ? quiz.description_en : quiz.description_id,
        total_joined: quiz.total_joined,
        attachments: quiz.cover_image ? [{ type: 'cover' as const, url: quiz.cover_image }] : [],
        questions: questions.map((question) => {
          const own = answers
            .filter((answer) => answer.question_id === question.id)
            .map((answer) => ({
              _id: String(answer.id),
              position: answer.position,
              text: locale === 'en' ? answer.text_en : answer.text_id,
              image: answer.image,
              text_color: answer.text_color,
              bg_color: answer.bg_color,
            }));
          return {
            _id: String(question.id),
            position: question.position,
            text: locale === 'en' ? question.text_en : question.text_id,
            answer_type: question.answer_type,
            template: chooseQuizTemplate(own),
            answers: own,
          };
        }),
      };
    },

    /**
     * `POST /quiz/pid_quiz/{id}`: checks the answers against the quiz (422 by field), derives
     * the result, chooses the routine, then in one transaction counts the shopper (only when
     * `is_new_quiz` and once per taker, under the quiz's lock), records the submission and, for a member, replaces their
     * beauty profile with the result's tags.
     */
    async submit(input: {
      quizId: number;
      userId: number | null;
      /**
       * Who is taking it, counted once per quiz: `member:{id}`, or `guest:` and a digest of the
       * guest's taker cookie (`quiz.routes.ts`).
       */
      taker: string;
      submission: QuizSubmission;
      locale: Locale;
    }): Promise<QuizResult> {
      const quiz: QuizRow | undefined = await quizzes.findById(input.quizId);
      if (!quiz) throw notFound();
      // The answers are read before the questions, one after the other: a question the back
      // office deletes between the two reads is then missing with its answers still seen, and
      // the shopper is told about the question (by field), never about an answer of a question
      // that still looks present. The check inside the transaction, under the quiz's lock, is
      // the one that decides; this one spares the work for a submission that cannot pass.
      const answers = await quizzes.answers(quiz.id);
      const [questions, rules] = await Promise.all([
        quizzes.questions(quiz.id),
        quizzes.rules(quiz.id),
      ]);
      const check = (current: { questions: typeof questions; answers: typeof answers }) => {
        const refused = checkQuizSubmission(
          current.questions.map((question) => ({
            id: String(question.id),
            answer_type: question.answer_type,
            answer_ids: current.answers
              .filter((answer) => answer.question_id === question.id)
              .map((answer) => String(answer.id)),
          })),
          input.submission.answers,
        );
        if (Object.keys(refused).length > 0) throw fieldsRefused(refused, input.locale);
      };
      check({ questions, answers });

      const chosen = input.submission.answers.flatMap((answer) => answer.answer_ids ?? []);
      const derived = deriveQuizResult(
        chosen,
        rules.map((rule) => ({
          answer_id: String(rule.answer_id),
          question_position: rule.position,
          tag_id: rule.tag_id,
          tag_type: rule.type === 'skin_type' ? 'skin_type' : 'concern',
          weight: rule.weight,
        })),
      );
      const scored = [...(derived.skin_type ? [derived.skin_type] : []), ...derived.concerns];
      const tags = new Map((await quizzes.tags(scored.map((s) => s.tag_id))).map((t) => [t.id, t]));
      const tagOf = (score: QuizTagScore): StoredTag[] => {
        const tag = tags.get(score.tag_id);
        return tag
          ? [{ id: String(tag.id), name: tag.name, slug: tag.slug, score: score.score }]
          : [];
      };
      const [routine, shade] = await Promise.all([
        chooseRoutine(derived.skin_type, derived.concerns),
        shades.choose(quiz.id, new Set(chosen)),
      ]);
      const saved = input.userId !== null && scored.length > 0;
      const stored: StoredResult = {
        skin_type: derived.skin_type ? (tagOf(derived.skin_type)[0] ?? null) : null,
        concerns: derived.concerns.flatMap(tagOf),
        routine: routine.map((step) => ({
          step: step.step,
          category_slug: step.category_slug,
          product_id: step.product?.id ?? null,
        })),
        shade: shade?.stored ?? null,
        saved_to_profile: saved,
      };
      const now = deps.clock();
      const { id, totalJoined } = await deps.transaction(async (tx, joined) => {
        // The quiz's row is locked first (the back office's lock order): for update when the
        // shopper says they are new, so two submissions of one taker are counted one after the
        // other and only the first raises the count; shared otherwise. Then the answers are
        // checked again: a question or answer the back office deleted since the first check is
        // refused here, never stored.
        if (input.submission.is_new_quiz) await tx.lockQuiz(quiz.id);
        const counted =
          input.submission.is_new_quiz && !(await tx.takerCounted(quiz.id, input.taker));
        const total = counted ? await tx.countJoined(quiz.id) : await tx.totalJoined(quiz.id);
        check({ questions: await tx.questions(quiz.id), answers: await tx.answers(quiz.id) });
        const submissionId = await tx.addSubmission({
          quizId: quiz.id,
          userId: input.userId,
          isNewQuiz: input.submission.is_new_quiz,
          taker: input.taker,
          counted,
          answers: input.submission.answers,
          result: stored,
          now,
        });
        if (saved && input.userId !== null) {
          await tx.replaceBeautyTags(
            input.userId,
            scored.map((score) => score.tag_id),
            now,
          );
        }
        // A member who takes a quiz earns its badge (once; new rows go last in the lock order).
        if (input.userId !== null) await joined.quizTaken(input.userId);
        return { id: submissionId, totalJoined: total };
      });
      return {
        submission_id: String(id),
        quiz_id: String(quiz.id),
        quiz_slug: quiz.slug,
        total_joined: totalJoined,
        skin_type: stored.skin_type,
        concerns: stored.concerns,
        routine,
        shade: shade?.shade ?? null,
        saved_to_profile: saved,
        created_at: now.toISOString(),
      };
    },

    /**
     * `GET /user/me/quiz-results`: the member's latest result of each quiz, newest first, the
     * routine's tiles read again (today's price and stock).
     */
    async memberResults(userId: number, locale: Locale): Promise<MemberQuizResult[]> {
      const rows = await quizzes.latestOfMember(userId);
      return Promise.all(
        rows.map(async (row) => {
          const stored = row.result as StoredResult;
          return {
            submission_id: String(row.id),
            quiz_id: String(row.quiz_id),
            quiz_slug: row.slug,
            quiz_title: locale === 'en' ? row.title_en : row.title_id,
            skin_type: stored.skin_type,
            concerns: stored.concerns,
            routine: await routineOf(stored.routine),
            shade: await shades.readAgain(stored.shade),
            saved_to_profile: stored.saved_to_profile,
            created_at: row.created_at.toISOString(),
          };
        }),
      );
    },
  };
}

export type QuizService = ReturnType<typeof createQuizService>;
