import type { Messages } from '../messages';
import { apiTimestamp } from '../shared/response';
import { z } from '../shared/zod';
import { VOUCHER_LIMITS } from './promotion-admin';
import {
  addProblems,
  optionalFields,
  promotionCode,
  promotionCount,
  promotionFlag,
  promotionId,
  promotionIds,
  promotionListQuerySchema,
  promotionMoment,
  promotionMoney,
  promotionVersion,
  VOUCHER_STATUSES,
  windowProblems,
} from './promotion-inputs';

/**
 * Special prices in the back office (docs/design/back-office.md "Promotions"): a combination at
 * a set price for a code, with its own minimums and window — the catalogue's `special_prices`,
 * which the bag and `GET /api/cart/special-prices` read.
 */

export const SPECIAL_PRICE_SCOPES = ['any', 'brand', 'category', 'product'] as const;
export type SpecialPriceScope = (typeof SPECIAL_PRICE_SCOPES)[number];

const specialPriceFields = (t: Messages) => ({
  combination_id: promotionId(t('admin_promotion_combination_required')),
  price: promotionMoney(t, 0),
  quota_per_user: promotionCount(t, 1, VOUCHER_LIMITS.quotaPerUser),
  min_amount: promotionMoney(t, 1).nullable(),
  min_qty: promotionCount(t, 1, 10_000).nullable(),
  scope: z.enum(SPECIAL_PRICE_SCOPES, { error: t('option_invalid') }),
  scope_ids: promotionIds(t),
  starts_at: promotionMoment(t),
  ends_at: promotionMoment(t),
  is_active: promotionFlag(t),
  position: promotionCount(t, 0, 10_000),
});

/** The rules between a special price's fields, as `{ field: message }`. */
export function specialPriceProblems(
  state: { scope: SpecialPriceScope; scope_ids: number[]; starts_at: Date; ends_at: Date },
  t: Messages,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (state.scope !== 'any' && state.scope_ids.length === 0) {
    problems.scope_ids = t('admin_special_price_scope_ids');
  }
  return { ...problems, ...windowProblems(state, t) };
}

export const specialPriceCreateSchema = (t: Messages) => {
  const fields = specialPriceFields(t);
  return z
    .object({
      code: promotionCode(t),
      combination_id: fields.combination_id,
      price: fields.price,
      starts_at: fields.starts_at,
      ends_at: fields.ends_at,
      quota_per_user: fields.quota_per_user.optional(),
      min_amount: fields.min_amount.optional(),
      min_qty: fields.min_qty.optional(),
      scope: fields.scope.optional(),
      scope_ids: fields.scope_ids.optional(),
      is_active: fields.is_active.optional(),
      position: fields.position.optional(),
    })
    .strict()
    .transform((input) => {
      const scope = input.scope ?? 'any';
      return {
        quota_per_user: 1,
        min_amount: null,
        min_qty: null,
        is_active: true,
        position: 0,
        ...input,
        scope,
        scope_ids: scope === 'any' ? [] : (input.scope_ids ?? []),
      };
    })
    .superRefine((value, ctx) => addProblems(specialPriceProblems(value, t), ctx));
};

export const specialPriceUpdateSchema = (t: Messages) =>
  z.object({ version: promotionVersion(t), ...optionalFields(specialPriceFields(t)) }).strict();

export type SpecialPriceCreateInput = z.output<ReturnType<typeof specialPriceCreateSchema>>;
export type SpecialPriceUpdateInput = z.output<ReturnType<typeof specialPriceUpdateSchema>>;

export const specialPriceListQuerySchema = promotionListQuerySchema;

export const AdminSpecialPriceSchema = z.object({
  id: z.number(),
  code: z.string(),
  combination_id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  brand: z.string(),
  /** The combination's shade, size or variant (`01 Rosy · 30 ml`); null for none. */
  combination_label: z.string().nullable(),
  sku: z.string(),
  /** The combination's own price, for comparison. */
  regular_price: z.number(),
  price: z.number(),
  quota_per_user: z.number(),
  min_amount: z.number().nullable(),
  min_qty: z.number().nullable(),
  scope: z.enum(SPECIAL_PRICE_SCOPES),
  scope_ids: z.array(z.number()),
  starts_at: apiTimestamp(),
  ends_at: apiTimestamp(),
  is_active: z.boolean(),
  position: z.number(),
  status: z.enum(VOUCHER_STATUSES),
  /** Sold at this price so far: order lines and their quantity. */
  usage: z.object({ orders: z.number(), quantity: z.number() }),
  version: z.number(),
});
export type AdminSpecialPrice = z.infer<typeof AdminSpecialPriceSchema>;
