import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      listener();
    });
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    cancelAnimationFrame(frame);
  };
}

/**
 * A value derived from the window's vertical scroll, sampled at most once per frame. Select a
 * primitive (e.g. "past 340 px?") so components re-render only when it changes.
 */
export function useWindowScroll<T extends boolean | number | string>(
  select: (scrollY: number) => T,
  serverValue: T,
): T {
  return useSyncExternalStore(
    subscribe,
    () => select(window.scrollY),
    () => serverValue,
  );
}
