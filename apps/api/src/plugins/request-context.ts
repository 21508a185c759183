import { timingSafeEqual } from 'node:crypto';
import { localeFromAcceptLanguage, isLocale, type Locale } from '@kilau/domain';
import fp from 'fastify-plugin';

/** Header that marks the web app's in-process calls to the API; its value is a boot secret. */
export const INTERNAL_HEADER = 'x-kilau-internal';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shopper's language: `Accept-Language`, else the web app's `lang` cookie, else id. */
    locale: Locale;
    /** A loader's in-process call to the API (counted once, with the page, by rate limits). */
    isInternal: boolean;
  }
}

const matches = (value: unknown, secret: Buffer) =>
  typeof value === 'string' &&
  value.length === secret.length &&
  timingSafeEqual(Buffer.from(value), secret);

const LANG_COOKIE = /(?:^|;\s*)lang=(id|en)(?:;|$)/;

export const requestContext = fp<{ internalSecret: string }>(
  async (app, { internalSecret }) => {
    const secret = Buffer.from(internalSecret);
    app.decorateRequest('locale', 'id');
    app.decorateRequest('isInternal', false);
    app.addHook('onRequest', async (request, reply) => {
      request.isInternal = matches(request.headers[INTERNAL_HEADER], secret);
      const header = request.headers['accept-language'];
      const fromCookie = request.headers.cookie?.match(LANG_COOKIE)?.[1];
      request.locale = header
        ? localeFromAcceptLanguage(header)
        : isLocale(fromCookie)
          ? fromCookie
          : 'id';
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-context' },
);
