import { useSyncExternalStore } from 'react';
import { isDesktopWidth, RESIZE_DEBOUNCE_MS } from '@kilau/domain/shared';

// One debounced resize listener shared by every component that asks.
const listeners = new Set<() => void>();
let settledWidth: number | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

const onResize = () => {
  clearTimeout(timer);
  timer = setTimeout(() => {
    settledWidth = window.innerWidth;
    for (const listener of listeners) listener();
  }, RESIZE_DEBOUNCE_MS);
};

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('resize', onResize);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
      settledWidth = null;
    }
  };
}

const getSnapshot = () => isDesktopWidth(settledWidth ?? (settledWidth = window.innerWidth));
// The server cannot see the screen: render mobile first, correct after hydration.
const getServerSnapshot = () => false;

/** True above 991 px, re-evaluated 150 ms after the last resize event. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
