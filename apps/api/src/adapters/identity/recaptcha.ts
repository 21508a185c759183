import { z } from 'zod';
import { fetchJson, ProviderUnavailableError, type Fetch } from './http';

export type RecaptchaResult = { ok: true } | { ok: false; reason: 'invalid' | 'low_score' };

/**
 * The reCAPTCHA port: checks a token the browser got with the site key. Throws
 * `ProviderUnavailableError` when the check cannot be made.
 */
export interface RecaptchaVerifier {
  verify(token: string, remoteIp: string | undefined): Promise<RecaptchaResult>;
}

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

const SiteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/**
 * Google's siteverify: a form POST of secret, response and remote IP. v3 answers carry a score,
 * held against `minScore`; v2 answers are pass or fail.
 */
export function createGoogleRecaptcha(deps: {
  secret: string;
  minScore: number;
  fetch: Fetch;
}): RecaptchaVerifier {
  return {
    async verify(token, remoteIp) {
      const form = new URLSearchParams({ secret: deps.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      const { status, body } = await fetchJson(deps.fetch, 'recaptcha', RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      const answer = SiteverifyAnswer.safeParse(body);
      if (status !== 200 || !answer.success) {
        throw new ProviderUnavailableError('recaptcha', `unexpected answer (HTTP ${status})`);
      }
      const codes = answer.data['error-codes'] ?? [];
      // Our own secret refused: a configuration fault, not the shopper's.
      if (codes.includes('invalid-input-secret') || codes.includes('missing-input-secret')) {
        throw new ProviderUnavailableError('recaptcha', codes.join(', '));
      }
      if (!answer.data.success) return { ok: false, reason: 'invalid' };
      if (answer.data.score !== undefined && answer.data.score < deps.minScore) {
        return { ok: false, reason: 'low_score' };
      }
      return { ok: true };
    },
  };
}
