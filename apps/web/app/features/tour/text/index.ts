import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { TOUR_TEXT } from './tour';

/** The quick tour's copy, with the shell's. */
export const tourText = featureText(TOUR_TEXT);
export type TourTextKey = Parameters<typeof tourText>[0];
export const useTourText = featureTextHook(tourText);
