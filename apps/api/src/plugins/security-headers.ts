import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** Per-response nonce for the web app's inline scripts (CSP script-src). */
    scriptNonce: string;
  }
}

const NONCE = Symbol('kilau.scriptNonce');
type WithNonce = ServerResponse & { [NONCE]?: string };

/**
 * Strict headers for every response. Scripts need the response's nonce; styles allow inline
 * attributes (React's `style` prop), so the nonce is deliberately not added to style-src.
 */
export const securityHeaders = fp<{ httpsOnly: boolean }>(
  async (app, { httpsOnly }) => {
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
            (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as WithNonce)[NONCE]}'`,
          ],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          scriptSrcAttr: ["'none'"],
          ...(httpsOnly ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: httpsOnly ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'security-headers' },
);
