import { Link } from 'react-router';
import { Image } from '~/components/ui/image';
import { DESKTOP_MEDIA, MINI_BANNER, srcSetFor } from '~/lib/images';
import type { Banner } from '../types';

/** Mini and twin banners (600 × 300) side by side. */
export function PromoBanners({ banners, label }: { banners: Banner[]; label: string }) {
  const shown = banners.filter((banner) => banner.image_url);
  if (shown.length === 0) return null;
  return (
    <section aria-label={label} className="mx-auto max-w-6xl px-4 pt-12">
      <ul className="grid gap-3 sm:grid-cols-2 dt:grid-cols-3">
        {shown.map((banner) => {
          const picture = (
            <Image
              src={banner.image_url}
              srcSet={banner.image_url ? srcSetFor(banner.image_url, MINI_BANNER.width) : undefined}
              sizes={`${DESKTOP_MEDIA} 370px, (min-width: 640px) 50vw, 100vw`}
              alt={banner.subtitle ? `${banner.title} — ${banner.subtitle}` : banner.title}
              width={MINI_BANNER.width}
              height={MINI_BANNER.height}
              loading="lazy"
              className="aspect-[2/1] w-full rounded-3xl bg-blush-100 object-cover transition hover:opacity-95"
            />
          );
          return (
            <li key={banner.id}>
              {banner.link_url ? (
                <Link to={banner.link_url} className="block rounded-3xl">
                  {picture}
                </Link>
              ) : (
                picture
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
