import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { CART_TEXT } from './cart';

/** The cart feature's copy, with the shell's. */
export const cartText = featureText(CART_TEXT);
export type CartTextKey = Parameters<typeof cartText>[0];
export const useCartText = featureTextHook(cartText);
