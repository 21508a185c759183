import { useSyncExternalStore } from 'react';

/**
 * What a shopper closed for this browser session (floating banners, the campaign icon): ids
 * kept in sessionStorage under `key`. Closing tells every mounted reader; where storage is
 * refused, the page remembers alone. Null on the server and while hydrating — only the browser
 * knows what was closed, so nothing is drawn until it has read it.
 */
const listeners = new Set<() => void>();
const unstored = new Map<string, string>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

const readText = (key: string) => {
  try {
    return window.sessionStorage.getItem(key) ?? '[]';
  } catch {
    return unstored.get(key) ?? '[]';
  }
};

const parseIds = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

/** The ids closed under `key` (null until the browser has read them) and how to close more. */
export function useSessionDismissed(key: string): {
  closed: string[] | null;
  dismiss: (ids: Array<string | number>) => void;
} {
  const text = useSyncExternalStore(
    subscribe,
    () => readText(key),
    () => null,
  );
  const closed = text === null ? null : parseIds(text);
  const dismiss = (ids: Array<string | number>) => {
    const next = JSON.stringify([...new Set([...(closed ?? []), ...ids.map(String)])]);
    unstored.set(key, next);
    try {
      window.sessionStorage.setItem(key, next);
    } catch {
      // Storage refused (private mode): closed for this page's life only.
    }
    for (const listener of listeners) listener();
  };
  return { closed, dismiss };
}
