import { QUICK_TOUR_DEFAULT_TOGGLE } from '@kilau/domain/engagement';
import { useRouteLoaderData } from 'react-router';

/**
 * The keys the storefront's browser scripts need (`GET /api/config/public`, a server-side
 * whitelist): a value is null when that outside service is not configured, and the feature
 * that needs it stays off (social sign-in buttons, reCAPTCHA, the map).
 */
export type PublicConfig = {
  recaptchaSiteKey: string | null;
  googleClientId: string | null;
  facebookAppId: string | null;
  mapsKey: string | null;
  /** The payment gateway's card script and client key (cards are tokenised in the browser). */
  paymentGateway: { clientKey: string; scriptUrl: string } | null;
  /** The feature toggle that turns the quick tour on (`GET /api/feature-toggles/{name}`). */
  quickTourToggle: string;
  /** Whether popup banners open in apps mode too (`POPUPS_IN_APPS_MODE`; off by default). */
  popupsInAppsMode: boolean;
  /** This shop's country, and the other countries' shops by code (`COUNTRY_SITES`). */
  siteCountry: string;
  countrySites: Readonly<Record<string, string>>;
};

export const NO_PUBLIC_CONFIG: PublicConfig = {
  recaptchaSiteKey: null,
  googleClientId: null,
  facebookAppId: null,
  mapsKey: null,
  paymentGateway: null,
  quickTourToggle: QUICK_TOUR_DEFAULT_TOGGLE,
  popupsInAppsMode: false,
  siteCountry: 'ID',
  countrySites: {},
};

/** The public configuration the root loader put in the page. */
export function usePublicConfig(): PublicConfig {
  const data = useRouteLoaderData('root') as { publicConfig?: PublicConfig } | undefined;
  return data?.publicConfig ?? NO_PUBLIC_CONFIG;
}
