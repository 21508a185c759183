import { ProductTileSchema } from '../catalog/responses';
import { z } from '../shared/zod';

/** A tracking call's answer: how many of its events were kept. */
export const TrackingAcceptedSchema = z.object({
  accepted: z.number().int(),
  /** Why nothing was kept: the shopper has not agreed to analytics. */
  dropped: z.enum(['no_consent']).nullable(),
});
export type TrackingAccepted = z.infer<typeof TrackingAcceptedSchema>;

export const ConsentAnswerSchema = z.object({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  version: z.number().int(),
  decided_at: z.string(),
});
export type ConsentAnswer = z.infer<typeof ConsentAnswerSchema>;

export const AdEventAcceptedSchema = z.object({
  /** False when the same event (name and id) came before: it is sent once. */
  accepted: z.boolean(),
});

export const SimilarProductsSchema = z.object({
  product_id: z.string(),
  items: z.array(ProductTileSchema),
});
export type SimilarProducts = z.infer<typeof SimilarProductsSchema>;

/** One WIB day of the funnel (all sources), each step a count of sessions. */
export const FunnelDaySchema = z.object({
  day: z.string(),
  sessions: z.number().int(),
  viewed: z.number().int(),
  added: z.number().int(),
  checked_out: z.number().int(),
  placed: z.number().int(),
  paid: z.number().int(),
});
export type FunnelDay = z.infer<typeof FunnelDaySchema>;

/**
 * The back office's analytics (`GET /api/admin/analytics`): the funnel per day, by source, the
 * products viewed against those bought, the searches that found nothing, and the paid orders
 * the orders table counts beside those tracked sessions led to (they reconcile: the rest came
 * from shoppers who did not agree to analytics, or from another tab or device).
 */
export const AnalyticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** When the newest day of the range was last rolled up (null: never). */
  rolled_at: z.string().nullable(),
  days: z.array(FunnelDaySchema),
  sources: z.array(
    z.object({
      source: z.string(),
      sessions: z.number().int(),
      placed: z.number().int(),
      paid: z.number().int(),
    }),
  ),
  products: z.array(
    z.object({
      product_id: z.string(),
      name: z.string(),
      views: z.number().int(),
      viewers: z.number().int(),
      adds: z.number().int(),
      /** Units in orders paid in the range (every order, tracked or not). */
      sold: z.number().int(),
    }),
  ),
  searches_without_results: z.array(z.object({ query: z.string(), searches: z.number().int() })),
  orders: z.object({
    /** Orders paid in the range, from the orders themselves. */
    paid: z.number().int(),
    /** Of those, the ones a tracked session placed (the funnel's paid step). */
    tracked: z.number().int(),
  }),
});
export type AnalyticsReport = z.infer<typeof AnalyticsReportSchema>;
