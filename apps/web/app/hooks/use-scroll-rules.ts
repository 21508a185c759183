import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollDecision } from '~/lib/route-rules';

/**
 * Completes `<ScrollRestoration>` with the spec's third case. ScrollRestoration already starts
 * new pages at the top and restores the saved position on back/forward (POP); when
 * `scrollDecision` says "keep" (a query change on a promo or category page) this puts the reader
 * back where they were. It must render after `<ScrollRestoration>` so its layout effect runs
 * second, before the browser paints.
 */
export function useScrollRules(): void {
  const location = useLocation();
  const action = useNavigationType();
  const previous = useRef(location);
  const lastScrollY = useRef(0);

  useEffect(() => {
    lastScrollY.current = window.scrollY;
    const onScroll = () => {
      lastScrollY.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = location;
    if (from.key === location.key) return;
    if (scrollDecision(action, from, location) === 'keep') {
      window.scrollTo(0, lastScrollY.current);
    }
  }, [location, action]);
}

export function ScrollRules() {
  useScrollRules();
  return null;
}
