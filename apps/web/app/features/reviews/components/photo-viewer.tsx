import { Modal } from '~/components/ui/modal';
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/ui/icons';
import { useReviewsText } from '../text';

export type ViewedPhoto = { url: string; description: string; user_name: string };

/**
 * The image modal (001 §2): one shopper's photo at full size with its caption and who took it,
 * and the previous and next photo of the same set.
 */
export function PhotoViewer({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: ViewedPhoto[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const text = useReviewsText();
  const photo = index === null ? undefined : photos[index];
  const step = (by: number) =>
    index === null ? undefined : onIndex((index + by + photos.length) % photos.length);
  const arrow =
    'grid size-11 place-items-center rounded-full bg-white/90 text-plum-900 shadow ring-1 ring-blush-200 hover:bg-white';
  return (
    <Modal
      kind="image"
      open={photo !== undefined}
      onClose={onClose}
      title={text('reviewsPhotosTitle')}
      className="max-w-xl"
    >
      {photo ? (
        <figure>
          <div className="relative">
            <img
              src={photo.url}
              alt={photo.description || text('reviewsPhotoAlt', { name: photo.user_name })}
              width={600}
              height={600}
              className="aspect-square w-full rounded-2xl bg-cream-100 object-cover"
            />
            {photos.length > 1 ? (
              <>
                <button
                  type="button"
                  onClick={() => step(-1)}
                  className={`${arrow} absolute top-1/2 left-2 -translate-y-1/2`}
                >
                  <ChevronLeftIcon className="size-5" />
                  <span className="sr-only">{text('reviewsPhotoPrevious')}</span>
                </button>
                <button
                  type="button"
                  onClick={() => step(1)}
                  className={`${arrow} absolute top-1/2 right-2 -translate-y-1/2`}
                >
                  <ChevronRightIcon className="size-5" />
                  <span className="sr-only">{text('reviewsPhotoNext')}</span>
                </button>
              </>
            ) : null}
          </div>
          <figcaption className="mt-3 text-sm text-plum-900">
            {photo.description ? <p>{photo.description}</p> : null}
            <p className="mt-1 text-xs text-plum-700">
              {photo.user_name}
              {photos.length > 1
                ? ` · ${text('reviewsPhotoOf', { index: (index ?? 0) + 1, count: photos.length })}`
                : null}
            </p>
          </figcaption>
        </figure>
      ) : null}
    </Modal>
  );
}
