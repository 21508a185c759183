import type { Locale } from '@kilau/domain';
import {
  createChatMessageSchema,
  createTicketReplySchema,
  createTicketStatusSchema,
} from '@kilau/domain/support';
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

/** The chat desk's forms: answer a conversation, close it. */
export const CHAT_INTENTS = { answer: 'answer', close: 'close' } as const;
export type ChatIntent = (typeof CHAT_INTENTS)[keyof typeof CHAT_INTENTS];

export const parseChatAnswer = (locale: Locale) =>
  schemaParse(createChatMessageSchema(locale), (form) => ({
    body: String(form.get('body') ?? ''),
  }));

/** What the chat desk's action answers. */
export type ChatActionData = {
  intent: ChatIntent;
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
};
