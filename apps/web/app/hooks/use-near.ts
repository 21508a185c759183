import { useEffect, useRef, useState } from 'react';

/** Start loading a little before a section scrolls into view. */
const AHEAD = '600px';

/**
 * Whether the returned ref's element has come near the viewport (600 px ahead); once true it
 * stays true. Where IntersectionObserver is missing it is true at once. Below-the-fold sections
 * use it to load their data in the browser, so the page's server render stays light.
 */
export function useNear<T extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}
