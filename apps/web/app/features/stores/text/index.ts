import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { STORES_TEXT } from './stores';

/** The stores page's copy, with the shell's. */
export const storesText = featureText(STORES_TEXT);
export type StoresTextKey = Parameters<typeof storesText>[0];
export const useStoresText = featureTextHook(storesText);
