import type { Locale } from '@kilau/domain';

/** The home page's banners: the hero carousel, the promo and text banners. */
export const BANNER_TEXT = {
  // Home (catalogue content)
  homeHeroLabel: { id: 'Promo utama', en: 'Featured promotions' },
  homeHeroSlide: { id: 'Banner {index} dari {total}', en: 'Banner {index} of {total}' },
  homeHeroPrevious: { id: 'Banner sebelumnya', en: 'Previous banner' },
  homeHeroNext: { id: 'Banner berikutnya', en: 'Next banner' },
  homeAnnouncements: { id: 'Info promo', en: 'Promotion news' },
} as const satisfies Record<string, Record<Locale, string>>;
