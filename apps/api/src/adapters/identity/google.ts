import { z } from 'zod';
import { fetchJson, InvalidTokenError, type Fetch } from './http';
import type { SocialIdentityProvider } from './social-providers';

export const GOOGLE_TOKENINFO_URL = 'https://oauth2.googleapis.com/tokeninfo';
export const GOOGLE_USERINFO_URL = 'https://openidconnect.googleapis.com/v1/userinfo';
const ISSUERS = new Set(['accounts.google.com', 'https://accounts.google.com']);

/** tokeninfo writes booleans as strings. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

const IdTokenClaims = z.object({
  iss: z.string(),
  aud: z.string(),
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: flag.optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});
const AccessTokenInfo = z.object({
  aud: z.string(),
  sub: z.string().min(1),
});
const UserInfo = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: flag.optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * Google sign-in. An ID token (a JWT) is checked by tokeninfo: issuer Google, audience our client
 * id. An OAuth access token is checked by tokeninfo (audience our client id), then userinfo gives
 * the profile, which must be the same subject.
 */
export function createGoogleProvider(deps: {
  clientId: string;
  fetch: Fetch;
}): SocialIdentityProvider {
  const get = (url: string, init?: RequestInit) => fetchJson(deps.fetch, 'google', url, init);
  const refuse = (detail: string) => new InvalidTokenError('google', detail);

  return {
    name: 'google',
    async verify(token) {
      if (JWT.test(token)) {
        const { status, body } = await get(
          `${GOOGLE_TOKENINFO_URL}?id_token=${encodeURIComponent(token)}`,
        );
        const claims = IdTokenClaims.safeParse(body);
        if (status !== 200 || !claims.success) throw refuse(`id token (HTTP ${status})`);
        if (claims.data.aud !== deps.clientId) throw refuse('id token for another client');
        if (!ISSUERS.has(claims.data.iss)) throw refuse('id token from another issuer');
        return toProfile(claims.data);
      }

      const info = await get(`${GOOGLE_TOKENINFO_URL}?access_token=${encodeURIComponent(token)}`);
      const parsed = AccessTokenInfo.safeParse(info.body);
      if (info.status !== 200 || !parsed.success)
        throw refuse(`access token (HTTP ${info.status})`);
      if (parsed.data.aud !== deps.clientId) throw refuse('access token for another client');
      const user = await get(GOOGLE_USERINFO_URL, {
        headers: { authorization: `Bearer ${token}` },
      });
      const profile = UserInfo.safeParse(user.body);
      if (user.status !== 200 || !profile.success) throw refuse(`userinfo (HTTP ${user.status})`);
      if (profile.data.sub !== parsed.data.sub) throw refuse('userinfo for another subject');
      return toProfile(profile.data);
    },
  };
}

function toProfile(claims: z.infer<typeof UserInfo>) {
  return {
    provider: 'google' as const,
    subject: claims.sub,
    email: claims.email ?? null,
    emailVerified: claims.email_verified ?? false,
    firstName: claims.given_name ?? null,
    lastName: claims.family_name ?? null,
    name: claims.name ?? null,
  };
}
