import { PAGE_SIZES } from '../shared/constants';

/** Tokens, rewards and badges (001 §1, §7, §9; docs/design/rewards.md). */

/** What a partner prize is: phone credit (pulsa), e-wallet balance or a partner's voucher. */
export const PRIZE_KINDS = ['phone_credit', 'ewallet_balance', 'partner_voucher'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

/** Which balance pays a prize (the redeem body's `type`): beauty points or campaign tokens. */
export const REWARD_BALANCE_KINDS = ['points', 'tokens'] as const;
export type RewardBalanceKind = (typeof REWARD_BALANCE_KINDS)[number];

/**
 * Where a redemption is (docs/design/rewards.md "The redemption queue"): waiting for the back
 * office (`requested`), marked sent (`fulfilled`) or cancelled with its cost given back. Only a
 * requested one moves, once.
 */
export const REDEMPTION_STATUSES = ['requested', 'fulfilled', 'cancelled'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/** Prizes delivered to a phone number: the redemption needs an Indonesian mobile number. */
export const PRIZE_KINDS_NEEDING_PHONE: readonly PrizeKind[] = ['phone_credit', 'ewallet_balance'];

/** Badges listed at most (001 §9 "badges 100"). */
export const BADGES_LIMIT = PAGE_SIZES.badges;

/** The milestones a member earns a badge for, each once, with its name in both languages. */
export const BADGES = {
  first_order: { id: 'Pesanan Pertama', en: 'First order' },
  first_review: { id: 'Ulasan Pertama', en: 'First review' },
  quiz_taken: { id: 'Kuis Kecantikan', en: 'Beauty quiz taken' },
  academy_graduate: { id: 'Lulusan Akademi', en: 'Academy graduate' },
} as const;
export type BadgeKey = keyof typeof BADGES;
export const BADGE_KEYS = Object.keys(BADGES) as BadgeKey[];

export const isBadgeKey = (value: unknown): value is BadgeKey =>
  typeof value === 'string' && Object.hasOwn(BADGES, value);

/** Bounds of the redeem body's and the back office's texts and numbers (the columns' checks). */
export const REWARD_LIMITS = {
  costMax: 100_000_000,
  stockMax: 1_000_000_000,
  partnerName: 80,
  prizeName: 120,
  kpi: 100,
  emailBanner: 500,
  imageUrl: 500,
  tokensGrantMax: 1_000_000,
  grantReason: 200,
  /** The partner's transaction number a fulfilment may keep (migration 0050's check). */
  partnerReference: 100,
  /** Why a redemption was cancelled (migration 0050's check). */
  cancelReason: 500,
  /** The back office's member search on the queue (e-mail or id). */
  memberSearch: 100,
} as const;
