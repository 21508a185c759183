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
