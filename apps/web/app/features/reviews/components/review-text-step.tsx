import { useId } from 'react';
import { REVIEW_MIN_WORDS, REVIEW_PHOTOS_MAX } from '@kilau/domain/reviews';
import { CameraIcon, PencilIcon, TrashIcon } from '~/components/ui/icons';
import { wordCount, type DraftPhoto, type ReviewDraft } from '../lib/review-draft';
import { useReviewsText } from '../text';
import { TagPicker } from './tag-picker';

const PHOTO_BUTTON =
  'grid size-8 place-items-center rounded-full bg-white/95 text-plum-900 shadow ring-1 ring-blush-200 hover:bg-white';

/**
 * EDIT REVIEW (001 §2, §5): the text (150 words at least, counted as it is typed), up to five
 * photos with their upload progress, caption, crop and removal, and the tags.
 */
export function ReviewTextStep({
  draft,
  onChange,
  onAddPhoto,
  onCaption,
  onCrop,
  onRemovePhoto,
}: {
  draft: ReviewDraft;
  onChange: (patch: Partial<ReviewDraft>) => void;
  onAddPhoto: () => void;
  onCaption: (photo: DraftPhoto) => void;
  onCrop: (photo: DraftPhoto) => void;
  onRemovePhoto: (photo: DraftPhoto) => void;
}) {
  const text = useReviewsText();
  const textId = useId();
  const countId = useId();
  const words = wordCount(draft);
  return (
    <div className="space-y-5">
      <div>
        <label htmlFor={textId} className="block text-sm font-semibold text-plum-900">
          {text('wizardText')}
        </label>
        <p className="text-xs text-plum-700">{text('wizardTextHelp')}</p>
        <textarea
          id={textId}
          value={draft.details}
          rows={8}
          maxLength={20_000}
          aria-describedby={countId}
          onChange={(event) => onChange({ details: event.target.value })}
          className="mt-2 block w-full rounded-2xl border border-blush-300 px-3 py-2 text-sm leading-relaxed"
        />
        <p
          id={countId}
          className={`mt-1 text-right text-xs font-semibold tabular-nums ${
            words >= REVIEW_MIN_WORDS ? 'text-leaf-700' : 'text-plum-700'
          }`}
        >
          {text('wizardWords', { count: words })}
        </p>
      </div>

      <div>
        <p className="text-sm font-semibold text-plum-900">{text('wizardPhotos')}</p>
        <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {draft.photos.map((photo, index) => (
            <li key={photo.key} className="relative">
              <img
                src={photo.preview}
                alt={photo.description || text('wizardPhotoNumber', { number: index + 1 })}
                width={120}
                height={120}
                className="aspect-square w-full rounded-xl object-cover ring-1 ring-blush-200"
              />
              {photo.progress !== null && photo.progress < 100 && !photo.error ? (
                <div
                  role="progressbar"
                  aria-valuenow={photo.progress}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-label={text('wizardUploading', { percent: photo.progress })}
                  className="absolute inset-x-2 bottom-2 h-1.5 overflow-hidden rounded-full bg-white/80"
                >
                  <span
                    className="block h-full bg-plum-900 transition-[width]"
                    style={{ width: `${photo.progress}%` }}
                  />
                </div>
              ) : null}
              {photo.error ? (
                <p className="absolute inset-x-1 bottom-1 rounded bg-white/95 p-1 text-[0.6875rem] font-semibold text-berry-700">
                  {photo.error}
                </p>
              ) : null}
              <div className="absolute top-1 right-1 flex gap-0.5">
                {photo.name !== null ? (
                  <button type="button" onClick={() => onCaption(photo)} className={PHOTO_BUTTON}>
                    <PencilIcon className="size-4" />
                    <span className="sr-only">{text('wizardEditCaption')}</span>
                  </button>
                ) : null}
                {photo.source ? (
                  <button type="button" onClick={() => onCrop(photo)} className={PHOTO_BUTTON}>
                    <CameraIcon className="size-4" />
                    <span className="sr-only">{text('wizardCrop')}</span>
                  </button>
                ) : null}
                <button type="button" onClick={() => onRemovePhoto(photo)} className={PHOTO_BUTTON}>
                  <TrashIcon className="size-4" />
                  <span className="sr-only">{text('wizardRemovePhoto')}</span>
                </button>
              </div>
            </li>
          ))}
          {draft.photos.length < REVIEW_PHOTOS_MAX ? (
            <li>
              <button
                type="button"
                onClick={onAddPhoto}
                className="flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-blush-300 text-xs font-semibold text-plum-800 hover:border-plum-700"
              >
                <CameraIcon className="size-6" />
                {text('wizardAddPhoto')}
              </button>
            </li>
          ) : null}
        </ul>
      </div>

      <TagPicker tags={draft.tags} onChange={(tags) => onChange({ tags })} />
    </div>
  );
}
