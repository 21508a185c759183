import { z } from '../shared/zod';

/**
 * The back office's home page (issue 18, docs/design/back-office.md "Dashboard"): each block is
 * present only for a role that may see it — orders and revenue need `orders.read`, low stock and
 * top products `catalogue.write` or `stock.write`.
 */

/** How many rows the lists of the dashboard show. */
export const DASHBOARD_LIST_SIZE = 10;
/** Days of revenue the chart shows, today included. */
export const REVENUE_DAYS = 14;
/** Days the zero-result searches are counted over, today included. */
export const SEARCH_MISS_DAYS = 7;

const Figures = z.object({ orders: z.number(), revenue: z.number() });

export const DashboardSalesSchema = z.object({
  /** Paid orders and their money, by the WIB day they were paid. */
  today: Figures,
  /** Since Monday (WIB), today included. */
  week: Figures,
  /** The last `REVENUE_DAYS` WIB days, oldest first, each `YYYY-MM-DD`. */
  days: z.array(z.object({ day: z.string(), orders: z.number(), revenue: z.number() })),
});

/** Orders waiting for someone, by what they wait for. */
export const DashboardWaitingSchema = z.object({
  /** A bank transfer receipt was sent and nobody decided on it yet ('Payment confirm'). */
  payment_to_check: z.number(),
  /** Paid ('Payment accepted') or verified, not yet picked. */
  to_pick: z.number(),
  /** Being picked ('Picking in progress'). */
  to_pack: z.number(),
  /** Packed or with the slip printed, not yet handed to the carrier. */
  to_ship: z.number(),
});

export const LowStockRowSchema = z.object({
  combination_id: z.number(),
  sku: z.string(),
  product_id: z.number(),
  product_slug: z.string(),
  product_name: z.string(),
  shade: z.string().nullable(),
  stock: z.number(),
});

export const TopProductRowSchema = z.object({
  product_id: z.number(),
  slug: z.string(),
  name: z.string(),
  units: z.number(),
});

export const SearchMissRowSchema = z.object({ term: z.string(), count: z.number() });

export const DashboardSchema = z.object({
  /** The WIB day the figures are for. */
  today: z.string(),
  sales: DashboardSalesSchema.optional(),
  waiting: DashboardWaitingSchema.optional(),
  low_stock: z
    .object({
      threshold: z.number(),
      /** Active combinations of active products with no stock at all. */
      out_of_stock: z.number(),
      items: z.array(LowStockRowSchema),
    })
    .optional(),
  top_products: z
    .object({
      last_7_days: z.array(TopProductRowSchema),
      last_30_days: z.array(TopProductRowSchema),
    })
    .optional(),
  /** Searches that found nothing, the last `SEARCH_MISS_DAYS` days, most frequent first. */
  search_misses: z.array(SearchMissRowSchema).optional(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
export type LowStockRow = z.infer<typeof LowStockRowSchema>;
export type TopProductRow = z.infer<typeof TopProductRowSchema>;
export type SearchMissRow = z.infer<typeof SearchMissRowSchema>;
