import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { BAG_TEXT } from './bag';

/** The bag page's copy (/order: lines, vouchers, points, totals), with the shell's. */
export const bagText = featureText(BAG_TEXT);
export type BagTextKey = Parameters<typeof bagText>[0];
export const useBagText = featureTextHook(bagText);
