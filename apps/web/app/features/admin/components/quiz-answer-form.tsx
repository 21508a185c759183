import { useMemo } from 'react';
import { Form } from 'react-router';
import type { MemberTagOption } from '@kilau/domain/accounts';
import type { AdminQuizAnswer, AdminQuizQuestion } from '@kilau/domain/admin';
import { QUIZ_UNDERTONES } from '@kilau/domain/engagement';
import { SelectField, SubmitButton, TextField } from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import {
  parseAnswerForm,
  QUIZ_INTENTS,
  RULE_PREFIX,
  RULE_WEIGHTS,
  tagGroups,
  type QuizActionData,
} from '../quiz-forms';
import { useAdminText, type AdminTextKey } from '../text';
import { ConfirmButton } from './confirm-button';
import { answerFor, CHECK_CLASS, PositionAndTexts, Said, useBusy } from './quiz-editor-parts';

/** The weights an answer gives the skin-type and concern tags (blank: no rule). */
function RulesFields({
  answer,
  tags,
  idPrefix,
}: {
  answer: AdminQuizAnswer | null;
  tags: readonly MemberTagOption[];
  idPrefix: string;
}) {
  const text = useAdminText();
  const groups = tagGroups(tags);
  const weightOf = (tagId: number) =>
    answer?.tags.find((rule) => rule.tag_id === tagId)?.weight ?? '';
  const count = answer?.tags.length ?? 0;
  return (
    <details className="rounded-xl border border-blush-200 bg-cream-100 p-3" open={count > 0}>
      <summary className="cursor-pointer text-sm font-semibold text-plum-900">
        {text('quizRulesTitle')} · {text('quizRulesSummary', { count })}
      </summary>
      <p className="mt-2 text-xs text-plum-700">{text('quizRulesHint')}</p>
      {(['skin_type', 'concern'] as const).map((group) => (
        <fieldset key={group} className="mt-3">
          <legend className="text-xs font-bold uppercase tracking-wide text-plum-700">
            {text(group === 'skin_type' ? 'quizRulesSkin' : 'quizRulesConcern')}
          </legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {groups[group].map((tag) => {
              const id = `${idPrefix}-rule-${tag.id}`;
              return (
                <div key={tag.id} className="flex items-center justify-between gap-2">
                  <label htmlFor={id} className="text-sm text-plum-900">
                    {tag.name}
                  </label>
                  <select
                    id={id}
                    name={`${RULE_PREFIX}${tag.id}`}
                    defaultValue={String(weightOf(tag.id))}
                    aria-label={text('quizRuleWeight', { tag: tag.name })}
                    className="h-9 w-16 rounded-lg border border-blush-300 bg-white px-2 text-sm text-plum-900"
                  >
                    <option value="">{text('quizRuleNone')}</option>
                    {RULE_WEIGHTS.map((weight) => (
                      <option key={weight} value={weight}>
                        {weight}
                      </option>
                    ))}
                  </select>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </details>
  );
}

/** A colour's field with a swatch of the value saved. */
function ColourField({
  field,
  label,
  value,
}: {
  field: ReturnType<ReturnType<typeof useFormValidation>['field']>;
  label: string;
  value: string | null;
}) {
  const text = useAdminText();
  return (
    <div className="flex items-end gap-2">
      <TextField
        {...field}
        label={label}
        hint={text('quizFieldColorHint')}
        placeholder="#rrggbb"
        defaultValue={value ?? ''}
        optional
        className="flex-1"
      />
      <span
        aria-hidden="true"
        className="mb-7 size-9 shrink-0 rounded-lg border border-blush-200"
        style={{ backgroundColor: value ?? 'transparent' }}
      />
    </div>
  );
}

/**
 * What the answer says about the shopper's skin for the shade match: its colour and undertone
 * (docs/design/beauty-quiz.md "The shade"); both blank for an answer that says neither.
 */
function ShadeFields({
  answer,
  field,
}: {
  answer: AdminQuizAnswer | null;
  field: ReturnType<typeof useFormValidation>['field'];
}) {
  const text = useAdminText();
  const set = answer?.shade_hex || answer?.undertone;
  return (
    <details className="rounded-xl border border-blush-200 bg-cream-100 p-3" open={Boolean(set)}>
      <summary className="cursor-pointer text-sm font-semibold text-plum-900">
        {text('quizShadeTitle')}
        {set ? ` · ${text('quizShadeSet')}` : ''}
      </summary>
      <p className="mt-2 text-xs text-plum-700">{text('quizShadeHint')}</p>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <ColourField
          field={field('shade_hex')}
          label={text('quizFieldShadeHex')}
          value={answer?.shade_hex ?? null}
        />
        <SelectField
          {...field('undertone')}
          label={text('quizFieldUndertone')}
          defaultValue={answer?.undertone ?? ''}
          optional
        >
          <option value="">{text('quizUndertoneNone')}</option>
          {QUIZ_UNDERTONES.map((undertone) => (
            <option key={undertone} value={undertone}>
              {text(`quizUndertone_${undertone}` as AdminTextKey)}
            </option>
          ))}
        </SelectField>
      </div>
    </details>
  );
}

/** An answer's form: words, picture, colours, the shade it says and result rules; new or saved. */
export function AnswerForm({
  question,
  answer,
  tags,
  said,
}: {
  question: AdminQuizQuestion;
  answer: AdminQuizAnswer | null;
  tags: readonly MemberTagOption[];
  said: QuizActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const parse = useMemo(() => parseAnswerForm(locale), [locale]);
  const intent = answer ? QUIZ_INTENTS.saveAnswer : QUIZ_INTENTS.addAnswer;
  const target = answer?.id ?? question.id;
  const mine = answerFor(said, intent, target);
  const { formProps, field } = useFormValidation({ parse, serverErrors: mine?.fields });
  const busy = useBusy(intent, target);
  const nextPosition = Math.max(0, ...question.answers.map((each) => each.position)) + 1;
  const label = answer
    ? text('quizAnswerLabel', { position: answer.position })
    : text('quizAnswerAddTitle', { position: question.position });
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...formProps}
      key={answer ? `${answer.id}-${answer.version}` : `new-${question.answers.length}`}
      aria-label={label}
      className="flex flex-col gap-3 rounded-xl border border-blush-200 p-3"
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="target" value={target} />
      {answer ? <input type="hidden" name="version" value={answer.version} /> : null}
      <input type="hidden" name="image" value={answer?.image ?? ''} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-bold text-plum-900">{label}</h4>
        {answer ? (
          <ConfirmButton
            label={text('quizRemove')}
            accessibleLabel={text('quizAnswerDelete', { position: answer.position })}
            question={text('quizAnswerDeleteConfirm')}
            fields={{
              intent: QUIZ_INTENTS.deleteAnswer,
              target: answer.id,
              version: answer.version,
            }}
            tone="danger"
          />
        ) : null}
      </div>
      <Said answer={mine} />
      <div className="grid gap-3 md:grid-cols-[6rem_1fr_1fr]">
        <PositionAndTexts
          field={field}
          values={answer ?? { position: nextPosition, text_id: '', text_en: '' }}
          labels={['quizFieldAnswerId', 'quizFieldAnswerEn']}
        />
      </div>
      <div className="grid gap-3 md:grid-cols-[1fr_1fr_1.4fr]">
        <ColourField
          field={field('text_color')}
          label={text('quizFieldTextColor')}
          value={answer?.text_color ?? null}
        />
        <ColourField
          field={field('bg_color')}
          label={text('quizFieldBgColor')}
          value={answer?.bg_color ?? null}
        />
        <div className="flex items-end gap-3">
          {answer?.image ? (
            <img
              src={answer.image}
              alt={answer.text_id}
              className="mb-7 size-14 shrink-0 rounded-lg object-cover"
            />
          ) : null}
          <TextField
            name="image_file"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            label={text('quizFieldAnswerImage')}
            hint={text('quizImageHint')}
            error={mine?.fields?.image}
            optional
            className="flex-1"
          />
        </div>
      </div>
      {answer?.image ? (
        <label className="flex items-center gap-3 text-sm text-plum-900">
          <input type="checkbox" name="image_remove" className={CHECK_CLASS} />
          {text('quizAnswerImageRemove')}
        </label>
      ) : null}
      <ShadeFields answer={answer} field={field} />
      <RulesFields
        answer={answer}
        tags={tags}
        idPrefix={`answer-${target}-${answer ? 'e' : 'n'}`}
      />
      <div className="sm:max-w-xs">
        <SubmitButton busy={busy}>{text(answer ? 'quizAnswerSave' : 'quizAnswerAdd')}</SubmitButton>
      </div>
    </Form>
  );
}
