import { describe, expect, it } from 'vitest';
import {
  checkImageDimensions,
  IMAGE_MAX_ASPECT_RATIO,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE_PX,
} from './image-limits';

const params = { side: 8000, megapixels: 40, ratio: 20 };

describe('the dimensions an image header may declare (issue 14: refuse before decoding)', () => {
  it('has the limits the API documents', () => {
    expect([IMAGE_MAX_SIDE_PX, IMAGE_MAX_PIXELS, IMAGE_MAX_ASPECT_RATIO]).toEqual([
      8_000, 40_000_000, 20,
    ]);
  });

  it.each([
    ['a phone photo 4000 × 3000', 4000, 3000, null],
    ['a long screenshot 1080 × 2400', 1080, 2400, null],
    ['8000 × 5000 (exactly 40 MP)', 8000, 5000, null],
    ['exactly 8000 px high, 1 : 20', 400, 8000, null],
    ['a 1 × 1 pixel', 1, 1, null],
    ['the 1-bit PNG bomb 100 × 400,000', 100, 400_000, 'image_dimensions_too_large'],
    ['the receipt bomb 1 × 40,000,000', 1, 40_000_000, 'image_dimensions_too_large'],
    ['8001 px wide', 8001, 10, 'image_dimensions_too_large'],
    ['8001 px high', 1000, 8001, 'image_dimensions_too_large'],
    ['8000 × 8000 (64 MP)', 8000, 8000, 'image_dimensions_too_large'],
    ['8000 × 5001 (one row past 40 MP)', 8000, 5001, 'image_dimensions_too_large'],
    ['a strip 1 : 21', 300, 6300, 'image_aspect_ratio'],
    ['a line 8000 × 1', 8000, 1, 'image_aspect_ratio'],
    ['no pixels', 0, 100, 'review_photo_type'],
    ['a fraction', 10.5, 10, 'review_photo_type'],
    ['NaN', Number.NaN, 10, 'review_photo_type'],
  ])('%s', (_name, width, height, refusal) => {
    const checked = checkImageDimensions({ width, height });
    if (refusal === null) expect(checked).toEqual({ ok: true, value: { width, height } });
    else expect(checked).toMatchObject({ ok: false, code: refusal });
    if (refusal?.startsWith('image_')) expect(checked).toMatchObject({ params });
  });
});
