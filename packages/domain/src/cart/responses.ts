import { z } from '../shared/zod';

/** What the bag's side calls answer (ADR 0020): the API's response schemas and the web's types. */

/** `GET /api/cart/toggles`: the bag's feature toggles. */
export const CartTogglesSchema = z.object({
  cart_verified_only_apply_voucher: z.boolean(),
  points: z.boolean(),
});
export type CartToggles = z.infer<typeof CartTogglesSchema>;

/** `GET /api/cart/user/me/points`: the balance, what one point is worth, the held points, the ledger. */
export const PointsBalanceSchema = z.object({
  balance: z.number(),
  /** Rupiah one point is worth. */
  point_value: z.number(),
  /** Points held by the active bag. */
  held: z.number(),
  ledger: z.array(
    z.object({
      id: z.string(),
      delta: z.number(),
      reason: z.string(),
      cart_id: z.string().nullable(),
      order_ref: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type PointsBalance = z.infer<typeof PointsBalanceSchema>;
