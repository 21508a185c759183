import { requiredText } from '../accounts/fields';
import type { Messages } from '../messages';
import { textInput } from '../shared/input';
import { z } from '../shared/zod';
import { REWARD_LIMITS } from './constants';

/**
 * The back office's redemption queue (docs/design/rewards.md "The redemption queue"): a
 * requested redemption is marked sent, with the partner's transaction number when there is one,
 * or cancelled with a reason (its cost goes back to the balance it was paid from).
 */

/** `POST /api/admin/reward-redemptions/:id/fulfil`: the partner's transaction number, optional. */
export const redemptionFulfilSchema = (t: Messages) =>
  z.object({
    reference: textInput({ message: t('text_control_characters') })
      .trim()
      .max(REWARD_LIMITS.partnerReference, {
        error: t('redemption_reference_length', { max: REWARD_LIMITS.partnerReference }),
      })
      .optional()
      .transform((value) => (value ? value : null)),
  });
export type RedemptionFulfilInput = z.infer<ReturnType<typeof redemptionFulfilSchema>>;

/** `POST /api/admin/reward-redemptions/:id/cancel`: why (the member reads it), 1–500 characters. */
export const redemptionCancelSchema = (t: Messages) =>
  z.object({
    reason: requiredText(t, { multiline: true }).max(REWARD_LIMITS.cancelReason, {
      error: t('redemption_cancel_reason_length', { max: REWARD_LIMITS.cancelReason }),
    }),
  });
export type RedemptionCancelInput = z.infer<ReturnType<typeof redemptionCancelSchema>>;
