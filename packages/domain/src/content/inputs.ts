import { messagesFor, type Messages, type MessagesIn } from '../messages';
import { wholeNumber } from '../shared/input';
import { textInput } from '../shared/input';
import { z } from '../shared/zod';
import {
  CONTENT_BODY_MAX,
  CONTENT_DESCRIPTION_MAX,
  CONTENT_LOCALES,
  CONTENT_TITLE_MAX,
} from './constants';

/** The back office's content inputs (docs/design/content.md); the web form re-parses them. */

const title = (t: Messages, required: boolean) => {
  const base = textInput({ message: t('text_control_characters') }).trim();
  return (required ? base.min(1, { error: t('required') }) : base).max(CONTENT_TITLE_MAX, {
    error: t('content_title_length', { max: CONTENT_TITLE_MAX }),
  });
};

/** Indonesian is required (the fallback); blank English words show the Indonesian ones. */
const localeText = (t: Messages, required: boolean) =>
  z.object({
    title: title(t, required),
    description: textInput({ message: t('text_control_characters') })
      .trim()
      .max(CONTENT_DESCRIPTION_MAX, {
        error: t('content_description_length', { max: CONTENT_DESCRIPTION_MAX }),
      }),
    body: textInput({ multiline: true, message: t('text_control_characters') }).max(
      CONTENT_BODY_MAX,
      { error: t('content_body_length', { max: CONTENT_BODY_MAX }) },
    ),
  });

const contentVersion = (t: Messages) =>
  wholeNumber({ min: 1, max: 2_147_483_647, message: t('validation_failed'), coerce: false });

/** `PATCH /api/admin/content/pages/:key`: the draft in both languages, at the version read. */
export const contentDraftSchema = (messages: MessagesIn) => {
  const t = messagesFor(messages);
  return z.object({
    version: contentVersion(t),
    id: localeText(t, true),
    en: localeText(t, false),
  });
};
export type ContentDraftInput = z.infer<ReturnType<typeof contentDraftSchema>>;

/** `POST …/publish`, `…/unpublish`: at the version read. */
export const contentVersionSchema = (messages: MessagesIn) =>
  z.object({ version: contentVersion(messagesFor(messages)) });
export type ContentVersionInput = z.infer<ReturnType<typeof contentVersionSchema>>;

/** `POST …/preview`: unsaved words of one language, rendered as shoppers would see them. */
export const contentPreviewSchema = (messages: MessagesIn) => {
  const t = messagesFor(messages);
  return z.object({
    locale: z.enum(CONTENT_LOCALES, { error: t('option_invalid') }).default('id'),
    body: localeText(t, false).shape.body,
  });
};
export type ContentPreviewInput = z.infer<ReturnType<typeof contentPreviewSchema>>;
