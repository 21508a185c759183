import { requiredText } from '../accounts/fields';
import { messagesFor, type MessagesIn } from '../messages';
import { z } from '../shared/zod';
import { CHAT_AUTHORS, CHAT_MESSAGE_MAX, CHAT_STATUSES } from './constants';

/**
 * The support chat (001 §1 "chatbot (HTTP and socket)", issue 24): a member's conversation is
 * answered first from the FAQ; on the member's asking (or when the FAQ has no answer and they
 * accept) it waits for the support desk, then a person answers live. Transcripts are kept.
 */
/** `POST /api/chatbot/messages` and the desk's reply: one message. */
export const createChatMessageSchema = (locale?: MessagesIn) => {
  const t = messagesFor(locale);
  return z.object({
    body: requiredText(t, { multiline: true }).max(CHAT_MESSAGE_MAX, {
      error: t('chat_message_too_long', { max: CHAT_MESSAGE_MAX }),
    }),
  });
};
export type ChatMessageInput = z.infer<ReturnType<typeof createChatMessageSchema>>;

export const ChatMessageSchema = z.object({
  id: z.string(),
  author: z.enum(CHAT_AUTHORS),
  body: z.string(),
  /** The FAQ entry a bot answer came from (its question and page), when it came from one. */
  faq: z.object({ question: z.string(), path: z.string() }).nullable(),
  /** A bot answer that offers a person (the FAQ did not know). */
  offers_handover: z.boolean(),
  /** The support member's first name, for a staff answer. */
  staff_name: z.string().nullable(),
  /**
   * An FAQ answer's Markdown as safe HTML (the content pages' renderer: no raw HTML, links only
   * to the shop's paths, http(s), mail or phone); null for every other message (plain text).
   */
  html: z.string().nullable(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatConversationSchema = z.object({
  id: z.string().nullable(),
  status: z.enum(CHAT_STATUSES),
  messages: z.array(ChatMessageSchema),
});
export type ChatConversation = z.infer<typeof ChatConversationSchema>;

/** The desk's list: chats waiting for a person or being answered. */
export const DeskChatSchema = z.object({
  id: z.string(),
  status: z.enum(CHAT_STATUSES),
  member: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  last_message: z.string(),
  last_message_at: z.string(),
  staff_name: z.string().nullable(),
});
export type DeskChat = z.infer<typeof DeskChatSchema>;

export const DeskConversationSchema = DeskChatSchema.extend({
  messages: z.array(ChatMessageSchema),
});
export type DeskConversation = z.infer<typeof DeskConversationSchema>;
