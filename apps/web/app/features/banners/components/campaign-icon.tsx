import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { campaignIconPath, type CampaignIcon as CampaignIconItem } from '@kilau/domain/engagement';
import type { RouteName } from '@kilau/domain/shared';
import { SparkleIcon } from '~/components/ui/icons';
import { Image } from '~/components/ui/image';
import { useApiClient } from '~/lib/api-client';
import { useBannerText } from '~/features/banners/text';
import { loadCampaignIcons } from '../api/banner-calls';
import { useSessionDismissed } from '../lib/session-dismissed';
import { showsFloating } from './floating-banner-corner';

/** The campaign icons a shopper closed in this browser session (campaign ids, as JSON). */
const DISMISSED_KEY = 'kilau.campaign-icon.closed';

/**
 * The floating campaign icon (001 §2): a running campaign marked `is_display_icon_web` shows as
 * a small round icon at the bottom left of Home, Category, Brand and Promotion pages — clear of
 * the floating banners and the scroll-to-top button at the right — linking to
 * `/campaign/{slug}` (the lucky draw's campaign to its game, `campaignIconPath`). Closed for the rest of the browser session. Asked for in the browser once
 * such a page shows (the server's page stays the same for every shopper); the page may pass the
 * icons it already has (`given`, for tests and previews).
 */
export function CampaignIcon({
  routeName,
  given,
}: {
  routeName: RouteName | null;
  given?: CampaignIconItem[];
}) {
  const text = useBannerText();
  const api = useApiClient();
  const onPage = showsFloating(routeName);
  const [icons, setIcons] = useState<CampaignIconItem[] | null>(given ?? null);
  const { closed, dismiss } = useSessionDismissed(DISMISSED_KEY);
  useEffect(() => {
    if (!onPage || icons !== null) return;
    let live = true;
    void loadCampaignIcons(api).then((found) => {
      if (live) setIcons(found);
    });
    return () => {
      live = false;
    };
  }, [api, onPage, icons]);
  const icon = icons?.find((item) => !closed?.includes(String(item.id)));
  if (!onPage || closed === null || !icon) return null;
  return (
    <aside
      aria-label={text('campaignIconLabel')}
      className="group fixed bottom-5 left-4 z-30 flex items-center gap-2"
    >
      <Link
        to={campaignIconPath(icon.slug)}
        className="relative flex items-center gap-2 rounded-full bg-white/95 p-1 shadow-lg shadow-plum-900/20 ring-2 ring-rose-400 transition hover:-translate-y-0.5 hover:ring-rose-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-rose-500 dt:pr-4"
      >
        <span className="relative inline-flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-blush-100 to-rose-400">
          {icon.icon_url ? (
            <Image
              src={icon.icon_url}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="size-14 rounded-full object-cover"
            />
          ) : (
            <SparkleIcon className="size-7 text-white" />
          )}
          <span
            aria-hidden
            className="absolute -right-0.5 -top-0.5 size-3.5 rounded-full border-2 border-white bg-rose-600 motion-safe:animate-pulse"
          />
        </span>
        <span className="sr-only dt:not-sr-only dt:max-w-40 dt:truncate dt:text-sm dt:font-semibold dt:text-plum-900">
          {icon.name}
        </span>
      </Link>
      <button
        type="button"
        onClick={() => dismiss([icon.id])}
        aria-label={text('campaignIconClose', { name: icon.name })}
        className="-ml-3 -mt-12 inline-flex size-8 items-center justify-center self-start rounded-full bg-plum-900 text-sm leading-none text-cream-50 shadow-md hover:bg-plum-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
      >
        <span aria-hidden>×</span>
      </button>
    </aside>
  );
}
