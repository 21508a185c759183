import { countWords } from '../shared/text';
import { ok, refuse, type Result } from '../shared/result';
import {
  REVIEW_MIN_WORDS,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_MIME_TYPES,
  REVIEW_PHOTO_TYPES,
  REVIEW_TAG_SEARCH_MIN_CHARS,
} from './constants';

/** Review text needs at least 150 words (001 §5). */
export function checkReviewText(text: string): Result<string, 'review_text_min_words'> {
  return countWords(text) >= REVIEW_MIN_WORDS
    ? ok(text.trim())
    : refuse('review_text_min_words', { min: REVIEW_MIN_WORDS });
}

const extensionOf = (name: string): string => name.split('.').pop()?.toLowerCase() ?? '';

/**
 * A review photo (001 §5): png, jpg or jpeg ('File harus png, jpg, jpeg'), at most 5 MB
 * ('Ukuran maksimum 5MB'; exactly 5,242,880 bytes is allowed). The type is checked first.
 */
export function checkReviewPhoto(file: {
  name: string;
  size: number;
  type?: string;
}): Result<true, 'review_photo_type' | 'review_photo_too_large'> {
  const typeOk = file.type
    ? (REVIEW_PHOTO_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())
    : (REVIEW_PHOTO_TYPES as readonly string[]).includes(extensionOf(file.name));
  const extensionOk = (REVIEW_PHOTO_TYPES as readonly string[]).includes(extensionOf(file.name));
  if (!typeOk || !extensionOk) return refuse('review_photo_type');
  return file.size <= REVIEW_PHOTO_MAX_BYTES ? ok(true) : refuse('review_photo_too_large');
}

/** Reviewing requires login and a username (001 §5). */
export function canWriteReview(user: {
  loggedIn: boolean;
  userName?: string | null;
}): Result<true, 'review_requires_login' | 'review_requires_username'> {
  if (!user.loggedIn) return refuse('review_requires_login');
  return user.userName && user.userName.trim() !== ''
    ? ok(true)
    : refuse('review_requires_username');
}

/** Tag search begins at 3 characters. */
export const canSearchTags = (query: string): boolean =>
  query.trim().length >= REVIEW_TAG_SEARCH_MIN_CHARS;
