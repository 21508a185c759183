import { useEffect, useState } from 'react';
import { useApiClient } from '~/lib/api-client';
import { useNear } from './use-near';

/**
 * A below-the-fold section's data, fetched from the API once the shopper scrolls near the
 * returned ref's element (at once where IntersectionObserver is missing): the server renders
 * the section's placeholder only, so the page's document and its server render stay light.
 * `read` turns the API's answer into what the section renders; a failed call leaves `null`
 * (the section stays empty, 000 §8). `path` and `read` should be stable (module constants).
 */
export function useLoadWhenNear<Api, View>(path: string, read: (data: Api) => View) {
  const api = useApiClient();
  const { ref, near } = useNear();
  const [view, setView] = useState<View | null>(null);

  useEffect(() => {
    if (!near) return;
    let live = true;
    void api.get<Api>(path).then((result) => {
      if (live && result.ok && result.data !== null && result.data !== undefined)
        setView(read(result.data));
    });
    return () => {
      live = false;
    };
  }, [api, path, read, near]);

  return { ref, view };
}
