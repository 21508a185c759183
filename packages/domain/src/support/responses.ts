import { z } from '../shared/zod';
import { SUPPORT_TOPICS, TICKET_STATUSES } from './constants';

/** `POST /api/content/contact`: the ticket the message opened. */
export const ContactReceiptSchema = z.object({
  reference: z.string(),
  created_at: z.string(),
});
export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;

/** A row of the back office's ticket list. */
export const AdminTicketRowSchema = z.object({
  id: z.number(),
  reference: z.string(),
  status: z.enum(TICKET_STATUSES),
  subject: z.enum(SUPPORT_TOPICS),
  customer_name: z.string(),
  email: z.string(),
  /** The shopper's message, whole (at most 160 characters). */
  message: z.string(),
  replies: z.number(),
  created_at: z.string(),
  last_message_at: z.string(),
  version: z.number(),
});
export type AdminTicketRow = z.infer<typeof AdminTicketRowSchema>;

export const TicketMessageSchema = z.object({
  id: z.number(),
  /** `customer`: the shopper's message; `staff`: an answer from support. */
  author: z.enum(['customer', 'staff']),
  /** The staff member's name for an answer, else null. */
  staff_name: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type TicketMessage = z.infer<typeof TicketMessageSchema>;

/** One ticket with its thread, oldest message first. */
export const AdminTicketSchema = AdminTicketRowSchema.extend({
  phone: z.string().nullable(),
  order_reference: z.string().nullable(),
  /** The member who wrote while signed in, else null (a guest). */
  member: z.object({ id: z.number(), user_name: z.string().nullable() }).nullable(),
  locale: z.enum(['id', 'en']),
  thread: z.array(TicketMessageSchema),
});
export type AdminTicket = z.infer<typeof AdminTicketSchema>;
