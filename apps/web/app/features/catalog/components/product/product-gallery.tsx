import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { ChevronLeftIcon, ChevronRightIcon, SearchIcon } from '~/components/ui/icons';
import { Image } from '~/components/ui/image';
import { DESKTOP_MEDIA, PACKSHOT_SIZE, loadingFor, srcSetFor } from '~/lib/images';
import { useLocale } from '~/lib/i18n';
import type { ProductImage } from '../../types';
import { useCatalogText } from '~/features/catalog/text';
import { imageAlt, useSnapTrack } from './gallery-track';

const GalleryZoom = lazy(() => import('./gallery-zoom'));

const NAV_BUTTON =
  'absolute top-1/2 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-plum-900 shadow-md ring-1 ring-blush-200 transition hover:bg-white focus-visible:opacity-100 disabled:invisible md:inline-flex md:opacity-0 md:group-hover:opacity-100';

/**
 * The product's pictures (issue 17): one large picture in a strip that swipes on a phone (CSS
 * scroll snap, so it works before JavaScript) with dots below it, and on a desktop a column of
 * thumbnails beside it. Arrow keys move through the pictures (on the strip and the thumbnails);
 * a click or tap opens the picture enlarged. When the chosen shade changes (`shadeId`), the
 * gallery moves to that shade's own picture, its swatch. The first picture is the page's LCP:
 * loaded at once with high priority; the rest lazily. Every picture has its size set, so
 * nothing shifts as they load.
 */
export function ProductGallery({
  images,
  name,
  shadeId,
}: {
  images: ProductImage[];
  name: string;
  /** The combination the shopper chose; its own pictures come into view when it changes. */
  shadeId?: number | null;
}) {
  const text = useCatalogText();
  const locale = useLocale();
  // No picture at all: one placeholder (the fallback product picture) named by the product.
  const shown = useMemo<ProductImage[]>(
    () =>
      images.length > 0
        ? images
        : [
            {
              url: '',
              alt: name,
              alt_en: name,
              is_cover: true,
              kind: 'packshot',
              combination_id: null,
            },
          ],
    [images, name],
  );
  const total = shown.length;
  const { track, current, show, onScroll } = useSnapTrack(total);
  const [zoomed, setZoomed] = useState<number | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const slides = useRef<(HTMLButtonElement | null)[]>([]);

  // A new shade brings its own picture (the swatch) into view; the first render keeps the cover.
  const lastShade = useRef(shadeId);
  useEffect(() => {
    if (lastShade.current === shadeId) return;
    lastShade.current = shadeId;
    const own = shown.findIndex(
      (image) => image.combination_id != null && image.combination_id === shadeId,
    );
    if (own >= 0) show(own);
  }, [shadeId, shown, show]);

  /** Arrow keys, Home and End move the picture, and focus follows in the list they came from. */
  const step = (event: KeyboardEvent, focusIn: RefObject<(HTMLButtonElement | null)[]>) => {
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      Home: 0,
      End: total - 1,
    };
    const next = moves[event.key];
    if (next === undefined || total < 2) return;
    event.preventDefault();
    const index = Math.max(0, Math.min(total - 1, next));
    show(index);
    focusIn.current[index]?.focus({ preventScroll: true });
  };

  const label = (index: number) =>
    text('galleryShow', { index: index + 1, total }) +
    (shown[index] ? `: ${imageAlt(shown[index], locale, name)}` : '');

  return (
    <div className="min-w-0 md:grid md:grid-cols-[4.5rem_minmax(0,1fr)] md:items-start md:gap-3 md:self-start">
      <div className="group relative md:col-start-2">
        <ul
          ref={track}
          onScroll={onScroll}
          // The shown picture's button takes focus; arrow keys move through the pictures.
          onKeyDown={(event) => step(event, slides)}
          aria-label={text('galleryLabel')}
          data-testid="gallery-track"
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-3xl bg-white ring-1 ring-blush-200/70 [scrollbar-width:none]"
        >
          {shown.map((image, index) => (
            <li key={`${image.url}-${index}`} className="w-full shrink-0 snap-center snap-always">
              <button
                type="button"
                ref={(element) => {
                  slides.current[index] = element;
                }}
                onClick={() => setZoomed(index)}
                tabIndex={index === current ? 0 : -1}
                aria-label={text('galleryZoom', { index: index + 1, total })}
                className="block w-full cursor-zoom-in rounded-3xl focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-plum-900"
              >
                <Image
                  src={image.url || null}
                  srcSet={image.url ? srcSetFor(image.url, PACKSHOT_SIZE) : undefined}
                  sizes={`${DESKTOP_MEDIA} 460px, (min-width: 768px) 40vw, 100vw`}
                  alt={imageAlt(image, locale, name)}
                  width={PACKSHOT_SIZE}
                  height={PACKSHOT_SIZE}
                  {...loadingFor(index === 0)}
                  data-kind={image.kind}
                  className="aspect-square w-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
        {total > 1 ? (
          <>
            <button
              type="button"
              onClick={() => show(current - 1)}
              disabled={current === 0}
              aria-label={text('galleryPrevious')}
              className={`${NAV_BUTTON} left-3`}
            >
              <ChevronLeftIcon className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => show(current + 1)}
              disabled={current === total - 1}
              aria-label={text('galleryNext')}
              className={`${NAV_BUTTON} right-3`}
            >
              <ChevronRightIcon className="size-5" />
            </button>
          </>
        ) : null}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute bottom-3 right-3 inline-flex size-9 items-center justify-center rounded-full bg-white/85 text-plum-800 shadow-sm ring-1 ring-blush-200"
        >
          <SearchIcon className="size-4" />
        </span>
      </div>

      {total > 1 ? (
        <>
          {/* Phone: dots under the strip. */}
          <ol className="mt-3 flex justify-center gap-1 md:hidden" aria-label={text('galleryDots')}>
            {shown.map((image, index) => (
              <li key={`${image.url}-${index}`}>
                <button
                  type="button"
                  onClick={() => show(index)}
                  aria-label={label(index)}
                  aria-current={index === current ? 'true' : undefined}
                  className="inline-flex size-6 items-center justify-center"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2 rounded-full transition-all ${
                      index === current ? 'w-5 bg-plum-900' : 'w-2 bg-blush-300'
                    }`}
                  />
                </button>
              </li>
            ))}
          </ol>
          {/* Desktop: a column of thumbnails beside the picture. */}
          <ul
            className="hidden max-h-[min(32rem,80vh)] gap-2 overflow-y-auto p-0.5 [scrollbar-width:thin] md:col-start-1 md:row-start-1 md:flex md:flex-col"
            aria-label={text('galleryThumbnails')}
            onKeyDown={(event) => step(event, thumbs)}
          >
            {shown.map((image, index) => (
              <li key={`${image.url}-${index}`} className="shrink-0">
                <button
                  type="button"
                  ref={(element) => {
                    thumbs.current[index] = element;
                  }}
                  onClick={() => show(index)}
                  aria-label={label(index)}
                  aria-current={index === current ? 'true' : undefined}
                  tabIndex={index === current ? 0 : -1}
                  className={`block overflow-hidden rounded-xl bg-white ring-2 transition ${
                    index === current ? 'ring-plum-900' : 'ring-blush-200/70 hover:ring-blush-300'
                  }`}
                >
                  <Image
                    src={image.url || null}
                    srcSet={image.url ? srcSetFor(image.url, PACKSHOT_SIZE) : undefined}
                    sizes="68px"
                    alt=""
                    width={68}
                    height={68}
                    loading="lazy"
                    decoding="async"
                    className="size-[68px] object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {zoomed !== null ? (
        <Suspense fallback={null}>
          <GalleryZoom
            images={shown}
            name={name}
            start={zoomed}
            onClose={(index) => {
              setZoomed(null);
              show(index, false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
