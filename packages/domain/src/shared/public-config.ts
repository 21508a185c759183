import { z } from './zod';

/**
 * `GET /api/config/public`: the keys the storefront's browser scripts need, a server-side
 * whitelist (STYLE §10). A value is null when that outside service is not configured. It lives
 * in `shared`, not in one context: it gathers several contexts' keys (sign-in and reCAPTCHA of
 * accounts, the map of addresses, the card script of payment) into one answer of the shop.
 */
export const PublicConfigAnswerSchema = z.object({
  store_name: z.string(),
  recaptcha_site_key: z.string().nullable(),
  /** Which social sign-ins are on: the server can verify their tokens. */
  social_login: z.object({ google: z.boolean(), facebook: z.boolean() }),
  google_client_id: z.string().nullable(),
  facebook_app_id: z.string().nullable(),
  maps_key: z.string().nullable(),
  /** Whether popup banners open in apps mode too (off: the app shows its own). */
  popups_in_apps_mode: z.boolean().optional(),
  /** The payment gateway's browser side (never its server key): null when cards are off. */
  payment_gateway: z.object({ client_key: z.string(), script_url: z.string() }).nullable(),
  /** The feature toggle the storefront asks whether the quick tour is on (001 §7). */
  quick_tour_toggle: z.string(),
  /** This shop's country and the other countries' shops (the time zone redirect, 001 §4). */
  site_country: z.string().optional(),
  country_sites: z.record(z.string(), z.string()).optional(),
});
export type PublicConfigAnswer = z.infer<typeof PublicConfigAnswerSchema>;
