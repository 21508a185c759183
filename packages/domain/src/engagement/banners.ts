import { toDate, type DateInput } from '../shared/date';
import {
  FLOATING_BANNERS_MAX,
  LUCKY_DRAW,
  POPUP_EVERYDAY_INTERVAL_MS,
  TOP_BANNERS_MAX,
} from './constants';

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

/**
 * Pages where no popup opens (001 §2, issue 20): the bag and checkout (`/order…`), the payment
 * failures and the back office — a shopper paying is never interrupted.
 */
const POPUP_FREE_PATHS = [/^\/order(\/|$)/, /^\/midtrans-failed(\/|$)/, /^\/admin(\/|$)/];

/**
 * Whether a popup may open on this page: never on the bag, checkout and payment pages, nor the
 * back office; never in apps mode unless the shop allows popups there.
 */
export function popupsAllowedOn(
  pathname: string,
  options: { appsMode: boolean; popupsInAppsMode: boolean },
): boolean {
  if (options.appsMode && !options.popupsInAppsMode) return false;
  return !POPUP_FREE_PATHS.some((pattern) => pattern.test(pathname));
}

/** Whether a banner limited to `pagePath` (null: every page) is for this page: the path or under it. */
export function bannerIsForPage(pagePath: string | null | undefined, pathname: string): boolean {
  if (!pagePath || pagePath === '/') return true;
  return pathname === pagePath || pathname.startsWith(`${pagePath}/`);
}

/**
 * The one popup a page opens (never two at once): the first due full-screen popup, else the first
 * due popup. `due` tells whether a banner may show now (its setting and when it last showed);
 * the other waits for a later page.
 */
export function choosePopup<T extends { page_path?: string | null }>(
  groups: { fullScreen: readonly T[]; popup: readonly T[] },
  pathname: string,
  due: (banner: T) => boolean,
): { banner: T; fullScreen: boolean } | null {
  for (const [list, fullScreen] of [
    [groups.fullScreen, true],
    [groups.popup, false],
  ] as const) {
    const banner = list.find((item) => bannerIsForPage(item.page_path, pathname) && due(item));
    if (banner) return { banner, fullScreen };
  }
  return null;
}

/**
 * Where the floating campaign icon leads (001 §2): the lucky draw's campaign opens its game
 * (`LUCKY_DRAW.path`), any other campaign its page.
 */
export const campaignIconPath = (slug: string): string =>
  slug === LUCKY_DRAW.campaignSlug ? LUCKY_DRAW.path : `/campaign/${slug}`;
