// reCAPTCHA on the contact form where the shop configures it (001 §7): the same rule as register
// (`requireRecaptcha`), through the provider sandbox that speaks Google's siteverify.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { someIp } from '../../test/members';
import { createProviderSandbox, type ProviderSandbox } from '../../test/provider-sandbox';

const SECRET = 'sandbox-recaptcha-secret';
let guarded: App;
let sandbox: ProviderSandbox;
beforeAll(async () => {
  sandbox = createProviderSandbox({ recaptchaSecret: SECRET });
  guarded = await buildTestApp({
    env: { RECAPTCHA_SITE_KEY: 'sandbox-site-key', RECAPTCHA_SECRET_KEY: SECRET },
    fetch: sandbox.fetch,
  });
});
afterAll(async () => {
  await guarded?.close();
});

let seq = 0;
const send = (extra: Record<string, unknown>) => {
  seq += 1;
  return guarded.inject({
    method: 'POST',
    url: '/api/content/contact',
    remoteAddress: someIp(),
    payload: {
      customer_name: 'Sari',
      email: `captcha${seq}.${process.pid}@example.com`,
      subject: 'produk',
      message: 'Apakah serum ini aman untuk kulit sensitif?',
      ...extra,
    },
  });
};

describe('reCAPTCHA on the contact form (RECAPTCHA_SECRET_KEY set)', () => {
  it.each([
    ['no token', {} as { recaptcha_token?: string }, 'recaptcha_required'],
    ['a forged token', { recaptcha_token: 'forged' }, 'recaptcha_invalid'],
    ['a bot’s score', { recaptcha_token: 'bot' }, 'recaptcha_invalid'],
  ])('refuses %s', async (_case, extra, errorCode) => {
    const token =
      extra.recaptcha_token === 'bot' ? { recaptcha_token: sandbox.recaptcha.solve(0.1) } : extra;
    const res = await send(token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errorCode).toBe(errorCode);
  });

  it('takes a message with a token Google accepts', async () => {
    const res = await send({ recaptcha_token: sandbox.recaptcha.solve(0.9) });
    expect(res.statusCode, res.body).toBe(201);
  });
});
