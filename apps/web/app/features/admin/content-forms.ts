import { contentDraftSchema, type ContentDraftInput } from '@kilau/domain/content';
import type { Locale } from '@kilau/domain';
import { schemaParse } from '~/hooks/schema-parse';

/** The content editor's intents (one action, `/admin/content/:key`). */
export const CONTENT_INTENTS = {
  save: 'save',
  publish: 'publish',
  unpublish: 'unpublish',
  preview: 'preview',
  image: 'image',
} as const;

/** The editor's form as the draft the API takes: `id.title`, `en.body`, … and `version`. */
export function draftInput(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '');
  const words = (locale: 'id' | 'en') => ({
    title: text(`${locale}.title`),
    description: text(`${locale}.description`),
    body: text(`${locale}.body`),
  });
  return { version: Number(form.get('version')), id: words('id'), en: words('en') };
}

/** The browser and the action read the draft with the domain's schema. */
export const parseContentDraft = (locale: Locale) =>
  schemaParse<ReturnType<typeof contentDraftSchema>>(contentDraftSchema(locale), draftInput);

export type { ContentDraftInput };

/** What the editor's action answers. */
export type ContentActionData = {
  intent: string;
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
  /** 409: someone else saved first (the page is loaded again). */
  stale?: boolean;
  html?: string;
  markdown?: string;
};
