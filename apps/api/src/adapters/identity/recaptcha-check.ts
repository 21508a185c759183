import { AppError } from '../../lib/app-error';
import { ProviderUnavailableError } from './http';
import type { RecaptchaVerifier } from './recaptcha';

/**
 * With reCAPTCHA configured, a form needs a token Google accepts (register, the contact form):
 * missing 422 `recaptcha_required`, refused 422 `recaptcha_invalid`, Google unreachable 503.
 * Without a verifier nothing is asked.
 */
export async function requireRecaptcha(
  verifier: RecaptchaVerifier | null,
  token: string | undefined,
  ip: string,
) {
  if (!verifier) return;
  if (!token?.trim()) throw new AppError(422, 'recaptcha_required', 'recaptcha_required');
  try {
    const result = await verifier.verify(token.trim(), ip);
    if (!result.ok) throw new AppError(422, 'recaptcha_invalid', 'recaptcha_invalid');
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      throw new AppError(503, 'recaptcha_unavailable', 'generic_retry');
    }
    throw error;
  }
}
