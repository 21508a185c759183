import { describe, expect, it } from 'vitest';
import { checkPaperImageBytes, PAPER_IMAGE_MAX_BYTES, paperImagePrefix } from './paper-images';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const WEBP = [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];
const head = (bytes: number[]) => Uint8Array.from([...bytes, ...Array(16).fill(0)].slice(0, 16));

describe('a practice-paper image coming in', () => {
  it.each([
    ['a PNG declared as PNG', PNG, 'image/png', 1000, 'ok'],
    ['a JPEG declared as JPEG', JPEG, 'image/jpeg', 1000, 'ok'],
    ['a WebP declared as WebP', WEBP, 'image/webp', 1000, 'ok'],
    ['exactly 5 MB', PNG, 'image/png', PAPER_IMAGE_MAX_BYTES, 'ok'],
    ['over 5 MB', PNG, 'image/png', PAPER_IMAGE_MAX_BYTES + 1, 'review_photo_too_large'],
    ['a JPEG declared as PNG', JPEG, 'image/png', 1000, 'review_photo_type'],
    ['not a picture', [0x25, 0x50, 0x44, 0x46], 'image/png', 1000, 'review_photo_type'],
    ['a PNG declared as a PDF', PNG, 'application/pdf', 1000, 'review_photo_type'],
  ] as const)('%s → %s', (_name, bytes, contentType, size, expected) => {
    const result = checkPaperImageBytes({ head: head([...bytes]), size, contentType });
    expect(result.ok ? 'ok' : result.code).toBe(expected);
  });

  it("lives under the member's own prefix", () => {
    expect(paperImagePrefix(42)).toBe('academy/papers/42/');
  });
});
