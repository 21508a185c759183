import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';
import { inStoreMode } from '../lib/store-mode-cookie';

declare module 'fastify' {
  interface FastifyReply {
    /** Per-response nonce for the web app's inline scripts (CSP script-src). */
    scriptNonce: string;
  }
}

const NONCE = Symbol('kilau.scriptNonce');
type WithNonce = ServerResponse & { [NONCE]?: string };

/** The outside scripts the storefront may load: each only while its keys are configured. */
export type ThirdPartyScripts = {
  google: boolean;
  facebook: boolean;
  recaptcha: boolean;
  maps: boolean;
};

type Sources = {
  scriptSrc: string[];
  connectSrc: string[];
  frameSrc: string[];
  imgSrc?: string[];
};

/**
 * What each outside script needs, as its vendor documents it, scoped to paths where the vendor
 * allows: Google Identity Services (the token client), the Facebook JavaScript SDK (Indonesian
 * visitors may be served from web.facebook.com), reCAPTCHA v3 and the Maps JavaScript API of
 * `/find-us` (its tiles and markers are images from Google's hosts).
 */
export const THIRD_PARTY_SOURCES: Record<keyof ThirdPartyScripts, Sources> = {
  google: {
    scriptSrc: ['https://accounts.google.com/gsi/client'],
    connectSrc: ['https://accounts.google.com/gsi/'],
    frameSrc: ['https://accounts.google.com/gsi/'],
  },
  facebook: {
    scriptSrc: ['https://connect.facebook.net'],
    connectSrc: [
      'https://www.facebook.com',
      'https://web.facebook.com',
      'https://graph.facebook.com',
    ],
    frameSrc: ['https://www.facebook.com', 'https://web.facebook.com'],
  },
  recaptcha: {
    scriptSrc: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    connectSrc: ['https://www.google.com/recaptcha/'],
    frameSrc: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  },
  maps: {
    scriptSrc: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
    connectSrc: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
    frameSrc: [],
    imgSrc: ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.ggpht.com'],
  },
};

/** Which outside scripts the configuration turns on (the same rule as `/api/config/public`). */
export const thirdPartyScripts = (
  env: Pick<
    Env,
    | 'GOOGLE_CLIENT_ID'
    | 'FACEBOOK_APP_ID'
    | 'FACEBOOK_APP_SECRET'
    | 'RECAPTCHA_SITE_KEY'
    | 'MAPS_API_KEY'
  >,
): ThirdPartyScripts => ({
  google: Boolean(env.GOOGLE_CLIENT_ID),
  facebook: Boolean(env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET),
  recaptcha: Boolean(env.RECAPTCHA_SITE_KEY),
  maps: Boolean(env.MAPS_API_KEY),
});

function extraSources(scripts: ThirdPartyScripts): Sources {
  const on = (Object.keys(THIRD_PARTY_SOURCES) as (keyof ThirdPartyScripts)[]).filter(
    (name) => scripts[name],
  );
  const all = (directive: keyof Sources) => [
    ...new Set(on.flatMap((name) => THIRD_PARTY_SOURCES[name][directive] ?? [])),
  ];
  return {
    scriptSrc: all('scriptSrc'),
    connectSrc: all('connectSrc'),
    frameSrc: all('frameSrc'),
    imgSrc: all('imgSrc'),
  };
}

/**
 * ADR 0048: the barcode scanner compiles WebAssembly, which needs `'wasm-unsafe-eval'` (not
 * JavaScript eval). Only self-checkout pages get it: the `/self-checkout` path, and any page while
 * the self-checkout mode cookie is set (the scanner page is also reached by in-app navigation
 * from a document the mode loaded).
 */
export const allowsWasm = (request: Pick<IncomingMessage, 'url' | 'headers'>): boolean =>
  /^\/self-checkout(?:[/?.]|$)/.test(request.url ?? '') || inStoreMode(request.headers.cookie);

const NONE: ThirdPartyScripts = { google: false, facebook: false, recaptcha: false, maps: false };

/**
 * Strict headers for every response. Scripts need the response's nonce; styles allow inline
 * attributes (React's `style` prop), so the nonce is deliberately not added to style-src.
 * Configured sign-in and reCAPTCHA keys add exactly their vendors' origins, and social sign-in
 * lets our pages keep a handle on the provider's pop-up (`same-origin-allow-popups`), which the
 * pop-up needs to hand the token back.
 */
export const securityHeaders = fp<{
  httpsOnly: boolean;
  thirdParty?: ThirdPartyScripts;
  /** The payment gateway's card script, token call, 3-D Secure frame and provider forms. */
  gatewayOrigins?: readonly string[];
  /** Where public images come from besides the shop (MEDIA_BASE_URL's origin). */
  imageOrigins?: readonly string[];
  /** Where pages PUT uploads besides the shop (a bucket's pre-signed URLs). */
  uploadOrigins?: readonly string[];
}>(
  async (
    app,
    { httpsOnly, thirdParty = NONE, gatewayOrigins = [], imageOrigins = [], uploadOrigins = [] },
  ) => {
    const vendors = extraSources(thirdParty);
    const gateway = gatewayOrigins.filter((origin) => origin !== "'self'");
    const extra = {
      scriptSrc: [...vendors.scriptSrc, ...gateway],
      connectSrc: [...vendors.connectSrc, ...gateway, ...uploadOrigins],
      frameSrc: [...vendors.frameSrc, ...gateway],
    };
    const popups = thirdParty.google || thirdParty.facebook;
    app.decorateReply('scriptNonce', '');
    app.addHook('onRequest', async (_request, reply) => {
      const nonce = randomBytes(16).toString('base64');
      reply.scriptNonce = nonce;
      (reply.raw as WithNonce)[NONCE] = nonce;
    });
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [
            "'self'",
            (req: IncomingMessage, res: ServerResponse) =>
              `'nonce-${(res as WithNonce)[NONCE]}'${allowsWasm(req) ? " 'wasm-unsafe-eval'" : ''}`,
            ...extra.scriptSrc,
          ],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins, ...(vendors.imgSrc ?? [])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...extra.connectSrc],
          ...(extra.frameSrc.length > 0 ? { frameSrc: ["'self'", ...extra.frameSrc] } : {}),
          formAction: ["'self'", ...gateway],
          frameAncestors: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          scriptSrcAttr: ["'none'"],
          ...(httpsOnly ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      ...(popups ? { crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' } } : {}),
      hsts: httpsOnly ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'security-headers' },
);
