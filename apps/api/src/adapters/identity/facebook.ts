import { createHmac } from 'node:crypto';
import { FACEBOOK_GRAPH_VERSION } from '@kilau/domain/accounts';
import { z } from 'zod';
import { fetchJson, InvalidTokenError, ProviderUnavailableError, type Fetch } from './http';
import type { SocialIdentityProvider } from './social-providers';

export const FACEBOOK_GRAPH_URL = `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}`;

const DebugToken = z.object({
  data: z.object({
    app_id: z.string().optional(),
    is_valid: z.boolean(),
    user_id: z.string().optional(),
  }),
});
const Me = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

/**
 * Facebook sign-in: `debug_token` (with the app token) proves the user token was issued to this
 * app, then `/me` (signed with `appsecret_proof`) gives the profile of the same user. Facebook
 * gives only confirmed e-mail addresses, and none at all when the person has none or declined.
 */
export function createFacebookProvider(deps: {
  appId: string;
  appSecret: string;
  fetch: Fetch;
}): SocialIdentityProvider {
  const refuse = (detail: string) => new InvalidTokenError('facebook', detail);

  return {
    name: 'facebook',
    async verify(token) {
      const debug = new URL(`${FACEBOOK_GRAPH_URL}/debug_token`);
      debug.searchParams.set('input_token', token);
      debug.searchParams.set('access_token', `${deps.appId}|${deps.appSecret}`);
      const checked = await fetchJson(deps.fetch, 'facebook', debug.toString());
      const parsed = DebugToken.safeParse(checked.body);
      if (checked.status !== 200 || !parsed.success) {
        // Our app token refused: a configuration fault, not the shopper's.
        throw new ProviderUnavailableError('facebook', `debug_token HTTP ${checked.status}`);
      }
      const { data } = parsed.data;
      if (!data.is_valid || !data.user_id) throw refuse('not valid');
      if (data.app_id !== deps.appId) throw refuse('issued to another app');

      const me = new URL(`${FACEBOOK_GRAPH_URL}/me`);
      me.searchParams.set('fields', 'id,name,email,first_name,last_name');
      me.searchParams.set('access_token', token);
      me.searchParams.set(
        'appsecret_proof',
        createHmac('sha256', deps.appSecret).update(token).digest('hex'),
      );
      const answer = await fetchJson(deps.fetch, 'facebook', me.toString());
      const profile = Me.safeParse(answer.body);
      if (answer.status !== 200 || !profile.success) throw refuse(`me HTTP ${answer.status}`);
      if (profile.data.id !== data.user_id) throw refuse('profile of another user');
      const email = profile.data.email?.trim() || null;
      return {
        provider: 'facebook',
        subject: profile.data.id,
        email,
        emailVerified: email !== null,
        firstName: profile.data.first_name ?? null,
        lastName: profile.data.last_name ?? null,
        name: profile.data.name ?? null,
      };
    },
  };
}
