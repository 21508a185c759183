import { useEffect, useRef, useState } from 'react';
import { Form, useFetcher } from 'react-router';
import type { AdminContentPage } from '@kilau/domain/content';
import { BUTTON_CLASS, FormMessage, TextAreaField, TextField } from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import { CONTENT_INTENTS, parseContentDraft, type ContentActionData } from '../content-forms';
import { useAdminText } from '../text';
import { ContentStatusBadge } from './content-table';
import { MarkdownPreviewBox, useMarkdownPreview } from './markdown-preview';

const LOCALES = ['id', 'en'] as const;
type Tab = (typeof LOCALES)[number];

/** The body's preview, asked of the API (rendered as the shop renders it) while typing. */
function usePreview(key: string) {
  const preview = useMarkdownPreview(`/admin/content/${key}`);
  return {
    html: preview.html,
    ask: (locale: Tab, body: string, wait?: number) => preview.ask({ locale, body }, wait),
  };
}

/**
 * The content page editor (docs/design/content.md): both languages in tabs (title, description,
 * Markdown body), a live preview from the API, a picture upload that inserts its Markdown, Save
 * draft, Publish, Unpublish and a link to the published page. A 409 reloads the page as it is.
 */
export function ContentEditor({
  page,
  answer,
}: {
  page: AdminContentPage;
  answer: ContentActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const [tab, setTab] = useState<Tab>('id');
  const bodies = useRef<Record<Tab, HTMLTextAreaElement | null>>({ id: null, en: null });
  const preview = usePreview(page.key);
  const image = useFetcher<ContentActionData>();
  const validation = useFormValidation({
    parse: parseContentDraft(locale),
    serverErrors: answer?.intent === CONTENT_INTENTS.save ? answer.fields : undefined,
  });

  // The preview follows the tab shown.
  useEffect(() => {
    preview.ask(tab, bodies.current[tab]?.value ?? '', 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a tab change only
  }, [tab]);

  // An uploaded picture's Markdown goes in at the cursor of the body shown.
  const inserted = useRef<string | undefined>(undefined);
  useEffect(() => {
    const markdown = image.data?.markdown;
    const area = bodies.current[tab];
    if (!markdown || !area || inserted.current === markdown) return;
    inserted.current = markdown;
    area.setRangeText(`\n\n${markdown}\n\n`, area.selectionStart, area.selectionEnd, 'end');
    area.focus();
    preview.ask(tab, area.value, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a new upload only
  }, [image.data]);

  const message =
    answer && answer.intent !== CONTENT_INTENTS.preview
      ? answer.stale
        ? { tone: 'error' as const, words: text('contentStale') }
        : answer.message
          ? { tone: answer.ok ? ('success' as const) : ('error' as const), words: answer.message }
          : undefined
      : undefined;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3 text-sm text-plum-800">
        <ContentStatusBadge status={page.status} />
        <span className="font-mono text-xs">{page.path}</span>
        {page.published_at ? (
          <a
            href={page.path}
            target="_blank"
            rel="noopener"
            className="font-semibold text-rose-700 underline underline-offset-4"
          >
            {text('contentOpenPage')}
          </a>
        ) : null}
      </div>
      {message ? <FormMessage tone={message.tone}>{message.words}</FormMessage> : null}

      <div role="tablist" aria-label={text('contentLanguages')} className="flex gap-2">
        {LOCALES.map((code) => (
          <button
            key={code}
            type="button"
            role="tab"
            id={`content-tab-${code}`}
            aria-controls={`content-panel-${code}`}
            aria-selected={tab === code}
            onClick={() => setTab(code)}
            className={`min-h-11 rounded-full px-4 text-sm font-bold ${
              tab === code
                ? 'bg-plum-900 text-cream-50'
                : 'bg-white text-plum-900 ring-1 ring-plum-900/20'
            }`}
          >
            {text(code === 'id' ? 'contentTabId' : 'contentTabEn')}
          </button>
        ))}
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Form
          method="post"
          key={page.version}
          {...validation.formProps}
          className="flex flex-col gap-4"
        >
          <input type="hidden" name="intent" value={CONTENT_INTENTS.save} />
          <input type="hidden" name="version" value={page.version} />
          {LOCALES.map((code) => (
            <div
              key={code}
              role="tabpanel"
              id={`content-panel-${code}`}
              aria-labelledby={`content-tab-${code}`}
              hidden={tab !== code}
              className="flex flex-col gap-4"
              ref={(panel) => {
                bodies.current[code] = panel?.querySelector('textarea') ?? null;
              }}
            >
              {code === 'en' ? (
                <p className="text-sm text-plum-700">{text('contentEnHint')}</p>
              ) : null}
              <TextField
                label={text('contentFieldTitle')}
                defaultValue={page.draft[code].title}
                optional={code === 'en'}
                {...validation.field(`${code}.title`)}
              />
              <TextField
                label={text('contentFieldDescription')}
                defaultValue={page.draft[code].description}
                optional
                {...validation.field(`${code}.description`)}
              />
              <TextAreaField
                label={text('contentFieldBody')}
                hint={text(page.kind === 'faq' ? 'contentFaqHint' : 'contentBodyHint')}
                defaultValue={page.draft[code].body}
                rows={22}
                onInput={(event) => preview.ask(code, event.currentTarget.value)}
                className="font-mono"
                {...validation.field(`${code}.body`)}
              />
            </div>
          ))}
          <button type="submit" className={BUTTON_CLASS.primary}>
            {text('contentSave')}
          </button>
        </Form>

        <section aria-labelledby="content-preview" className="flex flex-col gap-3">
          <h2 id="content-preview" className="text-lg font-bold text-plum-900">
            {text('contentPreview')}
          </h2>
          <MarkdownPreviewBox html={preview.html} />
          <image.Form
            method="post"
            encType="multipart/form-data"
            className="flex flex-col gap-3 rounded-2xl bg-cream-100 p-4"
          >
            <input type="hidden" name="intent" value={CONTENT_INTENTS.image} />
            <TextField name="alt" label={text('contentImageAlt')} optional />
            <TextField
              name="image"
              type="file"
              accept="image/png,image/jpeg,image/webp"
              label={text('contentImageFile')}
              error={
                image.data?.ok === false
                  ? (image.data.fields?.image ?? image.data.message)
                  : undefined
              }
            />
            <button
              type="submit"
              className={BUTTON_CLASS.secondary}
              disabled={image.state !== 'idle'}
            >
              {text('contentImageUpload')}
            </button>
            {image.data?.ok ? (
              <p role="status" className="text-sm text-leaf-700">
                {text('contentImageInserted')}
              </p>
            ) : null}
          </image.Form>
        </section>
      </div>

      <div className="flex flex-wrap items-center gap-3 border-t border-blush-200 pt-5">
        <Form method="post">
          <input type="hidden" name="intent" value={CONTENT_INTENTS.publish} />
          <input type="hidden" name="version" value={page.version} />
          <button type="submit" className={BUTTON_CLASS.primary}>
            {text('contentPublish')}
          </button>
        </Form>
        {page.published_at ? (
          <Form method="post">
            <input type="hidden" name="intent" value={CONTENT_INTENTS.unpublish} />
            <input type="hidden" name="version" value={page.version} />
            <button type="submit" className={BUTTON_CLASS.danger}>
              {text('contentUnpublish')}
            </button>
          </Form>
        ) : null}
        <p className="text-sm text-plum-700">{text('contentPublishHint')}</p>
      </div>
    </div>
  );
}
