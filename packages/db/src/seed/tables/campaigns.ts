/** Campaigns with product sections; windows are hours from `now`. */
export interface CampaignSeed {
  slug: string;
  kind: 'campaign' | 'weekly_highlight' | 'deals' | 'sale';
  name: string;
  parent: string | null;
  category: string | null;
  window: readonly [number, number];
  colours: readonly [string, string];
  description: string;
  /** Product sections: a title and what to pick (a category name, 'discounted' or 'under-100k'). */
  sections: readonly { title: string; pick: string; count: number }[];
}

export const CAMPAIGNS: readonly CampaignSeed[] = [
  {
    slug: 'glow-up-week',
    kind: 'campaign',
    name: 'Glow Up Week',
    parent: null,
    category: 'Skincare',
    window: [-48, 120],
    colours: ['#ffe4ec', '#f06292'],
    description:
      'Seminggu penuh diskon skincare untuk kulit glowing: serum, sunscreen, dan pelembap terbaik.',
    sections: [
      { title: 'Serum Favorit', pick: 'Serum & Essence', count: 12 },
      { title: 'Sunscreen Wajib Punya', pick: 'Sunscreen', count: 12 },
      { title: 'Pelembap Terlaris', pick: 'Moisturizer', count: 12 },
    ],
  },
  {
    slug: 'glow-up-week-serum-day',
    kind: 'campaign',
    name: 'Serum Day',
    parent: 'glow-up-week',
    category: 'Serum & Essence',
    window: [-12, 36],
    colours: ['#fff0d9', '#f5a623'],
    description: 'Satu hari khusus serum: harga terbaik untuk bahan aktif favoritmu.',
    sections: [{ title: 'Serum Day Deals', pick: 'Serum & Essence', count: 16 }],
  },
  {
    slug: 'payday-sale',
    kind: 'sale',
    name: 'Payday Sale',
    parent: null,
    category: null,
    window: [-24, 96],
    colours: ['#ffe0d6', '#ff6f4f'],
    description: 'Gajian tiba! Belanja kebutuhan cantik yang sedang diskon.',
    sections: [
      { title: 'Sedang Diskon', pick: 'discounted', count: 16 },
      { title: 'Makeup Sale', pick: 'Makeup', count: 12 },
    ],
  },
  {
    slug: 'lip-week',
    kind: 'weekly_highlight',
    name: 'Lip Week',
    parent: null,
    category: 'Makeup',
    window: [-72, 96],
    colours: ['#ffd9e0', '#d6336c'],
    description:
      'Pilihan lip tint dan lipstik terlaris minggu ini, dari nude harian sampai merah berani.',
    sections: [
      { title: 'Lip Tint Terlaris', pick: 'Lip Tint', count: 12 },
      { title: 'Lipstik Pilihan', pick: 'Lipstick', count: 8 },
    ],
  },
  {
    slug: 'deals-under-100k',
    kind: 'deals',
    name: 'Serba di Bawah Rp100 Ribu',
    parent: null,
    category: null,
    window: [-48, 168],
    colours: ['#e0f7f1', '#20a987'],
    description: 'Produk cantik berkualitas dengan harga di bawah Rp100.000.',
    sections: [
      { title: 'Di Bawah Rp100.000', pick: 'under-100k', count: 16 },
      { title: 'Body Care Hemat', pick: 'Body', count: 8 },
    ],
  },
];
