import type { LuckyDrawEmail, LuckyDrawVoucher } from '@kilau/domain/engagement';
import type { ApiResult } from '~/lib/api-envelope';

/**
 * The /lucky-draw page's one action, by intent (shared by the page and the action): the claim
 * (no body) and the e-mail step (`voucher_id`).
 */
export const LUCKY_DRAW_INTENTS = { claim: 'claim', email: 'email' } as const;
export type LuckyDrawIntent = (typeof LUCKY_DRAW_INTENTS)[keyof typeof LUCKY_DRAW_INTENTS];

type Results = { claim: LuckyDrawVoucher; email: LuckyDrawEmail };

/** The action's answer: the API's envelope as a value. */
export type LuckyDrawActionData<I extends LuckyDrawIntent = LuckyDrawIntent> = {
  [K in I]: { intent: K; result: ApiResult<Results[K]> };
}[I];

const KNOWN = new Set<string>(Object.values(LUCKY_DRAW_INTENTS));

export const isLuckyDrawAnswer = (value: unknown): value is LuckyDrawActionData =>
  typeof value === 'object' &&
  value !== null &&
  KNOWN.has(String((value as { intent?: unknown }).intent));

/** The slot's four gift labels (001 §2, `LUCKY_DRAW.slotGifts`) as copy keys. */
export const SLOT_GIFT_TEXT = {
  surprise: 'luckyDrawGiftSurprise',
  gift: 'luckyDrawGiftGift',
  voucher: 'luckyDrawGiftVoucher',
  rewards: 'luckyDrawGiftRewards',
} as const;
