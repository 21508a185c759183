import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { RETURNS_TEXT } from './returns-table';
import { ORDERS_TEXT } from './table';

/**
 * The order history's copy (/my-orders: cards, filters and modals; a delivered order's returns
 * and the return form), with the shell's.
 */
export const ordersText = featureText({ ...ORDERS_TEXT, ...RETURNS_TEXT });
export type OrdersTextKey = Parameters<typeof ordersText>[0];
export const useOrdersText = featureTextHook(ordersText);
