import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { AUTH_TEXT } from './auth';

/** The auth feature's copy, with the shell's. */
export const authText = featureText(AUTH_TEXT);
export type AuthTextKey = Parameters<typeof authText>[0];
export const useAuthText = featureTextHook(authText);
