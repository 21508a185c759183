import { useSyncExternalStore } from 'react';
import { APPS_MODE_STORAGE_KEY } from './constants';

/**
 * Apps mode: the shop embedded in the mobile app, without header and footer (spec 000 §1).
 * `?apps=1` turns it on and remembers it in localStorage (`apps_mode`); `?apps=0` turns it off.
 */

const CHANGE_EVENT = 'kilau:apps-mode';
/** `<html data-apps-mode>` lets CSS hide the chrome before React hydrates (no flash). */
const HTML_ATTRIBUTE = 'data-apps-mode';

/** What a query string asks for: on, off, or nothing (`null`). */
export function appsModeFromSearch(search: string): boolean | null {
  const value = new URLSearchParams(search).get('apps');
  if (value === '1') return true;
  if (value === '0') return false;
  return null;
}

const readStored = (): boolean => {
  try {
    return window.localStorage.getItem(APPS_MODE_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
};

/** Applies `?apps=` from the current URL to storage and to `<html>`, then tells subscribers. */
export function syncAppsMode(search: string): void {
  const requested = appsModeFromSearch(search);
  if (requested !== null) {
    try {
      if (requested) window.localStorage.setItem(APPS_MODE_STORAGE_KEY, '1');
      else window.localStorage.removeItem(APPS_MODE_STORAGE_KEY);
    } catch {
      // Storage can be blocked (private mode); the query string still applies to this page.
    }
  }
  const on = requested ?? readStored();
  document.documentElement.toggleAttribute(HTML_ATTRIBUTE, on);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * The same decision as `syncAppsMode`, run inline in `<head>` (with the CSP nonce) so that the
 * first paint already hides the chrome for a remembered apps mode.
 */
export const APPS_MODE_BOOT_SCRIPT = `(function(){try{var v=new URLSearchParams(location.search).get('apps'),k=${JSON.stringify(
  APPS_MODE_STORAGE_KEY,
)};if(v==='1')localStorage.setItem(k,'1');else if(v==='0')localStorage.removeItem(k);if(v==='1'||(v!=='0'&&localStorage.getItem(k)==='1'))document.documentElement.setAttribute(${JSON.stringify(
  HTML_ATTRIBUTE,
)},'')}catch(e){}})();`;

function subscribe(listener: () => void) {
  window.addEventListener(CHANGE_EVENT, listener);
  return () => window.removeEventListener(CHANGE_EVENT, listener);
}

/** Whether apps mode is on. `fromServer` is what the server saw in the URL. */
export function useAppsMode(fromServer: boolean): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.documentElement.hasAttribute(HTML_ATTRIBUTE),
    () => fromServer,
  );
}
