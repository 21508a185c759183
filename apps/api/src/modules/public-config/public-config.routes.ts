import { PublicConfigAnswerSchema, type PublicConfigAnswer } from '@kilau/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env';
import { envelopeOf, respond } from '../../lib/envelope';

type PublicKeys = Pick<
  Env,
  | 'STORE_NAME'
  | 'RECAPTCHA_SITE_KEY'
  | 'GOOGLE_CLIENT_ID'
  | 'FACEBOOK_APP_ID'
  | 'FACEBOOK_APP_SECRET'
  | 'MAPS_API_KEY'
  | 'QUICK_TOUR_TOGGLE'
  | 'POPUPS_IN_APPS_MODE'
  | 'SITE_COUNTRY'
  | 'COUNTRY_SITES'
>;

/**
 * The configuration the browser may see: a named whitelist (STYLE §10), built field by field so
 * that no secret can slip in. Social sign-in counts as on only when the server can verify its
 * tokens (Facebook needs the app secret, which itself never leaves the server).
 */
/** The gateway's browser script for card tokens (never its server key). */
type GatewayScript = { clientKey: string; scriptUrl: string } | null;

export function publicConfig(env: PublicKeys, gateway: GatewayScript = null): PublicConfigAnswer {
  const facebook = Boolean(env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET);
  return {
    store_name: env.STORE_NAME,
    recaptcha_site_key: env.RECAPTCHA_SITE_KEY ?? null,
    social_login: { google: Boolean(env.GOOGLE_CLIENT_ID), facebook },
    google_client_id: env.GOOGLE_CLIENT_ID ?? null,
    facebook_app_id: facebook ? (env.FACEBOOK_APP_ID ?? null) : null,
    maps_key: env.MAPS_API_KEY ?? null,
    popups_in_apps_mode: env.POPUPS_IN_APPS_MODE ?? false,
    payment_gateway: gateway
      ? { client_key: gateway.clientKey, script_url: gateway.scriptUrl }
      : null,
    quick_tour_toggle: env.QUICK_TOUR_TOGGLE,
    site_country: env.SITE_COUNTRY,
    country_sites: { ...env.COUNTRY_SITES },
  };
}

/** `GET /config/public` (prefix `/api`): the site keys the storefront loads scripts with. */
export const publicConfigRoutes: FastifyPluginAsyncZod<{
  config: PublicKeys;
  paymentGateway?: GatewayScript;
}> = async (app, { config, paymentGateway = null }) => {
  const body = publicConfig(config, paymentGateway);
  app.get(
    '/config/public',
    {
      schema: {
        tags: ['configuration'],
        response: { 200: envelopeOf(PublicConfigAnswerSchema) },
        summary: 'Public configuration for the storefront (site keys, which sign-ins are on)',
        description:
          'Answers `data { store_name, recaptcha_site_key, social_login { google, facebook }, ' +
          'google_client_id, facebook_app_id, maps_key, payment_gateway { client_key, ' +
          "script_url }, quick_tour_toggle, popups_in_apps_mode, site_country, country_sites }` (the gateway's card-token " +
          'script, never its server key; the feature toggle of the quick tour; whether popup ' +
          'banners open in apps mode); a value ' +
          'is null when not configured ' +
          '(reCAPTCHA then is not asked for on register; the map falls back to the plain form).',
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return respond(reply, body);
    },
  );
};
