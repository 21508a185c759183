/**
 * Glue between the router's locations and the domain's navigation rules (spec 000 §2, 001 §2),
 * which decide by route name: `routeNameForPath` names the page, the domain decides.
 */

import {
  canShowScrollToTop,
  isSamePath,
  routeNameForPath,
  scrollOnNavigation,
  type ScrollDecision,
} from '@kilau/domain/shared';

export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';
type Place = { pathname: string; search: string };

/** `scrollOnNavigation` for a router navigation: POP is back/forward; `?` alone is no query. */
export const scrollDecision = (action: NavigationAction, from: Place, to: Place): ScrollDecision =>
  scrollOnNavigation({
    isBack: action === 'POP',
    routeName: routeNameForPath(to.pathname),
    hasQuery: to.search.length > 1,
    samePage: isSamePath(from.pathname, to.pathname),
  });

/** `canShowScrollToTop` for the current pathname and viewport. */
export const showsScrollToTop = ({
  scrollY,
  isDesktop,
  pathname,
}: {
  scrollY: number;
  isDesktop: boolean;
  pathname: string;
}): boolean =>
  canShowScrollToTop({
    scrollY,
    routeName: routeNameForPath(pathname),
    device: isDesktop ? 'desktop' : 'mobile',
  });
