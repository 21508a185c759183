import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import {
  choosePopup,
  popupsAllowedOn,
  shouldShowPopup,
  type PopupSetting,
} from '@kilau/domain/engagement';
import { Image } from '~/components/ui/image';
import { Modal } from '~/components/ui/modal';
import type { Banner } from '../types';
import { useBannerText } from '~/features/banners/text';

/** A popup banner as the page renders it: the banner and when it may show again (001 §4). */
export type PopupBannerItem = Banner & {
  popup_setting: PopupSetting | null;
  /** Limited to the pages under this path; null: every shop page. */
  page_path: string | null;
};

/** When the popup last showed in this browser (localStorage: it outlives the visit). */
const shownKey = (id: number) => `kilau:popup:${id}`;
/** That it showed in this visit (sessionStorage): an `always` popup shows once a visit. */
const visitKey = (id: number) => `kilau:popup-visit:${id}`;

const read = (storage: () => Storage, key: string) => {
  try {
    return storage().getItem(key);
  } catch {
    // Storage refused (private mode): as for a first visit.
    return null;
  }
};

/** Whether the popup is due in this browser now (its setting and when it last showed). */
function dueNow(banner: PopupBannerItem): boolean {
  if (typeof window === 'undefined') return false;
  if (read(() => window.sessionStorage, visitKey(banner.id)) !== null) return false;
  const last = read(() => window.localStorage, shownKey(banner.id));
  return shouldShowPopup({ setting: banner.popup_setting, lastShownAt: last, now: new Date() });
}

function rememberShown(banner: PopupBannerItem) {
  try {
    window.localStorage.setItem(shownKey(banner.id), new Date().toISOString());
    window.sessionStorage.setItem(visitKey(banner.id), '1');
  } catch {
    // Not remembered: it may show again on the next page.
  }
}

/**
 * What a popup banner shows: its picture (if any), its words and a link to the promotion. The
 * same card is drawn in the popup and in the back office's preview.
 */
export function PopupBannerCard({
  banner,
  fullScreen = false,
  onFollow,
}: {
  banner: Banner;
  fullScreen?: boolean;
  onFollow?: () => void;
}) {
  const text = useBannerText();
  return (
    <div className={`flex flex-col gap-4 ${fullScreen ? 'min-h-[60vh] justify-center' : ''}`}>
      {banner.image_url ? (
        <Image
          src={banner.image_url}
          alt=""
          width={fullScreen ? 1200 : 600}
          height={fullScreen ? 1200 : 600}
          className={`w-full rounded-2xl bg-blush-100 object-cover ${fullScreen ? 'max-h-[60vh]' : 'aspect-square'}`}
        />
      ) : null}
      {banner.subtitle ? <p className="text-plum-700">{banner.subtitle}</p> : null}
      {banner.link_url ? (
        <Link
          to={banner.link_url}
          onClick={onFollow}
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-plum-900 px-6 font-semibold text-white hover:bg-plum-800"
        >
          {text('popupSeeMore')}
        </Link>
      ) : null}
    </div>
  );
}

const noSubscription = () => () => {};

/** The page's choice: for which path and banner lists, and whether its dialog is still open. */
type Shown = {
  path: string;
  popup: readonly PopupBannerItem[];
  fullScreen: readonly PopupBannerItem[];
  chosen: { banner: PopupBannerItem; fullScreen: boolean } | null;
  open: boolean;
};

/**
 * The one popup of the page (001 §2, §4; issue 20): on every shop page but the bag, checkout and
 * payment pages (and never in apps mode unless the shop allows it), the first due full-screen
 * popup, else the first due popup — never two at once: the other waits for a later page. Each
 * page chooses afresh (the choice resets when the path changes); a popup limited to a page
 * (`page_path`) opens only there. Due means its setting allows it now: `everyday` once per 24
 * hours, `once` once ever, `always` once per visit (browser session) — remembered in this
 * browser. Escape, the overlay or the close button close it through the modal stack.
 */
export function ShellPopup({
  popup,
  fullScreen,
  pathname,
  appsMode,
  popupsInAppsMode,
}: {
  popup: readonly PopupBannerItem[];
  fullScreen: readonly PopupBannerItem[];
  pathname: string;
  appsMode: boolean;
  /** The shop's `POPUPS_IN_APPS_MODE` (public configuration): popups in apps mode too. */
  popupsInAppsMode: boolean;
}) {
  const allowed = popupsAllowedOn(pathname, { appsMode, popupsInAppsMode });
  // Only the browser knows what showed before: nothing is chosen on the server or while hydrating.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [shown, setShown] = useState<Shown | null>(null);
  // One choice a page: made again on a new path, or when the banners come and none was chosen.
  const stale =
    shown === null ||
    shown.path !== pathname ||
    (allowed &&
      shown.chosen === null &&
      (shown.popup !== popup || shown.fullScreen !== fullScreen));
  if (inBrowser && stale) {
    const chosen = allowed ? choosePopup({ fullScreen, popup }, pathname, dueNow) : null;
    setShown({ path: pathname, popup, fullScreen, chosen, open: chosen !== null });
  }
  const chosenBanner = shown?.chosen?.banner;
  useEffect(() => {
    if (chosenBanner) rememberShown(chosenBanner);
  }, [chosenBanner]);
  const chosen = shown?.path === pathname ? shown.chosen : null;
  if (!shown || !chosen) return null;
  const close = () => setShown({ ...shown, open: false });
  return (
    <Modal
      kind={chosen.fullScreen ? 'fullScreenPopupBanner' : 'popupBanner'}
      open={shown.open}
      onClose={close}
      title={chosen.banner.title}
      className={chosen.fullScreen ? 'sm:max-w-3xl' : undefined}
    >
      <PopupBannerCard banner={chosen.banner} fullScreen={chosen.fullScreen} onFollow={close} />
    </Modal>
  );
}
