import QRCode from 'qrcode';
import type { TotpSetup } from '../login-steps';

const BASE32 = /^[A-Z2-7]+=*$/;

/**
 * The set-up for `secret` and `uri`, or null when they are not an authenticator's: the page
 * posts them back with the code (so a wrong code shows the same QR code again), and only a
 * TOTP address with that secret is drawn.
 */
export async function totpSetup(secret: unknown, uri: unknown): Promise<TotpSetup | null> {
  if (typeof secret !== 'string' || typeof uri !== 'string') return null;
  if (!BASE32.test(secret) || !uri.startsWith('otpauth://totp/')) return null;
  if (new URL(uri).searchParams.get('secret') !== secret) return null;
  const svg = await QRCode.toString(uri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#2f1227', light: '#ffffff' },
  });
  return { secret, uri, svg, groups: secret.replace(/=+$/, '').match(/.{1,4}/g) ?? [] };
}
