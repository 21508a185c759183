import type { Locale } from '@kilau/domain';

/** The home page's banners: the hero carousel, the promo and text banners. */
export const BANNER_TEXT = {
  // Home (catalogue content)
  homeHeroLabel: { id: 'Promo utama', en: 'Featured promotions' },
  homeHeroSlide: { id: 'Banner {index} dari {total}', en: 'Banner {index} of {total}' },
  homeHeroPrevious: { id: 'Banner sebelumnya', en: 'Previous banner' },
  homeHeroNext: { id: 'Banner berikutnya', en: 'Next banner' },
  homeAnnouncements: { id: 'Info promo', en: 'Promotion news' },
  // Popups, floating banners and notices (001 §3, §4)
  popupSeeMore: { id: 'Lihat promo', en: 'See the promotion' },
  floatingLabel: { id: 'Promo pilihan', en: 'Featured offers' },
  floatingClose: { id: 'Tutup promo pilihan', en: 'Close featured offers' },
  emergencyLabel: { id: 'Pengumuman penting', en: 'Important announcement' },
  campaignIconLabel: { id: 'Kampanye berlangsung', en: 'Running campaign' },
  campaignIconClose: { id: 'Tutup ikon {name}', en: 'Close the {name} icon' },
  // Home's mini, twin and cover banners (001 §3)
  homeMiniLabel: { id: 'Jelajahi pilihan', en: 'Explore our picks' },
  homeTwinLabel: { id: 'Sorotan promo', en: 'Promotion highlights' },
  coverSeeMore: { id: 'Lihat selengkapnya', en: 'See more' },
  // What a banner advertises, written from the live voucher or offer (ADR 0035)
  offerCodeAmount: {
    id: 'Pakai kode {code}, potongan {amount}',
    en: 'Use code {code} for {amount} off',
  },
  offerCodePercent: {
    id: 'Pakai kode {code}, diskon {percent}%',
    en: 'Use code {code} for {percent}% off',
  },
  offerCodeFreeShipping: {
    id: 'Pakai kode {code}, gratis ongkir s.d. {amount}',
    en: 'Use code {code} for free shipping up to {amount}',
  },
  offerCodeGift: {
    id: 'Pakai kode {code}, dapat hadiah gratis',
    en: 'Use code {code} for a free gift',
  },
  offerWelcomeAmount: {
    id: 'Member baru: voucher potongan {amount}',
    en: 'New members: a voucher for {amount} off',
  },
  offerWelcomePercent: {
    id: 'Member baru: voucher diskon {percent}%',
    en: 'New members: a voucher for {percent}% off',
  },
  offerFreeShipping: {
    id: 'Gratis ongkir min. belanja {amount}',
    en: 'Free shipping on orders from {amount}',
  },
  offerMinimum: { id: 'Min. belanja {amount}', en: 'Min. spend {amount}' },
  offerCap: { id: 'maks. {amount}', en: 'up to {amount}' },
  offerUntil: { id: 'berlaku s.d. {date}', en: 'valid until {date}' },
  offerWelcomeDays: {
    id: 'berlaku {days} hari sejak daftar',
    en: 'valid {days} days after signing up',
  },
} as const satisfies Record<string, Record<Locale, string>>;
