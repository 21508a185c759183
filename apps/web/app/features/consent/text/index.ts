import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { CONSENT_TEXT } from './consent';

/** The cookie banner's and settings' copy, with the shell's. */
export const consentText = featureText(CONSENT_TEXT);
export const useConsentText = featureTextHook(consentText);
