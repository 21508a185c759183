/**
 * Which pages the shop's chrome (header, department bar, footer, bag, sign-in dialogs) frames.
 * A route that draws its own frame — the back office — says so in its `handle`, and the root
 * layout renders its page alone.
 */
export type ChromeHandle = { chrome: 'none' };

export const CHROMELESS: ChromeHandle = { chrome: 'none' };

export const isChromeless = (matches: ReadonlyArray<{ handle: unknown }>): boolean =>
  matches.some((match) => (match.handle as Partial<ChromeHandle> | undefined)?.chrome === 'none');

/**
 * The back office's paths: the root loader reads none of the shop's data (member, bag,
 * departments, hearts) for them, since no chrome shows it.
 */
export const isBackOfficePath = (pathname: string): boolean =>
  pathname === '/admin' || pathname.startsWith('/admin/');
