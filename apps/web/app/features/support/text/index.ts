import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { SUPPORT_TEXT } from './support';

/** The contact page's copy, with the shell's. */
export const supportText = featureText(SUPPORT_TEXT);
export type SupportTextKey = Parameters<typeof supportText>[0];
export const useSupportText = featureTextHook(supportText);
