import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/ui/icons';
import { Image } from '~/components/ui/image';
import { DESKTOP_MEDIA, HERO_BANNER, loadingFor, srcSetFor } from '~/lib/images';
import type { Banner } from '../types';
import { useBannerText } from '~/features/banners/text';

/**
 * The home page's hero banners (1200 × 400): a swipeable strip with dots and arrows. The first
 * banner is the page's LCP image, so it loads at once with high priority; the others lazily.
 */
export function HeroBanners({ banners }: { banners: Banner[] }) {
  const text = useBannerText();
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const slides = banners.filter((banner) => banner.image_url);
  if (slides.length === 0) return null;

  const show = (index: number) => {
    const element = track.current;
    if (!element) return;
    const target = (index + slides.length) % slides.length;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo({ left: element.clientWidth * target, behavior: reduce ? 'auto' : 'smooth' });
    setCurrent(target);
  };
  const arrow =
    'absolute top-1/2 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-plum-900 shadow-md hover:bg-white dt:inline-flex';

  return (
    <section aria-label={text('homeHeroLabel')} className="mx-auto max-w-6xl px-4 pt-4 md:pt-6">
      <div className="relative">
        <ul
          ref={track}
          onScroll={(event) => {
            const element = event.currentTarget;
            if (element.clientWidth > 0)
              setCurrent(Math.round(element.scrollLeft / element.clientWidth));
          }}
          // Focusable only when some banner has no link to tab to (keyboard scrolling).
          tabIndex={slides.some((banner) => !banner.link_url) ? 0 : undefined}
          aria-label={text('homeHeroLabel')}
          className="flex snap-x snap-mandatory overflow-x-auto rounded-3xl [scrollbar-width:none]"
        >
          {slides.map((banner, index) => {
            const picture = (
              <Image
                src={banner.image_url}
                srcSet={
                  banner.image_url ? srcSetFor(banner.image_url, HERO_BANNER.width) : undefined
                }
                sizes={`${DESKTOP_MEDIA} 1120px, 100vw`}
                alt={banner.subtitle ? `${banner.title} — ${banner.subtitle}` : banner.title}
                width={HERO_BANNER.width}
                height={HERO_BANNER.height}
                {...loadingFor(index === 0)}
                className="aspect-[3/1] w-full bg-blush-100 object-cover"
              />
            );
            return (
              <li key={banner.id} className="w-full shrink-0 snap-center">
                {banner.link_url ? (
                  <Link to={banner.link_url} className="block">
                    {picture}
                  </Link>
                ) : (
                  picture
                )}
              </li>
            );
          })}
        </ul>
        {slides.length > 1 ? (
          <>
            <button type="button" onClick={() => show(current - 1)} className={`${arrow} left-3`}>
              <ChevronLeftIcon className="size-5" />
              <span className="sr-only">{text('homeHeroPrevious')}</span>
            </button>
            <button type="button" onClick={() => show(current + 1)} className={`${arrow} right-3`}>
              <ChevronRightIcon className="size-5" />
              <span className="sr-only">{text('homeHeroNext')}</span>
            </button>
          </>
        ) : null}
      </div>
      {slides.length > 1 ? (
        <ol className="mt-3 flex justify-center gap-1">
          {slides.map((banner, index) => (
            <li key={banner.id}>
              <button
                type="button"
                onClick={() => show(index)}
                aria-current={index === current ? 'true' : undefined}
                className="group inline-flex size-6 items-center justify-center"
              >
                <span
                  className={`block h-2 rounded-full transition-all ${
                    index === current
                      ? 'w-6 bg-plum-900'
                      : 'w-2 bg-blush-300 group-hover:bg-blush-400'
                  }`}
                />
                <span className="sr-only">
                  {text('homeHeroSlide', { index: index + 1, total: slides.length })}
                </span>
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
