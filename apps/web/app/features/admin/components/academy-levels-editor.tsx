import { useMemo, useState } from 'react';
import { Form, Link } from 'react-router';
import type { AdminAcademyLevel, AdminAcademyPostSummary } from '@kilau/domain/academy';
import { BUTTON_CLASS, SubmitButton, TextField } from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import {
  ACADEMY_AUTHORING_INTENTS,
  moved,
  parseLevelForm,
  type AcademyActionData,
} from '../academy-authoring-forms';
import { BilingualFields } from './bilingual-fields';
import { useAdminText } from '../text';
import { ConfirmButton, ROW_BUTTON_CLASS } from './confirm-button';
import { answerFor, CARD, CHECK_CLASS, Said, useBusy } from './quiz-editor-parts';

const I = ACADEMY_AUTHORING_INTENTS;

/** A level's own fields and its optional practice paper; new (`level` null) or saved. */
function LevelForm({
  level,
  answer,
}: {
  level: AdminAcademyLevel | null;
  answer: AcademyActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const parse = useMemo(() => parseLevelForm(locale), [locale]);
  const intent = level ? I.saveLevel : I.addLevel;
  const mine = answerFor(answer, intent, level?.id);
  const { formProps, field } = useFormValidation({ parse, serverErrors: mine?.fields });
  const busy = useBusy(intent, level?.id);
  const [hasPaper, setHasPaper] = useState(level?.assignment != null);
  const paper = level?.assignment;
  return (
    <Form
      method="post"
      {...formProps}
      key={level ? `${level.id}-${level.version}` : 'new'}
      aria-label={
        level
          ? text('academyLevelForm', { position: level.position })
          : text('academyLevelNewTitle')
      }
      className="flex flex-col gap-3"
    >
      <input type="hidden" name="intent" value={intent} />
      {level ? <input type="hidden" name="target" value={level.id} /> : null}
      {level ? <input type="hidden" name="version" value={level.version} /> : null}
      <Said answer={mine?.stale ? { ...mine, message: text('academyStale') } : mine} />
      <div className="grid gap-3 md:grid-cols-2">
        <BilingualFields
          field={field}
          name="title"
          labels={['academyFieldTitleId', 'academyFieldTitleEn']}
          values={level ? { id: level.title_id, en: level.title_en } : undefined}
        />
        <BilingualFields
          field={field}
          name="summary"
          labels={['academyFieldSummaryId', 'academyFieldSummaryEn']}
          values={level ? { id: level.summary_id, en: level.summary_en } : undefined}
          rows={2}
          optional
        />
      </div>
      <label className="flex items-center gap-3 text-sm font-semibold text-plum-900">
        <input
          type="checkbox"
          name="has_assignment"
          checked={hasPaper}
          onChange={(event) => setHasPaper(event.currentTarget.checked)}
          className={CHECK_CLASS}
        />
        {text('academyFieldHasPaper')}
      </label>
      {hasPaper ? (
        <div className="grid gap-3 rounded-xl bg-cream-100 p-3 md:grid-cols-2">
          <BilingualFields
            field={field}
            name="assignment.title"
            labels={['academyFieldPaperTitleId', 'academyFieldPaperTitleEn']}
            values={paper ? { id: paper.title_id, en: paper.title_en } : undefined}
          />
          <BilingualFields
            field={field}
            name="assignment.brief"
            labels={['academyFieldBriefId', 'academyFieldBriefEn']}
            values={paper ? { id: paper.brief_id, en: paper.brief_en } : undefined}
            rows={3}
          />
          <TextField
            {...field('assignment.pass_score')}
            type="number"
            min={1}
            max={100}
            label={text('academyFieldPassScore')}
            defaultValue={paper ? String(paper.pass_score) : '70'}
          />
        </div>
      ) : null}
      <div className="sm:max-w-xs">
        <SubmitButton busy={busy}>
          {text(level ? 'academyLevelSave' : 'academyLevelAdd')}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The up and down buttons: each posts the whole new order. */
function LevelMoves({ levels, index }: { levels: readonly AdminAcademyLevel[]; index: number }) {
  const text = useAdminText();
  const level = levels[index]!;
  const ids = levels.map((each) => each.id);
  const move = (by: -1 | 1, label: string, words: string, disabled: boolean) => (
    <Form method="post">
      <input type="hidden" name="intent" value={I.orderLevels} />
      <input type="hidden" name="target" value={level.id} />
      <input type="hidden" name="ids" value={moved(ids, index, by).join(',')} />
      <button type="submit" className={ROW_BUTTON_CLASS} aria-label={label} disabled={disabled}>
        {words}
      </button>
    </Form>
  );
  return (
    <div className="flex gap-2">
      {move(
        -1,
        text('academyLevelUp', { position: level.position }),
        text('academyUp'),
        index === 0,
      )}
      {move(
        1,
        text('academyLevelDown', { position: level.position }),
        text('academyDown'),
        index === levels.length - 1,
      )}
    </div>
  );
}

/** A level's classes in order, each with its lesson and quiz; a link adds one. */
function LevelClasses({
  level,
  classes,
}: {
  level: AdminAcademyLevel;
  classes: readonly AdminAcademyPostSummary[];
}) {
  const text = useAdminText();
  return (
    <div className="flex flex-col gap-2 border-t border-blush-100 pt-3">
      <h3 className="text-sm font-semibold text-plum-900">{text('academyClassesTitle')}</h3>
      {classes.length === 0 ? (
        <p className="text-sm text-plum-700">{text('academyClassesEmpty')}</p>
      ) : (
        <ol
          className="flex flex-col gap-2"
          aria-label={text('academyClassesList', { position: level.position })}
        >
          {classes.map((post) => (
            <li
              key={post.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-cream-100 px-3 py-2 text-sm"
            >
              <span>
                <span className="font-semibold text-plum-900">
                  {text('academyClassPosition', { position: post.class!.position })}
                </span>{' '}
                · {post.title_id}{' '}
                <span className="text-plum-700">
                  ({text(post.is_published ? 'academyPublished' : 'academyHidden')})
                </span>
              </span>
              <span className="flex gap-2">
                <Link
                  to={`/admin/academy/posts/${post.id}`}
                  className={ROW_BUTTON_CLASS}
                  aria-label={text('academyClassLessonOf', { title: post.title_id })}
                >
                  {text('academyClassLesson')}
                </Link>
                <Link
                  to={`/admin/academy/classes/${post.class!.id}/quiz`}
                  className={ROW_BUTTON_CLASS}
                  aria-label={text('academyClassQuizOf', { title: post.title_id })}
                >
                  {text('academyClassQuiz')}
                </Link>
              </span>
            </li>
          ))}
        </ol>
      )}
      <div>
        <Link
          to={`/admin/academy/posts/new?kind=course&level=${level.id}`}
          className={BUTTON_CLASS.secondary}
        >
          {text('academyClassAdd')}
        </Link>
      </div>
    </div>
  );
}

/**
 * The levels in order (docs/design/academy.md): each with its fields, practice paper, moves,
 * delete (the API refuses a level with classes) and classes; then a form for a new level.
 */
export function AcademyLevelsEditor({
  levels,
  courses,
  answer,
}: {
  levels: readonly AdminAcademyLevel[];
  courses: readonly AdminAcademyPostSummary[];
  answer: AcademyActionData | undefined;
}) {
  const text = useAdminText();
  const classesOf = (levelId: number) =>
    courses
      .filter((post) => post.class?.level_id === levelId)
      .sort((a, b) => a.class!.position - b.class!.position);
  return (
    <div className="flex flex-col gap-4">
      {levels.length === 0 ? <p className="text-plum-700">{text('academyLevelsEmpty')}</p> : null}
      {levels.map((level, index) => {
        const headingId = `academy-level-${level.id}`;
        return (
          <section key={level.id} aria-labelledby={headingId} className={CARD}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h2 id={headingId} className="font-display text-lg font-semibold text-plum-900">
                {text('academyLevelHeading', { position: level.position, title: level.title_id })}
              </h2>
              <div className="flex flex-wrap gap-2">
                <LevelMoves levels={levels} index={index} />
                <ConfirmButton
                  label={text('academyDelete')}
                  accessibleLabel={text('academyLevelDelete', { position: level.position })}
                  question={text('academyLevelDeleteConfirm')}
                  fields={{ intent: I.deleteLevel, target: level.id }}
                  tone="danger"
                />
              </div>
            </div>
            <Said answer={answerFor(answer, I.deleteLevel, level.id)} />
            <Said answer={answerFor(answer, I.orderLevels, level.id)} />
            <LevelForm level={level} answer={answer} />
            <LevelClasses level={level} classes={classesOf(level.id)} />
          </section>
        );
      })}
      <section aria-labelledby="academy-level-new" className={CARD}>
        <h2 id="academy-level-new" className="font-display text-lg font-semibold text-plum-900">
          {text('academyLevelNewTitle')}
        </h2>
        <LevelForm level={null} answer={answer} />
      </section>
    </div>
  );
}
