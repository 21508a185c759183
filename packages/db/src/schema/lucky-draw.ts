import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './foundation';

/** The lucky draw (migration 0046, docs/design/lucky-draw.md). */

/** A prize of a lucky-draw campaign: a voucher definition with its quota and odds. */
export interface LuckyDrawPrizesTable {
  id: Generated<number>;
  campaign_id: number;
  /** The voucher template (`vouchers`, kind `lucky_draw`); one prize per voucher. */
  voucher_id: number;
  quota: number;
  /** Left to draw: 0 ≤ remaining ≤ quota. */
  remaining: number;
  /** The prize's share of the odds among the prizes still left (1–1,000,000). */
  weight: number;
  is_active: Generated<boolean>;
  position: Generated<number>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A member's one claim of a campaign: the prize drawn and the member voucher it issued. */
export interface LuckyDrawClaimsTable {
  id: Generated<number>;
  campaign_id: number;
  user_id: number;
  prize_id: number;
  member_voucher_id: number;
  claimed_at: Timestamp;
  emailed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
