import { z } from '../shared/zod';

/**
 * What the order calls answer (ADR 0020): the API's response schemas and the web's types.
 * The delivery address, the shipping and the lines are snapshots kept as JSON on the order, so
 * their schemas name the fields the screens read and let the rest through.
 */

/** An order state (`GET /api/order/order-state`). */
export const OrderStateRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string(),
});
export type OrderStateRow = z.infer<typeof OrderStateRowSchema>;

/** The gateway's answer kept on the order (Midtrans Core API shapes, design/checkout-and-payment.md `Charge`). */
export const OrderPaymentSchema = z.looseObject({
  transaction_id: z.string().optional(),
  status: z.string().optional(),
  payment_type: z.string().optional(),
  va_numbers: z.array(z.looseObject({ bank: z.string(), va_number: z.string() })).optional(),
  permata_va_number: z.string().optional(),
  bill_key: z.string().optional(),
  biller_code: z.string().optional(),
  payment_code: z.string().optional(),
  store: z.string().optional(),
  actions: z
    .array(
      z.looseObject({
        name: z.string(),
        method: z.string().optional(),
        url: z.string(),
        /** A `form-post` action's fields. */
        fields: z.record(z.string(), z.string()).optional(),
      }),
    )
    .optional(),
  redirect_url: z.string().optional(),
  expiry_time: z.string().optional(),
  masked_card: z.string().optional(),
  qr_string: z.string().optional(),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

/** An order as placement, a change of method and a cancellation answer it. */
export const PlacedOrderSchema = z.object({
  _id: z.string(),
  reference_code: z.string(),
  cart_id: z.string(),
  state: z.object({ id: z.number(), name: z.string() }),
  payment_method: z.string(),
  payment_status: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  shipping_fee: z.number(),
  shipping_discount: z.number(),
  total_paid: z.number(),
  payment_due_at: z.string().nullable(),
  redirect_url: z.string().nullable(),
  /** `{}` until the gateway answered. */
  payment: OrderPaymentSchema,
});
export type PlacedOrderView = z.infer<typeof PlacedOrderSchema>;

/** A line of an order: the bag line's view kept on the order, with what was paid. */
export const OrderLineSchema = z.looseObject({
  quantity: z.number(),
  unit_price: z.number(),
  total_price: z.number(),
});

/** `GET /api/order/orders/:id`: placement's view with its lines and snapshots. */
export const OrderDetailSchema = PlacedOrderSchema.extend({
  delivery_address: z.record(z.string(), z.unknown()),
  shipping: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  cancellation_reason: z.string().nullable(),
  products: z.array(OrderLineSchema),
  /** A bank transfer's confirmation; the receipt through a signed URL. */
  payment_confirmation: z
    .object({
      bank_name: z.string(),
      account_name: z.string(),
      receipt_url: z.string(),
      created_at: z.string(),
    })
    .nullable(),
});
export type OrderDetailView = z.infer<typeof OrderDetailSchema>;

/** `GET /api/order/orders/:id/tracking`: the parcel and the carrier's scans, newest first. */
export const OrderTrackingSchema = z.object({
  carrier: z.object({ code: z.string(), name: z.string() }),
  service: z.string(),
  tracking_number: z.string(),
  can_track_order: z.boolean(),
  shipped_at: z.string(),
  delivered_at: z.string().nullable(),
  events: z.array(
    z.object({
      at: z.string(),
      code: z.string(),
      description: z.string(),
      location: z.string(),
    }),
  ),
});
export type OrderTracking = z.infer<typeof OrderTrackingSchema>;

/** `GET /api/order/user/me/orders/count`: how many of the member's orders match. */
export const OrderCountSchema = z.object({ count: z.number() });
