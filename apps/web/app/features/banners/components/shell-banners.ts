import { useEffect, useState } from 'react';
import { FLOATING_BANNERS_MAX } from '@kilau/domain/engagement';
import { useApiClient } from '~/lib/api-client';
import { refetchBanners } from '../api/banner-calls';
import { bannerView, popupView, type Banner, type BannerGroups } from '../types';
import type { PopupBannerItem } from './popup-banner';

/**
 * The shell's banners that the server renders on every shop page: the search bar's text, the
 * floating banners and the emergency announcement (one `GET /api/banners/all` with the root's
 * other calls, no extra work on the server).
 */
export const SERVER_SHELL_BANNERS = [
  'searchbar_promo_text',
  'floating_banners',
  'emergency_announcement',
] as const;

/** What the browser asks for on every path change: the same, and the popups (drawn only there). */
const BROWSER_SHELL_BANNERS = [
  ...SERVER_SHELL_BANNERS,
  'popup_banner',
  'fullscreen_popup_banner',
] as const;

/** The shell's banners as the layout renders them. */
export type ShellBannerData = {
  searchPromo: Banner | null;
  /** At most 2 (001 §9). */
  floating: Banner[];
  emergency: Banner | null;
  popup: PopupBannerItem[];
  fullScreenPopup: PopupBannerItem[];
};

export const NO_SHELL_BANNERS: ShellBannerData = {
  searchPromo: null,
  floating: [],
  emergency: null,
  popup: [],
  fullScreenPopup: [],
};

/** The view model of the API's groups (only the fields the components render). */
export function shellBannersOf(groups: BannerGroups): ShellBannerData {
  const first = (list: Banner[] | undefined) => (list?.[0] ? bannerView(list[0]) : null);
  return {
    searchPromo: first(groups.searchbar_promo_text),
    floating: (groups.floating_banners ?? []).slice(0, FLOATING_BANNERS_MAX).map(bannerView),
    emergency: first(groups.emergency_announcement),
    popup: (groups.popup_banner ?? []).map(popupView),
    fullScreenPopup: (groups.fullscreen_popup_banner ?? []).map(popupView),
  };
}

/**
 * The shell's banners, refetched when the path changes (001 §2): the root loader does not run
 * again on a client navigation, so the browser asks `GET /api/banners/all` once the page shows
 * and after each path change (tried up to 3 times with a short backoff; a failure keeps what is
 * shown). Until then, the server's banners (`initial`) show.
 */
export function useShellBanners(
  initial: ShellBannerData,
  pathname: string,
  enabled: boolean,
): ShellBannerData {
  const api = useApiClient();
  const [fetched, setFetched] = useState<ShellBannerData | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void refetchBanners(api, BROWSER_SHELL_BANNERS).then((groups) => {
      if (live && groups) setFetched(shellBannersOf(groups));
    });
    return () => {
      live = false;
    };
  }, [api, pathname, enabled]);
  return fetched ?? initial;
}
