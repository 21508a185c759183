import { codedMessage, ID_PATTERN, idText, textInput } from '@kilau/domain';
import { LIMIT_ORDER_PRODUCT } from '@kilau/domain/cart';
import { z } from 'zod';

// Messages are catalogue codes (`codedMessage` when they carry values): the error handler answers
// them in the shopper's language.
const requiredOr =
  (code: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : code;

/** An id as a positive integer, sent as a number or a numeric string. */
export const IdSchema = z
  .union(
    [
      z
        .number()
        .int({ error: 'id_invalid' })
        .positive({ error: 'id_invalid' })
        .max(Number.MAX_SAFE_INTEGER, { error: 'id_invalid' }),
      textInput().trim().regex(ID_PATTERN, { error: 'id_invalid' }),
    ],
    { error: requiredOr('id_invalid') },
  )
  .transform(Number)
  .pipe(z.number().max(Number.MAX_SAFE_INTEGER, { error: 'id_invalid' }));

/** A path parameter id. */
export const IdParamSchema = idText();

const quantityMin = codedMessage('cart_quantity_min', { min: 1 });
const quantityMax = codedMessage('cart_quantity_limit', { limit: LIMIT_ORDER_PRODUCT });

/**
 * 1 to 20 of a product per order (000 §9 limitOrderProduct); the product's own cap is checked
 * later.
 */
export const QuantitySchema = z
  .number({ error: requiredOr(quantityMin) })
  .int({ error: quantityMin })
  .min(1, { error: quantityMin })
  .max(LIMIT_ORDER_PRODUCT, { error: quantityMax });

const text = (max: number, code: string) =>
  textInput({ error: code }).max(max, { error: code }).optional();

export const EgiftInfoSchema = z.object(
  {
    recipient_email: text(320, 'email_invalid'),
    recipient_name: text(64, codedMessage('name_length', { min: 1, max: 64 })),
    sender_name: text(64, codedMessage('name_length', { min: 1, max: 64 })),
    message: text(300, codedMessage('message_length', { min: 1, max: 300 })),
    delivery_date: text(10, 'egift_delivery_date_invalid'),
  },
  { error: 'option_invalid' },
);

const PackChoiceSchema = z
  .array(z.object({ product_id: IdSchema, combination_id: IdSchema }), { error: 'pack_invalid' })
  .max(20, { error: 'pack_invalid' });

const ReferenceSchema = z
  .object({
    verb: text(60, 'option_invalid'),
    location_id: z
      .union([textInput().max(120), z.number()], { error: 'option_invalid' })
      .optional(),
    location_type: text(60, 'option_invalid'),
    slug: text(300, 'option_invalid'),
    route: text(120, 'option_invalid'),
  })
  .optional();

const flag = z.boolean({ error: 'option_invalid' }).optional();
const voucherRef = z
  .union(
    [
      textInput().trim().min(1, { error: 'required' }).max(64, { error: 'option_invalid' }),
      z.number().int({ error: 'option_invalid' }).positive({ error: 'option_invalid' }),
    ],
    { error: 'option_invalid' },
  )
  .transform(String)
  .optional();

/**
 * `POST /carts` (design/the-bag.md): one product to add, with what the product page or tile sends.
 */
export const AddBodySchema = z
  .object({
    product: z.object(
      {
        id: IdSchema,
        combination_id: IdSchema,
        quantity: QuantitySchema,
        is_pack: flag,
        pack: PackChoiceSchema.optional(),
        is_special_price: flag,
        special_price_voucher_id: voucherRef,
        is_applied_free_product: flag,
        applied_free_products_voucher_id: voucherRef,
      },
      { error: requiredOr('option_invalid') },
    ),
    action: z.literal('add', { error: 'option_invalid' }).optional(),
    reference: ReferenceSchema,
    is_pre_order: flag,
    from_product_detail: flag,
    store_id: IdSchema.optional(),
    source: textInput({ error: 'option_invalid' })
      .trim()
      .min(1, { error: 'option_invalid' })
      .max(40, { error: 'option_invalid' })
      .optional(),
    egift_info: EgiftInfoSchema.optional(),
    confirm_replace: flag,
  })
  .superRefine((body, ctx) => {
    const { product } = body;
    if (product.is_special_price && !product.special_price_voucher_id)
      ctx.addIssue({
        code: 'custom',
        path: ['product', 'special_price_voucher_id'],
        message: 'required',
      });
    if (product.is_applied_free_product && !product.applied_free_products_voucher_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['product', 'applied_free_products_voucher_id'],
        message: 'required',
      });
    }
    if (product.is_special_price && product.is_applied_free_product) {
      ctx.addIssue({
        code: 'custom',
        path: ['product', 'is_applied_free_product'],
        message: 'option_invalid',
      });
    }
  });
export type AddBody = z.infer<typeof AddBodySchema>;

/** `POST /user/me/carts`: `add` sets a line's quantity, `delete` removes the line. */
export const UpdateBodySchema = z
  .object({
    id: IdSchema,
    action: z.enum(['add', 'delete'], { error: requiredOr('option_invalid') }),
    product: z.object(
      {
        _id: IdSchema.optional(),
        id: IdSchema,
        combination_id: IdSchema,
        quantity: QuantitySchema.optional(),
      },
      { error: requiredOr('option_invalid') },
    ),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'add' && body.product.quantity === undefined)
      ctx.addIssue({ code: 'custom', path: ['product', 'quantity'], message: 'required' });
  });
export type UpdateBody = z.infer<typeof UpdateBodySchema>;

export const ReorderBodySchema = z.object({ cart_id: IdSchema });

export const AddressParamsSchema = z.object({ cartId: IdParamSchema, addressId: IdParamSchema });

export const CartQuerySchema = z.object({
  skip: z.coerce.number({ error: 'option_invalid' }).int().min(0).max(1_000).optional(),
  limit: z.coerce.number({ error: 'option_invalid' }).int().min(1).max(100).optional(),
});

/** A line of the guest bag kept in the browser (design/the-bag.md `GuestLine`). */
export const GuestLineSchema = z.object(
  {
    id: IdSchema,
    combination_id: IdSchema,
    quantity: QuantitySchema,
    is_pack: flag,
    pack: PackChoiceSchema.optional(),
    egift_info: EgiftInfoSchema.optional(),
  },
  { error: requiredOr('option_invalid') },
);
export type GuestLine = z.infer<typeof GuestLineSchema>;

/** A guest bag holds at most this many lines in one call. */
const GUEST_LINES_MAX = 100;
const guestLines = z
  .array(GuestLineSchema, { error: requiredOr('option_invalid') })
  .max(GUEST_LINES_MAX, { error: 'option_invalid' });

export const CheckBodySchema = z.object({
  lines: guestLines.default([]),
  product: GuestLineSchema,
});
export type CheckBody = z.infer<typeof CheckBodySchema>;

export const MergeBodySchema = z.object({
  merge_key: z.uuid({ error: requiredOr('option_invalid') }),
  lines: guestLines,
});
export type MergeBody = z.infer<typeof MergeBodySchema>;
