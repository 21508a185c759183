import { useSyncExternalStore } from 'react';
import type { RouteName } from '@kilau/domain/shared';
import type { Banner } from '../types';
import { FloatingBanners } from './notice-banners';

/**
 * Where the floating banners show: the spec's floating campaign icon is on Home, Category, Brand
 * and Promotion pages (001 §2), the promotion lists included.
 */
const FLOATING_PAGES: ReadonlySet<RouteName> = new Set([
  'Home',
  'Category',
  'Manufacture',
  'Promotion',
  'Promo',
  'CategoryPromo',
]);

/** The banners a shopper closed in this browser session (their ids, as JSON). */
const DISMISSED_KEY = 'kilau.floating-banners.closed';

// Closing tells every mounted corner; where storage is refused, the page remembers alone.
const listeners = new Set<() => void>();
let unstored = '[]';
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const closedText = () => {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) ?? '[]';
  } catch {
    return unstored;
  }
};
const rememberClosed = (ids: string[]) => {
  unstored = JSON.stringify(ids);
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, unstored);
  } catch {
    // Storage refused (private mode): closed for this page's life only.
  }
  for (const listener of listeners) listener();
};
const parseIds = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

/**
 * The floating banners (placement `floating_banners`, at most 2) in the page's corner, on the
 * pages the spec names. Closing them hides them for the rest of the browser session; a banner
 * scheduled later (another id) shows again. Drawn once the page runs in the browser, which alone
 * knows what was closed, so the server's page and every shopper's stay the same.
 */
export function FloatingBannerCorner({
  banners,
  routeName,
}: {
  banners: Banner[];
  routeName: RouteName | null;
}) {
  // Null on the server and while hydrating: nothing is drawn until the browser has read it.
  const text = useSyncExternalStore(subscribe, closedText, () => null);
  if (text === null || routeName === null || !FLOATING_PAGES.has(routeName)) return null;
  const closed = parseIds(text);
  const shown = banners.filter((banner) => !closed.includes(String(banner.id)));
  if (shown.length === 0) return null;
  const dismiss = () =>
    rememberClosed([...new Set([...closed, ...shown.map((banner) => String(banner.id))])]);
  return <FloatingBanners banners={shown} onDismiss={dismiss} />;
}
