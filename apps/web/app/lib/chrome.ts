/**
 * Which pages the shop's chrome (header, department bar, footer, bag, sign-in dialogs) frames.
 * A route that draws its own frame — the back office — says so in its `handle`, and the root
 * layout renders its page alone.
 */
export type ChromeHandle = { chrome: 'none' | 'academy' };

export const CHROMELESS: ChromeHandle = { chrome: 'none' };
/**
 * The academy's pages (ADR 0047): their own header and footer instead of the shop's, inside the
 * shop's providers (bag, hearts, sign-in dialogs, toasts).
 */
export const ACADEMY_CHROME: ChromeHandle = { chrome: 'academy' };

const chromeOf = (matches: ReadonlyArray<{ handle: unknown }>): ChromeHandle['chrome'] | null => {
  for (const match of matches) {
    const chrome = (match.handle as Partial<ChromeHandle> | undefined)?.chrome;
    if (chrome) return chrome;
  }
  return null;
};

export const isChromeless = (matches: ReadonlyArray<{ handle: unknown }>): boolean =>
  chromeOf(matches) === 'none';

/**
 * Whether a page draws the academy's own frame (the root then draws no shop header or footer).
 * Only once the academy's layout has loaded: a path it refused (not the academy's segment) is the
 * shop's not-found page, in the shop's frame.
 */
export const hasAcademyChrome = (
  matches: ReadonlyArray<{ handle: unknown; data?: unknown }>,
): boolean =>
  matches.some(
    (match) =>
      (match.handle as Partial<ChromeHandle> | undefined)?.chrome === 'academy' &&
      match.data !== undefined,
  );

/**
 * The back office's paths: the root loader reads none of the shop's data (member, bag,
 * departments, hearts) for them, since no chrome shows it.
 */
export const isBackOfficePath = (pathname: string): boolean =>
  pathname === '/admin' || pathname.startsWith('/admin/');
