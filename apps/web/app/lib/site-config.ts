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

/** Payment methods the shop takes (spec 000 §9 payment method codes), shown as text chips. */
export const PAYMENT_CHIPS: ReadonlyArray<{ label: string } | { text: UiTextKey }> = [
  { label: 'BCA Virtual Account' },
  { label: 'Permata Virtual Account' },
  { text: 'paymentCard' },
  { label: 'GoPay' },
  { label: 'OVO' },
  { label: 'Indomaret' },
  { text: 'paymentBankTransfer' },
  { text: 'paymentCod' },
];
