import type { Locale } from '@kilau/domain';
import { FACEBOOK_GRAPH_VERSION } from '@kilau/domain/accounts';
import { loadScript } from '~/lib/load-script';

/**
 * The browser halves of Google sign-in, Facebook sign-in and reCAPTCHA v3 (ADR 0010): each
 * vendor script is loaded on first use, and each answers a token that the API then verifies.
 * A script already on the page (`window.google`, `window.FB`, `window.grecaptcha`) is used as is.
 */

type GoogleTokenResponse = { access_token?: string; error?: string };
type GoogleTokenClient = { requestAccessToken(): void };
type GoogleIdentity = {
  accounts: {
    oauth2: {
      initTokenClient(config: {
        client_id: string;
        scope: string;
        callback: (response: GoogleTokenResponse) => void;
        error_callback?: (error: { type: string }) => void;
      }): GoogleTokenClient;
    };
  };
};

type FacebookLoginResponse = { status?: string; authResponse?: { accessToken?: string } | null };
type FacebookSdk = {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options: { scope: string }): void;
};

type Recaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
};

declare global {
  interface Window {
    google?: GoogleIdentity;
    FB?: FacebookSdk;
    grecaptcha?: Recaptcha;
  }
}

export const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
/** The scopes that give the API's userinfo check the e-mail and names. */
export const GOOGLE_SCOPE = 'openid email profile';
export const facebookScript = (locale: Locale) =>
  `https://connect.facebook.net/${locale === 'en' ? 'en_US' : 'id_ID'}/sdk.js`;
export const recaptchaScript = (siteKey: string) =>
  `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;

/** A provider's answer: a token, the shopper closing the pop-up, or a failure to sign in. */
export type ProviderToken =
  | { ok: true; token: string }
  | { ok: false; reason: 'cancelled' | 'failed' };

const FAILED = { ok: false, reason: 'failed' } as const;
const CANCELLED = { ok: false, reason: 'cancelled' } as const;

/** Loads Google Identity Services unless it is there; false when it cannot be had. */
export async function prepareGoogle(): Promise<boolean> {
  if (!window.google?.accounts?.oauth2) await loadScript(GOOGLE_SCRIPT).catch(() => undefined);
  return Boolean(window.google?.accounts?.oauth2);
}

/** Google's token pop-up (`initTokenClient`): an OAuth access token for our client id. */
export async function googleAccessToken(clientId: string): Promise<ProviderToken> {
  if (!(await prepareGoogle()) || !window.google) return FAILED;
  const { oauth2 } = window.google.accounts;
  return new Promise((resolve) => {
    const client = oauth2.initTokenClient({
      client_id: clientId,
      scope: GOOGLE_SCOPE,
      callback: (response) => {
        if (response.access_token) resolve({ ok: true, token: response.access_token });
        else resolve(response.error === 'access_denied' ? CANCELLED : FAILED);
      },
      error_callback: (error) => resolve(error.type === 'popup_closed' ? CANCELLED : FAILED),
    });
    client.requestAccessToken();
  });
}

const initialisedSdks = new WeakSet<FacebookSdk>();

/** Loads and initialises the Facebook SDK for our app unless that is done; null when it fails. */
export async function prepareFacebook(appId: string, locale: Locale): Promise<FacebookSdk | null> {
  if (!window.FB) await loadScript(facebookScript(locale)).catch(() => undefined);
  const sdk = window.FB;
  if (!sdk) return null;
  if (!initialisedSdks.has(sdk)) {
    sdk.init({ appId, version: FACEBOOK_GRAPH_VERSION, cookie: false, xfbml: false });
    initialisedSdks.add(sdk);
  }
  return sdk;
}

/** Facebook's login pop-up asking for the e-mail: a user access token for our app. */
export async function facebookAccessToken(appId: string, locale: Locale): Promise<ProviderToken> {
  const sdk = await prepareFacebook(appId, locale);
  if (!sdk) return FAILED;
  return new Promise((resolve) => {
    sdk.login(
      (response) => {
        const token = response.authResponse?.accessToken;
        resolve(token ? { ok: true, token } : CANCELLED);
      },
      { scope: 'email' },
    );
  });
}

/** How long the register form waits for reCAPTCHA before sending without a token. */
export const RECAPTCHA_TIMEOUT_MS = 10_000;

/** Loads reCAPTCHA v3 for the site key unless it is there. */
export async function prepareRecaptcha(siteKey: string): Promise<Recaptcha | null> {
  if (!window.grecaptcha) await loadScript(recaptchaScript(siteKey)).catch(() => undefined);
  return window.grecaptcha ?? null;
}

/**
 * A reCAPTCHA v3 token for `action`, or null when reCAPTCHA cannot be reached (the API then
 * refuses with its own "complete the reCAPTCHA check" message).
 */
export async function recaptchaToken(siteKey: string, action: string): Promise<string | null> {
  const recaptcha = await prepareRecaptcha(siteKey);
  if (!recaptcha) return null;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), RECAPTCHA_TIMEOUT_MS);
    recaptcha.ready(() => {
      recaptcha.execute(siteKey, { action }).then(
        (token) => {
          clearTimeout(timer);
          resolve(token || null);
        },
        () => {
          clearTimeout(timer);
          resolve(null);
        },
      );
    });
  });
}
