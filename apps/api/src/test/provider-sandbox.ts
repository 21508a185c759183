// Sandboxes of the identity providers for the tests: a `fetch` that answers reCAPTCHA's
// siteverify, Google's tokeninfo and userinfo, and Facebook's debug_token and /me the way the
// real services do, for tokens the test issued. Anything else is a 404: no test reaches the network.
import { createHmac } from 'node:crypto';
import type { Fetch } from '../adapters/identity';

export interface SandboxPerson {
  sub: string;
  email?: string | undefined;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function createProviderSandbox(keys: {
  recaptchaSecret?: string;
  facebook?: { appId: string; appSecret: string };
}) {
  let issued = 0;
  const captchas = new Map<string, { score?: number }>();
  const googleAccess = new Map<string, SandboxPerson & { aud: string }>();
  const googleId = new Map<string, SandboxPerson & { aud: string; iss: string }>();
  const facebook = new Map<string, SandboxPerson & { appId: string }>();
  const calls: string[] = [];
  const state = { down: false };

  function siteverify(form: URLSearchParams) {
    if (form.get('secret') !== keys.recaptchaSecret) {
      return json(200, { success: false, 'error-codes': ['invalid-input-secret'] });
    }
    const token = form.get('response') ?? '';
    if (!token) return json(200, { success: false, 'error-codes': ['missing-input-response'] });
    const captcha = captchas.get(token);
    if (!captcha) return json(200, { success: false, 'error-codes': ['invalid-input-response'] });
    captchas.delete(token); // a token is good once ('timeout-or-duplicate' afterwards)
    return json(200, {
      success: true,
      challenge_ts: '2026-11-21T03:00:00Z',
      hostname: 'localhost',
      ...(captcha.score === undefined ? {} : { score: captcha.score, action: 'register' }),
    });
  }

  function tokeninfo(url: URL) {
    const idToken = url.searchParams.get('id_token');
    if (idToken !== null) {
      const person = googleId.get(idToken);
      if (!person) return json(400, { error: 'invalid_token', error_description: 'Invalid Value' });
      const { sub, email, email_verified = true, aud, iss, given_name, family_name, name } = person;
      return json(200, {
        iss,
        azp: aud,
        aud,
        sub,
        ...(email ? { email, email_verified: String(email_verified) } : {}),
        ...(name ? { name } : {}),
        ...(given_name ? { given_name } : {}),
        ...(family_name ? { family_name } : {}),
        exp: '1795000000',
        alg: 'RS256',
      });
    }
    const person = googleAccess.get(url.searchParams.get('access_token') ?? '');
    if (!person) return json(400, { error: 'invalid_token', error_description: 'Invalid Value' });
    return json(200, {
      azp: person.aud,
      aud: person.aud,
      sub: person.sub,
      scope: 'openid https://www.googleapis.com/auth/userinfo.email',
      expires_in: '3599',
      ...(person.email ? { email: person.email, email_verified: 'true' } : {}),
    });
  }

  function userinfo(authorization: string | null) {
    const person = googleAccess.get((authorization ?? '').replace(/^Bearer /, ''));
    if (!person) return json(401, { error: 'invalid_token' });
    const { aud: _aud, email_verified = true, ...claims } = person;
    return json(200, { ...claims, ...(claims.email ? { email_verified } : {}) });
  }

  function graph(url: URL) {
    const app = keys.facebook;
    const oauthError = json(400, {
      error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
    });
    if (!app) return oauthError;
    if (url.pathname.endsWith('/debug_token')) {
      if (url.searchParams.get('access_token') !== `${app.appId}|${app.appSecret}`)
        return oauthError;
      const person = facebook.get(url.searchParams.get('input_token') ?? '');
      if (!person) {
        return json(200, {
          data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } },
        });
      }
      return json(200, {
        data: {
          app_id: person.appId,
          type: 'USER',
          application: 'Kilau',
          expires_at: 1795000000,
          is_valid: true,
          scopes: ['email', 'public_profile'],
          user_id: person.sub,
        },
      });
    }
    if (url.pathname.endsWith('/me')) {
      const token = url.searchParams.get('access_token') ?? '';
      const person = facebook.get(token);
      const proof = createHmac('sha256', app.appSecret).update(token).digest('hex');
      if (!person || url.searchParams.get('appsecret_proof') !== proof) return oauthError;
      return json(200, {
        id: person.sub,
        ...(person.name ? { name: person.name } : {}),
        ...(person.given_name ? { first_name: person.given_name } : {}),
        ...(person.family_name ? { last_name: person.family_name } : {}),
        ...(person.email ? { email: person.email } : {}),
      });
    }
    return oauthError;
  }

  const fetch: Fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.origin}${url.pathname}`);
    if (state.down) throw new TypeError('fetch failed');
    if (url.href.startsWith('https://www.google.com/recaptcha/api/siteverify')) {
      return siteverify(new URLSearchParams(await request.text()));
    }
    if (url.origin === 'https://oauth2.googleapis.com' && url.pathname === '/tokeninfo') {
      return tokeninfo(url);
    }
    if (url.href === 'https://openidconnect.googleapis.com/v1/userinfo') {
      return userinfo(request.headers.get('authorization'));
    }
    if (url.origin === 'https://graph.facebook.com') return graph(url);
    return json(404, { error: 'not in the sandbox' });
  };

  return {
    fetch,
    calls,
    /** Makes every provider unreachable (network down) until set back. */
    setDown(down: boolean) {
      state.down = down;
    },
    recaptcha: {
      /** A token the browser would get from a solved challenge (v3 when a score is given). */
      solve(score?: number) {
        const token = `03AF-sandbox-${(issued += 1)}`;
        captchas.set(token, score === undefined ? {} : { score });
        return token;
      },
    },
    google: {
      accessToken(person: SandboxPerson, aud: string) {
        const token = `ya29.sandbox-${(issued += 1)}`;
        googleAccess.set(token, { ...person, aud });
        return token;
      },
      idToken(person: SandboxPerson, aud: string, iss = 'https://accounts.google.com') {
        const token = `${b64({ alg: 'RS256' })}.${b64({ sub: person.sub, n: (issued += 1) })}.sig`;
        googleId.set(token, { ...person, aud, iss });
        return token;
      },
    },
    facebook: {
      token(person: SandboxPerson, appId = keys.facebook?.appId ?? '') {
        const token = `EAAB-sandbox-${(issued += 1)}`;
        facebook.set(token, { ...person, appId });
        return token;
      },
    },
  };
}

export type ProviderSandbox = ReturnType<typeof createProviderSandbox>;
