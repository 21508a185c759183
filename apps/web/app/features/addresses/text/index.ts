import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { ADDRESS_TEXT } from './addresses';

/** The address book's copy (cards, form, region pickers), with the shell's. */
export const addressText = featureText(ADDRESS_TEXT);
export type AddressTextKey = Parameters<typeof addressText>[0];
export const useAddressText = featureTextHook(addressText);
