/**
 * Promotions of the demo shop; partners (banks, e-wallets) are invented. Windows are hours from
 * `now`.
 */
export interface PromotionSeed {
  slug: string;
  name: string;
  type: 'promo' | 'partner';
  partnerName: string | null;
  /** A category name (top or leaf) whose products the promotion picks, or null for any. */
  category: string | null;
  onlyDiscounted: boolean;
  window: readonly [number, number];
  colours: readonly [string, string];
  description: string;
}

export const PROMOTION_TNC = [
  'Promo berlaku selama periode yang tertera atau selama persediaan masih ada.',
  'Tidak dapat digabungkan dengan promo lain kecuali disebutkan.',
  'Kilau berhak membatalkan pesanan yang terindikasi penyalahgunaan promo.',
].join('\n');

export const PROMOTIONS: readonly PromotionSeed[] = [
  {
    slug: 'skincare-hemat',
    name: 'Skincare Hemat',
    type: 'promo',
    partnerName: null,
    category: 'Skincare',
    onlyDiscounted: true,
    window: [-72, 240],
    colours: ['#ffd6e0', '#ff8fab'],
    description:
      'Rangkaian skincare favorit yang sedang diskon. Saatnya lengkapi rutinitas glowing-mu.',
  },
  {
    slug: 'makeup-favorit-diskon',
    name: 'Diskon Makeup Favorit',
    type: 'promo',
    partnerName: null,
    category: 'Makeup',
    onlyDiscounted: true,
    window: [-48, 168],
    colours: ['#ffe1cc', '#ff8c69'],
    description: 'Cushion, lip tint, dan eyeshadow pilihan dengan harga spesial minggu ini.',
  },
  {
    slug: 'masker-beli-2-gratis-1',
    name: 'Masker Wajah Pilihan',
    type: 'promo',
    partnerName: null,
    category: 'Mask',
    onlyDiscounted: false,
    window: [-24, 144],
    colours: ['#d9f2e6', '#5cc197'],
    description: 'Masker wajah favorit untuk ritual perawatan di rumah.',
  },
  {
    slug: 'parfum-lokal-pilihan',
    name: 'Parfum Lokal Pilihan',
    type: 'promo',
    partnerName: null,
    category: 'Fragrance',
    onlyDiscounted: false,
    window: [-96, 336],
    colours: ['#ece0f8', '#9b6fd0'],
    description: 'Dukung brand lokal dengan wewangian khas Nusantara.',
  },
  {
    slug: 'cashback-bank-samudra',
    name: 'Pilihan Bank Samudra',
    type: 'partner',
    partnerName: 'Bank Samudra',
    category: null,
    onlyDiscounted: false,
    window: [-120, 480],
    colours: ['#d6e8ff', '#3d7be0'],
    description: 'Produk favorit pilihan bersama Bank Samudra.',
  },
  {
    slug: 'dompetku-potongan-50rb',
    name: 'Pilihan DompetKu',
    type: 'partner',
    partnerName: 'DompetKu',
    category: null,
    onlyDiscounted: false,
    window: [-24, 192],
    colours: ['#d8f5f0', '#1fa58c'],
    description: 'Produk favorit pilihan bersama DompetKu.',
  },
  {
    slug: 'cicilan-0-nusantara-card',
    name: 'Parfum & Premium Nusantara Card',
    type: 'partner',
    partnerName: 'Bank Nusantara Raya',
    category: 'Fragrance',
    onlyDiscounted: false,
    window: [-240, 720],
    colours: ['#fff1c9', '#e0a823'],
    description: 'Parfum dan produk premium pilihan bersama Nusantara Card.',
  },
  {
    slug: 'paylima-cashback-15',
    name: 'Pilihan PayLima',
    type: 'partner',
    partnerName: 'PayLima',
    category: null,
    onlyDiscounted: false,
    window: [48, 264],
    colours: ['#e6e3ff', '#6a5ae0'],
    description: 'Produk favorit pilihan bersama PayLima.',
  },
];

/** Flash-sale windows in hours from `now`: one running, one upcoming. */
export const FLASH_SALES = [
  { name: 'Flash Sale Kilat', window: [-2, 6], items: 24 },
  { name: 'Flash Sale Tengah Malam', window: [8, 14], items: 12 },
] as const;

export const SPECIAL_PRICE_CODES = [
  'SPESIAL49',
  'GLOWDEAL',
  'LIPKILAU',
  'SERUMHEMAT',
  'SUNSAFE',
  'PAYDAY25',
  'BRANDLOVE',
  'KULITCERAH',
  'MASKERDAY',
  'PARFUMKU',
];
