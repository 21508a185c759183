import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { HOME_TEXT } from './home';

/** The home page's copy, with the shell's. */
export const homeText = featureText(HOME_TEXT);
export type HomeTextKey = Parameters<typeof homeText>[0];
export const useHomeText = featureTextHook(homeText);
