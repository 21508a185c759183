import type { Database } from '@kilau/db';
import type { ChatAuthor, ChatStatus } from '@kilau/domain/support';
import { sql, type Kysely } from 'kysely';

/**
 * The support chat's storage (migration 0057): conversations and messages. Reads the published
 * FAQ pages (`content_pages`, `content_page_texts`; the content module's, shared on purpose, read
 * only), the members' names (`users`) and the desk's (`staff`), read only.
 */
export function createChatbotRepository(db: Kysely<Database>) {
  const chatColumns = ['id', 'user_id', 'status', 'staff_id', 'last_message_at'] as const;
  /** A conversation as the desk sees it: its member and the staff member answering. */
  const deskChats = () =>
    db
      .selectFrom('support_chats')
      .innerJoin('users', 'users.id', 'support_chats.user_id')
      .leftJoin('staff', 'staff.id', 'support_chats.staff_id')
      .select([
        'support_chats.id',
        'support_chats.status',
        'support_chats.last_message_at',
        'users.id as member_id',
        'users.first_name',
        'users.last_name',
        'users.user_name',
        'users.email',
        'staff.name as staff_name',
      ]);
  return {
    /** The published FAQ pages in `locale`: their paths and Markdown. */
    async faqPages(locale: string) {
      return db
        .selectFrom('content_pages')
        .innerJoin('content_page_texts', 'content_page_texts.page_id', 'content_pages.id')
        .select(['content_pages.path', 'content_page_texts.body'])
        .where('content_pages.kind', '=', 'faq')
        .where('content_pages.published_at', 'is not', null)
        .where('content_page_texts.stage', '=', 'published')
        .where('content_page_texts.locale', '=', locale === 'en' ? 'en' : 'id')
        .orderBy('content_pages.id')
        .execute();
    },

    /** The member's open conversation, locked for this transaction. */
    async openChatForUpdate(userId: number) {
      return db
        .selectFrom('support_chats')
        .select(chatColumns)
        .where('user_id', '=', userId)
        .where('status', '<>', 'closed')
        .forUpdate()
        .executeTakeFirst();
    },

    async openChat(userId: number) {
      return db
        .selectFrom('support_chats')
        .select(chatColumns)
        .where('user_id', '=', userId)
        .where('status', '<>', 'closed')
        .executeTakeFirst();
    },

    /** A new conversation, or none when a parallel call opened one first (then read it). */
    async createChat(userId: number, now: Date) {
      return db
        .insertInto('support_chats')
        .values({
          user_id: userId,
          status: 'bot',
          created_at: now,
          updated_at: now,
          last_message_at: now,
        })
        .onConflict((oc) => oc.column('user_id').where('status', '<>', 'closed').doNothing())
        .returning(chatColumns)
        .executeTakeFirst();
    },

    async chatForUpdate(id: number) {
      return db
        .selectFrom('support_chats')
        .select(chatColumns)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    async addMessage(message: {
      chat_id: number;
      author: ChatAuthor;
      body: string;
      staff_id?: number | null;
      faq_question?: string | null;
      faq_path?: string | null;
      offers_handover?: boolean;
      now: Date;
    }) {
      const { now, ...values } = message;
      const row = await db
        .insertInto('support_chat_messages')
        .values({ ...values, created_at: now })
        .returning(['id'])
        .executeTakeFirstOrThrow();
      await db
        .updateTable('support_chats')
        .set({ last_message_at: now, updated_at: now })
        .where('id', '=', message.chat_id)
        .execute();
      return row.id;
    },

    async setStatus(id: number, status: ChatStatus, now: Date, staffId?: number) {
      await db
        .updateTable('support_chats')
        .set({ status, updated_at: now, ...(staffId !== undefined ? { staff_id: staffId } : {}) })
        .where('id', '=', id)
        .execute();
    },

    /** A conversation's messages, oldest first, with the desk member's name. */
    async messages(chatId: number) {
      return db
        .selectFrom('support_chat_messages')
        .leftJoin('staff', 'staff.id', 'support_chat_messages.staff_id')
        .select([
          'support_chat_messages.id',
          'support_chat_messages.author',
          'support_chat_messages.body',
          'support_chat_messages.faq_question',
          'support_chat_messages.faq_path',
          'support_chat_messages.offers_handover',
          'support_chat_messages.created_at',
          'staff.name as staff_name',
        ])
        .where('support_chat_messages.chat_id', '=', chatId)
        .orderBy('support_chat_messages.id')
        .execute();
    },

    /** The desk's list: waiting first, then live, newest message first within each. */
    async deskChats(limit: number) {
      return deskChats()
        .select((eb) =>
          eb
            .selectFrom('support_chat_messages')
            .select('body')
            .whereRef('support_chat_messages.chat_id', '=', 'support_chats.id')
            .orderBy('support_chat_messages.id', 'desc')
            .limit(1)
            .as('last_message'),
        )
        .where('support_chats.status', 'in', ['waiting', 'live'])
        .orderBy(sql`support_chats.status = 'waiting'`, 'desc')
        .orderBy('support_chats.last_message_at', 'desc')
        .limit(limit)
        .execute();
    },

    async deskChat(id: number) {
      return deskChats().where('support_chats.id', '=', id).executeTakeFirst();
    },
  };
}

export type ChatbotRepository = ReturnType<typeof createChatbotRepository>;
