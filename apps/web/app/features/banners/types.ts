import type { BannerView } from '@kilau/domain/engagement';

/** The API's banner shapes live in the domain (ADR 0020). */
export type { BannerView, BannerGroups } from '@kilau/domain/engagement';

/** What a banner component renders: the loader keeps only these fields of the API's banner. */
export type Banner = Pick<
  BannerView,
  'id' | 'title' | 'subtitle' | 'image_url' | 'link_url' | 'offer'
>;

/** A banner as the page renders it (the loader's view model). */
export const bannerView = ({
  id,
  title,
  subtitle,
  image_url,
  link_url,
  offer,
}: Banner): Banner => ({
  id,
  title,
  subtitle,
  image_url,
  link_url,
  offer,
});

/** A popup banner as the page renders it: the banner, its setting (001 §4) and its page. */
export const popupView = (banner: Banner & Pick<BannerView, 'popup_setting' | 'page_path'>) => ({
  ...bannerView(banner),
  popup_setting: banner.popup_setting,
  page_path: banner.page_path,
});

/** A home banner as the page renders it: the banner and its type (hero, mini, twin, cover). */
export const homeBannerView = (banner: Banner & Pick<BannerView, 'type'>) => ({
  ...bannerView(banner),
  type: banner.type,
});
