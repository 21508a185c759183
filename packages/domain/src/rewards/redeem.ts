import { requiredText } from '../accounts/fields';
import type { Messages } from '../messages';
import { OVO_PHONE } from '../payment/ovo';
import { idReference, textInput, wholeNumber } from '../shared/input';
import { normalizePhoneNumber } from '../shared/phone';
import { ok, refuse, type Result } from '../shared/result';
import { z } from '../shared/zod';
import {
  PRIZE_KINDS_NEEDING_PHONE,
  REWARD_BALANCE_KINDS,
  REWARD_LIMITS,
  type PrizeKind,
  type RewardBalanceKind,
} from './constants';

const optionalText = (max: number, t: Messages) =>
  textInput({ message: t('text_control_characters') })
    .trim()
    .max(max, { error: t('validation_failed') })
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * `POST /api/user/me/tokens/redeem` (001 §7): { points, phone_no, kpi, partner_id, tnc,
 * email_banner, prize_name, type }. `points` is the cost the member saw; `type` the balance that
 * pays; `tnc` must be true; `phone_no` is checked against the prize (`checkRedemption`).
 */
export const redeemSchema = (t: Messages) =>
  z.object({
    points: wholeNumber({
      min: 1,
      max: REWARD_LIMITS.costMax,
      coerce: false,
      message: t('reward_points_invalid'),
    }),
    phone_no: optionalText(20, t),
    kpi: optionalText(REWARD_LIMITS.kpi, t),
    partner_id: idReference(t('reward_prize_not_found')),
    tnc: z.literal(true, { error: t('reward_tnc_required') }),
    email_banner: optionalText(REWARD_LIMITS.emailBanner, t),
    prize_name: optionalText(REWARD_LIMITS.prizeName, t),
    type: z.enum(REWARD_BALANCE_KINDS, { error: t('reward_type_invalid') }),
  });
export type RedeemInput = z.infer<ReturnType<typeof redeemSchema>>;

/** An Indonesian mobile number as typed (08…, 628…, +628…, spaces and dashes) → `08…`, or null. */
export function indonesianMobile(typed: string | undefined): string | null {
  const national = normalizePhoneNumber(typed ?? '');
  if (!national) return null;
  const phone = `0${national}`;
  return OVO_PHONE.test(phone) ? phone : null;
}

export type RedemptionRefusal =
  | 'reward_type_mismatch'
  | 'reward_phone_invalid'
  | 'reward_cost_changed';

/**
 * Whether a redeem request fits its prize: the balance named is the one the prize takes, a
 * prize delivered to a phone has an Indonesian mobile number, and `points` is the prize's cost
 * (else the member saw an old price: `reward_cost_changed` with the current cost). Answers the
 * phone as kept (`08…`, null when the prize needs none).
 */
export function checkRedemption(
  prize: { kind: PrizeKind; cost: number; balance_kind: RewardBalanceKind },
  input: { points: number; phone_no?: string | undefined; type: RewardBalanceKind },
): Result<{ phone: string | null }, RedemptionRefusal> {
  if (input.type !== prize.balance_kind) {
    return refuse('reward_type_mismatch', { type: prize.balance_kind });
  }
  let phone: string | null = null;
  if (PRIZE_KINDS_NEEDING_PHONE.includes(prize.kind)) {
    phone = indonesianMobile(input.phone_no);
    if (!phone) return refuse('reward_phone_invalid');
  }
  if (input.points !== prize.cost) return refuse('reward_cost_changed', { cost: prize.cost });
  return ok({ phone });
}

/** Whether a balance covers a cost (the database's conditional update decides for real). */
export const canAfford = (balance: number, cost: number) => balance >= cost;

/** `POST /api/admin/customers/:id/tokens`: campaign tokens added (or taken) with a reason. */
export const tokensGrantSchema = (t: Messages) =>
  z.object({
    delta: z
      .number({ error: t('tokens_delta_invalid', { max: REWARD_LIMITS.tokensGrantMax }) })
      .int({ error: t('tokens_delta_invalid', { max: REWARD_LIMITS.tokensGrantMax }) })
      .min(-REWARD_LIMITS.tokensGrantMax, {
        error: t('tokens_delta_invalid', { max: REWARD_LIMITS.tokensGrantMax }),
      })
      .max(REWARD_LIMITS.tokensGrantMax, {
        error: t('tokens_delta_invalid', { max: REWARD_LIMITS.tokensGrantMax }),
      })
      .refine((value) => value !== 0, {
        error: t('tokens_delta_invalid', { max: REWARD_LIMITS.tokensGrantMax }),
      }),
    reason: requiredText(t).max(REWARD_LIMITS.grantReason, { error: t('validation_failed') }),
  });
export type TokensGrantInput = z.infer<ReturnType<typeof tokensGrantSchema>>;
