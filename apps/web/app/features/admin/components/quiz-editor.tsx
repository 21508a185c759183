import { useMemo } from 'react';
import { Form } from 'react-router';
import type { MemberTagOption } from '@kilau/domain/accounts';
import type { AdminQuiz, AdminQuizQuestion } from '@kilau/domain/admin';
import {
  chooseQuizTemplate,
  QUIZ_ANSWER_TYPES,
  QUIZ_SHADE_MATCH_LIMIT,
  QUIZ_SHADE_MAX_DIFFERENCE,
} from '@kilau/domain/engagement';
import {
  BUTTON_CLASS,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import {
  parseQuestionForm,
  parseQuizForm,
  QUIZ_INTENTS,
  ruleTotals,
  type QuizActionData,
} from '../quiz-forms';
import { useAdminText, type AdminTextKey } from '../text';
import { ConfirmButton } from './confirm-button';
import { AnswerForm } from './quiz-answer-form';
import { answerFor, CARD, CHECK_CLASS, PositionAndTexts, Said, useBusy } from './quiz-editor-parts';

/** The quiz's own fields: titles, slug, intro, whether the shop shows it. */
export function QuizDetailsForm({
  quiz,
  answer,
}: {
  quiz: AdminQuiz | null;
  answer: QuizActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const parse = useMemo(() => parseQuizForm(locale), [locale]);
  const mine = answerFor(answer, QUIZ_INTENTS.save);
  const { formProps, field } = useFormValidation({ parse, serverErrors: mine?.fields });
  const busy = useBusy(QUIZ_INTENTS.save);
  return (
    <Form
      method="post"
      {...formProps}
      key={quiz?.version ?? 'new'}
      aria-label={text('quizFormLabel')}
      className={CARD}
    >
      <input type="hidden" name="intent" value={QUIZ_INTENTS.save} />
      {quiz ? <input type="hidden" name="version" value={quiz.version} /> : null}
      <Said answer={mine} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          {...field('title_id')}
          label={text('quizFieldTitleId')}
          defaultValue={quiz?.title_id ?? ''}
        />
        <TextField
          {...field('title_en')}
          label={text('quizFieldTitleEn')}
          defaultValue={quiz?.title_en ?? ''}
        />
      </div>
      <TextField
        {...field('slug')}
        label={text('quizFieldSlug')}
        hint={text('quizFieldSlugHint')}
        defaultValue={quiz?.slug ?? ''}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextAreaField
          {...field('description_id')}
          label={text('quizFieldIntroId')}
          rows={3}
          defaultValue={quiz?.description_id ?? ''}
          optional
        />
        <TextAreaField
          {...field('description_en')}
          label={text('quizFieldIntroEn')}
          rows={3}
          defaultValue={quiz?.description_en ?? ''}
          optional
        />
      </div>
      <label className="flex items-center gap-3 text-sm font-semibold text-plum-900">
        <input
          type="checkbox"
          name="is_active"
          defaultChecked={quiz?.is_active ?? false}
          className={CHECK_CLASS}
        />
        {text('quizFieldActive')}
      </label>
      <div className="sm:max-w-xs">
        <SubmitButton busy={busy}>{text(quiz ? 'quizSave' : 'quizCreate')}</SubmitButton>
      </div>
    </Form>
  );
}

/** The cover picture: the one shown, and an upload that replaces it. */
export function QuizCoverForm({
  quiz,
  answer,
}: {
  quiz: AdminQuiz;
  answer: QuizActionData | undefined;
}) {
  const text = useAdminText();
  const mine = answerFor(answer, QUIZ_INTENTS.cover);
  const busy = useBusy(QUIZ_INTENTS.cover);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      aria-labelledby="quiz-cover-title"
      className={CARD}
    >
      <h2 id="quiz-cover-title" className="font-display text-lg font-semibold text-plum-900">
        {text('quizCoverTitle')}
      </h2>
      <input type="hidden" name="intent" value={QUIZ_INTENTS.cover} />
      <input type="hidden" name="version" value={quiz.version} />
      <Said answer={mine} />
      {quiz.cover_image ? (
        <img
          src={quiz.cover_image}
          alt={text('quizCoverTitle')}
          className="aspect-[16/9] w-full rounded-xl object-cover"
        />
      ) : (
        <p className="text-sm text-plum-700">{text('quizCoverNone')}</p>
      )}
      <TextField
        name="image"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        label={text('quizImageFile')}
        hint={text('quizImageHint')}
        error={mine?.fields?.image}
      />
      <div>
        <button type="submit" className={BUTTON_CLASS.secondary} disabled={busy}>
          {text('quizCoverUpload')}
        </button>
      </div>
    </Form>
  );
}

/** What a result shows, and how much each tag can score in this quiz. */
export function QuizResultPanel({ quiz }: { quiz: AdminQuiz }) {
  const text = useAdminText();
  const totals = ruleTotals(quiz);
  return (
    <section aria-labelledby="quiz-result-title" className={CARD}>
      <h2 id="quiz-result-title" className="font-display text-lg font-semibold text-plum-900">
        {text('quizResultTitle')}
      </h2>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-plum-800">
        <li>{text('quizResultSkin')}</li>
        <li>{text('quizResultConcerns')}</li>
        <li>{text('quizResultRoutine')}</li>
        <li>
          {text('quizResultShade', {
            limit: QUIZ_SHADE_MATCH_LIMIT,
            max: QUIZ_SHADE_MAX_DIFFERENCE,
          })}
        </li>
      </ul>
      <h3 className="text-sm font-semibold text-plum-900">{text('quizResultScores')}</h3>
      {totals.length === 0 ? (
        <p className="text-sm text-plum-700">{text('quizResultNoRules')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={text('quizResultScores')}>
          {totals.map((tag) => (
            <li
              key={tag.id}
              className={`rounded-full px-3 py-1 text-xs font-semibold ${
                tag.type === 'skin_type' ? 'bg-plum-900 text-white' : 'bg-blush-100 text-plum-900'
              }`}
            >
              {tag.name} · {tag.weight}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A question's own fields; new (`question` null) or saved. */
function QuestionFields({
  question,
  quiz,
  said,
}: {
  question: AdminQuizQuestion | null;
  quiz: AdminQuiz;
  said: QuizActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const parse = useMemo(() => parseQuestionForm(locale), [locale]);
  const intent = question ? QUIZ_INTENTS.saveQuestion : QUIZ_INTENTS.addQuestion;
  const target = question?.id;
  const mine = answerFor(said, intent, target);
  const { formProps, field } = useFormValidation({ parse, serverErrors: mine?.fields });
  const busy = useBusy(intent, target);
  const nextPosition = Math.max(0, ...quiz.questions.map((each) => each.position)) + 1;
  return (
    <Form
      method="post"
      {...formProps}
      key={question ? `${question.id}-${question.version}` : `new-${quiz.questions.length}`}
      aria-label={
        question
          ? text('quizQuestionLabel', { position: question.position })
          : text('quizQuestionAddTitle')
      }
      className="flex flex-col gap-3"
    >
      <input type="hidden" name="intent" value={intent} />
      {target !== undefined ? <input type="hidden" name="target" value={target} /> : null}
      {question ? <input type="hidden" name="version" value={question.version} /> : null}
      <Said answer={mine} />
      <div className="grid gap-3 md:grid-cols-[6rem_1fr_1fr_12rem]">
        <PositionAndTexts
          field={field}
          values={question ?? { position: nextPosition, text_id: '', text_en: '' }}
          labels={['quizFieldQuestionId', 'quizFieldQuestionEn']}
        />
        <SelectField
          {...field('answer_type')}
          label={text('quizFieldAnswerType')}
          defaultValue={question?.answer_type ?? 'single_choice'}
        >
          {QUIZ_ANSWER_TYPES.map((type) => (
            <option key={type} value={type}>
              {text(`quizAnswerType_${type}` as AdminTextKey)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="sm:max-w-xs">
        <SubmitButton busy={busy}>
          {text(question ? 'quizQuestionSave' : 'quizQuestionAdd')}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** A saved question: its fields, its answers (each a form) and a form for one more. */
function QuestionCard({
  question,
  quiz,
  tags,
  said,
}: {
  question: AdminQuizQuestion;
  quiz: AdminQuiz;
  tags: readonly MemberTagOption[];
  said: QuizActionData | undefined;
}) {
  const text = useAdminText();
  const template = chooseQuizTemplate(
    question.answers.map((answer) => ({ ...answer, _id: String(answer.id) })),
  );
  const headingId = `quiz-question-${question.id}`;
  return (
    <section aria-labelledby={headingId} className={CARD}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="font-display text-lg font-semibold text-plum-900">
            {text('quizQuestionLabel', { position: question.position })} · {question.text_id}
          </h3>
          <p className="text-xs text-plum-700">
            {question.answer_type === 'short_answer'
              ? text('quizShortAnswerNote')
              : text('quizTemplate', {
                  template: text(`quizTemplate_${template}` as AdminTextKey),
                })}
          </p>
        </div>
        <ConfirmButton
          label={text('quizRemove')}
          accessibleLabel={text('quizQuestionDelete', { position: question.position })}
          question={text('quizQuestionDeleteConfirm')}
          fields={{
            intent: QUIZ_INTENTS.deleteQuestion,
            target: question.id,
            version: question.version,
          }}
          tone="danger"
        />
      </div>
      <Said answer={answerFor(said, QUIZ_INTENTS.deleteQuestion, question.id)} />
      <QuestionFields question={question} quiz={quiz} said={said} />
      {question.answer_type === 'short_answer' ? null : (
        <div className="flex flex-col gap-3 border-t border-blush-100 pt-3">
          {question.answers.map((answer) => (
            <div key={answer.id} className="flex flex-col gap-2">
              <Said answer={answerFor(said, QUIZ_INTENTS.deleteAnswer, answer.id)} />
              <AnswerForm question={question} answer={answer} tags={tags} said={said} />
            </div>
          ))}
          <AnswerForm question={question} answer={null} tags={tags} said={said} />
        </div>
      )}
    </section>
  );
}

/** The questions, each with its answers, and the form that adds one. */
export function QuizQuestions({
  quiz,
  tags,
  answer,
}: {
  quiz: AdminQuiz;
  tags: readonly MemberTagOption[];
  answer: QuizActionData | undefined;
}) {
  const text = useAdminText();
  return (
    <section aria-labelledby="quiz-questions-title" className="flex flex-col gap-4">
      <h2 id="quiz-questions-title" className="font-display text-2xl font-semibold text-plum-900">
        {text('quizQuestionsTitle')}
      </h2>
      {quiz.questions.length === 0 ? (
        <p className="text-plum-700">{text('quizQuestionsEmpty')}</p>
      ) : null}
      {quiz.questions.map((question) => (
        <QuestionCard key={question.id} question={question} quiz={quiz} tags={tags} said={answer} />
      ))}
      <div className={CARD}>
        <h3 className="font-display text-lg font-semibold text-plum-900">
          {text('quizQuestionAddTitle')}
        </h3>
        <QuestionFields question={null} quiz={quiz} said={answer} />
      </div>
    </section>
  );
}
