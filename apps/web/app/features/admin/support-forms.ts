import type { Locale } from '@kilau/domain';
import { createTicketReplySchema, createTicketStatusSchema } from '@kilau/domain/support';
import { schemaParse } from '~/hooks/schema-parse';

/**
 * The ticket page's forms (answer, close, reopen), read by the domain's schemas in the browser
 * and again in the route action; the API parses a third time.
 */
export const TICKET_INTENTS = { reply: 'reply', close: 'close', reopen: 'reopen' } as const;
export type TicketIntent = (typeof TICKET_INTENTS)[keyof typeof TICKET_INTENTS];

const versionOf = (form: FormData) => Number(form.get('version'));

export const parseTicketReply = (locale: Locale) =>
  schemaParse(createTicketReplySchema(locale), (form) => ({
    version: versionOf(form),
    body: String(form.get('body') ?? ''),
  }));

export const parseTicketMove = (locale: Locale) =>
  schemaParse(createTicketStatusSchema(locale), (form) => ({ version: versionOf(form) }));

/** What the ticket page's action answers. */
export type TicketActionData = {
  intent: TicketIntent;
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
};
