import {
  emailField,
  messageField,
  optionalText,
  phoneField,
  requiredText,
} from '../accounts/fields';
import { PHONE_LENGTH } from '../accounts/constants';
import { messagesFor, type Messages, type MessagesIn } from '../messages';
import { textInput, wholeNumber } from '../shared/input';
import { z } from '../shared/zod';
import {
  CUSTOMER_NAME_MAX,
  ORDER_REFERENCE_PATTERN,
  SUPPORT_TOPICS,
  TICKET_REPLY_MAX,
} from './constants';

/**
 * The contact form (001 §5: customer name, subject and message required, message 1 to 160
 * characters, 'Email tidak valid', other phone fields 9 to 14 digits). The phone is optional
 * (e-mail is how support answers); the order reference is optional and, when given, must look
 * like the shop's (`KLU-261127-ABC234`, any case): the API also checks a signed-in member's is
 * one of theirs. `createContactSchema(locale)` on the web, `(messageCodes)` in the API.
 */
export const createContactSchema = (locale?: MessagesIn) => {
  const t = messagesFor(locale);
  return z.object({
    customer_name: requiredText(t).max(CUSTOMER_NAME_MAX, {
      error: t('customer_name_too_long', { max: CUSTOMER_NAME_MAX }),
    }),
    email: emailField(t),
    phone: optionalText(phoneField(t, PHONE_LENGTH)),
    subject: z.enum(SUPPORT_TOPICS, { error: () => t('required') }),
    order_reference: optionalText(
      requiredText(t)
        .max(32, { error: t('order_reference_invalid') })
        .transform((value) => value.toUpperCase())
        .refine((value) => ORDER_REFERENCE_PATTERN.test(value), {
          error: t('order_reference_invalid'),
        }),
    ),
    message: messageField(t),
  });
};
export const ContactSchema = createContactSchema();
export type ContactInput = z.infer<typeof ContactSchema>;

/** The contact form as the API reads it: the form, and a reCAPTCHA token where configured. */
export const createContactRequestSchema = (t: Messages) =>
  createContactSchema(t).extend({ recaptcha_token: textInput().max(4_000).optional() });

/** The `version` a ticket was read at (a JSON number). */
const ticketVersion = (t: Messages) =>
  wholeNumber({ min: 1, max: 2_147_483_647, message: t('validation_failed'), coerce: false });

/** `POST /api/admin/support/tickets/:id/replies`: support's answer, e-mailed to the shopper. */
export const createTicketReplySchema = (locale?: MessagesIn) => {
  const t = messagesFor(locale);
  return z.object({
    version: ticketVersion(t),
    body: requiredText(t, { multiline: true }).max(TICKET_REPLY_MAX, {
      error: t('ticket_reply_too_long', { max: TICKET_REPLY_MAX }),
    }),
  });
};
export type TicketReplyInput = z.infer<ReturnType<typeof createTicketReplySchema>>;

/** Close or reopen a ticket at the version read. */
export const createTicketStatusSchema = (locale?: MessagesIn) =>
  z.object({ version: ticketVersion(messagesFor(locale)) });
