import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { CameraIcon, CloseIcon } from '~/components/ui/icons';
import { useMessage } from '~/lib/i18n';
import { checkReceipt, RECEIPT_ACCEPT } from '../lib/receipt';
import { RETURN_LIMITS } from '../lib/return-form';
import { useOrdersText } from '~/features/orders/text';

export type ChosenPhoto = { id: number; file: File; preview: string | null };

let nextPhoto = 1;

/**
 * Up to four photos (PNG or JPEG, 5 MB each, judged by their content as the API judges them),
 * each with its preview and a remove button. They stay in the browser: the return's card sends
 * them once the request exists.
 */
export function ReturnPhotoPicker({
  photos,
  onChange,
  disabled,
}: {
  photos: readonly ChosenPhoto[];
  onChange: (photos: ChosenPhoto[]) => void;
  disabled?: boolean;
}) {
  const text = useOrdersText();
  const message = useMessage();
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  // The previews' object URLs live as long as the form (the card makes its own for a sent photo).
  const kept = useRef(photos);
  useEffect(() => {
    kept.current = photos;
  }, [photos]);
  useEffect(
    () => () => {
      for (const photo of kept.current) if (photo.preview) URL.revokeObjectURL(photo.preview);
    },
    [],
  );

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    if (files.length === 0) return;
    const room = RETURN_LIMITS.photosMax - photos.length;
    const added: ChosenPhoto[] = [];
    let refusal: string | null = files.length > room ? text('returnFormPhotosTooMany') : null;
    for (const file of files.slice(0, Math.max(0, room))) {
      const checked = await checkReceipt(file);
      if (!checked.ok) {
        refusal = `${file.name}: ${message(checked.code)}`;
        continue;
      }
      added.push({
        id: nextPhoto++,
        file,
        preview: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
      });
    }
    setError(refusal);
    if (added.length > 0) onChange([...photos, ...added]);
  }

  function remove(photo: ChosenPhoto) {
    if (photo.preview) URL.revokeObjectURL(photo.preview);
    setError(null);
    onChange(photos.filter((other) => other.id !== photo.id));
  }

  const full = photos.length >= RETURN_LIMITS.photosMax;
  return (
    <div>
      <ul className="grid grid-cols-4 gap-2 sm:gap-3">
        {photos.map((photo) => (
          <li key={photo.id} className="relative aspect-square">
            {photo.preview ? (
              <img
                src={photo.preview}
                alt={text('returnFormPhotoPreview', { name: photo.file.name })}
                className="size-full rounded-xl object-cover ring-1 ring-blush-200"
              />
            ) : (
              <span className="flex size-full items-center justify-center rounded-xl bg-cream-100 p-1 text-center text-[0.65rem] text-plum-700 ring-1 ring-blush-200">
                {photo.file.name}
              </span>
            )}
            <button
              type="button"
              onClick={() => remove(photo)}
              disabled={disabled}
              aria-label={text('returnFormPhotoRemove', { name: photo.file.name })}
              className="absolute -right-1.5 -top-1.5 inline-flex size-7 items-center justify-center rounded-full bg-plum-900 text-cream-50 shadow ring-2 ring-white transition hover:bg-plum-800"
            >
              <CloseIcon className="size-3.5" />
            </button>
          </li>
        ))}
        {full ? null : (
          <li className="aspect-square">
            <label
              htmlFor={inputId}
              className="flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-blush-300 bg-cream-50 p-1 text-center text-[0.7rem] font-bold leading-tight text-plum-900 transition hover:border-plum-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-rose-600"
            >
              <CameraIcon className="size-5" />
              {photos.length === 0 ? text('returnFormPhotosChoose') : text('returnFormPhotosMore')}
              <input
                id={inputId}
                type="file"
                accept={RECEIPT_ACCEPT}
                multiple
                disabled={disabled}
                onChange={(event) => void choose(event)}
                aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
                className="sr-only"
              />
            </label>
          </li>
        )}
      </ul>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm font-medium text-berry-700">
          {error}
        </p>
      ) : null}
      <p id={`${inputId}-hint`} className="mt-2 text-xs text-plum-700">
        {text('returnFormPhotosHint')}
      </p>
    </div>
  );
}
