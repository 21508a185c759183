import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { AUTHENTICITY_TEXT } from './authenticity';

/** The authenticity checks' copy, with the shell's. */
export const authenticityText = featureText(AUTHENTICITY_TEXT);
export type AuthenticityTextKey = Parameters<typeof authenticityText>[0];
export const useAuthenticityText = featureTextHook(authenticityText);
