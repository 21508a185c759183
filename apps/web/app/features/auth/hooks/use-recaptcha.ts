import { useCallback, useEffect } from 'react';
import { usePublicConfig } from '~/lib/public-config';
import { prepareRecaptcha, recaptchaToken } from '../api/identity-scripts';

/**
 * reCAPTCHA v3 for a form, when the shop has a site key (001 §5: register sends a recaptcha
 * token). The script loads as the form opens, so the token is quick on submit; `token` is null
 * when reCAPTCHA is off or cannot be reached.
 */
export function useRecaptcha() {
  const { recaptchaSiteKey } = usePublicConfig();
  useEffect(() => {
    if (recaptchaSiteKey) void prepareRecaptcha(recaptchaSiteKey);
  }, [recaptchaSiteKey]);
  const token = useCallback(
    async (action: string) => (recaptchaSiteKey ? recaptchaToken(recaptchaSiteKey, action) : null),
    [recaptchaSiteKey],
  );
  return { active: recaptchaSiteKey !== null, token };
}
