import { translate, type Locale } from '@kilau/domain';
import {
  bestFaqAnswer,
  parseFaqEntries,
  type ChatConversation,
  type ChatMessage,
  type DeskChat,
  type DeskConversation,
  type FaqEntry,
} from '@kilau/domain/support';
import { AppError } from '../../lib/app-error';
import { renderMarkdown } from '../../lib/markdown';
import { createTtlCache } from '../../lib/ttl-cache';
import type { ChatbotRepository } from './chatbot.repository';

type MessageRow = Awaited<ReturnType<ChatbotRepository['messages']>>[number];
type FaqHit = { entry: FaqEntry; path: string };

/** A message as the chat shows it. */
const messageOf = (row: MessageRow): ChatMessage => ({
  id: String(row.id),
  author: row.author,
  body: row.body,
  faq: row.faq_question && row.faq_path ? { question: row.faq_question, path: row.faq_path } : null,
  offers_handover: row.offers_handover,
  staff_name: row.author === 'staff' ? (row.staff_name?.split(' ')[0] ?? null) : null,
  html: row.author === 'bot' && row.faq_question ? renderMarkdown(row.body) : null,
  created_at: new Date(row.created_at).toISOString(),
});

/** What the realtime hub is told after a commit: to the member, and to the desk. */
export type ChatNotice = {
  memberId: number;
  chatId: number;
  status: string;
  message: ChatMessage | null;
};

/**
 * The support chat (docs/design/support-chat.md): the member's conversation is answered from
 * the FAQ until they ask for a person; then the desk (`support.tickets`) answers live. Every
 * write runs in one transaction under the conversation's row lock; the realtime notices go
 * after the commit.
 */
export function createChatbotService(deps: {
  repository: ChatbotRepository;
  transaction: <T>(work: (repository: ChatbotRepository) => Promise<T>) => Promise<T>;
  clock: () => Date;
  notify: (notice: ChatNotice) => void;
}) {
  const { repository, clock } = deps;
  const faqCache = createTtlCache<{ entries: FaqEntry[]; paths: string[] }>({
    ttlMs: 60_000,
    maxEntries: 4,
    clock,
  });

  /** The FAQ entries in `locale` (kept a minute: publishing a page shows within it). */
  async function faq(locale: Locale) {
    return faqCache.getOrLoad(locale, async () => {
      const pages = await repository.faqPages(locale);
      const entries: FaqEntry[] = [];
      const paths: string[] = [];
      for (const page of pages) {
        for (const entry of parseFaqEntries(page.body)) {
          entries.push(entry);
          paths.push(page.path);
        }
      }
      return { entries, paths };
    });
  }

  async function answerFromFaq(question: string, locale: Locale): Promise<FaqHit | null> {
    const { entries, paths } = await faq(locale);
    const hit = bestFaqAnswer(question, entries);
    if (!hit) return null;
    return { entry: hit.entry, path: paths[entries.indexOf(hit.entry)] ?? '/faq' };
  }

  async function conversationOf(
    repo: ChatbotRepository,
    chat: { id: number; status: ChatConversation['status'] } | undefined,
  ): Promise<ChatConversation> {
    if (!chat) return { id: null, status: 'bot', messages: [] };
    const messages = await repo.messages(chat.id);
    return { id: String(chat.id), status: chat.status, messages: messages.map(messageOf) };
  }

  /**
   * The member's open conversation, locked, or a new one (when a parallel call opened one
   * first, the insert yields and it is read).
   */
  async function openOrStart(repo: ChatbotRepository, userId: number, now: Date) {
    const chat =
      (await repo.openChatForUpdate(userId)) ??
      (await repo.createChat(userId, now)) ??
      (await repo.openChatForUpdate(userId));
    if (!chat) throw new AppError(409, 'chat_not_found', 'chat_not_found');
    return chat;
  }

  const lastMessage = async (repo: ChatbotRepository, chatId: number) =>
    (await repo.messages(chatId)).map(messageOf).at(-1) ?? null;

  const nameOf = (row: {
    first_name: string | null;
    last_name: string | null;
    user_name: string | null;
    email: string;
  }) => [row.first_name, row.last_name].filter(Boolean).join(' ') || row.user_name || row.email;

  /** A conversation as the desk lists it. */
  const deskChatOf = (
    row: NonNullable<Awaited<ReturnType<ChatbotRepository['deskChat']>>>,
    lastMessage: string,
  ): DeskChat => ({
    id: String(row.id),
    status: row.status,
    member: { id: String(row.member_id), name: nameOf(row), email: row.email },
    last_message: lastMessage,
    last_message_at: new Date(row.last_message_at).toISOString(),
    staff_name: row.staff_name,
  });

  const closedNotice = (chat: { id: number; user_id: number }): ChatNotice => ({
    memberId: chat.user_id,
    chatId: chat.id,
    status: 'closed',
    message: null,
  });

  const service = {
    async conversation(userId: number) {
      return conversationOf(repository, await repository.openChat(userId));
    },

    /**
     * A member's message. In a conversation with the bot, the FAQ answers at once (or says it
     * does not know and offers a person); waiting or live, the desk is told.
     */
    async send(userId: number, body: string, locale: Locale) {
      const hit = await answerFromFaq(body, locale);
      const notices: ChatNotice[] = [];
      const conversation = await deps.transaction(async (repo) => {
        const now = clock();
        const chat = await openOrStart(repo, userId, now);
        await repo.addMessage({ chat_id: chat.id, author: 'member', body, now });
        if (chat.status === 'bot') {
          await repo.addMessage(
            hit
              ? {
                  chat_id: chat.id,
                  author: 'bot',
                  body: hit.entry.answer,
                  faq_question: hit.entry.question,
                  faq_path: hit.path,
                  now,
                }
              : {
                  chat_id: chat.id,
                  author: 'bot',
                  body: translate('chat_bot_unknown', locale),
                  offers_handover: true,
                  now,
                },
          );
        } else {
          notices.push({
            memberId: userId,
            chatId: chat.id,
            status: chat.status,
            message: await lastMessage(repo, chat.id),
          });
        }
        return conversationOf(repo, chat);
      });
      for (const notice of notices) deps.notify(notice);
      return conversation;
    },

    /** The member asks for a person: the conversation waits for the desk. */
    async handover(userId: number, locale: Locale) {
      const notices: ChatNotice[] = [];
      const conversation = await deps.transaction(async (repo) => {
        const now = clock();
        const chat = await openOrStart(repo, userId, now);
        if (chat.status === 'bot') {
          await repo.setStatus(chat.id, 'waiting', now);
          await repo.addMessage({
            chat_id: chat.id,
            author: 'bot',
            body: translate('chat_handover_waiting', locale),
            now,
          });
          notices.push({
            memberId: userId,
            chatId: chat.id,
            status: 'waiting',
            message: await lastMessage(repo, chat.id),
          });
        }
        return conversationOf(repo, {
          id: chat.id,
          status: chat.status === 'bot' ? 'waiting' : chat.status,
        });
      });
      for (const notice of notices) deps.notify(notice);
      return conversation;
    },

    /**
     * The member ends the conversation (a new message starts a new one); the desk is told, so
     * a conversation it was answering leaves its list.
     */
    async close(userId: number) {
      const closed = await deps.transaction(async (repo) => {
        const chat = await repo.openChatForUpdate(userId);
        if (!chat) return null;
        await repo.setStatus(chat.id, 'closed', clock());
        return chat;
      });
      if (closed) deps.notify(closedNotice(closed));
      return { id: null, status: 'bot' as const, messages: [] };
    },

    /** The desk's list. */
    async desk(): Promise<DeskChat[]> {
      const rows = await repository.deskChats(100);
      return rows.map((row) => deskChatOf(row, row.last_message ?? ''));
    },

    async deskConversation(id: number): Promise<DeskConversation> {
      const row = await repository.deskChat(id);
      if (!row) throw new AppError(404, 'chat_not_found', 'chat_not_found');
      const messages = await repository.messages(id);
      return {
        ...deskChatOf(row, messages.at(-1)?.body ?? ''),
        messages: messages.map(messageOf),
      };
    },

    /**
     * The desk ends a conversation (answered, or gone quiet): the member's chat says so and their
     * next message starts a new one. Closing a closed conversation changes nothing.
     */
    async deskClose(id: number) {
      const closed = await deps.transaction(async (repo) => {
        const chat = await repo.chatForUpdate(id);
        if (!chat) throw new AppError(404, 'chat_not_found', 'chat_not_found');
        if (chat.status === 'closed') return null;
        await repo.setStatus(chat.id, 'closed', clock());
        return chat;
      });
      if (closed) deps.notify(closedNotice(closed));
      return service.deskConversation(id);
    },

    /** A support member answers: the conversation is live, theirs, and the member sees it. */
    async reply(staffId: number, id: number, body: string) {
      const notices: ChatNotice[] = [];
      await deps.transaction(async (repo) => {
        const now = clock();
        const chat = await repo.chatForUpdate(id);
        if (!chat) throw new AppError(404, 'chat_not_found', 'chat_not_found');
        if (chat.status === 'closed') throw new AppError(409, 'chat_closed', 'chat_closed');
        await repo.setStatus(chat.id, 'live', now, staffId);
        await repo.addMessage({ chat_id: chat.id, author: 'staff', staff_id: staffId, body, now });
        notices.push({
          memberId: chat.user_id,
          chatId: chat.id,
          status: 'live',
          message: await lastMessage(repo, chat.id),
        });
      });
      for (const notice of notices) deps.notify(notice);
      return service.deskConversation(id);
    },
  };
  return service;
}

export type ChatbotService = ReturnType<typeof createChatbotService>;
