import { Link } from 'react-router';
import type { Banner } from '../types';
import { useBannerText } from '~/features/banners/text';

/** The top banners (000 §9: at most 2) as a slim strip of linked lines under the header. */
export function TextBanners({ banners }: { banners: Banner[] }) {
  const text = useBannerText();
  const shown = banners.filter((banner) => banner.title);
  if (shown.length === 0) return null;
  return (
    <section
      aria-label={text('homeAnnouncements')}
      className="border-b border-blush-200/80 bg-blush-50"
    >
      <ul className="mx-auto flex max-w-6xl flex-col items-center gap-x-8 px-4 py-1.5 text-center text-[0.8rem] sm:flex-row sm:justify-center sm:text-sm">
        {shown.map((banner) => (
          <li key={banner.id}>
            {banner.link_url ? (
              <Link
                to={banner.link_url}
                className="inline-flex min-h-7 items-center font-semibold text-plum-900 underline-offset-4 hover:underline"
              >
                {banner.title}
              </Link>
            ) : (
              <span className="font-semibold text-plum-900">{banner.title}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
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
