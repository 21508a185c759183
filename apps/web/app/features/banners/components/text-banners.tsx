import { Link } from 'react-router';
import type { Banner } from '../types';
import { useBannerText } from '~/features/banners/text';

/**
 * A page whose loader carries top banners names them in its route `handle`; the root shows them
 * in the header's announcement bar instead of the free-shipping line, so a notice appears once.
 */
export type TopBannersHandle = { topBanners: (data: unknown) => Banner[] | undefined };

/** The top banners of the deepest route that has them (see `TopBannersHandle`). */
export function topBannersOf(
  matches: ReadonlyArray<{ handle: unknown; data: unknown }>,
): Banner[] | undefined {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<TopBannersHandle> | undefined;
    const banners = handle?.topBanners?.(match.data)?.filter((banner) => banner.title);
    if (banners && banners.length > 0) return banners;
  }
  return undefined;
}

/** The top banners (000 §9: at most 2) as the linked lines of the header's announcement bar. */
export function TextBanners({ banners }: { banners: Banner[] }) {
  const text = useBannerText();
  return (
    <ul
      aria-label={text('homeAnnouncements')}
      className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-6 gap-y-0.5"
    >
      {banners.map((banner) => (
        <li key={banner.id}>
          {banner.link_url ? (
            <Link
              to={banner.link_url}
              className="inline-flex min-h-6 items-center underline-offset-4 hover:underline"
            >
              {banner.title}
            </Link>
          ) : (
            banner.title
          )}
        </li>
      ))}
    </ul>
  );
}

/** The promo text banner: a code and its condition, shown like a coupon. */
export function PromoTextBanner({ banner }: { banner: Banner | undefined }) {
  if (!banner?.title) return null;
  const content = (
    <>
      <span className="font-semibold text-plum-900">{banner.title}</span>
      {banner.subtitle ? <span className="text-plum-700">{banner.subtitle}</span> : null}
    </>
  );
  const look =
    'flex flex-col items-center gap-0.5 rounded-2xl border-2 border-dashed border-rose-400/70 bg-white px-4 py-3 text-center text-sm sm:flex-row sm:justify-center sm:gap-3';
  return (
    <aside aria-label={banner.title} className="mx-auto max-w-6xl px-4 pt-12">
      {banner.link_url ? (
        <Link to={banner.link_url} className={`${look} hover:bg-blush-50`}>
          {content}
        </Link>
      ) : (
        <p className={look}>{content}</p>
      )}
    </aside>
  );
}
