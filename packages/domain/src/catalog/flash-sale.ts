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

/** Share of a flash-sale quota already sold, as a whole percent from 0 to 100. */
export function flashSaleSoldPercent(flash: { quota: number; sold: number }): number {
  if (!(flash.quota > 0)) return 100;
  return Math.min(100, Math.max(0, Math.round((100 * flash.sold) / flash.quota)));
}
