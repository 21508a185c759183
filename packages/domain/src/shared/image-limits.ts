import { ok, refuse, type Result } from './result';

/**
 * How large a picture the shop agrees to decode (issue 14 item 2). A few kilobytes of PNG can
 * declare a 100 × 400,000 bitmap that takes seconds of CPU and hundreds of megabytes to decode,
 * so every uploaded or stored image is judged by the dimensions its header declares before any
 * pixel is read: at most 8,000 px a side, 40 megapixels in all, and its long side at most 20
 * times its short side (a long phone screenshot is about 1 : 2.2).
 */
export const IMAGE_MAX_SIDE_PX = 8_000;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_MAX_ASPECT_RATIO = 20;

export type ImageDimensionsRefusal = 'image_dimensions_too_large' | 'image_aspect_ratio';

/** The parameters of the refusal messages ('maksimum 8000 piksel per sisi dan 40 megapiksel'). */
export const IMAGE_LIMIT_PARAMS = {
  side: IMAGE_MAX_SIDE_PX,
  megapixels: IMAGE_MAX_PIXELS / 1_000_000,
  ratio: IMAGE_MAX_ASPECT_RATIO,
} as const;

/** Judges the dimensions an image header declares; a picture with no pixels is not an image. */
export function checkImageDimensions(size: {
  width: number;
  height: number;
}): Result<{ width: number; height: number }, ImageDimensionsRefusal | 'review_photo_type'> {
  const { width, height } = size;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    return refuse('review_photo_type');
  }
  if (
    width > IMAGE_MAX_SIDE_PX ||
    height > IMAGE_MAX_SIDE_PX ||
    width * height > IMAGE_MAX_PIXELS
  ) {
    return refuse('image_dimensions_too_large', IMAGE_LIMIT_PARAMS);
  }
  if (Math.max(width, height) > IMAGE_MAX_ASPECT_RATIO * Math.min(width, height)) {
    return refuse('image_aspect_ratio', IMAGE_LIMIT_PARAMS);
  }
  return ok({ width, height });
}
