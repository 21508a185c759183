import { useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { checkReviewPhoto, REVIEW_PHOTO_CAPTION_MAX } from '@kilau/domain/reviews';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { CameraIcon } from '~/components/ui/icons';
import { useMessage } from '~/lib/i18n';
import { cropArea, pictureSize, type CropArea } from '../lib/photo-upload';
import { useReviewsText } from '../text';

/** UPLOAD PHOTO / ADD PHOTO (001 §2): choose a png or jpg of at most 5 MB (001 §5). */
export function AddPhotoPanel({ onChosen }: { onChosen: (file: File) => void }) {
  const text = useReviewsText();
  const message = useMessage();
  const [error, setError] = useState<string | null>(null);
  return (
    <div>
      <label className="flex min-h-48 cursor-pointer flex-col items-center justify-center gap-3 rounded-3xl border-2 border-dashed border-blush-300 bg-blush-50/60 p-6 text-center text-sm text-plum-800 transition hover:border-plum-700 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-plum-900">
        <CameraIcon className="size-8 text-plum-700" />
        <span className="font-semibold text-plum-900">{text('wizardChoosePhoto')}</span>
        <span>{text('wizardPhotoHelp')}</span>
        <input
          type="file"
          accept="image/png,image/jpeg"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            const checked = checkReviewPhoto(file);
            if (!checked.ok) {
              setError(message(checked.code));
              return;
            }
            setError(null);
            onChosen(file);
          }}
        />
      </label>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-berry-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * EDIT PHOTO (001 §2 crop): the picture in a square frame; drag to move it, the slider zooms.
 * Applying hands back the square in the picture's pixels, which the caller turns into the
 * 600 × 600 copy it uploads.
 */
export function CropPanel({
  source,
  onApply,
}: {
  source: Blob;
  onApply: (crop: CropArea) => void;
}) {
  const text = useReviewsText();
  const url = useMemo(() => URL.createObjectURL(source), [source]);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; offset: { x: number; y: number } } | null>(null);

  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  useEffect(() => {
    let live = true;
    void pictureSize(source)
      .then((measured) => live && setSize(measured))
      .catch(() => live && setSize({ width: 1, height: 1 }));
    return () => {
      live = false;
    };
  }, [source]);

  const area = size ? cropArea(size.width, size.height, zoom, offset) : null;
  // The frame shows `area`: scale the picture so the area fills it, and shift it into place.
  const frameStyle =
    size && area
      ? {
          width: `${(size.width / area.size) * 100}%`,
          height: `${(size.height / area.size) * 100}%`,
          left: `${(-area.x / area.size) * 100}%`,
          top: `${(-area.y / area.size) * 100}%`,
        }
      : undefined;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, offset };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    const box = frame.current?.getBoundingClientRect();
    if (!start || !box || !size || !area) return;
    const roomX = (size.width - area.size) / 2 || 1;
    const roomY = (size.height - area.size) / 2 || 1;
    const perPixel = area.size / box.width;
    setOffset({
      x: Math.max(-1, Math.min(1, start.offset.x - ((event.clientX - start.x) * perPixel) / roomX)),
      y: Math.max(-1, Math.min(1, start.offset.y - ((event.clientY - start.y) * perPixel) / roomY)),
    });
  };

  return (
    <div>
      <p className="text-sm text-plum-800">{text('wizardCropHelp')}</p>
      <div
        ref={frame}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        className="relative mx-auto mt-3 aspect-square w-full max-w-80 cursor-grab touch-none overflow-hidden rounded-2xl bg-cream-100 ring-1 ring-blush-200 active:cursor-grabbing"
      >
        {frameStyle ? (
          <img
            src={url}
            alt=""
            draggable={false}
            className="absolute max-w-none select-none"
            style={frameStyle}
          />
        ) : null}
      </div>
      <label className="mx-auto mt-4 flex max-w-80 items-center gap-3 text-sm font-semibold text-plum-900">
        {text('wizardZoom')}
        <input
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
          className="flex-1 accent-plum-900"
        />
      </label>
      <button
        type="button"
        disabled={!area}
        onClick={() => area && onApply(area)}
        className={`${BUTTON_CLASS.primary} mt-5 w-full`}
      >
        {text('wizardApply')}
      </button>
    </div>
  );
}

/** EDIT CAPTION (001 §2): the photo's caption, at most 300 characters. */
export function CaptionPanel({
  preview,
  caption,
  onSave,
}: {
  preview: string;
  caption: string;
  onSave: (caption: string) => void;
}) {
  const text = useReviewsText();
  const [value, setValue] = useState(caption);
  return (
    <div>
      <img
        src={preview}
        alt=""
        width={600}
        height={600}
        className="mx-auto aspect-square w-full max-w-64 rounded-2xl object-cover"
      />
      <label className="mt-4 block text-sm font-semibold text-plum-900">
        {text('wizardCaption')}
        <textarea
          value={value}
          maxLength={REVIEW_PHOTO_CAPTION_MAX}
          rows={3}
          onChange={(event) => setValue(event.target.value)}
          className="mt-1 block w-full rounded-xl border border-blush-300 px-3 py-2 text-sm font-normal"
        />
      </label>
      <p className="mt-1 text-right text-xs text-plum-700">
        {value.length}/{REVIEW_PHOTO_CAPTION_MAX}
      </p>
      <button
        type="button"
        onClick={() => onSave(value.trim())}
        className={`${BUTTON_CLASS.primary} mt-4 w-full`}
      >
        {text('wizardApply')}
      </button>
    </div>
  );
}
