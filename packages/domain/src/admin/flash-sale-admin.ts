import type { Messages } from '../messages';
import { apiTimestamp } from '../shared/response';
import { z } from '../shared/zod';
import { PromotionCombinationSchema } from './promotion-admin';
import {
  addProblems,
  promotionCount,
  promotionFlag,
  promotionId,
  promotionListQuerySchema,
  promotionMoment,
  promotionMoney,
  promotionName,
  promotionVersion,
  VOUCHER_STATUSES,
  windowProblems,
} from './promotion-inputs';

/**
 * Flash sales in the back office (docs/design/back-office.md "Promotions"): a named window with
 * combinations at a flash price, each with its quota — the catalogue's `flash_sales` and
 * `flash_sale_items`, which the shop's `/v3/flash-sale`, its tiles and the bag read.
 */

export const FLASH_SALE_LIMITS = { name: 120, items: 200, quota: 1_000_000, position: 10_000 };

const itemSchema = (t: Messages) =>
  z
    .object({
      combination_id: promotionId(t('admin_promotion_combination_required')),
      price: promotionMoney(t, 1),
      quota: promotionCount(t, 1, FLASH_SALE_LIMITS.quota),
      position: promotionCount(t, 0, FLASH_SALE_LIMITS.position).optional(),
    })
    .strict();

const flashSaleFields = (t: Messages) => ({
  name: promotionName(t, FLASH_SALE_LIMITS.name),
  starts_at: promotionMoment(t),
  ends_at: promotionMoment(t),
  is_active: promotionFlag(t),
  items: z
    .array(itemSchema(t), { error: () => t('validation_failed') })
    .max(FLASH_SALE_LIMITS.items, {
      error: t('admin_voucher_targets_too_many', { max: FLASH_SALE_LIMITS.items }),
    }),
});

export type FlashSaleItemInput = z.output<ReturnType<typeof itemSchema>>;

/** Each combination once: `items.N.combination_id` on a repeat. */
export function duplicateItemProblems(
  items: readonly { combination_id: number }[],
  t: Messages,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const seen = new Set<number>();
  items.forEach((item, index) => {
    if (seen.has(item.combination_id)) {
      problems[`items.${index}.combination_id`] = t('admin_flash_sale_item_duplicate');
    }
    seen.add(item.combination_id);
  });
  return problems;
}

/** The rules between a flash sale's fields, as `{ field: message }`. */
export function flashSaleProblems(
  state: { starts_at: Date; ends_at: Date; items: readonly { combination_id: number }[] },
  t: Messages,
): Record<string, string> {
  return { ...windowProblems(state, t), ...duplicateItemProblems(state.items, t) };
}

/** Items in the order given, each with its position (its index unless set). */
export const positionedItems = (items: readonly FlashSaleItemInput[]) =>
  items.map((item, index) => ({ ...item, position: item.position ?? index }));

export const flashSaleCreateSchema = (t: Messages) => {
  const fields = flashSaleFields(t);
  return z
    .object({
      name: fields.name,
      starts_at: fields.starts_at,
      ends_at: fields.ends_at,
      is_active: fields.is_active.optional(),
      items: fields.items.optional(),
    })
    .strict()
    .transform((input) => ({
      ...input,
      is_active: input.is_active ?? true,
      items: positionedItems(input.items ?? []),
    }))
    .superRefine((value, ctx) => addProblems(flashSaleProblems(value, t), ctx));
};

/** An edit: the `version` it was read at and any fields; `items`, when given, is the whole list. */
export const flashSaleUpdateSchema = (t: Messages) => {
  const fields = flashSaleFields(t);
  return z
    .object({
      version: promotionVersion(t),
      name: fields.name.optional(),
      starts_at: fields.starts_at.optional(),
      ends_at: fields.ends_at.optional(),
      is_active: fields.is_active.optional(),
      items: fields.items.optional(),
    })
    .strict()
    .superRefine((value, ctx) => addProblems(duplicateItemProblems(value.items ?? [], t), ctx));
};

export type FlashSaleCreateInput = z.output<ReturnType<typeof flashSaleCreateSchema>>;
export type FlashSaleUpdateInput = z.output<ReturnType<typeof flashSaleUpdateSchema>>;

export const flashSaleListQuerySchema = promotionListQuerySchema;

/** Sold so far against the quota, the orders and the rupiah their flash-priced lines brought. */
const FlashUsageSchema = z.object({
  sold: z.number(),
  quota: z.number(),
  orders: z.number(),
  revenue: z.number(),
});

/** An item: its combination as the picker describes it, its price, quota, sold and revenue. */
export const AdminFlashSaleItemSchema = PromotionCombinationSchema.pick({
  product_id: true,
  product_name: true,
  brand: true,
  label: true,
  sku: true,
  regular_price: true,
}).extend({
  combination_id: z.number(),
  price: z.number(),
  quota: z.number(),
  sold: z.number(),
  position: z.number(),
  /** The item's flash-priced order lines: rupiah (orders not given back). */
  revenue: z.number(),
});
export type AdminFlashSaleItem = z.infer<typeof AdminFlashSaleItemSchema>;

/** A flash sale as the list shows it. */
export const AdminFlashSaleSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  starts_at: apiTimestamp(),
  ends_at: apiTimestamp(),
  is_active: z.boolean(),
  status: z.enum(VOUCHER_STATUSES),
  item_count: z.number(),
  usage: FlashUsageSchema,
  version: z.number(),
});
export type AdminFlashSaleSummary = z.infer<typeof AdminFlashSaleSummarySchema>;

/** A flash sale with its items, for the edit page. */
export const AdminFlashSaleSchema = AdminFlashSaleSummarySchema.extend({
  items: z.array(AdminFlashSaleItemSchema),
});
export type AdminFlashSale = z.infer<typeof AdminFlashSaleSchema>;
