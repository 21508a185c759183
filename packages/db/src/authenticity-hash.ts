import { createHmac } from 'node:crypto';

/**
 * The key authenticity codes are hashed with when `AUTHENTICITY_CODE_SECRET` is not configured
 * (development, tests, the demo): the demo's documented codes are hashed with it. A real shop
 * sets its own (docs/design/authenticity.md); codes made under one key are unknown under another.
 */
export const DEV_AUTHENTICITY_CODE_SECRET = 'kilau-dev-authenticity-code-secret-not-for-production';

/**
 * HMAC-SHA-256 (hex) of a normalised code (`XXXXXXXXXXXX`, upper case, no dashes): what
 * `authenticity_codes.code_hash` holds and a check looks up. Here so that the API and the demo
 * seed hash alike (`@kilau/db` imports no other workspace).
 */
export const authenticityCodeHash = (secret: string, normalisedCode: string) =>
  createHmac('sha256', secret).update(`code:${normalisedCode}`).digest('hex');
