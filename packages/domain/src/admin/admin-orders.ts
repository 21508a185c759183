import { requiredText } from '../accounts/fields';
import type { Messages } from '../messages';
import { apiTimestamp } from '../shared/response';
import { z } from '../shared/zod';

/** The orders screens of the back office (docs/design/back-office.md, Orders). */

/** At most this many characters of a staff cancellation's reason are kept. */
export const STAFF_CANCEL_REASON_MAX = 200;

/** `POST /api/admin/orders/:reference/cancel`: why the shop cancels the order. */
export const orderCancelSchema = (t: Messages) =>
  z.object({
    reason: requiredText(t).max(STAFF_CANCEL_REASON_MAX, {
      error: t('order_cancel_reason_length', { max: STAFF_CANCEL_REASON_MAX }),
    }),
  });
export type OrderCancelInput = z.infer<ReturnType<typeof orderCancelSchema>>;

const StateRefSchema = z.object({ id: z.number(), name: z.string() });

/** What a staff cancellation answers: the state now and the refund it owes (a paid order). */
export const OrderCancelledSchema = z.object({
  reference_code: z.string(),
  state: StateRefSchema,
  refund: z.object({ amount: z.number(), status: z.string() }).nullable(),
});
export type OrderCancelled = z.infer<typeof OrderCancelledSchema>;

/** One row of `GET /api/admin/orders`. */
export const AdminOrderRowSchema = z.object({
  _id: z.string(),
  reference_code: z.string(),
  member_email: z.string(),
  state: StateRefSchema,
  total_paid: z.number(),
  payment_method: z.string(),
  /** The method's name in the shop (null: a code the shop no longer has). */
  payment_method_name: z.string().nullable(),
  payment_status: z.string(),
  created_at: apiTimestamp(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;

/** `GET /api/admin/orders/:reference` (the operator API's order view, shared with `/api/ops`). */
export const AdminOrderSchema = z.object({
  _id: z.string(),
  reference_code: z.string(),
  member: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    phone: z.string().nullable().optional(),
  }),
  state: StateRefSchema,
  allowed_next: z.array(StateRefSchema),
  payment_method: z.string(),
  payment_method_name: z.string().nullable(),
  payment_status: z.string(),
  paid_at: apiTimestamp().nullable(),
  subtotal: z.number(),
  discount: z.number(),
  shipping_fee: z.number(),
  shipping_discount: z.number(),
  total_paid: z.number(),
  goods_paid: z.number(),
  voucher: z.object({ code: z.string(), discount: z.number() }).nullable(),
  bank_promotion_discount: z.number(),
  points_used: z.object({ points: z.number(), discount: z.number() }),
  payment_attempt: z.number(),
  payment_ref: z.string(),
  payment_notifications: z.array(
    z.object({
      order_ref: z.string(),
      transaction_status: z.string(),
      status_code: z.string(),
      payment_type: z.string(),
      gross_amount: z.number(),
      received_at: apiTimestamp().nullable(),
      outcome: z.string().nullable(),
      outcome_reason: z.string().nullable(),
    }),
  ),
  points: z.object({ on_delivery: z.number(), earned: z.number(), taken_back: z.number() }),
  created_at: apiTimestamp().nullable(),
  cancelled_at: apiTimestamp().nullable(),
  cancellation_reason: z.string().nullable(),
  delivery_address: z.record(z.string(), z.unknown()),
  shipping: z.record(z.string(), z.unknown()),
  products: z.array(
    z.object({
      id: z.string(),
      combination_id: z.string(),
      name: z.string().nullable(),
      quantity: z.number(),
      unit_price: z.number(),
      total_price: z.number(),
      image: z.object({ url: z.string(), alt: z.string() }).nullable(),
    }),
  ),
  state_histories: z.array(
    z.object({
      to_status: StateRefSchema,
      note: z.string().nullable(),
      created_at: apiTimestamp().nullable(),
      by: z.string().nullable(),
    }),
  ),
  shipment: z
    .object({
      carrier: z.object({ code: z.string(), name: z.string() }),
      service: z.string(),
      tracking_number: z.string(),
      shipped_at: apiTimestamp().nullable(),
      delivered_at: apiTimestamp().nullable(),
      undelivered_at: apiTimestamp().nullable(),
      returned_at: apiTimestamp().nullable(),
      destination: z.unknown(),
    })
    .nullable(),
  payment_confirmation: z
    .object({
      bank_name: z.string(),
      account_name: z.string(),
      receipt_url: z.string(),
      created_at: apiTimestamp().nullable(),
    })
    .nullable(),
  refund: z
    .object({
      amount: z.number(),
      status: z.string(),
      reason: z.string(),
      created_at: apiTimestamp().nullable(),
      refunded_at: apiTimestamp().nullable(),
    })
    .nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

/** The detail page's move form: the state to move to (its id) and an optional note. */
export const orderMoveSchema = (t: Messages) =>
  z.object({
    state: z.coerce
      .number({ error: t('order_state_unknown', { state: '?' }) })
      .int({ error: t('order_state_unknown', { state: '?' }) })
      .min(1, { error: t('order_state_unknown', { state: '?' }) })
      .max(999, { error: t('order_state_unknown', { state: '?' }) }),
    note: z
      .string()
      .trim()
      .max(500, { error: t('order_cancel_reason_length', { max: 500 }) })
      .optional()
      .transform((value) => (value ? value : undefined)),
  });
export type OrderMoveInput = z.infer<ReturnType<typeof orderMoveSchema>>;

/** Where one order message stands (issue 25): sent, due, waiting to retry, or given up. */
export const ORDER_MESSAGE_STATUSES = ['sent', 'pending', 'retrying', 'failed'] as const;

/** One row of `GET /api/admin/orders/:reference/messages`. */
export const AdminOrderMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms', 'whatsapp']),
  recipient: z.string(),
  template: z.string(),
  locale: z.enum(['id', 'en']),
  subject: z.string(),
  status: z.enum(ORDER_MESSAGE_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
export type AdminOrderMessage = z.infer<typeof AdminOrderMessageSchema>;
