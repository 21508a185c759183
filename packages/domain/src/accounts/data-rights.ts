import { z } from '../shared/zod';
import type { MessagesIn } from '../messages';
import { messagesFor } from './fields';

/**
 * A member's data rights under UU PDP 27/2022 (issue 25, docs/design/data-rights.md, ADR 0054):
 * "download my data" and "close my account".
 */

/** How long an export's download link works after it is e-mailed. */
export const DATA_EXPORT_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** How many exports a member may ask for in one WIB day. */
export const DATA_EXPORTS_PER_DAY = 3;
/** How many times the job tries one export before it is `failed`. */
export const DATA_EXPORT_MAX_ATTEMPTS = 3;

export const DATA_EXPORT_STATUSES = ['requested', 'ready', 'failed', 'expired'] as const;
export type DataExportStatusName = (typeof DATA_EXPORT_STATUSES)[number];

/** What happens to a closing member's reviews: kept without their name, or removed. */
export const CLOSURE_REVIEW_CHOICES = ['anonymise', 'remove'] as const;
export type ClosureReviewChoice = (typeof CLOSURE_REVIEW_CHOICES)[number];

/** The name a closed account's row keeps (its reviews, if kept, show it). */
export const CLOSED_ACCOUNT_NAME = 'Akun dihapus';

/**
 * Order states in which an order is settled for a closure: delivered, cancelled, refunded,
 * returned. Any other (unpaid, paid and on its way, undelivered, a failed payment that may be
 * paid again) keeps the account open until it settles.
 */
export const CLOSURE_SETTLED_ORDER_STATES = [9, 11, 13, 14] as const;

export const isSettledForClosure = (stateId: number): boolean =>
  (CLOSURE_SETTLED_ORDER_STATES as readonly number[]).includes(stateId);

/** `POST /api/account/closure`: the e-mailed code and the choice on reviews. */
export const createAccountClosureSchema = (locale?: MessagesIn) => {
  const t = messagesFor(locale);
  return z.object({
    code: z
      .string({ error: () => t('required') })
      .trim()
      .min(1, { error: t('required') })
      .regex(/^\d{6}$/, { error: t('closure_code_format') }),
    reviews: z.enum(CLOSURE_REVIEW_CHOICES, { error: () => t('closure_reviews_choice') }),
  });
};
export type AccountClosureInput = z.infer<ReturnType<typeof createAccountClosureSchema>>;

/** The account page's closure form: the same, and the member's final "I understand" tick. */
export const createAccountClosureFormSchema = (locale?: MessagesIn) => {
  const t = messagesFor(locale);
  return createAccountClosureSchema(locale).extend({
    confirm: z.literal('on', { error: () => t('closure_confirm_required') }),
  });
};

/** One of the member's export requests, as `GET /api/account/data-export` lists it. */
export const DataExportRequestSchema = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
});
export type DataExportRequest = z.infer<typeof DataExportRequestSchema>;

export const DataExportListSchema = z.object({
  requests: z.array(DataExportRequestSchema),
  /** Whether a new request may be made now (none pending, the day's allowance not spent). */
  can_request: z.boolean(),
});
export type DataExportList = z.infer<typeof DataExportListSchema>;

/** `POST /api/account/closure/code`: where the code went and until when it works. */
export const ClosureCodeSentSchema = z.object({
  recipient: z.string(),
  expires_at: z.string(),
  resend_in_seconds: z.number().int(),
});
export type ClosureCodeSent = z.infer<typeof ClosureCodeSentSchema>;

export const AccountClosedSchema = z.object({
  closed_at: z.string(),
  reviews: z.enum(CLOSURE_REVIEW_CHOICES),
  reviews_affected: z.number().int(),
});
export type AccountClosed = z.infer<typeof AccountClosedSchema>;
