import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { CART_TEXT } from './cart';

/** The chrome's bag copy (notification, mini-cart, guest merge), with the shell's. */
export const cartText = featureText(CART_TEXT);
export type CartTextKey = Parameters<typeof cartText>[0];
export const useCartText = featureTextHook(cartText);
