import { describe, expect, it } from 'vitest';
import { loadingFor, tileImageProps } from './images';

describe('loading hints (the largest paint first, the rest lazily)', () => {
  it.each([
    [true, { loading: 'eager', fetchPriority: 'high', decoding: 'sync' }],
    [false, { loading: 'lazy', fetchPriority: 'auto', decoding: 'async' }],
  ] as const)('priority %s', (priority, hints) => {
    expect(loadingFor(priority)).toEqual(hints);
  });

  it("a listing's first tiles carry the main image's hints", () => {
    expect(tileImageProps('/media/products/1-1.webp', true)).toMatchObject(loadingFor(true));
    expect(tileImageProps('/media/products/1-1.webp')).toMatchObject(loadingFor(false));
  });
});
