import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { CHECKOUT_TEXT } from './checkout';
import { HOW_TO_PAY_TEXT } from './how-to-pay';
import { PAYMENT_TEXT } from './payment';

const CHECKOUT_TABLE = { ...CHECKOUT_TEXT, ...PAYMENT_TEXT, ...HOW_TO_PAY_TEXT };

/** The checkout's copy (shipping, payment, after placing, how to pay), with the shell's. */
export const checkoutText = featureText(CHECKOUT_TABLE);
export type CheckoutTextKey = Parameters<typeof checkoutText>[0];
export const useCheckoutText = featureTextHook(checkoutText);
