/**
 * Smaller copies of the shop's stored images (`/media/...`), made on first request and kept:
 * a phone gets a picture the width it shows, not the 1200-pixel original. Widths are a short
 * fixed list so the copies stay few and cacheable.
 */
export const MEDIA_VARIANT_WIDTHS = [160, 320, 480, 800] as const;
export type MediaVariantWidth = (typeof MEDIA_VARIANT_WIDTHS)[number];

/**
 * A stored image's URL: `/media/<path>` on the shop, or `<MEDIA_BASE_URL>/media/<path>` when the
 * shop points images at a CDN (the base is an http(s) address whose path has no `media`
 * segment): the part before `/media/`, and the path after it.
 */
const STORED = /^((?:https?:\/\/[^/?#]+(?:\/[^?#]*?)?)?)\/media\/([^?#]+)$/;

export const isMediaVariantWidth = (width: number): width is MediaVariantWidth =>
  (MEDIA_VARIANT_WIDTHS as readonly number[]).includes(width);

/** The URL of a stored image at `width` pixels wide, on the same host as the image. */
export const mediaVariantUrl = (url: string, width: MediaVariantWidth): string => {
  const [, base = '', path = ''] = STORED.exec(url) ?? [];
  return `${base}/media/w/${width}/${path}`;
};

/**
 * `srcset` for an image `width` pixels wide: the original, and for a stored raster image the
 * smaller copies. An image from elsewhere (or an SVG) has only itself.
 */
export function mediaSrcSet(url: string, width: number): string {
  const original = `${url} ${width}w`;
  if (!STORED.test(url) || !/\.(?:webp|png|jpe?g)$/i.test(url)) return original;
  const smaller = MEDIA_VARIANT_WIDTHS.filter((candidate) => candidate < width);
  return [...smaller.map((w) => `${mediaVariantUrl(url, w)} ${w}w`), original].join(', ');
}
