import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { ORDER_TEXT } from './order-text-table';

/** The bag page's copy (/order: lines, vouchers, points, totals), with the shell's. */
export const orderText = featureText(ORDER_TEXT);
export type OrderTextKey = Parameters<typeof orderText>[0];
export const useOrderText = featureTextHook(orderText);
