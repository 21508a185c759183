import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { ACADEMY_TEXT } from './academy';

/** The academy's copy, with the shell's. */
export const academyText = featureText(ACADEMY_TEXT);
export type AcademyTextKey = Parameters<typeof academyText>[0];
export const useAcademyText = featureTextHook(academyText);
