import { createContext, useContext, type ReactNode } from 'react';

/**
 * The request's CSP nonce. `entry.server.tsx` provides it from the load context; in the browser
 * it is empty (browsers hide nonces from the DOM, and scripts added after load need none).
 */
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({
  nonce,
  children,
}: {
  nonce: string | undefined;
  children: ReactNode;
}) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export const useNonce = (): string | undefined => useContext(NonceContext);
