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
 * The footer's links: only pages the shop has (each answers 200 to a guest, `site-footer.test.tsx`
 * checks them against the route table). The content pages of spec 001 §2 (about us, contact, FAQ,
 * the legal pages) join here with the issue that builds them.
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
    ],
  },
  {
    heading: 'footerHelp',
    links: [{ label: 'howToPay', to: '/how-to-pay' }],
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
