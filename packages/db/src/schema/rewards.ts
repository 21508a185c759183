import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './foundation';

/** Tokens, rewards and badges (migrations 0048 and 0050, docs/design/rewards.md). */

export type PartnerPrizeKind = 'phone_credit' | 'ewallet_balance' | 'partner_voucher';
/** Which balance pays a prize: beauty points or campaign tokens. */
export type RewardBalanceKind = 'points' | 'tokens';

export interface PartnerPrizesTable {
  id: Generated<number>;
  kind: PartnerPrizeKind;
  partner_name: string;
  name: string;
  name_en: string;
  cost: number;
  balance_kind: RewardBalanceKind;
  /** Prizes left; null = unlimited. */
  stock: number | null;
  is_active: Generated<boolean>;
  image_url: string | null;
  position: Generated<number>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A member's campaign tokens; always the sum of the member's token ledger, never below zero. */
export interface TokenBalancesTable {
  user_id: number;
  balance: Generated<number>;
  updated_at: Timestamp;
}

export type TokenLedgerReason =
  | 'campaign_grant'
  | 'redemption'
  | 'adjustment'
  /** A cancelled redemption's tokens given back (migration 0050). */
  | 'redemption_refund';

/** One change of a member's campaign tokens (nonzero), written with the balance's change. */
export interface TokenLedgerTable {
  id: Generated<number>;
  user_id: number;
  delta: number;
  reason: TokenLedgerReason;
  redemption_id: number | null;
  created_at: Timestamp;
}

export type RedemptionStatus = 'requested' | 'fulfilled' | 'cancelled';

export interface RewardRedemptionsTable {
  id: Generated<number>;
  user_id: number;
  prize_id: number;
  /** The prize's name when redeemed (the back office may rename it later). */
  prize_name: string;
  cost: number;
  balance_kind: RewardBalanceKind;
  phone_no: string | null;
  kpi: string | null;
  email_banner: string | null;
  status: Generated<RedemptionStatus>;
  idempotency_key: string | null;
  created_at: Timestamp;
  /** The language the member redeemed in: the kept `prize_name`'s and the mails' (0050). */
  locale: ColumnType<'id' | 'en', 'id' | 'en' | undefined, 'id' | 'en'>;
  /** When the back office marked it sent (migration 0050); null unless `fulfilled`. */
  fulfilled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the back office cancelled it (migration 0050); null unless `cancelled`. */
  cancelled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The staff member who fulfilled or cancelled it (null when the account is gone). */
  handled_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** The partner's transaction number, when the staff member gave one (≤ 100). */
  partner_reference: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why it was cancelled (required to cancel, ≤ 500). */
  cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MemberBadgesTable {
  user_id: number;
  badge_key: string;
  earned_at: Timestamp;
}
