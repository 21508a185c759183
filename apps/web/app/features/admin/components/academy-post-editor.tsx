import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import {
  ACADEMY_ATTACHMENT_TYPES,
  ACADEMY_POST_KINDS,
  type AdminAcademyLevel,
  type AdminAcademyPost,
} from '@kilau/domain/academy';
import {
  BUTTON_CLASS,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '~/components/ui/form-field';
import { useFormValidation, type FormParse } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import {
  ACADEMY_AUTHORING_INTENTS,
  parsePostCreateForm,
  parsePostUpdateForm,
  publishedAtText,
  tagsText,
  type AcademyActionData,
} from '../academy-authoring-forms';
import { BilingualFields } from './bilingual-fields';
import { useAdminText, type AdminTextKey } from '../text';
import { ConfirmButton } from './confirm-button';
import { MarkdownPreviewBox, useMarkdownPreview } from './markdown-preview';
import { answerFor, CARD, CHECK_CLASS, Said, useBusy } from './quiz-editor-parts';

const I = ACADEMY_AUTHORING_INTENTS;
const LANGUAGES = ['id', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

/** What a new post starts as (`?kind=course&level=3` from a level's "add a class"). */
export type PostDefaults = { kind: AdminAcademyPost['kind']; levelId: number | null };

/** The fields only a new post has: its kind and, for a course, its level and quiz rules. */
function NewPostFields({
  defaults,
  levels,
  field,
}: {
  defaults: PostDefaults;
  levels: readonly AdminAcademyLevel[];
  field: ReturnType<typeof useFormValidation>['field'];
}) {
  const text = useAdminText();
  const [kind, setKind] = useState(defaults.kind);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <SelectField
        {...field('kind')}
        label={text('academyFieldKind')}
        value={kind}
        onChange={(event) => setKind(event.currentTarget.value as PostDefaults['kind'])}
      >
        {ACADEMY_POST_KINDS.map((each) => (
          <option key={each} value={each}>
            {text(`academyKind_${each}` as AdminTextKey)}
          </option>
        ))}
      </SelectField>
      {kind === 'course' ? (
        <>
          <SelectField
            {...field('level_id')}
            label={text('academyFieldLevel')}
            defaultValue={defaults.levelId ? String(defaults.levelId) : ''}
          >
            <option value="">{text('academyFieldLevelNone')}</option>
            {levels.map((level) => (
              <option key={level.id} value={level.id}>
                {text('academyLevelHeading', { position: level.position, title: level.title_id })}
              </option>
            ))}
          </SelectField>
          <TextField
            {...field('pass_mark')}
            type="number"
            min={1}
            max={100}
            label={text('academyFieldPassMark')}
            defaultValue="70"
          />
          <TextField
            {...field('max_attempts')}
            type="number"
            min={1}
            max={20}
            label={text('academyFieldAttempts')}
            hint={text('academyFieldAttemptsHint')}
            optional
          />
        </>
      ) : null}
    </div>
  );
}

/**
 * A course's lesson or an article (docs/design/academy.md): both languages' title, summary and
 * Markdown with a live preview, owner, cover, tags, publication. A new post also picks its kind
 * (a course its level and quiz rules: it becomes the level's last class).
 */
export function AcademyPostForm({
  post,
  defaults,
  levels,
  action,
  answer,
}: {
  post: AdminAcademyPost | null;
  defaults: PostDefaults;
  levels: readonly AdminAcademyLevel[];
  /** The page's own address, where the preview is asked. */
  action: string;
  answer: AcademyActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const parse = useMemo<FormParse<unknown>>(
    () => (post ? parsePostUpdateForm(locale) : parsePostCreateForm(locale)),
    [post, locale],
  );
  const mine = answerFor(answer, I.savePost);
  const { formProps, field } = useFormValidation({ parse, serverErrors: mine?.fields });
  const busy = useBusy(I.savePost);
  const [shown, setShown] = useState<Language>('id');
  const contents = useRef<Record<Language, HTMLTextAreaElement | null>>({ id: null, en: null });
  const preview = useMarkdownPreview(action);

  // The preview follows the language shown.
  useEffect(() => {
    preview.ask({ content: contents.current[shown]?.value ?? '' }, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a language change only
  }, [shown]);

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Form
        method="post"
        {...formProps}
        key={post?.version ?? 'new'}
        aria-label={text('academyPostForm')}
        className={CARD}
      >
        <input type="hidden" name="intent" value={I.savePost} />
        {post ? <input type="hidden" name="version" value={post.version} /> : null}
        <Said answer={mine?.stale ? { ...mine, message: text('academyStale') } : mine} />
        {post ? null : <NewPostFields defaults={defaults} levels={levels} field={field} />}
        <TextField
          {...field('slug')}
          label={text('academyFieldSlug')}
          hint={text('academyFieldSlugHint')}
          defaultValue={post?.slug ?? ''}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <BilingualFields
            field={field}
            name="title"
            labels={['academyFieldTitleId', 'academyFieldTitleEn']}
            values={post ? { id: post.title_id, en: post.title_en } : undefined}
          />
          <BilingualFields
            field={field}
            name="summary"
            labels={['academyFieldSummaryId', 'academyFieldSummaryEn']}
            values={post ? { id: post.summary_id, en: post.summary_en } : undefined}
            rows={2}
            optional
          />
        </div>
        {LANGUAGES.map((code) => (
          <div
            key={code}
            ref={(box) => {
              contents.current[code] = box?.querySelector('textarea') ?? null;
            }}
          >
            <TextAreaField
              {...field(`content_${code}`)}
              label={text(code === 'id' ? 'academyFieldContentId' : 'academyFieldContentEn')}
              hint={text('academyMarkdownHint')}
              rows={14}
              className="font-mono"
              defaultValue={post?.[`content_${code}`] ?? ''}
              onFocus={() => setShown(code)}
              onInput={(event) => {
                if (shown !== code) setShown(code);
                else preview.ask({ content: event.currentTarget.value });
              }}
              optional
            />
          </div>
        ))}
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            {...field('owner')}
            label={text('academyFieldOwner')}
            defaultValue={post?.owner ?? ''}
          />
          <TextField
            {...field('cover_image')}
            label={text('academyFieldCover')}
            hint={text('academyFieldImageHint')}
            defaultValue={post?.cover_image ?? ''}
            optional
          />
          <TextField
            {...field('tags')}
            label={text('academyFieldTags')}
            hint={text('academyFieldTagsHint')}
            defaultValue={post ? tagsText(post) : ''}
            optional
          />
          <TextField
            {...field('published_at')}
            label={text('academyFieldPublishedAt')}
            hint={text('academyFieldPublishedAtHint')}
            defaultValue={post ? publishedAtText(post.published_at) : ''}
            optional
          />
        </div>
        <label className="flex items-center gap-3 text-sm font-semibold text-plum-900">
          <input
            type="checkbox"
            name="is_published"
            defaultChecked={post?.is_published ?? true}
            className={CHECK_CLASS}
          />
          {text('academyFieldPublished')}
        </label>
        <div className="sm:max-w-xs">
          <SubmitButton busy={busy}>
            {text(post ? 'academyPostSave' : 'academyPostCreate')}
          </SubmitButton>
        </div>
      </Form>
      <section aria-labelledby="academy-post-preview" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="academy-post-preview" className="text-lg font-bold text-plum-900">
            {text('contentPreview')}
          </h2>
          <div role="group" aria-label={text('contentLanguages')} className="flex gap-2">
            {LANGUAGES.map((code) => (
              <button
                key={code}
                type="button"
                aria-pressed={shown === code}
                onClick={() => setShown(code)}
                className={`min-h-10 rounded-full px-4 text-sm font-bold ${
                  shown === code
                    ? 'bg-plum-900 text-cream-50'
                    : 'bg-white text-plum-900 ring-1 ring-plum-900/20'
                }`}
              >
                {text(code === 'id' ? 'contentTabId' : 'contentTabEn')}
              </button>
            ))}
          </div>
        </div>
        <MarkdownPreviewBox html={preview.html} />
      </section>
    </div>
  );
}

/** A saved post's files: listed with their size, removed, and one more uploaded. */
export function AcademyAttachments({
  post,
  answer,
}: {
  post: AdminAcademyPost;
  answer: AcademyActionData | undefined;
}) {
  const text = useAdminText();
  const mine = answerFor(answer, I.addAttachment);
  const busy = useBusy(I.addAttachment);
  return (
    <section aria-labelledby="academy-attachments" className={CARD}>
      <h2 id="academy-attachments" className="font-display text-lg font-semibold text-plum-900">
        {text('academyAttachmentsTitle')}
      </h2>
      {post.attachments.length === 0 ? (
        <p className="text-sm text-plum-700">{text('academyAttachmentsEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={text('academyAttachmentsTitle')}>
          {post.attachments.map((file) => (
            <li
              key={file.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-cream-100 px-3 py-2 text-sm"
            >
              <span>
                <span className="font-semibold text-plum-900">{file.name}</span> ·{' '}
                {file.content_type} ·{' '}
                {text('academyAttachmentSize', { size: Math.ceil(file.size_bytes / 1024) })}
              </span>
              <ConfirmButton
                label={text('academyDelete')}
                accessibleLabel={text('academyAttachmentRemove', { name: file.name })}
                question={text('academyAttachmentRemoveConfirm')}
                fields={{ intent: I.removeAttachment, target: file.id }}
                tone="danger"
              />
            </li>
          ))}
        </ul>
      )}
      <Said answer={answer?.intent === I.removeAttachment ? answer : undefined} />
      <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value={I.addAttachment} />
        <Said answer={mine?.fields?.file ? undefined : mine} />
        <TextField
          name="file"
          type="file"
          accept={ACADEMY_ATTACHMENT_TYPES.join(',')}
          label={text('academyAttachmentFile')}
          hint={text('academyAttachmentHint')}
          error={mine?.fields?.file}
        />
        <div>
          <button type="submit" className={BUTTON_CLASS.secondary} disabled={busy}>
            {text('academyAttachmentUpload')}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** A saved post's links and its delete (a course with members' progress is refused). */
export function AcademyPostActions({
  post,
  answer,
}: {
  post: AdminAcademyPost;
  answer: AcademyActionData | undefined;
}) {
  const text = useAdminText();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        {post.class ? (
          <Link
            to={`/admin/academy/classes/${post.class.id}/quiz`}
            className={BUTTON_CLASS.secondary}
          >
            {text('academyPostQuizLink')}
          </Link>
        ) : null}
        <ConfirmButton
          label={text('academyPostDelete')}
          accessibleLabel={text('academyPostDelete')}
          question={text('academyPostDeleteConfirm')}
          fields={{ intent: I.deletePost }}
          tone="danger"
        />
      </div>
      <Said answer={answerFor(answer, I.deletePost)} />
    </div>
  );
}
