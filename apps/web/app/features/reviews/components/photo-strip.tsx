import { USER_PHOTOS_SHOWN_MAX } from '@kilau/domain/reviews';
import { useReviewsText } from '../text';
import type { UserPhoto } from '../types';

/**
 * The shoppers' photos of the product (001 §7 user photos, §9: seven shown): the newest, each
 * opening the image modal; when there are more, the last one says how many and shows the
 * reviews with photos.
 */
export function PhotoStrip({
  photos,
  total,
  onOpen,
  onMore,
}: {
  photos: UserPhoto[];
  total: number;
  onOpen: (index: number) => void;
  onMore: () => void;
}) {
  const text = useReviewsText();
  if (photos.length === 0) return null;
  const shown = photos.slice(0, USER_PHOTOS_SHOWN_MAX);
  const more = total - shown.length;
  return (
    <div>
      <h3 className="text-sm font-semibold text-plum-900">{text('reviewsPhotosTitle')}</h3>
      <ul className="mt-2 flex gap-2 overflow-x-auto pb-1">
        {shown.map((photo, index) => {
          const last = index === shown.length - 1 && more > 0;
          return (
            <li key={`${photo.review_id}-${photo.url}`} className="relative shrink-0">
              <button
                type="button"
                onClick={() => (last ? onMore() : onOpen(index))}
                className="block overflow-hidden rounded-2xl ring-1 ring-blush-200 transition hover:ring-berry-700"
              >
                <img
                  src={photo.url}
                  alt={photo.description || text('reviewsPhotoAlt', { name: photo.user_name })}
                  width={96}
                  height={96}
                  loading="lazy"
                  className="size-20 object-cover md:size-24"
                />
                {last ? (
                  <span className="absolute inset-0 grid place-items-center rounded-2xl bg-plum-950/60 text-lg font-bold text-cream-50">
                    +{more}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
