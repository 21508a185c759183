import { z } from '../shared/zod';
import { AUTHENTICITY_RESULTS } from './constants';

/** The product a code belongs to, as the result and the history show it. */
export const AuthenticityProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  brand: z.string(),
  /** The shade or size the batch names, else null. */
  variant: z.string().nullable(),
  image: z.string().nullable(),
});
export type AuthenticityProduct = z.infer<typeof AuthenticityProductSchema>;

export const AuthenticityBatchFactsSchema = z.object({
  batch_number: z.string(),
  /** `YYYY-MM-DD`. */
  produced_on: z.string(),
  expires_on: z.string(),
});

/**
 * `POST /api/authenticity/checks`: `genuine` (the first check of a printed code: now),
 * `already_checked` (checked `times_checked_before` times since `first_checked_at` — a warning:
 * the pack may be a refill), `unknown` (no such code; product and batch are null).
 */
export const AuthenticityCheckSchema = z.object({
  result: z.enum(AUTHENTICITY_RESULTS),
  /** The code as printed (`XXXX-XXXX-XXXX`). */
  code: z.string(),
  product: AuthenticityProductSchema.nullable(),
  batch: AuthenticityBatchFactsSchema.nullable(),
  first_checked_at: z.string().nullable(),
  times_checked_before: z.number().int(),
  checked_at: z.string(),
});
export type AuthenticityCheck = z.infer<typeof AuthenticityCheckSchema>;

/** One row of `GET /api/authenticity/checks/mine` (the code itself is never kept in clear). */
export const AuthenticityHistoryItemSchema = z.object({
  id: z.string(),
  result: z.enum(AUTHENTICITY_RESULTS),
  product: AuthenticityProductSchema.nullable(),
  batch_number: z.string().nullable(),
  checked_at: z.string(),
});
export type AuthenticityHistoryItem = z.infer<typeof AuthenticityHistoryItemSchema>;

/** A batch in the back office, with what its codes' checks add up to. */
export const AdminAuthenticityBatchSchema = z.object({
  id: z.string(),
  product: AuthenticityProductSchema,
  combination_id: z.string().nullable(),
  batch_number: z.string(),
  produced_on: z.string(),
  expires_on: z.string(),
  code_count: z.number().int(),
  /** Codes checked at least once; of them, checked more than once; never checked. */
  checked_count: z.number().int(),
  repeated_count: z.number().int(),
  unchecked_count: z.number().int(),
  /** When the printer's file was marked printed (the clear codes are gone then), else null. */
  printed_at: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type AdminAuthenticityBatch = z.infer<typeof AdminAuthenticityBatchSchema>;
