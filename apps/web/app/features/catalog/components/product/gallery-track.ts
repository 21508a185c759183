import { useCallback, useRef, useState } from 'react';
import type { Locale } from '@kilau/domain';
import type { ProductImage } from '../../types';

/** A picture's alternative text in the page's language (the Indonesian one when no other). */
export const imageAlt = (image: ProductImage, locale: Locale, fallback: string): string =>
  (locale === 'en' ? image.alt_en || image.alt : image.alt) || fallback;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * A horizontal scroll-snap strip of `total` full-width slides: which one is in view (from the
 * scroll position, so a swipe counts), and `show(index)` to scroll one into view.
 */
export function useSnapTrack(total: number, start = 0) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(start);

  const show = useCallback(
    (index: number, smooth = true) => {
      const target = Math.max(0, Math.min(total - 1, index));
      setCurrent(target);
      const element = track.current;
      if (!element) return;
      element.scrollTo({
        left: element.clientWidth * target,
        behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto',
      });
    },
    [total],
  );

  const onScroll = useCallback(() => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const index = Math.round(element.scrollLeft / element.clientWidth);
    setCurrent((previous) =>
      previous === index ? previous : Math.max(0, Math.min(total - 1, index)),
    );
  }, [total]);

  return { track, current, show, onScroll };
}
