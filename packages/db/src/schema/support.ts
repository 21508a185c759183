import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './foundation';

/** The contact form's tickets (migration 0040, docs/design/contact-and-stores.md). */
export interface SupportTicketsTable {
  id: Generated<number>;
  /** `CS-2026-000123`. */
  reference: string;
  user_id: number | null;
  customer_name: string;
  email: string;
  phone: string | null;
  /** One of the domain's `SUPPORT_TOPICS`. */
  subject: string;
  order_reference: string | null;
  locale: ColumnType<'id' | 'en', 'id' | 'en' | undefined, 'id' | 'en'>;
  status: ColumnType<
    'open' | 'answered' | 'closed',
    'open' | 'answered' | 'closed' | undefined,
    'open' | 'answered' | 'closed'
  >;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_message_at: Timestamp;
}

export interface SupportTicketMessagesTable {
  id: Generated<number>;
  ticket_id: number;
  author: 'customer' | 'staff';
  staff_id: number | null;
  staff_name: string | null;
  body: string;
  created_at: Timestamp;
}

/** The support chat (migration 0057, docs/design/support-chat.md). */
export interface SupportChatsTable {
  id: Generated<number>;
  user_id: number;
  status: 'bot' | 'waiting' | 'live' | 'closed';
  staff_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_message_at: Timestamp;
}

export interface SupportChatMessagesTable {
  id: Generated<number>;
  chat_id: number;
  author: 'member' | 'bot' | 'staff';
  staff_id: number | null;
  body: string;
  faq_question: string | null;
  faq_path: string | null;
  offers_handover: Generated<boolean>;
  created_at: Timestamp;
}
