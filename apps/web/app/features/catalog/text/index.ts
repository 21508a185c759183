import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { CATALOG_TEXT } from './catalog';

/** The catalogue's copy (tiles, listings, promotions, product page), with the shell's. */
export const catalogText = featureText(CATALOG_TEXT);
export type CatalogTextKey = Parameters<typeof catalogText>[0];
export const useCatalogText = featureTextHook(catalogText);
