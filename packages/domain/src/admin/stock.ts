import type { Messages } from '../messages';
import { textInput } from '../shared/input';
import { apiTimestamp } from '../shared/response';
import { z } from '../shared/zod';

/**
 * The stock ledger's words and forms (docs/design/back-office.md "Stock"): every change of a
 * combination's on-hand figure is one movement with its reason; staff adjust with three of them.
 */
export const STOCK_REASONS = [
  'opening',
  'received',
  'damaged',
  'count',
  'order',
  'release',
  'import',
  'return',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** What staff adjust with: goods received (+n), damaged (n taken off), a count (the figure). */
export const STOCK_ADJUST_REASONS = ['received', 'damaged', 'count'] as const;
export type StockAdjustReason = (typeof STOCK_ADJUST_REASONS)[number];

/** A combination with this many units or fewer (but some) is low on stock. */
export const LOW_STOCK_THRESHOLD = 5;
/** The most one adjustment may say (a count included). */
export const STOCK_QUANTITY_MAX = 1_000_000;
export const STOCK_NOTE_MAX = 200;

/** A whole number from a form (text) or JSON; blank is `required`, anything else `code`. */
const quantity = (
  t: Messages,
  code: 'stock_quantity_invalid' | 'store_stock_count_invalid' = 'stock_quantity_invalid',
) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value,
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? t('required') : t(code, { max: STOCK_QUANTITY_MAX }),
      })
      .int({ error: t(code, { max: STOCK_QUANTITY_MAX }) })
      .min(0, { error: t(code, { max: STOCK_QUANTITY_MAX }) })
      .max(STOCK_QUANTITY_MAX, { error: t(code, { max: STOCK_QUANTITY_MAX }) }),
  );

/** A positive id from a form (text) or JSON. */
const combinationId = (t: Messages) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value),
    z
      .number({ error: () => t('stock_combination_not_found') })
      .int({ error: t('stock_combination_not_found') })
      .min(1, { error: t('stock_combination_not_found') })
      .max(2_147_483_647, { error: t('stock_combination_not_found') }),
  );

export const stockAdjustmentSchema = (t: Messages) =>
  z
    .object({
      combination_id: combinationId(t),
      reason: z.enum(STOCK_ADJUST_REASONS, { error: t('stock_reason_invalid') }),
      quantity: quantity(t),
      note: textInput({ message: t('text_control_characters') })
        .trim()
        .max(STOCK_NOTE_MAX, { error: t('stock_note_length', { max: STOCK_NOTE_MAX }) })
        .optional()
        .default(''),
    })
    .superRefine((value, context) => {
      // Received and damaged move at least one unit; a count may find none.
      if (value.reason !== 'count' && value.quantity < 1) {
        context.addIssue({
          code: 'custom',
          path: ['quantity'],
          message: t('stock_quantity_invalid', { max: STOCK_QUANTITY_MAX }),
        });
      }
    });
export type StockAdjustmentInput = z.infer<ReturnType<typeof stockAdjustmentSchema>>;

/** The longest reason a store stock count carries (the API's `reason`). */
export const STORE_STOCK_REASON_MAX = 200;

/**
 * A store's count of one combination (`/admin/store-stock`, docs/design/store-stock.md): the
 * figure counted, 0 to `STOCK_QUANTITY_MAX`, and why, on one line.
 */
export const storeStockCountSchema = (t: Messages) =>
  z.object({
    quantity: quantity(t, 'store_stock_count_invalid'),
    reason: textInput({ message: t('text_control_characters') })
      .trim()
      .min(1, { error: t('store_stock_reason_required') })
      .max(STORE_STOCK_REASON_MAX, { error: t('store_stock_reason_required') }),
  });
export type StoreStockCountInput = z.infer<ReturnType<typeof storeStockCountSchema>>;

/** One combination as the stock page lists it. */
export const StockRowSchema = z.object({
  combination_id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  sku: z.string(),
  /** The shade's (or the variant's) name, when the combination has one. */
  shade: z.string().nullable(),
  stock: z.number(),
  /** Some left, at most `LOW_STOCK_THRESHOLD`. */
  low: z.boolean(),
  is_active: z.boolean(),
});
export type StockRow = z.infer<typeof StockRowSchema>;

/** One line of a combination's ledger: the change, the stock after it, who and why. */
export const StockMovementSchema = z.object({
  id: z.number(),
  combination_id: z.number(),
  delta: z.number(),
  balance: z.number(),
  reason: z.enum(STOCK_REASONS),
  note: z.string(),
  staff_id: z.number().nullable(),
  staff_name: z.string().nullable(),
  order_reference: z.string().nullable(),
  at: apiTimestamp(),
});
export type StockMovement = z.infer<typeof StockMovementSchema>;
