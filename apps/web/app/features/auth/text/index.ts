import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { AUTH_TEXT } from './auth';

/** The sign-in and sign-up copy (dialogs, codes, account menu), with the shell's. */
export const authText = featureText(AUTH_TEXT);
export type AuthTextKey = Parameters<typeof authText>[0];
export const useAuthText = featureTextHook(authText);
