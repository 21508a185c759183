import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '../shared/constants';

export type Countdown = {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Milliseconds left (0 once the moment has passed). */
  remainingMs: number;
  ended: boolean;
};

/**
 * Time left until `endsAt` as days, hours, minutes and seconds (a flash sale's countdown).
 * Time comes in as `now`; a past or invalid end counts as ended.
 */
export function countdownTo(endsAt: Date | string, now: Date): Countdown {
  const end = typeof endsAt === 'string' ? Date.parse(endsAt) : endsAt.getTime();
  const remainingMs = Number.isFinite(end) ? Math.max(0, end - now.getTime()) : 0;
  return {
    days: Math.floor(remainingMs / DAY_MS),
    hours: Math.floor((remainingMs % DAY_MS) / HOUR_MS),
    minutes: Math.floor((remainingMs % HOUR_MS) / MINUTE_MS),
    seconds: Math.floor((remainingMs % MINUTE_MS) / SECOND_MS),
    remainingMs,
    ended: remainingMs === 0,
  };
}

/** What a flash-sale item's sold bar shows: the share of its quota sold, and what is left. */
export type FlashSaleQuota = {
  /** Whole percent, 0–100; 100 only once the quota is used up (99.5 % sold shows 99). */
  percent: number;
  left: number;
  /** The quota is used up: the flash price no longer applies (the bag charges the usual price). */
  soldOut: boolean;
};

/**
 * The sold bar of a flash-sale item (sold / quota of the item, issue 17 item 4). A quota of 0
 * or less sells nothing at the flash price.
 */
export function flashSaleQuota(flash: { quota: number; sold: number }): FlashSaleQuota {
  const quota = Number.isFinite(flash.quota) ? Math.max(0, Math.floor(flash.quota)) : 0;
  const sold = Number.isFinite(flash.sold) ? Math.max(0, Math.floor(flash.sold)) : 0;
  const soldOut = sold >= quota;
  return {
    percent: soldOut ? 100 : Math.min(99, Math.floor((100 * sold) / quota)),
    left: Math.max(0, quota - sold),
    soldOut,
  };
}

/** Whether a flash-sale item still sells at its flash price (quota left), as the bag prices it. */
export const isFlashSaleOfferOpen = (flash: { quota: number; sold: number }): boolean =>
  !flashSaleQuota(flash).soldOut;
