import { REVIEW_PHOTO_QUALITY, REVIEW_PHOTO_SIZE_PX } from '@kilau/domain/reviews';

/** Where the square shown in the crop view sits on the picture, in the picture's pixels. */
export type CropArea = { x: number; y: number; size: number };

/**
 * The square a crop view shows (001 §2 EDIT PHOTO): the largest square the picture holds,
 * shrunk by `zoom` (1 = all of it), moved by `offset` (−1…1 of the room left on each axis, 0
 * centred), kept inside the picture.
 */
export function cropArea(
  width: number,
  height: number,
  zoom: number,
  offset: { x: number; y: number },
): CropArea {
  const size = Math.min(width, height) / Math.max(1, zoom);
  const clamp = (value: number) => Math.max(-1, Math.min(1, value));
  const roomX = (width - size) / 2;
  const roomY = (height - size) / 2;
  return {
    x: Math.round(roomX + clamp(offset.x) * roomX),
    y: Math.round(roomY + clamp(offset.y) * roomY),
    size: Math.round(size),
  };
}

/**
 * The chosen square as the shop keeps it (001 §9): 600 × 600 JPEG at quality 0.8, drawn from
 * the decoded picture with its orientation applied (so no EXIF, and no GPS, leaves the phone).
 */
export async function renderCroppedPhoto(source: Blob, crop: CropArea): Promise<Blob> {
  const bitmap = await createImageBitmap(source, { imageOrientation: 'from-image' });
  try {
    const canvas = document.createElement('canvas');
    canvas.width = REVIEW_PHOTO_SIZE_PX;
    canvas.height = REVIEW_PHOTO_SIZE_PX;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(
      bitmap,
      crop.x,
      crop.y,
      crop.size,
      crop.size,
      0,
      0,
      REVIEW_PHOTO_SIZE_PX,
      REVIEW_PHOTO_SIZE_PX,
    );
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('encoding failed'))),
        'image/jpeg',
        REVIEW_PHOTO_QUALITY,
      ),
    );
  } finally {
    bitmap.close();
  }
}

/** The picture's size once decoded (its orientation applied). */
export async function pictureSize(source: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(source, { imageOrientation: 'from-image' });
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}
