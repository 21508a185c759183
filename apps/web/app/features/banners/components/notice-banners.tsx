import { Link } from 'react-router';
import { Image } from '~/components/ui/image';
import type { Banner } from '../types';
import { useBannerText } from '~/features/banners/text';

/**
 * Floating banners (000 §9: at most 2): small pictures that stay in the corner while the page
 * scrolls. `inline` draws them in place (the back office's preview).
 */
export function FloatingBanners({
  banners,
  inline = false,
  onDismiss,
}: {
  banners: Banner[];
  inline?: boolean;
  /** Shows a close button ("Tutup promo pilihan"), which calls this. */
  onDismiss?: () => void;
}) {
  const text = useBannerText();
  const shown = banners.filter((banner) => banner.image_url || banner.title).slice(0, 2);
  if (shown.length === 0) return null;
  return (
    <aside
      aria-label={text('floatingLabel')}
      className={
        inline
          ? 'flex flex-col items-end gap-2'
          : 'fixed bottom-24 right-4 z-30 flex flex-col items-end gap-2'
      }
    >
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={text('floatingClose')}
          className="inline-flex size-8 items-center justify-center rounded-full bg-white text-lg leading-none text-plum-900 shadow-md ring-1 ring-blush-200 hover:bg-blush-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
        >
          <span aria-hidden>×</span>
        </button>
      ) : null}
      {shown.map((banner, index) => {
        // On a phone the corner keeps one smaller banner, so it never walls off the page's column.
        const place =
          !inline && index > 0 ? 'block rounded-2xl max-sm:hidden' : 'block rounded-2xl';
        const face = banner.image_url ? (
          <Image
            src={banner.image_url}
            alt={banner.title}
            width={96}
            height={96}
            loading="lazy"
            className={`${inline ? 'size-20' : 'size-16 sm:size-20'} rounded-2xl bg-blush-100 object-cover shadow-lg`}
          />
        ) : (
          <span className="inline-flex min-h-11 items-center rounded-full bg-rose-600 px-4 text-sm font-semibold text-white shadow-lg">
            {banner.title}
          </span>
        );
        return banner.link_url ? (
          <Link key={banner.id} to={banner.link_url} className={place}>
            {face}
          </Link>
        ) : (
          <div key={banner.id} className={place}>
            {face}
          </div>
        );
      })}
    </aside>
  );
}

/** The emergency announcement: one strip above the page, for what shoppers must know now. */
export function EmergencyAnnouncement({ banner }: { banner: Banner | undefined }) {
  const text = useBannerText();
  if (!banner || !banner.title) return null;
  const words = (
    <>
      <span className="font-semibold">{banner.title}</span>
      {banner.subtitle ? <span> · {banner.subtitle}</span> : null}
    </>
  );
  return (
    <section
      aria-label={text('emergencyLabel')}
      className="bg-berry-700 px-4 py-2 text-center text-sm text-white"
    >
      {banner.link_url ? (
        <Link to={banner.link_url} className="underline-offset-4 hover:underline">
          {words}
        </Link>
      ) : (
        <p>{words}</p>
      )}
    </section>
  );
}

/** The search bar's promo text: a short line under the search field. */
export function SearchbarPromoText({ banner }: { banner: Banner | undefined }) {
  if (!banner || !banner.title) return null;
  return (
    <p className="text-xs text-plum-700">
      {banner.link_url ? (
        <Link to={banner.link_url} className="underline-offset-4 hover:underline">
          {banner.title}
        </Link>
      ) : (
        banner.title
      )}
    </p>
  );
}
