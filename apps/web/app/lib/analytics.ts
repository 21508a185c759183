import { pageTypeForRoute } from '@kilau/domain/catalog';
import { routeNameForPath } from '@kilau/domain/shared';

/**
 * Shopper events for tracking (000 §2 "the tile click is tracked once per tile"). Events go to
 * `window.dataLayer`, the queue tag managers and analytics tools read; the analytics back end
 * (`/api/analytics`) will drain the same events when it exists.
 */
export type TrackedEvent = { event: string; page_type: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: TrackedEvent[];
  }
}

/** The spec's page type for tracking, from the current path (000 §2 page types). */
export function pageTypeForPath(pathname: string): string {
  const routeName = routeNameForPath(pathname);
  return routeName ? pageTypeForRoute(routeName) : 'other';
}

export function track(event: string, properties: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({
    event,
    page_type: pageTypeForPath(window.location.pathname),
    ...properties,
  });
}
