import { textInput, wholeNumber } from '../shared/input';
import { z } from '../shared/zod';
import {
  REFUND_METHODS,
  RETURN_INSTRUCTIONS_MAX,
  RETURN_NOTE_MAX,
  RETURN_REASONS,
  RETURN_REJECTION_MAX,
  RETURN_REJECTION_MIN,
  RETURN_STATUSES,
} from './return-rules';

/**
 * Returns' inputs and answers (docs/design/returns.md, ADR 0020): the API's schemas and the
 * web's types.
 */

const lineId = wholeNumber({
  min: 1,
  max: 9_007_199_254_740_991,
  message: 'return_quantity_invalid',
  coerce: false,
});

export const ReturnRequestInputSchema = z.object({
  lines: z
    .array(
      z.object({
        order_line_id: z.union([
          lineId,
          z
            .string()
            .regex(/^[1-9][0-9]{0,15}$/)
            .transform(Number),
        ]),
        quantity: wholeNumber({
          min: 1,
          max: 999,
          message: 'return_quantity_invalid',
          coerce: false,
        }),
      }),
      { error: 'return_lines_required' },
    )
    .min(1, { error: 'return_lines_required' })
    .max(100, { error: 'return_quantity_invalid' }),
  reason: z.enum(RETURN_REASONS, { error: 'option_invalid' }),
  note: textInput({ multiline: true })
    .max(RETURN_NOTE_MAX, { error: 'validation_failed' })
    .default(''),
  refund_method: z.enum(REFUND_METHODS, { error: 'option_invalid' }),
  bank: z
    .object({
      bank_code: textInput().max(20),
      account_number: textInput().max(40),
      account_name: textInput().max(120),
    })
    .optional(),
});

export const ReturnApproveInputSchema = z.object({
  instructions: textInput({ multiline: true, error: 'return_instructions_invalid' })
    .trim()
    .min(1, { error: 'return_instructions_invalid' })
    .max(RETURN_INSTRUCTIONS_MAX, { error: 'return_instructions_invalid' }),
});

export const ReturnRejectInputSchema = z.object({
  reason: textInput({ multiline: true, error: 'return_rejection_invalid' })
    .trim()
    .min(RETURN_REJECTION_MIN, { error: 'return_rejection_invalid' })
    .max(RETURN_REJECTION_MAX, { error: 'return_rejection_invalid' }),
});

export const ReturnReceiveInputSchema = z.object({
  lines: z
    .array(
      z.object({
        order_line_id: z.union([
          lineId,
          z
            .string()
            .regex(/^[1-9][0-9]{0,15}$/)
            .transform(Number),
        ]),
        sellable: z.boolean({ error: 'return_receive_lines_invalid' }),
      }),
    )
    .min(1, { error: 'return_receive_lines_invalid' })
    .max(100, { error: 'return_receive_lines_invalid' }),
});

export const ReturnRefundInputSchema = z.object({
  transfer_reference: textInput().trim().max(100, { error: 'validation_failed' }).optional(),
});

export const ReturnStatusSchema = z.enum(RETURN_STATUSES);

const ReturnLineSchema = z.object({
  order_line_id: z.string(),
  product_id: z.string(),
  name: z.string(),
  brand: z.string(),
  variant: z.string().nullable(),
  image: z.string().nullable(),
  quantity: z.number(),
  refund_amount: z.number(),
  sellable: z.boolean().nullable(),
});

export const ReturnSchema = z.object({
  reference: z.string(),
  order_reference: z.string(),
  status: ReturnStatusSchema,
  status_label: z.string(),
  reason: z.enum(RETURN_REASONS),
  reason_label: z.string(),
  note: z.string(),
  lines: z.array(ReturnLineSchema),
  refund_amount: z.number(),
  goods_refund: z.number(),
  shipping_refund: z.number(),
  refund_method: z.enum(REFUND_METHODS),
  refund_method_label: z.string(),
  bank: z
    .object({
      bank_code: z.string(),
      bank_name: z.string(),
      account_number: z.string(),
      account_name: z.string(),
    })
    .nullable(),
  store_credit_code: z.string().nullable(),
  transfer_reference: z.string().nullable(),
  instructions: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
  points_taken_back: z.number(),
  steps: z.array(
    z.object({
      status: ReturnStatusSchema,
      status_label: z.string(),
      at: z.string(),
      note: z.string().nullable(),
      staff_name: z.string().nullable().optional(),
    }),
  ),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReturnView = z.infer<typeof ReturnSchema>;

export const AdminReturnSchema = ReturnSchema.extend({
  customer: z
    .object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      phone_no: z.string().nullable(),
    })
    .nullable(),
  order: z
    .object({
      reference: z.string(),
      payment_method: z.string(),
      payment_method_name: z.string(),
      total_paid: z.number(),
      delivered_at: z.string().nullable(),
    })
    .nullable(),
});
export type AdminReturnView = z.infer<typeof AdminReturnSchema>;

export const AdminReturnRowSchema = z.object({
  reference: z.string(),
  order_reference: z.string(),
  status: ReturnStatusSchema,
  status_label: z.string(),
  reason: z.enum(RETURN_REASONS),
  reason_label: z.string(),
  refund_amount: z.number(),
  refund_method: z.enum(REFUND_METHODS),
  refund_method_label: z.string(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminReturnRow = z.infer<typeof AdminReturnRowSchema>;

export const ReturnOptionsSchema = z.object({
  eligible: z.boolean(),
  refusal: z.string().nullable(),
  refusal_message: z.string().nullable(),
  window_ends_at: z.string().nullable(),
  open_return: z.string().nullable(),
  lines: z.array(
    z.object({
      order_line_id: z.string(),
      product_id: z.string(),
      name: z.string(),
      brand: z.string(),
      variant: z.string().nullable(),
      image: z.string().nullable(),
      quantity: z.number(),
      returnable_quantity: z.number(),
      total_price: z.number(),
    }),
  ),
  reasons: z.array(z.object({ code: z.enum(RETURN_REASONS), label: z.string() })),
  refund_methods: z.array(
    z.object({
      code: z.enum(REFUND_METHODS),
      label: z.string(),
      available: z.boolean(),
      unavailable_reason: z.string().optional(),
    }),
  ),
  banks: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      min_digits: z.number(),
      max_digits: z.number(),
    }),
  ),
});
export type ReturnOptions = z.infer<typeof ReturnOptionsSchema>;
