import type { UiTextKey } from './ui-text';

/**
 * Store configuration shown by the shell. The spec treats the store's own names and channels as
 * configuration, not code (spec/README.md): set the real social handles here.
 */
export const SOCIAL_LINKS = [
  { network: 'Instagram', href: 'https://www.instagram.com/kilau.id' },
  { network: 'TikTok', href: 'https://www.tiktok.com/@kilau.id' },
  { network: 'YouTube', href: 'https://www.youtube.com/@kilau.id' },
] as const;

/**
 * The footer's links: only pages the shop has (each answers 200 to a guest; the browser suite's
 * `content.spec.ts` and `chrome.spec.ts` open every one): the shop, help (the FAQ, contact, paying,
 * the legal pages) and about (about us, brand story, the offline stores).
 */
export const FOOTER_LINKS: ReadonlyArray<{
  heading: UiTextKey;
  links: ReadonlyArray<{ label: UiTextKey; to: string }>;
}> = [
  {
    heading: 'footerShop',
    links: [
      { label: 'footerAllProducts', to: '/shop/all' },
      { label: 'footerNewArrivals', to: '/new-arrivals' },
      { label: 'titleBestSeller', to: '/best-seller' },
      { label: 'titleFlashSale', to: '/flash-sale' },
      { label: 'titlePromo', to: '/promo' },
      { label: 'footerBrands', to: '/brand' },
      { label: 'footerSkinQuiz', to: '/quiz/tipe-kulit' },
    ],
  },
  {
    heading: 'footerHelp',
    links: [
      { label: 'footerFaq', to: '/faq' },
      { label: 'footerContact', to: '/contact-us' },
      { label: 'howToPay', to: '/how-to-pay' },
      { label: 'footerKredivoFaq', to: '/page/faq-kredivo' },
      { label: 'footerPrivacy', to: '/page/kebijakan-privasi' },
      { label: 'footerTerms', to: '/page/syarat-dan-ketentuan' },
      { label: 'footerSecurity', to: '/page/kebijakan-keamanan' },
    ],
  },
  {
    heading: 'footerAbout',
    links: [
      { label: 'footerAboutUs', to: '/content/4-about-us' },
      { label: 'footerBrandStory', to: '/brand-story' },
      { label: 'footerFindUs', to: '/find-us' },
    ],
  },
];

/**
 * How the shop takes payment, as name badges (ADR 0033; keys of `lib/name-badges.ts`): the card
 * schemes its card method accepts, the banks of its virtual accounts and transfer accounts, and
 * its wallets, QRIS, outlet, pay-later and cash on delivery (spec 000 §9 methods).
 */
export const PAYMENT_MARKS: readonly string[] = [
  'visa',
  'mastercard',
  'jcb',
  'bca',
  'mandiri',
  'permata',
  'cimb',
  'gopay',
  'ovo',
  'qris',
  'linkaja',
  'indomaret',
  'kredivo',
  'cash_on_delivery',
];
