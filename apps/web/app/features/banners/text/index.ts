import { featureTextHook } from '~/lib/i18n';
import { featureText } from '~/lib/ui-text';
import { BANNER_TEXT } from './banners';

/** The banners' copy, with the shell's. */
export const bannerText = featureText(BANNER_TEXT);
export type BannerTextKey = Parameters<typeof bannerText>[0];
export const useBannerText = featureTextHook(bannerText);
