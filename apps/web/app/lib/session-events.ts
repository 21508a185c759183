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
