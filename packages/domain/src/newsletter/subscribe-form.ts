import { emailField } from '../accounts/fields';
import { messagesFor, type MessagesIn } from '../messages';
import { LOCALES } from '../shared/locale';
import { z } from '../shared/zod';
import { NEWSLETTER_GUEST_SOURCES, NEWSLETTER_TOKEN_LENGTH } from './constants';

/**
 * The newsletter form (the modal and the footer): an e-mail and the consent box, which must be
 * ticked (UU PDP: consent is explicit, never pre-ticked). The modal and the API read the same
 * shape; `language` is the language the shopper reads the shop in (the mails follow it).
 */
export const createNewsletterSubscribeSchema = (locale?: MessagesIn) => {
  const t = messagesFor(locale);
  return z.object({
    email: emailField(t),
    consent: z.literal(true, { error: () => t('newsletter_consent_required') }),
    language: z.enum(LOCALES, { error: () => t('option_invalid') }).optional(),
    source: z.enum(NEWSLETTER_GUEST_SOURCES, { error: () => t('option_invalid') }).optional(),
  });
};

export type NewsletterSubscribeInput = z.output<ReturnType<typeof createNewsletterSubscribeSchema>>;

/** base64url, as the tokens are made: stricter than `textInput` (no control characters either). */
const TOKEN_PATTERN = new RegExp(
  `^[A-Za-z0-9_-]{${NEWSLETTER_TOKEN_LENGTH.min},${NEWSLETTER_TOKEN_LENGTH.max}}$`,
);

/** A confirm or unsubscribe link's token. */
export const createNewsletterTokenSchema = (locale?: MessagesIn) => {
  const t = messagesFor(locale);
  return z.object({
    token: z
      .string({ error: () => t('newsletter_link_invalid') })
      .trim()
      .regex(TOKEN_PATTERN, { error: t('newsletter_link_invalid') }),
  });
};
