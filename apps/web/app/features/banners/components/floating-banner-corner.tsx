import type { RouteName } from '@kilau/domain/shared';
import type { Banner } from '../types';
import { useSessionDismissed } from '../lib/session-dismissed';
import { FloatingBanners } from './notice-banners';

/**
 * Where the floating banners and the floating campaign icon show: Home, Category, Brand and
 * Promotion pages (001 §2), the promotion lists included.
 */
const FLOATING_PAGES: ReadonlySet<RouteName> = new Set([
  'Home',
  'Category',
  'Manufacture',
  'Promotion',
  'Promo',
  'CategoryPromo',
]);

/** Whether the page is one of those (the floating corner's pages). */
export const showsFloating = (routeName: RouteName | null): routeName is RouteName =>
  routeName !== null && FLOATING_PAGES.has(routeName);

/** The banners a shopper closed in this browser session (their ids, as JSON). */
const DISMISSED_KEY = 'kilau.floating-banners.closed';

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
  const { closed, dismiss } = useSessionDismissed(DISMISSED_KEY);
  if (closed === null || !showsFloating(routeName)) return null;
  const shown = banners.filter((banner) => !closed.includes(String(banner.id)));
  if (shown.length === 0) return null;
  return (
    <FloatingBanners banners={shown} onDismiss={() => dismiss(shown.map((banner) => banner.id))} />
  );
}
