/**
 * The country sites (001 §2 routes, §4 "Country cookie differing from the current country causes
 * redirection", §3 local storage `bypassCountryRedirection`, §9 country cookie 365 days). The
 * other countries' shops are configuration (`COUNTRY_SITES`); with none configured, nothing
 * ever redirects.
 */

/** The cookie naming the country a visitor shops in (ISO 3166-1 alpha-2), kept 365 days. */
export const COUNTRY_COOKIE = 'country';
export const COUNTRY_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** The localStorage key (and the query parameter that sets it): stay on this site. */
export const BYPASS_COUNTRY_REDIRECTION = 'bypassCountryRedirection';
/** Vietnam's IANA time zones (the browser's `Intl` answers one of these there). */
export const VIETNAMESE_TIME_ZONES: readonly string[] = ['Asia/Ho_Chi_Minh', 'Asia/Saigon'];
export const VIETNAM = 'VN';

/** Country code → the origin of that country's shop. */
export type CountrySites = Readonly<Record<string, string>>;

const COUNTRY_CODE = /^[A-Z]{2}$/;

export const isCountryCode = (value: string | null | undefined): value is string =>
  typeof value === 'string' && COUNTRY_CODE.test(value);

/**
 * `COUNTRY_SITES` as written: `VN=https://kilau.vn,SG=https://kilau.sg`. Answers the map, or
 * the first entry that is not one (a code and an http(s) origin).
 */
export function parseCountrySites(
  text: string,
): { ok: true; sites: CountrySites } | { ok: false; entry: string } {
  const sites: Record<string, string> = {};
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const at = entry.indexOf('=');
    const code = entry.slice(0, at).trim().toUpperCase();
    const origin = entry.slice(at + 1).trim();
    let url: URL | null = null;
    try {
      url = new URL(origin);
    } catch {
      url = null;
    }
    if (
      at <= 0 ||
      !isCountryCode(code) ||
      !url ||
      !/^https?:$/.test(url.protocol) ||
      url.pathname !== '/' ||
      url.search ||
      url.hash
    ) {
      return { ok: false, entry };
    }
    sites[code] = url.origin;
  }
  return { ok: true, sites };
}

/**
 * Where a visitor of this site (`current`) should be sent, or null to stay: the country cookie
 * first (a country the visitor chose, whose site is configured), then a Vietnamese time zone
 * (the Vietnamese site, when configured) — neither when `bypass` is set. `path` is kept.
 */
export function countryRedirect(input: {
  current: string;
  sites: CountrySites;
  path: string;
  cookieCountry?: string | null | undefined;
  timeZone?: string | null | undefined;
  bypass?: boolean;
}): string | null {
  if (input.bypass) return null;
  const { current, sites } = input;
  const path = input.path.startsWith('/') ? input.path : `/${input.path}`;
  const cookie = input.cookieCountry?.toUpperCase();
  if (isCountryCode(cookie) && cookie !== current) {
    const site = sites[cookie];
    if (site) return `${site}${path}`;
  }
  if (
    input.timeZone &&
    VIETNAMESE_TIME_ZONES.includes(input.timeZone) &&
    current !== VIETNAM &&
    sites[VIETNAM]
  ) {
    return `${sites[VIETNAM]}${path}`;
  }
  return null;
}
