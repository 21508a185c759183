import type { SocialProviderName } from '@kilau/domain/accounts';
import type { Env } from '../../config/env';
import { createFacebookProvider } from './facebook';
import { createGoogleProvider } from './google';
import type { Fetch } from './http';
import { createGoogleRecaptcha, type RecaptchaVerifier } from './recaptcha';
import type { SocialIdentityProvider } from './social-providers';

export { InvalidTokenError, ProviderUnavailableError, type Fetch } from './http';
export type { RecaptchaVerifier } from './recaptcha';
export { requireRecaptcha } from './recaptcha-check';
export type { SocialIdentityProvider } from './social-providers';

export type SocialProviders = Partial<Record<SocialProviderName, SocialIdentityProvider>>;

/**
 * The outside identity services (ARCHITECTURE §4), each on only when its keys are configured:
 * reCAPTCHA on register, Google and Facebook sign-in. `fetch` is the real one in production; the
 * tests hand in a sandbox that speaks the same protocols.
 */
export function createIdentityAdapters(
  config: Pick<
    Env,
    | 'RECAPTCHA_SECRET_KEY'
    | 'RECAPTCHA_MIN_SCORE'
    | 'GOOGLE_CLIENT_ID'
    | 'FACEBOOK_APP_ID'
    | 'FACEBOOK_APP_SECRET'
  >,
  fetch: Fetch,
): { recaptcha: RecaptchaVerifier | null; social: SocialProviders } {
  const social: SocialProviders = {};
  if (config.GOOGLE_CLIENT_ID) {
    social.google = createGoogleProvider({ clientId: config.GOOGLE_CLIENT_ID, fetch });
  }
  if (config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET) {
    social.facebook = createFacebookProvider({
      appId: config.FACEBOOK_APP_ID,
      appSecret: config.FACEBOOK_APP_SECRET,
      fetch,
    });
  }
  return {
    recaptcha: config.RECAPTCHA_SECRET_KEY
      ? createGoogleRecaptcha({
          secret: config.RECAPTCHA_SECRET_KEY,
          minScore: config.RECAPTCHA_MIN_SCORE,
          fetch,
        })
      : null,
    social,
  };
}
