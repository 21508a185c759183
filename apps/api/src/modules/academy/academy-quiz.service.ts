import type { Locale } from '@kilau/domain';
import {
  academyProgressView,
  mayTakeQuiz,
  scoreAcademyQuiz,
  type AcademyClassRef,
  type AcademyQuizAnswers,
  type AcademyQuizAttempt,
  type AcademyQuizView,
} from '@kilau/domain/academy';
import { AppError } from '../../lib/app-error';
import {
  classNotFound,
  pick,
  refusal,
  type AcademyServiceDeps,
  type AcademyState,
} from './academy-member-state';

/**
 * A class's quiz (docs/design/academy.md "Progress"): its questions once the lesson is read, and an
 * attempt scored by the domain, numbered and limited under the member's progress row's lock.
 */
export function createAcademyQuizService(deps: AcademyServiceDeps, state: AcademyState) {
  const { academy, clock } = deps;
  const { stateOf, ref, stateIn, classBySlug, lockedError } = state;

  return {
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
  };
}
