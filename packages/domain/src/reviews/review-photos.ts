import { sniffImageKind } from '../accounts/profile-image';
import { ok, refuse, type Result } from '../shared/result';
import { REVIEW_PHOTO_MAX_BYTES } from './constants';

/**
 * Review photos uploaded by pre-signed URL (docs/design/reviews.md, decision 5): the member asks
 * for a key under `reviews/tmp/<member>/`, PUTs the file there, and names the key when writing
 * or editing the review; the server then checks it again and keeps a re-encoded copy.
 */

/** At most this many photos a review (001 §5). */
export const REVIEW_PHOTOS_MAX = 5;
/** A photo's caption, in characters. */
export const REVIEW_PHOTO_CAPTION_MAX = 300;
/** Where uploads wait for their review, in the store's private area. */
export const REVIEW_UPLOAD_PREFIX = 'reviews/tmp/';
/** How long an upload URL may be used. */
export const REVIEW_UPLOAD_URL_TTL_SECONDS = 600;
/** How long after its URL expired an upload may still be named by a review. */
export const REVIEW_UPLOAD_USABLE_SECONDS = 3_600;
/** How long after its URL expired an unused upload is swept away. */
export const REVIEW_UPLOAD_SWEEP_AFTER_SECONDS = 86_400;
/** The stored copy: WebP inside 600 × 600 at quality 80 (001 §9: 600x600, 0.8). */
export const REVIEW_PHOTO_STORED_QUALITY = 80;
/** Where the stored copies live in the public area (`/media/reviews/…`). */
export const REVIEW_PHOTO_FOLDER = 'reviews';

export type ReviewPhotoType = 'image/png' | 'image/jpeg';
export type ReviewUpload = { userId: number; expires: number; name: string };

const EXTENSIONS: Record<ReviewPhotoType, 'png' | 'jpg'> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
};
const KINDS: Record<ReviewPhotoType, 'png' | 'jpeg'> = { 'image/png': 'png', 'image/jpeg': 'jpeg' };

/** `reviews/tmp/<member>/<expires unix>-<16 hex>.<png|jpg>`: whose, and until when it is signed. */
export const reviewUploadName = (
  userId: number,
  expires: number,
  random: string,
  type: ReviewPhotoType,
): string => `${REVIEW_UPLOAD_PREFIX}${userId}/${expires}-${random}.${EXTENSIONS[type]}`;

const UPLOAD_NAME = /^reviews\/tmp\/([1-9][0-9]{0,15})\/([0-9]{1,12})-[0-9a-f]{16}\.(?:png|jpg)$/;

/** The upload a name stands for, or null when it is not an upload's name. */
export function parseReviewUploadName(name: string): ReviewUpload | null {
  const match = UPLOAD_NAME.exec(name);
  return match ? { userId: Number(match[1]), expires: Number(match[2]), name } : null;
}

/**
 * Whether a review by `userId` may name this upload at `now`: the member's own, and its URL
 * expired at most an hour ago (whether the file is there is the store's to say).
 */
export function isUsableUpload(name: string, userId: number, now: Date): boolean {
  const upload = parseReviewUploadName(name);
  return (
    upload !== null &&
    upload.userId === userId &&
    now.getTime() <= (upload.expires + REVIEW_UPLOAD_USABLE_SECONDS) * 1000
  );
}

/** Whether an upload (or anything else under the prefix) is old enough to be swept away. */
export function isStaleUpload(name: string, now: Date): boolean {
  const upload = parseReviewUploadName(name);
  if (!upload) return name.startsWith(REVIEW_UPLOAD_PREFIX);
  return now.getTime() > (upload.expires + REVIEW_UPLOAD_SWEEP_AFTER_SECONDS) * 1000;
}

/**
 * An uploaded photo judged by its bytes (001 §5): at most 5 MB ('Ukuran maksimum 5MB'), and PNG
 * or JPEG by its first bytes — the kind its declared type names, when one is given ('File harus
 * png, jpg, jpeg').
 */
export function checkReviewPhotoBytes(file: {
  head: Uint8Array;
  size: number;
  contentType?: string;
}): Result<'png' | 'jpeg', 'review_photo_type' | 'review_photo_too_large'> {
  if (file.size > REVIEW_PHOTO_MAX_BYTES) return refuse('review_photo_too_large');
  const kind = sniffImageKind(file.head);
  if (kind !== 'png' && kind !== 'jpeg') return refuse('review_photo_type');
  if (file.contentType !== undefined && KINDS[file.contentType as ReviewPhotoType] !== kind)
    return refuse('review_photo_type');
  return ok(kind);
}
