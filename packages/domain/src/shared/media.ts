/**
 * Smaller copies of the shop's stored images (`/media/...`), made on first request and kept:
 * a phone gets a picture the width it shows, not the 1200-pixel original. Widths are a short
 * fixed list so the copies stay few and cacheable.
 */
export const MEDIA_VARIANT_WIDTHS = [160, 320, 480, 800] as const;
export type MediaVariantWidth = (typeof MEDIA_VARIANT_WIDTHS)[number];

const MEDIA_PREFIX = '/media/';

export const isMediaVariantWidth = (width: number): width is MediaVariantWidth =>
  (MEDIA_VARIANT_WIDTHS as readonly number[]).includes(width);

/** The URL of a stored image at `width` pixels wide. */
export const mediaVariantUrl = (url: string, width: MediaVariantWidth): string =>
  `${MEDIA_PREFIX}w/${width}/${url.slice(MEDIA_PREFIX.length)}`;

/**
 * `srcset` for an image `width` pixels wide: the original, and for a stored raster image the
 * smaller copies. An image from elsewhere (or an SVG) has only itself.
 */
export function mediaSrcSet(url: string, width: number): string {
  const original = `${url} ${width}w`;
  if (!url.startsWith(MEDIA_PREFIX) || !/\.(?:webp|png|jpe?g)$/i.test(url)) return original;
  const smaller = MEDIA_VARIANT_WIDTHS.filter((candidate) => candidate < width);
  return [...smaller.map((w) => `${mediaVariantUrl(url, w)} ${w}w`), original].join(', ');
}
