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
    name: 'Skincare Hemat s.d. 30%',
    type: 'promo',
    partnerName: null,
    category: 'Skincare',
    onlyDiscounted: true,
    window: [-72, 240],
    colours: ['#ffd6e0', '#ff8fab'],
    description:
      'Rangkaian skincare favorit dengan potongan hingga 30%. Saatnya lengkapi rutinitas glowing-mu.',
  },
  {
    slug: 'makeup-favorit-diskon',
    name: 'Diskon Makeup Favorit s.d. 40%',
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
    name: 'Beli 2 Gratis 1 Masker Wajah',
    type: 'promo',
    partnerName: null,
    category: 'Mask',
    onlyDiscounted: false,
    window: [-24, 144],
    colours: ['#d9f2e6', '#5cc197'],
    description: 'Beli dua masker wajah apa saja dan dapatkan satu gratis. Berlaku kelipatan.',
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
    description:
      'Dukung brand lokal dengan wewangian khas Nusantara. Gratis sampel untuk setiap pembelian.',
  },
  {
    slug: 'cashback-bank-samudra',
    name: 'Cashback 20% Kartu Kredit Bank Samudra',
    type: 'partner',
    partnerName: 'Bank Samudra',
    category: null,
    onlyDiscounted: false,
    window: [-120, 480],
    colours: ['#d6e8ff', '#3d7be0'],
    description:
      'Cashback 20% hingga Rp100.000 dengan kartu kredit Bank Samudra, minimal transaksi Rp300.000.',
  },
  {
    slug: 'dompetku-potongan-50rb',
    name: 'Potongan Rp50.000 dengan DompetKu',
    type: 'partner',
    partnerName: 'DompetKu',
    category: null,
    onlyDiscounted: false,
    window: [-24, 192],
    colours: ['#d8f5f0', '#1fa58c'],
    description:
      'Bayar pakai DompetKu dan nikmati potongan langsung Rp50.000 untuk transaksi minimal Rp250.000.',
  },
  {
    slug: 'cicilan-0-nusantara-card',
    name: 'Cicilan 0% 12 Bulan Nusantara Card',
    type: 'partner',
    partnerName: 'Bank Nusantara Raya',
    category: 'Fragrance',
    onlyDiscounted: false,
    window: [-240, 720],
    colours: ['#fff1c9', '#e0a823'],
    description:
      'Cicilan 0% hingga 12 bulan untuk parfum dan produk premium dengan kartu kredit Nusantara Card.',
  },
  {
    slug: 'paylima-cashback-15',
    name: 'Cashback 15% PayLima',
    type: 'partner',
    partnerName: 'PayLima',
    category: null,
    onlyDiscounted: false,
    window: [48, 264],
    colours: ['#e6e3ff', '#6a5ae0'],
    description: 'Cashback 15% dalam bentuk koin PayLima untuk semua produk, maksimal Rp75.000.',
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
