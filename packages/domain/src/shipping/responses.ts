import { z } from '../shared/zod';
import { SHIPPING_TYPES } from './constants';

/** What the shipping calls answer (ADR 0020): the API's response schema and the web's type. */

/** A shipping method as `GET|POST /api/shipping/user/me/shippings` answer it (000 §3). */
export const ShippingMethodSchema = z.object({
  /** The service code (`jne_reg`), also in `code`. */
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  service_name: z.string(),
  shipping_type: z.enum(SHIPPING_TYPES),
  shipping_type_label: z.string(),
  carrier: z.object({
    code: z.string(),
    name: z.string(),
    logo: z.string(),
    can_track: z.boolean(),
  }),
  fee: z.number(),
  discount: z.number(),
  fee_after_discount: z.number(),
  is_free: z.boolean(),
  discount_source: z.enum(['free_shipping_limit', 'voucher']).nullable(),
  eta: z.object({
    min_days: z.number(),
    max_days: z.number(),
    /** WIB days, `YYYY-MM-DD`. */
    arrives_from: z.string(),
    arrives_to: z.string(),
    text: z.string(),
  }),
  weight_grams: z.number(),
  billed_weight_kg: z.number(),
  is_selected: z.boolean(),
});
export type ShippingMethod = z.infer<typeof ShippingMethodSchema>;
