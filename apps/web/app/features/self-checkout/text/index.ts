import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { SELF_CHECKOUT_TEXT } from './self-checkout';

/** Self-checkout's copy, with the shell's. */
export const selfCheckoutText = featureText(SELF_CHECKOUT_TEXT);
export type SelfCheckoutTextKey = Parameters<typeof selfCheckoutText>[0];
export const useSelfCheckoutText = featureTextHook(selfCheckoutText);
