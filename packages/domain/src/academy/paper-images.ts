import { sniffImageKind } from '../accounts/profile-image';
import { ok, refuse, type Result } from '../shared/result';

/** Where members' practice-paper images are uploaded: `academy/papers/<member>/…`. */
export const PAPER_IMAGE_PREFIX = 'academy/papers/';
export const paperImagePrefix = (memberId: number) => `${PAPER_IMAGE_PREFIX}${memberId}/`;
/** A paper image: at most 5 MB ('Ukuran maksimum 5MB'), a JPEG, PNG or WebP photo. */
export const PAPER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PAPER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PaperImageType = (typeof PAPER_IMAGE_TYPES)[number];
const KINDS: Record<PaperImageType, 'jpeg' | 'png' | 'webp'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * A paper image's bytes as they come in: too large → `review_photo_too_large`; not a JPEG, PNG
 * or WebP, or not the type it was declared as → `review_photo_type` (the same words as a
 * review photo's: 'Ukuran maksimum 5MB', 'File harus png, jpg, jpeg').
 */
export function checkPaperImageBytes(file: {
  head: Uint8Array;
  size: number;
  contentType: string;
}): Result<'jpeg' | 'png' | 'webp', 'review_photo_type' | 'review_photo_too_large'> {
  if (file.size > PAPER_IMAGE_MAX_BYTES) return refuse('review_photo_too_large');
  const kind = sniffImageKind(file.head);
  if (!kind || KINDS[file.contentType as PaperImageType] !== kind) {
    return refuse('review_photo_type');
  }
  return ok(kind);
}
