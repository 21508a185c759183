import type { Locale } from '@kilau/domain';
import { messagesFor } from '@kilau/domain/messages';
import { redemptionCancelSchema, redemptionFulfilSchema } from '@kilau/domain/rewards';
import { schemaParse } from '~/hooks/schema-parse';

/**
 * The redemption queue's two moves (docs/design/rewards.md "The redemption queue"): mark sent
 * with the partner's transaction number when there is one, cancel with a reason. Read by the
 * domain's schemas in the browser and again in the route action; the API parses a third time.
 */
export const REDEMPTION_INTENTS = {
  fulfil: 'fulfil-redemption',
  cancel: 'cancel-redemption',
} as const;
export type RedemptionIntent = (typeof REDEMPTION_INTENTS)[keyof typeof REDEMPTION_INTENTS];

export const parseRedemptionFulfil = (locale: Locale) =>
  schemaParse(redemptionFulfilSchema(messagesFor(locale)), (form) => ({
    reference: String(form.get('reference') ?? ''),
  }));

export const parseRedemptionCancel = (locale: Locale) =>
  schemaParse(redemptionCancelSchema(messagesFor(locale)), (form) => ({
    reason: String(form.get('reason') ?? ''),
  }));

/** What the queue's action answers; the dialog that asked shows a refusal, a toast says it. */
export type RedemptionActionData = {
  intent: RedemptionIntent;
  /** The redemption the move was about. */
  id: number;
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
};
