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

/** An e-gift line's recipient and delivery day. */
export const CartEgiftInfoSchema = z.object({
  recipient_email: z.string(),
  recipient_name: z.string().optional(),
  sender_name: z.string().optional(),
  message: z.string().optional(),
  delivery_date: z.string(),
});

/** A component of a pack line. */
export const CartPackItemSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  combination_id: z.string(),
  combination_name: z.string().nullable(),
  quantity: z.number(),
});

/** A bag line (`_id` null on the guest check's answer, which stores nothing). */
export const CartLineViewSchema = z.object({
  _id: z.string().nullable(),
  id: z.string(),
  combination_id: z.string(),
  quantity: z.number(),
  name: z.string(),
  slug: z.string(),
  brand: z.object({ id: z.string(), name: z.string() }),
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  default_category: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  image: z.string().nullable(),
  combination_name: z.string().nullable(),
  combination: z.object({
    attributes: z.record(
      z.string(),
      z.object({ name: z.string(), id: z.union([z.string(), z.number()]).optional() }).nullable(),
    ),
    price: z.number(),
    price_after_discount: z.number(),
  }),
  is_pack: z.boolean(),
  pack_content: z.array(CartPackItemSchema),
  is_pre_order: z.boolean(),
  delivery_date: z.string().nullable(),
  egift_info: CartEgiftInfoSchema.nullable(),
  is_special_price: z.boolean(),
  special_price_voucher_id: z.string().nullable(),
  is_applied_free_product: z.boolean(),
  applied_free_products_voucher_id: z.string().nullable(),
  quantity_limit: z.number(),
  stock: z.number(),
  is_available: z.boolean(),
  quantity_error: z.literal('out_of_stock').nullable(),
  unit_price: z.number(),
  total_price: z.number(),
  detail: z.object({
    combination: z.object({
      price: z.number(),
      price_after_discount: z.number(),
      total_price: z.number(),
    }),
  }),
});

/** A free product of the bag: a gift with purchase or a free-product voucher's. */
export const FreeProductSchema = z.object({
  product_id: z.string(),
  combination_id: z.string(),
  name: z.string(),
  brand: z.string(),
  image: z.string().nullable(),
  quantity: z.number(),
  /** Where it comes from: a gift with purchase or a free-product voucher. */
  source: z.enum(['gift_with_purchase', 'voucher']),
  voucher_id: z.string().nullable(),
});

/** The voucher applied to the bag. */
export const AppliedVoucherSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  discount_type: z.enum(['amount', 'percentage', 'free_shipping', 'free_product']),
});

/** The bag's Totals entity (000 §3 "Totals"; `cartTotalsView`). */
export const CartTotalsViewSchema = z.object({
  total_amount: z.number(),
  discount: z.number(),
  total_amount_after_discount: z.number(),
  total_extra_charge: z.number(),
  total_amount_after_extra: z.number(),
  shipping: z.number(),
  total_price_after_shipping: z.number(),
  voucher_discount: z.number(),
  points_discount: z.number(),
  point_applied: z.number(),
  free_products: z.array(FreeProductSchema),
  free_shipping: z.object({ limit: z.number(), gap: z.number(), qualifies: z.boolean() }),
});

/** The bag as the cart API answers it (design/the-bag.md "The contract"; 000 §3 Cart). */
export const CartViewSchema = z.object({
  _id: z.string().nullable(),
  products: z.array(CartLineViewSchema),
  free_products: z.array(FreeProductSchema),
  point_applied: z.number(),
  points_value: z.number(),
  voucher_id: z.string().nullable(),
  voucher_code: z.string().nullable(),
  voucher: AppliedVoucherSchema.nullable(),
  paper_bag_voucher_id: z.string().nullable(),
  gwp_error_message: z.string().nullable(),
  has_oos_product: z.boolean(),
  stock_message: z.string().nullable(),
  address_id: z.string().nullable(),
  store_id: z.number().nullable(),
  source: z.string().nullable(),
  total_amount: z.number(),
  totals: CartTotalsViewSchema,
  /** Messages to show once (a voucher dropped, points clamped). */
  notices: z.array(z.string()),
});

/** `GET /api/cart/user/me/carts/count`. */
export const CartCountSchema = z.object({ count: z.number() });

/** `POST /api/cart/carts`: the bag's id, its units and the line the product went to. */
export const CartAddAnswerSchema = z.object({
  _id: z.string(),
  count: z.number(),
  line: CartLineViewSchema,
});
export type CartAddAnswer = z.infer<typeof CartAddAnswerSchema>;

/**
 * The voucher, paper-bag and points calls on the bag (`/api/cart/user/me/carts/voucher`,
 * `…/paper-bag`, `…/points`): the bag's applied promotions after the change; the points calls
 * add the member's balance.
 */
export const BagPromotionStateSchema = z.object({
  _id: z.string(),
  voucher_id: z.string().nullable(),
  voucher_code: z.string().nullable(),
  voucher: AppliedVoucherSchema.nullable(),
  free_product_voucher_id: z.string().nullable(),
  paper_bag_voucher_id: z.string().nullable(),
  point_applied: z.number(),
  points_value: z.number(),
  points_balance: z.number().optional(),
});
export type BagPromotionState = z.infer<typeof BagPromotionStateSchema>;

/** `POST /api/cart/user/me/carts/voucher`: plus the voucher's discount and shipping cap (not for a paper bag). */
export const VoucherAppliedStateSchema = BagPromotionStateSchema.extend({
  voucher_discount: z.number().optional(),
  shipping_discount_cap: z.number().nullable().optional(),
});

/** `POST /api/cart/carts/reorder`: what went into the bag and what was skipped, with the reason. */
export const ReorderAnswerSchema = z.object({
  _id: z.string(),
  count: z.number(),
  added: z.array(z.object({ id: z.string(), combination_id: z.string(), quantity: z.number() })),
  skipped: z.array(
    z.object({ id: z.string(), combination_id: z.string(), code: z.string(), message: z.string() }),
  ),
});
export type ReorderAnswer = z.infer<typeof ReorderAnswerSchema>;

/** `POST /api/cart/carts/check`: the guest's add is allowed (with the line's new total) or asks first. */
export const GuestCheckAnswerSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('add'), quantity: z.number(), line: CartLineViewSchema }),
  z.object({
    outcome: z.literal('confirm_replace'),
    code: z.literal('cart_preorder_mix_confirm'),
    message: z.string(),
    /** The guest's lines a pre-order would replace. */
    removes: z.array(
      z.object({
        id: z.string(),
        combination_id: z.string(),
        quantity: z.number(),
        name: z.string(),
      }),
    ),
  }),
]);
export type GuestCheckAnswer = z.infer<typeof GuestCheckAnswerSchema>;

/** `POST /api/cart/user/me/carts/merge`: what the guest bag added, what it could not, and a replay flag. */
export const MergeAnswerSchema = z.object({
  _id: z.string(),
  count: z.number(),
  added: z.array(z.object({ id: z.string(), combination_id: z.string(), quantity: z.number() })),
  issues: z.array(
    z.object({
      id: z.string(),
      combination_id: z.string(),
      code: z.string(),
      message: z.string(),
      /** How many of the line's units were still added (0 when none). */
      added: z.number(),
    }),
  ),
  /** The same merge key again: the first answer, nothing added. */
  replayed: z.boolean(),
});
export type MergeAnswer = z.infer<typeof MergeAnswerSchema>;

/** What a voucher's rules name: `{ id, name }`. */
const VoucherTargetSchema = z.object({ id: z.string(), name: z.string() });

/**
 * A voucher of the bag's lists (`GET /api/cart/vouchers`, `…/vouchers/paper-bag`,
 * `…/vouchers/products/{id}`, `…/category/{id}/vouchers`; 000 §3 Voucher) with the member's
 * verdict for the bag.
 */
export const BagVoucherSchema = z.object({
  _id: z.string(),
  id: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  discount_type: AppliedVoucherSchema.shape.discount_type,
  voucher_type: z.enum(['manual', 'welcome', 'lucky_draw', 'store_credit']),
  type: z.enum(['public', 'assigned']),
  partner_id: z.null(),
  email_banner: z.null(),
  more_info: z.object({ name: z.string() }),
  is_special_paper_bag: z.boolean(),
  /** Issued to the member. */
  is_assigned: z.boolean(),
  member_voucher_id: z.string().nullable(),
  from_date: z.string().nullable(),
  to_date: z.string().nullable(),
  /** Null: unlimited. */
  available_quota: z.number().nullable(),
  quota_per_user: z.number(),
  rules: z.object({
    users: z.array(z.string()),
    products: z.array(VoucherTargetSchema),
    brands: z.array(VoucherTargetSchema),
    categories: z.array(VoucherTargetSchema),
    order: z.object({ min_amount: z.number() }),
  }),
  discount_info: z.object({
    amount: z.number().nullable(),
    percentage: z.number().nullable(),
    max_discount: z.number().nullable(),
    shipping_fee_discount: z.number().nullable(),
    free_product: z
      .object({
        product_id: z.string(),
        combination_id: z.string(),
        name: z.string(),
        brand: z.string(),
        image: z.string().nullable(),
        quantity: z.number(),
      })
      .nullable(),
  }),
  /** `header`: 'WELCOME VOUCHER' for the welcome voucher. */
  voucher_info: z.object({ header: z.string().nullable() }),
  tnc: z.string(),
  is_eligible: z.boolean(),
  /** Why it cannot be used on this bag, in the request's language. */
  reason: z.string().nullable(),
  reason_code: z.string().nullable(),
  is_applied: z.boolean(),
  /** Rupiah it takes off this bag now (0 when not eligible or not a discount). */
  estimated_discount: z.number(),
});
export type BagVoucher = z.infer<typeof BagVoucherSchema>;

/** `GET /api/cart/vouchers?fields=code,name`: each voucher keeps `_id` and the asked fields. */
export const TrimmedBagVoucherSchema = BagVoucherSchema.partial().required({ _id: true });
export type TrimmedBagVoucher = z.infer<typeof TrimmedBagVoucherSchema>;

/**
 * An item of `GET /api/cart/special-prices`: the catalogue's special-price tile (it owns it),
 * judged for the bag.
 */
export { SpecialPriceTileSchema, type SpecialPriceTile } from '../catalog/responses';
