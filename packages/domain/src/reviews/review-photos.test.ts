import { describe, expect, it } from 'vitest';
import {
  checkReviewPhotoBytes,
  isStaleUpload,
  isUsableUpload,
  parseReviewUploadName,
  reviewUploadName,
} from './review-photos';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
const EXPIRES = 1_767_225_600;
const at = (seconds: number) => new Date(seconds * 1000);

describe('review upload names (decision 5)', () => {
  it('name the member, the expiry and the type, and read back', () => {
    const name = reviewUploadName(12, EXPIRES, '0123456789abcdef', 'image/jpeg');
    expect(name).toBe(`reviews/tmp/12/${EXPIRES}-0123456789abcdef.jpg`);
    expect(parseReviewUploadName(name)).toEqual({ userId: 12, expires: EXPIRES, name });
    expect(reviewUploadName(3, EXPIRES, 'ffffffffffffffff', 'image/png')).toMatch(/\.png$/);
  });

  it.each([
    'reviews/tmp/12/1767225600-0123456789abcdef.gif',
    'reviews/tmp/12/1767225600-0123456789ABCDEF.png',
    'reviews/tmp/0/1767225600-0123456789abcdef.png',
    'reviews/tmp/12/1767225600-0123456789abcde.png',
    'reviews/tmp/12/../1767225600-0123456789abcdef.png',
    'reviews/12-0123456789abcdef.webp',
    'uploads/reviews/tmp/12/1767225600-0123456789abcdef.png',
  ])('%s is not an upload', (name) => {
    expect(parseReviewUploadName(name)).toBeNull();
  });

  it.each([
    ['the member, before its URL expired', 12, EXPIRES - 10, true],
    ['the member, an hour after', 12, EXPIRES + 3600, true],
    ['the member, an hour and a second after', 12, EXPIRES + 3601, false],
    ['another member', 13, EXPIRES - 10, false],
  ])('may be named by %s: %s', (_who, userId, now, usable) => {
    const name = reviewUploadName(12, EXPIRES, '0123456789abcdef', 'image/png');
    expect(isUsableUpload(name, userId, at(now))).toBe(usable);
  });

  it.each([
    [
      'a day after its URL expired',
      `reviews/tmp/12/${EXPIRES}-0123456789abcdef.png`,
      86_400,
      false,
    ],
    ['a day and a second after', `reviews/tmp/12/${EXPIRES}-0123456789abcdef.png`, 86_401, true],
    ['anything else under the prefix', 'reviews/tmp/stray.png', 0, true],
    ['a stored photo', 'reviews/12-0123456789abcdef.webp', 10 ** 9, false],
  ])('is swept %s: %s', (_when, name, after, stale) => {
    expect(isStaleUpload(name, at(EXPIRES + after))).toBe(stale);
  });
});

describe('an uploaded photo by its bytes (001 §5)', () => {
  it.each([
    ['a PNG', { head: PNG, size: 100 }, { ok: true, value: 'png' }],
    [
      'a JPEG as image/jpeg',
      { head: JPEG, size: 100, contentType: 'image/jpeg' },
      { ok: true, value: 'jpeg' },
    ],
    ['exactly 5 MB', { head: PNG, size: 5_242_880 }, { ok: true, value: 'png' }],
    [
      'a byte over 5 MB',
      { head: PNG, size: 5_242_881 },
      { ok: false, code: 'review_photo_too_large' },
    ],
    ['a GIF', { head: GIF, size: 10 }, { ok: false, code: 'review_photo_type' }],
    [
      'text',
      { head: new TextEncoder().encode('hello'), size: 5 },
      { ok: false, code: 'review_photo_type' },
    ],
    [
      'a JPEG sent as image/png',
      { head: JPEG, size: 100, contentType: 'image/png' },
      { ok: false, code: 'review_photo_type' },
    ],
  ])('%s', (_what, file, expected) => {
    expect(checkReviewPhotoBytes(file)).toEqual(expected);
  });
});
