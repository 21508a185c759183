import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { ACCOUNT_TEXT } from './account';

/** The account screen's copy (layout, tabs, profile and password forms), with the shell's. */
export const accountText = featureText(ACCOUNT_TEXT);
export type AccountTextKey = Parameters<typeof accountText>[0];
export const useAccountText = featureTextHook(accountText);
