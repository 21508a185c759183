import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PAGE_VIEW_DELAY_MS, type Platform } from '@kilau/domain/analytics';
import { setTrackingPlatform, track } from './analytics';

/** The platform a page runs on: a store's self-checkout, the app's web view, a phone, a desktop. */
export function platformOf(mode: { store: boolean; apps: boolean }, narrow: boolean): Platform {
  if (mode.store) return 'store';
  if (mode.apps) return 'apps';
  return narrow ? 'mobile_web' : 'web';
}

/**
 * The analytics page view (001 §2, §9): 400 ms after each navigation, with the spec's page type;
 * a navigation before then replaces it (the shopper did not stay to see that page).
 */
export function usePageViews(mode: { store: boolean; apps: boolean }) {
  const location = useLocation();
  useEffect(() => {
    setTrackingPlatform(platformOf(mode, window.matchMedia('(max-width: 767px)').matches));
  }, [mode.store, mode.apps]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    const timer = setTimeout(
      () => track('page_view', { type: 'page', id: location.pathname }),
      PAGE_VIEW_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [location.pathname, location.search]);
}
