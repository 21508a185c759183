/**
 * Self-checkout mode (issue 23, spec 000 §1–§3) as its cookie carries it, so the web renders the
 * mode on the server and the API keeps the mode's pages private and lets the scanner compile
 * WebAssembly (docs/design/self-checkout.md). Both read it with `storeModeFromCookieHeader`.
 */

/** Cookie that carries self-checkout mode (`<storeId>:<selfCheckoutId>`, URI-encoded). */
export const STORE_MODE_COOKIE = 'kilau_store';

export type StoreMode = { storeId: number; selfCheckoutId: string };

const ID_PATTERN = /^[1-9]\d{0,9}$/;

/** The cookie's value: `<storeId>:<selfCheckoutId>`, URI-encoded. */
export const storeModeValue = (mode: StoreMode): string =>
  encodeURIComponent(`${mode.storeId}:${mode.selfCheckoutId}`);

/** Self-checkout mode as a request's cookie header carries it, or null. */
export function storeModeFromCookieHeader(header: string | null | undefined): StoreMode | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== STORE_MODE_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
    const [store = '', ...id] = value.split(':');
    if (!ID_PATTERN.test(store)) return null;
    return { storeId: Number(store), selfCheckoutId: id.join(':') };
  }
  return null;
}
