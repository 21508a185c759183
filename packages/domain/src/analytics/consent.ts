import { CONSENT_VERSION } from './constants';

/** A shopper's choice: necessary cookies always; analytics and marketing only when chosen. */
export type Consent = {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  /** The banner's version the choice answered (`CONSENT_VERSION`). */
  version: number;
  /** When it was chosen, seconds since the epoch. */
  decidedAt: number;
};

const COOKIE_PATTERN = /^v(\d{1,4})\.a([01])\.m([01])\.(\d{1,12})$/;

/** The cookie's value: `v1.a1.m0.1764370000` (version, analytics, marketing, when). */
export const consentCookieValue = (consent: Omit<Consent, 'necessary'>): string =>
  `v${consent.version}.a${consent.analytics ? 1 : 0}.m${consent.marketing ? 1 : 0}.${consent.decidedAt}`;

/**
 * The cookie's choice, or null when there is none worth reading: absent, malformed, or given to
 * an earlier version of the banner (which asks again).
 */
export function parseConsent(value: string | undefined | null): Consent | null {
  if (!value) return null;
  const match = COOKIE_PATTERN.exec(value);
  if (!match) return null;
  const version = Number(match[1]);
  if (version !== CONSENT_VERSION) return null;
  return {
    necessary: true,
    analytics: match[2] === '1',
    marketing: match[3] === '1',
    version,
    decidedAt: Number(match[4]),
  };
}

/** Whether a category may be used: necessary always, the others only when chosen. */
export const consentAllows = (
  consent: Consent | null,
  category: 'necessary' | 'analytics' | 'marketing',
): boolean => category === 'necessary' || (consent?.[category] ?? false);
