import type { Locale } from '@kilau/domain';
import { reviewApproveSchema, reviewRejectSchema } from '@kilau/domain/admin';
import { messagesFor } from '@kilau/domain/messages';
import { schemaParse } from '~/hooks/schema-parse';

/**
 * The moderation forms (approve, reject with a reason), read by the domain's schemas in the
 * browser and again in the route action, with the same messages; the API parses a third time.
 */
export const REVIEW_INTENTS = { approve: 'approve-review', reject: 'reject-review' } as const;

const versionOf = (form: FormData) => Number(form.get('version'));

export const parseReviewApprove = (locale: Locale) =>
  schemaParse(reviewApproveSchema(messagesFor(locale)), (form) => ({ version: versionOf(form) }));

export const parseReviewReject = (locale: Locale) =>
  schemaParse(reviewRejectSchema(messagesFor(locale)), (form) => ({
    version: versionOf(form),
    reason: String(form.get('reason') ?? ''),
  }));

/** What the reviews page's action answers; the open review's forms show it. */
export type ReviewActionData = {
  intent: string;
  /** The review the decision was about. */
  id?: number;
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
};
