import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { CHAT_TEXT } from './chat';
import { SUPPORT_TEXT } from './support';

/** The contact page's and the support chat's copy, with the shell's. */
export const supportText = featureText({ ...SUPPORT_TEXT, ...CHAT_TEXT });
export type SupportTextKey = Parameters<typeof supportText>[0];
export const useSupportText = featureTextHook(supportText);
