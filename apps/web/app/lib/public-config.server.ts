import type { PublicConfigAnswer } from '@kilau/domain/shared';
import { isCountryCode, parseCountrySites } from '@kilau/domain/shared';
import type { ApiClient } from './api-client.server';
import { NO_PUBLIC_CONFIG, type PublicConfig } from './public-config';

type Gateway = NonNullable<PublicConfigAnswer['payment_gateway']>;

/**
 * `GET /api/config/public` as the shell reads it: the domain's answer, with the card script read
 * warily (design/checkout-and-payment.md) — a gateway without a key or script counts as none.
 */
type ConfigRead = Omit<PublicConfigAnswer, 'payment_gateway'> & {
  payment_gateway?: { [K in keyof Gateway]: Gateway[K] | null } | null;
};

/** The configuration only changes when the shop restarts; a minute keeps it off every page. */
export const PUBLIC_CONFIG_TTL_MS = 60_000;

const keyOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The card script is loaded only from the shop itself or over https. */
function gatewayOf(gateway: ConfigRead['payment_gateway']): PublicConfig['paymentGateway'] {
  const clientKey = keyOf(gateway?.client_key);
  const scriptUrl = keyOf(gateway?.script_url);
  if (!clientKey || !scriptUrl) return null;
  const safe = /^\/(?!\/)/.test(scriptUrl) || scriptUrl.startsWith('https://');
  return safe ? { clientKey, scriptUrl } : null;
}

/** Only https (or local http) origins under a two-letter code pass. */
function countrySitesOf(sites: ConfigRead['country_sites']): PublicConfig['countrySites'] {
  const parsed = parseCountrySites(
    Object.entries(sites ?? {})
      .map(([code, origin]) => `${code}=${origin}`)
      .join(','),
  );
  return parsed.ok ? parsed.sites : {};
}

/** Only the named keys pass; a sign-in counts as on when the API says so and gives its id. */
export function toPublicConfig(answer: ConfigRead): PublicConfig {
  return {
    recaptchaSiteKey: keyOf(answer.recaptcha_site_key),
    googleClientId: answer.social_login?.google ? keyOf(answer.google_client_id) : null,
    facebookAppId: answer.social_login?.facebook ? keyOf(answer.facebook_app_id) : null,
    mapsKey: keyOf(answer.maps_key),
    popupsInAppsMode: answer.popups_in_apps_mode === true,
    paymentGateway: gatewayOf(answer.payment_gateway),
    quickTourToggle: keyOf(answer.quick_tour_toggle) ?? NO_PUBLIC_CONFIG.quickTourToggle,
    siteCountry: isCountryCode(answer.site_country) ? answer.site_country : 'ID',
    countrySites: countrySitesOf(answer.country_sites),
  };
}

/**
 * A source of the public configuration that keeps the answer in memory for `ttlMs`, with one
 * request in flight at a time. When the API cannot answer, everything counts as unconfigured
 * (plain forms) and the next page asks again.
 */
export function createPublicConfigSource(ttlMs = PUBLIC_CONFIG_TTL_MS) {
  let cached: { value: PublicConfig; until: number } | null = null;
  let pending: Promise<PublicConfig> | null = null;
  return async function load(api: ApiClient, now = Date.now()): Promise<PublicConfig> {
    if (cached && cached.until > now) return cached.value;
    pending ??= api
      .get<PublicConfigAnswer>('/api/config/public')
      .then((result) => {
        if (!result.ok) return NO_PUBLIC_CONFIG;
        const value = toPublicConfig(result.data);
        cached = { value, until: now + ttlMs };
        return value;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}

/** The page shell's public configuration (one per server process). */
export const loadPublicConfig = createPublicConfigSource();
