import { useEffect } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/ui/icons';
import { Image } from '~/components/ui/image';
import { Modal } from '~/components/ui/modal';
import { PACKSHOT_SIZE, srcSetFor } from '~/lib/images';
import { useLocale } from '~/lib/i18n';
import type { ProductImage } from '../../types';
import { useCatalogText } from '~/features/catalog/text';
import { imageAlt, useSnapTrack } from './gallery-track';

const STEP_BUTTON =
  'inline-flex size-12 items-center justify-center rounded-full bg-white text-plum-900 shadow ring-1 ring-blush-200 hover:bg-blush-50 disabled:opacity-40';

/**
 * The product's pictures enlarged: full screen on a phone (swipe between them), a large dialog
 * on a desktop, with previous and next buttons, arrow keys and the picture's description.
 * Closing hands back the picture in view, so the page's gallery shows the same one.
 */
export default function GalleryZoom({
  images,
  name,
  start,
  onClose,
}: {
  images: ProductImage[];
  name: string;
  start: number;
  onClose: (index: number) => void;
}) {
  const text = useCatalogText();
  const locale = useLocale();
  const total = images.length;
  const { track, current, show, onScroll } = useSnapTrack(total, start);

  // Opens on the picture that was clicked.
  useEffect(() => {
    show(start, false);
  }, [show, start]);

  // Arrow keys step wherever focus is in the dialog (it starts on the close button).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const move = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
      if (move === undefined || event.defaultPrevented) return;
      event.preventDefault();
      show(current + move);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [current, show]);
  const image = images[current];

  return (
    <Modal
      kind="galleryZoom"
      open
      onClose={() => onClose(current)}
      title={text('galleryZoomTitle', { name })}
      hideTitle
      className="flex h-dvh max-h-dvh! flex-col rounded-none! p-4! sm:h-auto sm:max-h-[94vh]! sm:max-w-3xl! sm:rounded-3xl! sm:p-6!"
    >
      <div className="flex min-h-0 flex-1 flex-col justify-center">
        <ul
          ref={track}
          onScroll={onScroll}
          tabIndex={0}
          aria-label={text('galleryLabel')}
          data-testid="gallery-zoom-track"
          className="flex snap-x snap-mandatory overflow-x-auto rounded-2xl bg-white [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-plum-900"
        >
          {images.map((picture, index) => (
            <li key={`${picture.url}-${index}`} className="w-full shrink-0 snap-center snap-always">
              <Image
                src={picture.url || null}
                srcSet={picture.url ? srcSetFor(picture.url, PACKSHOT_SIZE) : undefined}
                sizes="(min-width: 640px) 720px, 100vw"
                alt={imageAlt(picture, locale, name)}
                width={PACKSHOT_SIZE}
                height={PACKSHOT_SIZE}
                loading={Math.abs(index - start) <= 1 ? 'eager' : 'lazy'}
                decoding="async"
                className="mx-auto aspect-square max-h-[72vh] w-full object-contain"
              />
            </li>
          ))}
        </ul>
        <div className="mt-4 flex items-center justify-between gap-3">
          <button
            type="button"
            onClick={() => show(current - 1)}
            disabled={current === 0}
            aria-label={text('galleryPrevious')}
            className={STEP_BUTTON}
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <p className="min-w-0 flex-1 text-center text-sm text-plum-800" aria-live="polite">
            <span className="font-semibold text-plum-900">
              {text('galleryPosition', { index: current + 1, total })}
            </span>
            {image ? (
              <span className="mt-0.5 line-clamp-2 block text-xs text-plum-700">
                {imageAlt(image, locale, name)}
              </span>
            ) : null}
          </p>
          <button
            type="button"
            onClick={() => show(current + 1)}
            disabled={current === total - 1}
            aria-label={text('galleryNext')}
            className={STEP_BUTTON}
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      </div>
    </Modal>
  );
}
