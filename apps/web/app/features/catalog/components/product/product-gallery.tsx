import { useRef, useState } from 'react';
import { Image } from '~/components/ui/image';
import { DESKTOP_MEDIA, PACKSHOT_SIZE, srcSetFor } from '~/lib/images';
import type { ProductImage } from '../../types';
import { useCatalogText } from '~/features/catalog/text';

/**
 * The product's pictures: a swipeable strip (scroll snap, works without JavaScript) with
 * thumbnails that jump to a picture. The first picture is the page's LCP: loaded at once.
 */
export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const text = useCatalogText();
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const shown = images.length > 0 ? images : [{ url: '', alt: name, is_cover: true }];

  const show = (index: number) => {
    const element = track.current;
    if (!element) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo({ left: element.clientWidth * index, behavior: reduce ? 'auto' : 'smooth' });
    setCurrent(index);
  };
  const onScroll = () => {
    const element = track.current;
    if (element && element.clientWidth > 0) {
      setCurrent(Math.round(element.scrollLeft / element.clientWidth));
    }
  };

  return (
    <div className="min-w-0">
      <ul
        ref={track}
        onScroll={onScroll}
        // Several pictures scroll sideways: the strip takes focus so arrow keys scroll it too.
        tabIndex={shown.length > 1 ? 0 : undefined}
        aria-label={shown.length > 1 ? text('galleryLabel') : undefined}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-3xl bg-white ring-1 ring-blush-200/70 [scrollbar-width:none]"
      >
        {shown.map((image, index) => (
          <li key={`${image.url}-${index}`} className="w-full shrink-0 snap-center">
            <Image
              src={image.url || null}
              srcSet={image.url ? srcSetFor(image.url, PACKSHOT_SIZE) : undefined}
              sizes={`${DESKTOP_MEDIA} 540px, 100vw`}
              alt={image.alt || name}
              width={PACKSHOT_SIZE}
              height={PACKSHOT_SIZE}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
              className="aspect-square w-full object-contain"
            />
          </li>
        ))}
      </ul>
      {shown.length > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]">
          {shown.map((image, index) => (
            <li key={`${image.url}-${index}`} className="shrink-0">
              <button
                type="button"
                onClick={() => show(index)}
                aria-current={index === current ? 'true' : undefined}
                className={`block overflow-hidden rounded-xl bg-white ring-2 transition ${
                  index === current ? 'ring-plum-900' : 'ring-transparent hover:ring-blush-300'
                }`}
              >
                <Image
                  src={image.url || null}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 object-contain"
                />
                <span className="sr-only">
                  {text('galleryShow', { index: index + 1, total: shown.length })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
