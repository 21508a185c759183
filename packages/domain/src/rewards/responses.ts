import { apiTimestamp } from '../shared/response';
import { z } from '../shared/zod';
import { PRIZE_KINDS, REDEMPTION_STATUSES, REWARD_BALANCE_KINDS } from './constants';

/** Answers of the rewards routes (ADR 0020; docs/design/rewards.md). */

/** A prize a member can redeem (`GET /api/rewards`). */
export const PartnerPrizeSchema = z.object({
  id: z.string(),
  kind: z.enum(PRIZE_KINDS),
  partner_name: z.string(),
  /** The prize's name in the request's language. */
  name: z.string(),
  cost: z.number(),
  /** Which balance pays it: beauty points or campaign tokens. */
  type: z.enum(REWARD_BALANCE_KINDS),
  image: z.string().nullable(),
  /** Prizes left; null = unlimited. */
  stock: z.number().nullable(),
  needs_phone: z.boolean(),
});
export type PartnerPrize = z.infer<typeof PartnerPrizeSchema>;

/** A badge a member earned, named in the request's language. */
export const BadgeSchema = z.object({
  key: z.string(),
  name: z.string(),
  earned_at: apiTimestamp(),
});
export type Badge = z.infer<typeof BadgeSchema>;

/** One redemption (only ever answered to the member who made it). */
export const RedemptionSchema = z.object({
  id: z.string(),
  partner_id: z.string(),
  prize_name: z.string(),
  points: z.number(),
  type: z.enum(REWARD_BALANCE_KINDS),
  phone_no: z.string().nullable(),
  status: z.enum(REDEMPTION_STATUSES),
  created_at: apiTimestamp(),
});
export type Redemption = z.infer<typeof RedemptionSchema>;

/** `POST /api/user/me/tokens/redeem`: the redemption and the balances after it. */
export const RedeemAnswerSchema = z.object({
  redemption: RedemptionSchema,
  points: z.object({ count: z.number() }),
  total_october_campaign_tokens: z.number(),
});
export type RedeemAnswer = z.infer<typeof RedeemAnswerSchema>;

/**
 * `GET /api/user/:id/rewards`: the badges anyone may see; the balances and redemptions only
 * when the member asks about themself (`own`).
 */
export const MemberRewardsSchema = z.object({
  own: z.boolean(),
  badges: z.array(BadgeSchema),
  points: z.object({ count: z.number() }).nullable(),
  total_october_campaign_tokens: z.number().nullable(),
  redemptions: z.array(RedemptionSchema).nullable(),
});
export type MemberRewards = z.infer<typeof MemberRewardsSchema>;

/** A partner prize as the back office edits it. */
export const AdminPartnerPrizeSchema = z.object({
  id: z.number(),
  kind: z.enum(PRIZE_KINDS),
  partner_name: z.string(),
  name: z.string(),
  name_en: z.string(),
  cost: z.number(),
  balance_kind: z.enum(REWARD_BALANCE_KINDS),
  stock: z.number().nullable(),
  is_active: z.boolean(),
  image_url: z.string().nullable(),
  position: z.number(),
  version: z.number(),
  redeemed: z.number(),
  updated_at: apiTimestamp(),
});
export type AdminPartnerPrize = z.infer<typeof AdminPartnerPrizeSchema>;

/** A member's campaign tokens after a back-office grant. */
export const TokensGrantAnswerSchema = z.object({
  user_id: z.number(),
  total_october_campaign_tokens: z.number(),
});

/**
 * One row of the back office's redemption queue (`GET /api/admin/reward-redemptions`, and the
 * answer of a fulfilment or cancellation).
 */
export const AdminRedemptionSchema = z.object({
  id: z.number(),
  /** `RW-{id}`, as the member's confirmation mail says. */
  number: z.string(),
  member: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  prize: z.object({
    id: z.number(),
    /** The prize's name when redeemed, in the member's language then. */
    name: z.string(),
    kind: z.enum(PRIZE_KINDS),
    partner_name: z.string(),
  }),
  cost: z.number(),
  balance_kind: z.enum(REWARD_BALANCE_KINDS),
  phone_no: z.string().nullable(),
  status: z.enum(REDEMPTION_STATUSES),
  created_at: apiTimestamp(),
  fulfilled_at: apiTimestamp().nullable(),
  cancelled_at: apiTimestamp().nullable(),
  /** The partner's transaction number a fulfilment kept. */
  reference: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** Who fulfilled or cancelled it (null while requested, or when the account is gone). */
  handled_by: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type AdminRedemption = z.infer<typeof AdminRedemptionSchema>;
