import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { SEARCH_TEXT } from './search';

/** The search box's copy, with the shell's. */
export const searchText = featureText(SEARCH_TEXT);
export type SearchTextKey = Parameters<typeof searchText>[0];
export const useSearchText = featureTextHook(searchText);
