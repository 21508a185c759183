import { toDate, type DateInput } from '../shared/date';
import { FLOATING_BANNERS_MAX, POPUP_EVERYDAY_INTERVAL_MS, TOP_BANNERS_MAX } from './constants';

export type PopupSetting = 'everyday' | 'once' | 'always';

/**
 * Whether a popup banner shows now (001 §4): `everyday` once per 24 hours since it was last
 * shown; `once` only if never shown; `always` every visit.
 */
export function shouldShowPopup(input: {
  setting: PopupSetting | string | null | undefined;
  lastShownAt: DateInput | null | undefined;
  now: DateInput;
}): boolean {
  const last = toDate(input.lastShownAt);
  if (!last) return true;
  if (input.setting === 'once') return false;
  if (input.setting !== 'everyday') return true;
  const now = toDate(input.now);
  return !!now && now.getTime() - last.getTime() >= POPUP_EVERYDAY_INTERVAL_MS;
}

export type BannerItem = {
  is_active?: boolean;
  start_date?: DateInput | null;
  end_date?: DateInput | null;
};

/** A banner item shows only if active and within start_date and end_date, both inclusive. */
export function isBannerActive(item: BannerItem, now: DateInput): boolean {
  if (item.is_active !== true) return false;
  const at = toDate(now)?.getTime();
  if (at === undefined) return false;
  const start = toDate(item.start_date)?.getTime() ?? Number.NEGATIVE_INFINITY;
  const end = toDate(item.end_date)?.getTime() ?? Number.POSITIVE_INFINITY;
  return start <= at && at <= end;
}

export const activeBanners = <T extends BannerItem>(items: readonly T[], now: DateInput): T[] =>
  items.filter((item) => isBannerActive(item, now));

/** Top banners: at most 2 active ones. */
export const selectTopBanners = <T extends BannerItem>(items: readonly T[], now: DateInput): T[] =>
  activeBanners(items, now).slice(0, TOP_BANNERS_MAX);

/** Floating banners: at most 2 active ones. */
export const selectFloatingBanners = <T extends BannerItem>(
  items: readonly T[],
  now: DateInput,
): T[] => activeBanners(items, now).slice(0, FLOATING_BANNERS_MAX);

/** A voucher as a banner may advertise it (the columns the rule reads). */
export type AdvertisedVoucher = {
  is_active: boolean;
  starts_at: DateInput | null;
  ends_at: DateInput | null;
};

/**
 * Whether a banner may advertise the voucher now: it is active and its window has begun and not
 * ended. A banner naming a voucher that does not run is not shown (ADR 0035).
 */
export function canAdvertiseVoucher(
  voucher: AdvertisedVoucher | null | undefined,
  now: DateInput,
): boolean {
  if (!voucher || voucher.is_active !== true) return false;
  const at = toDate(now)?.getTime();
  if (at === undefined) return false;
  const start = toDate(voucher.starts_at)?.getTime() ?? Number.NEGATIVE_INFINITY;
  const end = toDate(voucher.ends_at)?.getTime() ?? Number.POSITIVE_INFINITY;
  return start <= at && at < end;
}
