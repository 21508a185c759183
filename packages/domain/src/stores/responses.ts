import { z } from '../shared/zod';
import { STORE_WEEKDAYS } from './constants';

const DayHoursSchema = z.object({ open: z.string(), close: z.string() }).nullable();

/** One offline store as `GET /api/pos/stores` answers it (001 §3: _id, id, value, name). */
export const StoreSchema = z.object({
  _id: z.string(),
  id: z.number(),
  /** The store's code (`senopati`): what self-checkout's `store` parameter names. */
  value: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  /** As dialled in Indonesia, `+62…`. */
  phone: z.string(),
  /** The week, Monday first, WIB wall-clock times; null on a closed day. */
  hours: z.object(
    Object.fromEntries(STORE_WEEKDAYS.map((day) => [day, DayHoursSchema])) as {
      [K in (typeof STORE_WEEKDAYS)[number]]: typeof DayHoursSchema;
    },
  ),
  /** Today's hours in WIB (null: closed today) and whether it is open now. */
  today: DayHoursSchema,
  open_now: z.boolean(),
  lat: z.number(),
  lng: z.number(),
  is_default: z.boolean(),
});
export type Store = z.infer<typeof StoreSchema>;

/**
 * What a scanned barcode finds in a store (`GET /api/pos/stores/:storeId/barcodes/:code`,
 * docs/design/self-checkout.md): the product, its page opened on the matched combination.
 */
export const BarcodeMatchSchema = z.object({
  store_id: z.number(),
  /** The barcode as stored: its digits, however it was typed. */
  barcode: z.string(),
  product_id: z.number(),
  slug: z.string(),
  /** The product page with `?barcode=`, which opens the page on the matched combination. */
  url: z.string(),
  combination_id: z.number(),
  /** Whether this store has the combination (its `store_stock` quantity above 0). */
  is_in_stock: z.boolean(),
});
export type BarcodeMatch = z.infer<typeof BarcodeMatchSchema>;

/**
 * A store order's collection as its member sees it (`GET /api/order/orders/:id/collection`,
 * docs/design/store-collection.md): the token the order QR holds and where the order stands.
 */
export const OrderCollectionSchema = z.object({
  order_id: z.string(),
  reference_code: z.string(),
  store_id: z.number(),
  /** `KCT1.…`: the QR's text, shown small beside it too. */
  token: z.string(),
  /** Paid (by the gateway, or at the cashier once staff took the money). */
  is_paid: z.boolean(),
  /** A pay-at-the-cashier order staff have not marked paid yet. */
  awaiting_cashier: z.boolean(),
  collected_at: z.string().nullable(),
});
export type OrderCollection = z.infer<typeof OrderCollectionSchema>;

/** One line of an order as staff check it at the exit. */
export const StoreCollectionLineSchema = z.object({
  product_id: z.number(),
  combination_id: z.number(),
  name: z.string(),
  /** The chosen option's words (`50 ml`, `Rose`), empty for a product without options. */
  option: z.string(),
  quantity: z.number(),
});

/** A store order as the back office's store collection screen shows it. */
export const StoreCollectionOrderSchema = z.object({
  order_id: z.string(),
  reference_code: z.string(),
  store_id: z.number(),
  member_name: z.string(),
  payment_method: z.string(),
  total_paid: z.number(),
  is_paid: z.boolean(),
  awaiting_cashier: z.boolean(),
  paid_at: z.string().nullable(),
  collected_at: z.string().nullable(),
  /** Who handed it over (the staff member's name), once collected. */
  collected_by: z.string().nullable(),
  lines: z.array(StoreCollectionLineSchema),
});
export type StoreCollectionOrder = z.infer<typeof StoreCollectionOrderSchema>;
