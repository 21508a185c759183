import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env';
import { createProviderSandbox } from '../../test/provider-sandbox';
import { createFacebookProvider } from './facebook';
import { createIdentityAdapters, InvalidTokenError, ProviderUnavailableError } from './index';
import { createGoogleRecaptcha } from './recaptcha';

const facebookKeys = { appId: '42', appSecret: 'right-secret' };
const sandbox = createProviderSandbox({ recaptchaSecret: 'right-secret', facebook: facebookKeys });

describe('identity adapters by configuration', () => {
  it('are all off without keys', () => {
    const adapters = createIdentityAdapters(parseEnv({}), sandbox.fetch);
    expect(adapters).toEqual({ recaptcha: null, social: {} });
  });

  it('turn on one by one with their keys', () => {
    const adapters = createIdentityAdapters(
      parseEnv({
        RECAPTCHA_SITE_KEY: 'site',
        RECAPTCHA_SECRET_KEY: 'secret',
        GOOGLE_CLIENT_ID: 'client',
      }),
      sandbox.fetch,
    );
    expect(adapters.recaptcha).not.toBeNull();
    expect(Object.keys(adapters.social)).toEqual(['google']);
  });
});

describe('faults on our side are the provider being unavailable, not the shopper’s token', () => {
  it('reCAPTCHA with a wrong secret', async () => {
    const recaptcha = createGoogleRecaptcha({
      secret: 'wrong-secret',
      minScore: 0.5,
      fetch: sandbox.fetch,
    });
    await expect(recaptcha.verify(sandbox.recaptcha.solve(), '10.0.0.1')).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });

  it('Facebook with a wrong app secret', async () => {
    const facebook = createFacebookProvider({
      ...facebookKeys,
      appSecret: 'wrong',
      fetch: sandbox.fetch,
    });
    await expect(facebook.verify(sandbox.facebook.token({ sub: '7' }))).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });

  it('while a shopper’s bad token stays a bad token', async () => {
    const facebook = createFacebookProvider({ ...facebookKeys, fetch: sandbox.fetch });
    await expect(facebook.verify('EAAB-forged')).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
