import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { ORDERS_TEXT } from './table';

/** The order history's copy (/my-orders: cards, filters and modals), with the shell's. */
export const ordersText = featureText(ORDERS_TEXT);
export type OrdersTextKey = Parameters<typeof ordersText>[0];
export const useOrdersText = featureTextHook(ordersText);
