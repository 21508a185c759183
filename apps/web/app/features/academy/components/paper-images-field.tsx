import { translate } from '@kilau/domain';
import {
  ACADEMY_PAPER_IMAGES_MAX,
  PAPER_IMAGE_MAX_BYTES,
  PAPER_IMAGE_TYPES,
} from '@kilau/domain/academy';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '~/lib/api-client';
import { useLocale } from '~/lib/i18n';
import { putToSignedUrl, signedUploadFailure } from '~/lib/upload';
import { requestPaperUploadUrl } from '../api/academy-calls';
import { useAcademyText } from '../text';

type PaperImage = {
  key: string;
  preview: string;
  /** The stored upload's name once the PUT succeeded. */
  name: string | null;
  progress: number | null;
  error: string | null;
};

let next = 0;

/**
 * A practice paper's photos (issue 22): each chosen picture is checked here (type, 5 MB), then a
 * pre-signed link is asked for and the file PUT to it, with its progress on the thumbnail; the
 * uploaded names go with the form as `images`. A refusal stays on its photo with its message,
 * and the form waits (`onBusyChange`) while any photo is still going up.
 */
export function PaperImagesField({
  name,
  error,
  onBusyChange,
}: {
  name: string;
  error?: string;
  onBusyChange: (busy: boolean) => void;
}) {
  const text = useAcademyText();
  const locale = useLocale();
  const api = useApiClient();
  const [images, setImages] = useState<PaperImage[]>([]);
  const previews = useRef(new Set<string>());
  const inputId = `${name}-files`;

  useEffect(() => {
    const owned = previews.current;
    return () => {
      for (const url of owned) URL.revokeObjectURL(url);
    };
  }, []);
  useEffect(() => {
    onBusyChange(images.some((image) => image.name === null && image.error === null));
  }, [images, onBusyChange]);

  const patch = useCallback(
    (key: string, change: Partial<PaperImage>) =>
      setImages((all) => all.map((image) => (image.key === key ? { ...image, ...change } : image))),
    [],
  );

  const upload = useCallback(
    async (file: File) => {
      const key = `paper-image-${(next += 1)}`;
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      const refused = !(PAPER_IMAGE_TYPES as readonly string[]).includes(file.type)
        ? translate('review_photo_type', locale)
        : file.size > PAPER_IMAGE_MAX_BYTES
          ? translate('review_photo_too_large', locale)
          : null;
      setImages((all) => [
        ...all,
        { key, preview, name: null, progress: refused ? null : 0, error: refused },
      ]);
      if (refused) return;
      const ticket = await requestPaperUploadUrl(api, file.type);
      if (!ticket.ok) {
        patch(key, { error: ticket.message ?? text('academyPaperUploadFailed'), progress: null });
        return;
      }
      try {
        await putToSignedUrl(ticket.data, file, (progress) => patch(key, { progress }));
        patch(key, { name: ticket.data.name, progress: 100 });
      } catch (failure) {
        patch(key, {
          error: signedUploadFailure(failure, text('academyPaperUploadFailed')),
          progress: null,
        });
      }
    },
    [api, locale, patch, text],
  );

  const room = ACADEMY_PAPER_IMAGES_MAX - images.length;
  return (
    <fieldset className="grid gap-2">
      <legend className="font-semibold text-plum-950">{text('academyPaperImages')}</legend>
      <p className="text-sm text-plum-900">
        {text('academyPaperImagesHint', { max: ACADEMY_PAPER_IMAGES_MAX })}
      </p>
      <ul className="flex flex-wrap gap-3">
        {images.map((image, index) => (
          <li key={image.key} className="grid w-28 gap-1">
            <div className="relative size-28 overflow-hidden rounded-2xl bg-white">
              <img
                src={image.preview}
                alt={text('academyPaperImageAlt', { number: index + 1 })}
                className="size-full object-cover"
              />
              {image.name === null && image.error === null ? (
                <span className="absolute inset-x-0 bottom-0 bg-plum-950/75 px-2 py-1 text-xs text-white">
                  {text('academyPaperUploading', { percent: image.progress ?? 0 })}
                </span>
              ) : null}
            </div>
            {image.error ? (
              <p role="alert" className="text-xs text-berry-700">
                {image.error}
              </p>
            ) : null}
            <button
              type="button"
              onClick={() => setImages((all) => all.filter((own) => own.key !== image.key))}
              className="min-h-10 rounded-full border border-plum-900/30 bg-white px-3 text-xs font-semibold text-plum-900"
            >
              {text('academyPaperRemoveImage', { number: index + 1 })}
            </button>
            {image.name ? <input type="hidden" name={name} value={image.name} /> : null}
          </li>
        ))}
      </ul>
      {room > 0 ? (
        <div>
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-plum-900/30 bg-white px-5 text-sm font-semibold text-plum-900 focus-within:ring-2 focus-within:ring-rose-500"
          >
            {text('academyPaperAddImage')}
            <input
              id={inputId}
              type="file"
              accept={PAPER_IMAGE_TYPES.join(',')}
              multiple
              className="sr-only"
              onChange={(event) => {
                const files = [...(event.currentTarget.files ?? [])].slice(0, room);
                event.currentTarget.value = '';
                for (const file of files) void upload(file);
              }}
            />
          </label>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-berry-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
