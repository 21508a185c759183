import { useCallback, useState, type ImgHTMLAttributes } from 'react';

/** Pictures shown when an image fails to load (spec 000 §8, 001 §8). */
export const FALLBACK_IMAGES = {
  product: '/images/dummy-product.svg',
  avatar: '/images/avatar.svg',
} as const;

export type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & {
  src: string | null | undefined;
  /** Required: describe the picture, or pass "" when it is decorative. */
  alt: string;
  /** Product pictures fall back to the dummy product, profile pictures to the avatar. */
  fallback?: keyof typeof FALLBACK_IMAGES;
};

/**
 * `<img>` that swaps in a fallback picture when its source is missing or fails. An image that
 * already failed before hydration (so React never saw its error event) is caught on mount.
 */
export function Image({ src, alt, fallback = 'product', onError, ...rest }: ImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  const shown = failed ? FALLBACK_IMAGES[fallback] : src;

  const checkAlreadyFailed = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && src && img.complete && img.naturalWidth === 0 && img.getAttribute('src') === src) {
        setFailedSrc(src);
      }
    },
    [src],
  );

  return (
    <img
      {...rest}
      ref={failed ? undefined : checkAlreadyFailed}
      src={shown}
      alt={alt}
      data-fallback={failed ? fallback : undefined}
      onError={(event) => {
        if (!failed && src) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
