/**
 * The contact form and its support tickets (issue 20, docs/design/contact-and-stores.md).
 */

/** What a shopper writes about: the form's choice of subject. */
export const SUPPORT_TOPICS = [
  'pesanan',
  'pembayaran',
  'pengiriman',
  'pengembalian',
  'produk',
  'akun',
  'lainnya',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** A ticket is open until support answers it; answered until the shopper writes again or it is closed. */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Messages one client IP, and one e-mail address, may send per hour. */
export const CONTACT_MESSAGES_PER_HOUR = 5;

/** The customer name is at most this long (the form's field; the spec names no limit). */
export const CUSTOMER_NAME_MAX = 80;
/** An answer from support, at most this long (the shopper's message is 160: 001 §5). */
export const TICKET_REPLY_MAX = 2000;

/** A ticket's reference: `CS-2026-000123` (the WIB year it was opened and its number). */
export const TICKET_REFERENCE_PATTERN = /^CS-\d{4}-\d{6,}$/;

/** An order's reference as the shop writes it (`KLU-261127-ABC234`, place-order.service.ts). */
export const ORDER_REFERENCE_PATTERN = /^KLU-\d{6}-[2-9A-Z]{6}$/;

/** `CS-<WIB year>-<number, six digits at least>`. */
export const ticketReference = (year: number, id: number) =>
  `CS-${year}-${String(id).padStart(6, '0')}`;

/** Each topic's words, for the form's choice and the e-mails to support. */
export const SUPPORT_TOPIC_LABELS: Record<SupportTopic, { id: string; en: string }> = {
  pesanan: { id: 'Pesanan', en: 'Orders' },
  pembayaran: { id: 'Pembayaran', en: 'Payment' },
  pengiriman: { id: 'Pengiriman', en: 'Shipping' },
  pengembalian: { id: 'Pengembalian & penukaran', en: 'Returns & exchanges' },
  produk: { id: 'Produk', en: 'Products' },
  akun: { id: 'Akun & poin', en: 'Account & points' },
  lainnya: { id: 'Lainnya', en: 'Something else' },
};

/**
 * The support chat (issue 24, docs/design/support-chat.md): its states and authors, kept free
 * of the schemas so the storefront's shell can read them.
 */
export const CHAT_STATUSES = ['bot', 'waiting', 'live', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
export const CHAT_AUTHORS = ['member', 'bot', 'staff'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];
/** A chat message, at most this long (a support answer may be long; a question rarely). */
export const CHAT_MESSAGE_MAX = 1000;
/** Messages one member may send a minute (a person types slower). */
export const CHAT_MESSAGES_PER_MINUTE = 20;
