import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { CONTENT_TEXT } from './content';

/** The content pages' copy, with the shell's. */
export const contentText = featureText(CONTENT_TEXT);
export type ContentTextKey = Parameters<typeof contentText>[0];
export const useContentText = featureTextHook(contentText);
