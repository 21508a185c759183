import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Image } from '~/components/ui/image';
import { DESKTOP_MEDIA, HERO_BANNER, MINI_BANNER, srcSetFor } from '~/lib/images';
import type { Banner } from '../types';
import { useBannerText } from '~/features/banners/text';

/** Home's square tiles (mini) and its cover picture (cover_banner), as the seed draws them. */
const MINI_TILE = { width: 300, height: 300 } as const;
const COVER = { width: HERO_BANNER.width, height: 600 } as const;

const alt = (banner: Banner) =>
  banner.subtitle ? `${banner.title} — ${banner.subtitle}` : banner.title;

/** A banner's link around its content, or the content alone. */
function Linked({
  banner,
  className,
  children,
}: {
  banner: Banner;
  className: string;
  children: ReactNode;
}) {
  return banner.link_url ? (
    <Link to={banner.link_url} className={className}>
      {children}
    </Link>
  ) : (
    <div className={className}>{children}</div>
  );
}

/**
 * Home's mini banners (type `mini`, 001 §3): a row of small square tiles, each with its name
 * below — a swipeable row on a phone, four across from the desktop width.
 */
export function MiniBanners({ banners }: { banners: Banner[] }) {
  const text = useBannerText();
  const shown = banners.filter((banner) => banner.image_url);
  if (shown.length === 0) return null;
  return (
    <section aria-label={text('homeMiniLabel')} className="mx-auto max-w-6xl pt-10">
      <ul className="flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-1 [scrollbar-width:none] dt:grid dt:grid-cols-4 dt:gap-4 dt:overflow-visible">
        {shown.map((banner) => (
          <li key={banner.id} className="w-[42%] shrink-0 snap-start sm:w-[30%] dt:w-auto">
            <Linked banner={banner} className="group block rounded-3xl">
              <Image
                src={banner.image_url}
                srcSet={banner.image_url ? srcSetFor(banner.image_url, MINI_TILE.width) : undefined}
                sizes={`${DESKTOP_MEDIA} 270px, 42vw`}
                // The tile's name below says it (the link's name).
                alt=""
                width={MINI_TILE.width}
                height={MINI_TILE.height}
                loading="lazy"
                className="aspect-square w-full rounded-3xl bg-blush-100 object-cover shadow-sm ring-1 ring-blush-200/70 transition group-hover:-translate-y-0.5 group-hover:shadow-md"
              />
              <span className="mt-2 block truncate px-1 text-sm font-semibold text-plum-900">
                {banner.title}
              </span>
            </Linked>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Home's twin banners (type `twin`, 001 §3): two wide tiles side by side (stacked on a phone). */
export function TwinBanners({ banners }: { banners: Banner[] }) {
  const text = useBannerText();
  const shown = banners.filter((banner) => banner.image_url).slice(0, 2);
  if (shown.length === 0) return null;
  return (
    <section aria-label={text('homeTwinLabel')} className="mx-auto max-w-6xl px-4 pt-10">
      <ul className="grid gap-3 sm:grid-cols-2 dt:gap-4">
        {shown.map((banner) => (
          <li key={banner.id}>
            <Linked banner={banner} className="group block overflow-hidden rounded-3xl">
              <Image
                src={banner.image_url}
                srcSet={
                  banner.image_url ? srcSetFor(banner.image_url, MINI_BANNER.width) : undefined
                }
                sizes={`${DESKTOP_MEDIA} 560px, (min-width: 640px) 50vw, 100vw`}
                alt={alt(banner)}
                width={MINI_BANNER.width}
                height={MINI_BANNER.height}
                loading="lazy"
                className="aspect-[2/1] w-full bg-blush-100 object-cover transition duration-300 group-hover:scale-[1.02]"
              />
            </Linked>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Home's cover banner (type `cover_banner`, 001 §3): a full-width cover — its words and a button
 * on the shop's plum beside the picture (below it on a phone).
 */
export function CoverBanner({ banner }: { banner: Banner | undefined }) {
  const text = useBannerText();
  if (!banner || !banner.title) return null;
  return (
    <section aria-labelledby={`cover-${banner.id}`} className="mx-auto max-w-6xl px-4 pt-12">
      <Linked
        banner={banner}
        className="group grid overflow-hidden rounded-3xl bg-plum-900 text-cream-50 shadow-lg shadow-plum-900/15 dt:grid-cols-[2fr_3fr]"
      >
        {banner.image_url ? (
          <Image
            src={banner.image_url}
            srcSet={srcSetFor(banner.image_url, COVER.width)}
            sizes={`${DESKTOP_MEDIA} 670px, 100vw`}
            alt=""
            width={COVER.width}
            height={COVER.height}
            loading="lazy"
            className="aspect-[2/1] h-full w-full bg-blush-100 object-cover dt:order-2"
          />
        ) : null}
        <div className="flex flex-col justify-center gap-3 p-6 sm:p-8 dt:p-10">
          <h2
            id={`cover-${banner.id}`}
            className="font-display text-2xl font-semibold leading-tight sm:text-3xl dt:text-4xl"
          >
            {banner.title}
          </h2>
          {banner.subtitle ? (
            <p className="text-cream-50/90 dt:text-lg">{banner.subtitle}</p>
          ) : null}
          {banner.link_url ? (
            <span className="mt-2 inline-flex min-h-11 w-fit items-center rounded-full bg-cream-50 px-6 text-sm font-semibold text-plum-900 transition group-hover:bg-blush-100">
              {text('coverSeeMore')}
            </span>
          ) : null}
        </div>
      </Linked>
    </section>
  );
}
