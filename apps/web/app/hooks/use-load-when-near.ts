import { useEffect, useRef, useState } from 'react';
import { useApiClient } from '~/lib/api-client';

/** Start fetching a little before a section scrolls into view. */
const AHEAD = '600px';

/**
 * A below-the-fold section's data, fetched from the API once the shopper scrolls near the
 * returned ref's element (at once where IntersectionObserver is missing): the server renders
 * the section's placeholder only, so the page's document and its server render stay light.
 * `read` turns the API's answer into what the section renders; a failed call leaves `null`
 * (the section stays empty, 000 §8). `path` and `read` should be stable (module constants).
 */
export function useLoadWhenNear<Api, View>(path: string, read: (data: Api) => View) {
  const api = useApiClient();
  const ref = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let live = true;
    const load = () => {
      void api.get<Api>(path).then((result) => {
        if (live && result.ok && result.data !== null && result.data !== undefined)
          setView(read(result.data));
      });
    };
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [api, path, read]);

  return { ref, view };
}
