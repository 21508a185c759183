import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { LUCKY_DRAW_TEXT } from './lucky-draw';

/** The lucky draw's copy, with the shell's. */
export const luckyDrawText = featureText(LUCKY_DRAW_TEXT);
export type LuckyDrawTextKey = Parameters<typeof luckyDrawText>[0];
export const useLuckyDrawText = featureTextHook(luckyDrawText);
