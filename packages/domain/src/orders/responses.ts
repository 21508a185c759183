import { CartLineViewSchema, FreeProductSchema } from '../cart/responses';
import { z } from '../shared/zod';
import type { OrderAction } from './order-status';

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
  /**
   * While its last payment failed and the order still holds what it took (ADR 0034): when the
   * chance to pay again, or to put it back in the bag, ends. Null otherwise.
   */
  pay_again_until: z.string().nullable(),
});
export type PlacedOrderView = z.infer<typeof PlacedOrderSchema>;

/**
 * A line of an order: the bag line's view kept on the order at placement (`CartLineView`), with
 * what was paid. The fields the screens read are named; the rest of the snapshot goes through.
 */
export const OrderLineSchema = CartLineViewSchema.pick({
  _id: true,
  id: true,
  combination_id: true,
  name: true,
  slug: true,
  image: true,
  brand: true,
  combination_name: true,
  combination: true,
  is_pack: true,
  pack_content: true,
  is_pre_order: true,
  egift_info: true,
  quantity: true,
  unit_price: true,
  total_price: true,
}).loose();
export type OrderLineView = z.infer<typeof OrderLineSchema>;

/** A free product that came with the order: the bag's free product kept on the order. */
export const OrderFreeProductSchema = FreeProductSchema.extend({ id: z.string() }).loose();
export type OrderFreeProduct = z.infer<typeof OrderFreeProductSchema>;

/** The delivery address as the order keeps it (a snapshot of the saved address at placement). */
export const OrderDeliveryAddressSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  contact: z.string(),
  phone: z.string(),
  street1: z.string(),
  street2: z.string().nullable(),
  province_code: z.string(),
  regency_code: z.string(),
  district_code: z.string(),
  village_code: z.string().nullable(),
  zipcode: z.string(),
  /** The places' names when the order was placed (orders placed before they were kept: absent). */
  province_name: z.string().nullable().optional(),
  city_name: z.string().nullable().optional(),
  district_name: z.string().nullable().optional(),
  subdistrict_name: z.string().nullable().optional(),
});
export type OrderDeliveryAddress = z.infer<typeof OrderDeliveryAddressSchema>;

/** The carrier code of an order collected in the store it was bought in (no parcel, issue 23). */
export const STORE_PICKUP_CARRIER = 'store_pickup';

/** Whether an order's shipping is a collection in its store (a self-checkout order). */
export const isStorePickup = (shipping: { carrier_code?: string } | null | undefined): boolean =>
  shipping?.carrier_code === STORE_PICKUP_CARRIER;

/**
 * The shipping as the order keeps it: the service chosen at placement, then the parcel's waybill
 * (`code`), whether it can be tracked, and the carrier that really carries it.
 */
export const OrderShippingRecordSchema = z.looseObject({
  carrier_code: z.string(),
  carrier_name: z.string(),
  service_code: z.string(),
  service_name: z.string(),
  fee: z.number(),
  discount: z.number(),
  eta_min_days: z.number(),
  eta_max_days: z.number(),
  code: z.string().nullable(),
  can_track_order: z.boolean(),
});
export type OrderShippingRecord = z.infer<typeof OrderShippingRecordSchema>;

/** `GET /api/order/orders/:id`: placement's view with its lines and snapshots. */
export const OrderDetailSchema = PlacedOrderSchema.extend({
  delivery_address: OrderDeliveryAddressSchema,
  shipping: OrderShippingRecordSchema,
  created_at: z.string(),
  cancellation_reason: z.string().nullable(),
  products: z.array(OrderLineSchema),
  /** The gifts that came with the order (a gift with purchase, a free-product voucher's). */
  free_products: z.array(OrderFreeProductSchema),
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

/** The list's actions (`CANCEL` is `can_cancel`, not a name). */
const HISTORY_ACTIONS = [
  'CONFIRM PAYMENT',
  'TRACK ORDER',
  'REORDER',
  'RETRY',
] as const satisfies readonly OrderAction[];

/**
 * An entry of `GET /api/order/user/me/orders` (000 §3 "Order (history)"): the order as the list
 * shows it, with its status group and action worked out on the server clock (000 §4).
 */
export const OrderHistoryEntrySchema = z.object({
  _id: z.string(),
  reference_code: z.string(),
  cart_id: z.string(),
  state: OrderStateRowSchema,
  state_histories: z.array(
    z.object({
      to_status: OrderStateRowSchema.pick({ id: true, name: true }),
      created_at: z.string(),
    }),
  ),
  products: z.array(OrderLineSchema),
  free_products: z.array(OrderFreeProductSchema),
  payment_method: z.object({
    code: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    /** The virtual account paid into, when the gateway gave one. */
    provider: z
      .object({ bank_name: z.string(), account_number: z.string(), logo: z.null() })
      .nullable(),
  }),
  shipping: OrderShippingRecordSchema.pick({ code: true, can_track_order: true }).extend({
    carriers: z.array(
      z.object({ name: z.string(), service: z.string().nullable(), is_active: z.boolean() }),
    ),
    delivery_address: z.object({
      street1: z.string().nullable(),
      street2: z.string().nullable(),
    }),
  }),
  payment_status: z.string(),
  payment_due_at: z.string(),
  created_at: z.string(),
  is_payment_failed: z.boolean(),
  /** As on the order: when a failed payment's chance to pay again ends (ADR 0034), else null. */
  pay_again_until: z.string().nullable(),
  order_source: z.string(),
  /** A store order handed over at the store's exit: when (docs/design/store-collection.md). */
  collected_at: z.string().nullable(),
  /** What was paid (the order's `total_paid`). */
  price: z.number(),
  subtotal: z.number(),
  status_group: z.object({ group: z.string(), step: z.number(), label: z.string() }),
  action: z.object({
    name: z.enum(HISTORY_ACTIONS).nullable(),
    show_how_to_pay: z.boolean(),
    can_cancel: z.boolean(),
    /** Only with RETRY: when the e-wallet window closes. */
    retry_until: z.string().optional(),
  }),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

/** `POST /api/order/orders/:id/back-to-bag`: the cancelled order and the bag it went back to. */
export const BackToBagSchema = z.object({
  order: PlacedOrderSchema,
  bag: z.object({
    count: z.number(),
    added: z.array(z.object({ id: z.string(), combination_id: z.string(), quantity: z.number() })),
    /** Lines that could not go back (sold out meanwhile, a free gift…), with why. */
    skipped: z.array(
      z.object({
        id: z.string(),
        combination_id: z.string(),
        code: z.string(),
        message: z.string(),
      }),
    ),
  }),
});
export type BackToBag = z.infer<typeof BackToBagSchema>;

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
