import { createHash, randomBytes } from 'node:crypto';

export { SESSION_COOKIE } from '@kilau/domain/accounts';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Opaque session tokens: 256 random bits, shown once; only their SHA-256 is stored. */
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');
export function newSessionToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSessionToken(token) };
}

/**
 * The browser's own id (ADR 0015), kept a year in the `kilau_device` cookie: failed logins are
 * counted per known browser. Anything not shaped like one of ours is ignored.
 */
export const DEVICE_COOKIE = 'kilau_device';
export const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;
export function deviceOf(cookie: string | undefined) {
  const token =
    cookie && /^[\w-]{43}$/.test(cookie) ? cookie : randomBytes(32).toString('base64url');
  return { token, hash: hashSessionToken(token), presented: token === cookie };
}

export interface SessionMember {
  sessionId: number;
  userId: number;
  role: 'member' | 'operator';
}
