import { useCallback, useRef, useState } from 'react';
import type { Locale } from '@kilau/domain';
import type { ProductImage } from '../../types';

/** A picture's alternative text in the page's language (the Indonesian one when no other). */
export const imageAlt = (image: ProductImage, locale: Locale, fallback: string): string =>
  (locale === 'en' ? image.alt_en || image.alt : image.alt) || fallback;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** How long a scroll that `show` started may pass over other slides before it counts as a swipe. */
const SCROLL_SETTLE_MS = 1_000;

/**
 * A horizontal scroll-snap strip of `total` full-width slides: which one is in view (from the
 * scroll position, so a swipe counts), and `show(index)` to scroll one into view. While a smooth
 * scroll that `show` started passes over the slides between, the slide it goes to stays the
 * current one (so a step and an immediate close land on that slide, and counters do not flicker).
 */
export function useSnapTrack(total: number, start = 0) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(start);
  const heading = useRef<{ index: number; until: number } | null>(null);

  const show = useCallback(
    (index: number, smooth = true) => {
      const target = Math.max(0, Math.min(total - 1, index));
      setCurrent(target);
      const element = track.current;
      if (!element) return;
      heading.current = { index: target, until: Date.now() + SCROLL_SETTLE_MS };
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
    const index = Math.max(
      0,
      Math.min(total - 1, Math.round(element.scrollLeft / element.clientWidth)),
    );
    const going = heading.current;
    if (going) {
      if (index !== going.index && Date.now() < going.until) return;
      heading.current = null;
    }
    setCurrent((previous) => (previous === index ? previous : index));
  }, [total]);

  return { track, current, show, onScroll };
}
