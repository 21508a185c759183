import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { shouldShowPopup, type PopupSetting } from '@kilau/domain/engagement';
import { Image } from '~/components/ui/image';
import { Modal } from '~/components/ui/modal';
import type { Banner } from '../types';
import { useBannerText } from '~/features/banners/text';

/** A popup banner as the page renders it: the banner and when it may show again (001 §4). */
export type PopupBannerItem = Banner & { popup_setting: PopupSetting | null };

const shownKey = (id: number) => `kilau:popup:${id}`;

/** Whether the popup is due in this browser now (its setting and when it last showed). */
function dueNow(banner: PopupBannerItem): boolean {
  if (typeof window === 'undefined') return false;
  let last: string | null = null;
  try {
    last = window.localStorage.getItem(shownKey(banner.id));
  } catch {
    // Storage refused (private mode): the popup shows, as for a first visit.
  }
  return shouldShowPopup({ setting: banner.popup_setting, lastShownAt: last, now: new Date() });
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

/**
 * The popup banner (and the full-screen one): the first active banner of its placement opens
 * once the page is shown, as often as its setting allows — `everyday` once a day, `once` once
 * ever, `always` on every visit (001 §4) — remembered in this browser.
 */
export function PopupBanner({
  banners,
  fullScreen = false,
}: {
  banners: PopupBannerItem[];
  fullScreen?: boolean;
}) {
  const banner = banners[0];
  // Read once in the browser (the server renders no dialog: `Modal` waits for the client).
  const [open, setOpen] = useState(() => (banner ? dueNow(banner) : false));
  useEffect(() => {
    if (!open || !banner) return;
    try {
      window.localStorage.setItem(shownKey(banner.id), new Date().toISOString());
    } catch {
      // Not remembered: it may show again on the next visit.
    }
  }, [open, banner]);
  if (!banner) return null;
  return (
    <Modal
      kind={fullScreen ? 'fullScreenPopupBanner' : 'popupBanner'}
      open={open}
      onClose={() => setOpen(false)}
      title={banner.title}
      className={fullScreen ? 'sm:max-w-3xl' : undefined}
    >
      <PopupBannerCard banner={banner} fullScreen={fullScreen} onFollow={() => setOpen(false)} />
    </Modal>
  );
}
