import { useEffect, useRef, type RefObject } from 'react';

/** Half of it in view. */
const IMPRESSION_THRESHOLD = 0.5;

/**
 * Calls `onSeen` once, the first time half of the element is in view (a tile impression, issue
 * 24). One observer per element, dropped once seen; nothing without IntersectionObserver.
 */
export function useImpression<T extends Element>(ref: RefObject<T | null>, onSeen: () => void) {
  const seen = useRef(false);
  const callback = useRef(onSeen);
  useEffect(() => {
    callback.current = onSeen;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || seen.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        seen.current = true;
        observer.disconnect();
        callback.current();
      },
      { threshold: IMPRESSION_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}
