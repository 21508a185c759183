import { z } from 'zod';
import type { Locale } from '@kilau/domain';
import { DEVICE_COOKIE } from '../../lib/sessions';

/**
 * What a sign-in records and answers in: when, from where (the IP and the browser's
 * `kilau_device` cookie), in which language.
 */
export type RequestMeta = {
  now: Date;
  ip: string;
  userAgent: string | undefined;
  locale: Locale;
  device?: string | undefined;
};

/** The meta of a request, at the clock's now. */
export const requestMeta = (
  request: {
    ip: string;
    headers: Record<string, unknown>;
    locale: Locale;
    cookies: Record<string, string | undefined>;
  },
  clock: () => Date,
): RequestMeta => ({
  now: clock(),
  ip: request.ip,
  device: request.cookies[DEVICE_COOKIE],
  userAgent:
    typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  locale: request.locale,
});

/** `?transport=bearer`: API clients get the token in the body; browsers only get the cookie. */
export const TransportQuery = z.object({
  transport: z.enum(['cookie', 'bearer']).default('cookie'),
});
