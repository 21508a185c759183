import { useSyncExternalStore } from 'react';
import type { Consent } from '@kilau/domain/analytics';
import { readConsent, setTrackingConsent } from '~/lib/analytics';

/**
 * The page's view of the cookie choice: `undefined` on the server and before the cookie is read
 * (no banner is rendered then, so a cached page never carries one), `null` when no choice is
 * made yet, else the choice. The settings dialog opens from the banner or the footer's link.
 */
type ConsentState = { consent: Consent | null | undefined; settingsOpen: boolean };

let state: ConsentState = { consent: undefined, settingsOpen: false };
const listeners = new Set<() => void>();
const SERVER_STATE: ConsentState = { consent: undefined, settingsOpen: false };

function set(next: Partial<ConsentState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (state.consent === undefined) {
    const consent = readConsent();
    setTrackingConsent(consent ?? undefined);
    // After the subscriber is in place, so it hears the first read.
    queueMicrotask(() => set({ consent }));
  }
  return () => listeners.delete(listener);
}

export const useConsentState = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );

/** The choice the API answered (its cookie is set): tracking follows it at once. */
export function chooseConsent(consent: Consent) {
  setTrackingConsent(consent);
  set({ consent, settingsOpen: false });
}

export const openConsentSettings = () => set({ settingsOpen: true });
export const closeConsentSettings = () => set({ settingsOpen: false });

/** Tests: forget the page's state. */
export function resetConsentStateForTests() {
  state = { consent: undefined, settingsOpen: false };
}

/**
 * Whether the shopper has answered the banner: what must not cover it (the welcome quick tour)
 * waits for this.
 */
export function useConsentAnswered(): boolean {
  const { consent } = useConsentState();
  return consent !== null && consent !== undefined;
}
