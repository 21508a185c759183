import { TILE_IMAGE_WIDTH } from '@kilau/domain/catalog';
import { DESKTOP_MIN_EXCLUSIVE_WIDTH, mediaSrcSet } from '@kilau/domain/shared';

/** The API's product packshots are 600 × 600 WebP; banners 1200 × 400 (hero) or 600 × 300. */
export const PACKSHOT_SIZE = 600;
export const HERO_BANNER = { width: 1200, height: 400 } as const;
export const MINI_BANNER = { width: 600, height: 300 } as const;

/** The viewport width from which the shop counts as desktop (000 §9: above 991). */
const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_EXCLUSIVE_WIDTH + 1}px)`;

/**
 * `srcset` for one stored image `width` pixels wide: with the media store's smaller copies
 * (`/media/w/{width}/…`), so the browser picks what the slot and the screen need.
 */
export const srcSetFor = (url: string, width: number): string => mediaSrcSet(url, width);

/**
 * Loading hints: the page's main (LCP) image loads at once and first, and is decoded with the
 * frame it arrives in (an async decode would paint it a frame or more later, behind the
 * hydration scripts); the rest load lazily and decode off the main thread.
 */
export const loadingFor = (priority: boolean) =>
  priority
    ? ({ loading: 'eager', fetchPriority: 'high', decoding: 'sync' } as const)
    : ({ loading: 'lazy', fetchPriority: 'auto', decoding: 'async' } as const);

/** The tile's cover: 160 px wide on desktop, 134 px on mobile (000 §2, §9). */
export function tileImageProps(url: string | null | undefined, priority = false) {
  return {
    src: url,
    srcSet: url ? srcSetFor(url, PACKSHOT_SIZE) : undefined,
    sizes: `${DESKTOP_QUERY} ${TILE_IMAGE_WIDTH.desktop}px, ${TILE_IMAGE_WIDTH.mobile}px`,
    width: TILE_IMAGE_WIDTH.desktop,
    height: TILE_IMAGE_WIDTH.desktop,
    ...loadingFor(priority),
  };
}

/** Where the shop's desktop layout starts, for `sizes` in other components. */
export const DESKTOP_MEDIA = DESKTOP_QUERY;

/** The cover image of a product: the one marked as cover, else the first. */
export function coverImage<T extends { is_cover: boolean }>(images: readonly T[] | undefined) {
  return images?.find((image) => image.is_cover) ?? images?.[0] ?? null;
}
