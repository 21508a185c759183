/**
 * "The session is gone" signal (spec 000 §6, 001 §4: a 401 on any call logs the user out and
 * clears the bag count and the mini-cart). The browser API client raises it; the shell clears the
 * bag badge and reloads loader data; the accounts and cart features subscribe to log out and empty
 * the mini-cart when they arrive.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifyUnauthorized(): void {
  for (const listener of [...listeners]) listener();
}

/**
 * "A shopper has just signed in" (001 §4: on login, fetch the cart count or merge the guest
 * cart). The sign-in dialogs announce it and wait for what features do in answer (the cart
 * feature merges the guest bag) before reloading page data and following the redirect, so a
 * buy-now login lands on a bag that already holds the guest's lines.
 */
type SignInListener = () => Promise<unknown> | void;

const signInListeners = new Set<SignInListener>();

export function onSignedIn(listener: SignInListener): () => void {
  signInListeners.add(listener);
  return () => {
    signInListeners.delete(listener);
  };
}

/** Runs every sign-in listener; resolves when all have settled (a failure never blocks login). */
export async function announceSignedIn(): Promise<void> {
  await Promise.allSettled([...signInListeners].map(async (listener) => listener()));
}
