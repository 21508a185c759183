import { refuse, ok, type Result } from '../shared/result';

/** A profile photo (001 §5 upload rules): at most 5 MB, png or jpeg (webp too), by content. */
export const PROFILE_IMAGE_MAX_BYTES = 5_242_880;
/** Stored as a square WebP of this side. */
export const PROFILE_IMAGE_SIZE_PX = 400;
export const PROFILE_IMAGE_QUALITY = 80;

export type ImageKind = 'png' | 'jpeg' | 'webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The image kind from the first bytes (the file's signature), whatever its name or declared
 * type: PNG `89 50 4E 47 0D 0A 1A 0A`, JPEG `FF D8 FF`, WebP `RIFF….WEBP`.
 */
export function sniffImageKind(head: Uint8Array): ImageKind | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'webp';
  }
  return null;
}

/** 'File harus png, jpg, jpeg' for any other content; 'Ukuran maksimum 5MB' above 5 MB. */
export function checkProfileImage(file: {
  head: Uint8Array;
  size: number;
}): Result<ImageKind, 'review_photo_type' | 'review_photo_too_large'> {
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return refuse('review_photo_too_large');
  const kind = sniffImageKind(file.head);
  return kind ? ok(kind) : refuse('review_photo_type');
}
