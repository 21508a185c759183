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

/** Content pages of spec 001 §2, linked from the footer. */
export const FOOTER_LINKS: ReadonlyArray<{
  heading: UiTextKey;
  links: ReadonlyArray<{ label: UiTextKey; to: string }>;
}> = [
  {
    heading: 'footerAbout',
    links: [
      { label: 'aboutUs', to: '/content/4-about-us' },
      { label: 'contactUs', to: '/contact-us' },
      { label: 'faq', to: '/faq' },
    ],
  },
  {
    heading: 'footerHelp',
    links: [
      { label: 'howToPay', to: '/how-to-pay' },
      { label: 'privacyPolicy', to: '/page/kebijakan-privasi' },
      { label: 'termsAndConditions', to: '/page/syarat-dan-ketentuan' },
      { label: 'securityPolicy', to: '/page/kebijakan-keamanan' },
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
