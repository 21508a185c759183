import { useSyncExternalStore } from 'react';
import { SECOND_MS } from '@kilau/domain/shared';

// One shared clock that ticks every second while anything listens.
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, SECOND_MS);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

/**
 * The current time, updated every second. The server and the hydrating browser both render
 * `serverNow` (the loader's clock), so countdowns never mismatch; the live time follows.
 */
export function useNow(serverNow: number): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => serverNow,
  );
}
