import type { TopCategoryKey } from './brands';

export interface CategorySeed {
  key: TopCategoryKey;
  name: string;
  description: string;
  children: readonly { name: string; description: string }[];
}

const leaf = (name: string, description: string) => ({ name, description });

/** Leaves that no product line fills: bundles live under Skincare Set, e-gift cards under Gift Card. */
export const BUNDLE_CATEGORY = 'Skincare Set';
export const EGIFT_CATEGORY = 'Gift Card';

export const CATEGORY_TREE: readonly CategorySeed[] = [
  {
    key: 'skincare',
    name: 'Skincare',
    description: 'Rangkaian perawatan wajah dari pembersih hingga tabir surya.',
    children: [
      leaf('Cleanser', 'Sabun cuci muka, micellar water, dan cleansing balm.'),
      leaf('Toner', 'Toner dan essence untuk menyiapkan kulit.'),
      leaf('Serum & Essence', 'Bahan aktif terkonsentrasi untuk kebutuhan kulitmu.'),
      leaf('Moisturizer', 'Pelembap gel, krim, dan sleeping mask.'),
      leaf('Sunscreen', 'Perlindungan harian dari sinar UVA dan UVB.'),
      leaf('Mask', 'Sheet mask, clay mask, dan masker wajah lainnya.'),
      leaf('Eye Care', 'Perawatan khusus area mata.'),
      leaf(BUNDLE_CATEGORY, 'Paket hemat rangkaian skincare lengkap.'),
    ],
  },
  {
    key: 'makeup',
    name: 'Makeup',
    description: 'Base makeup, warna bibir, mata, dan pipi.',
    children: [
      leaf('Foundation', 'Foundation cair dan skin tint.'),
      leaf('Cushion', 'Cushion foundation praktis dengan SPF.'),
      leaf('Powder', 'Bedak tabur dan bedak padat.'),
      leaf('Lipstick', 'Lipstik matte, satin, dan creamy.'),
      leaf('Lip Tint', 'Lip tint, lip cream, dan lip glaze.'),
      leaf('Eyeshadow', 'Palet eyeshadow matte dan shimmer.'),
      leaf('Mascara', 'Maskara waterproof dan volume.'),
      leaf('Blush', 'Perona pipi bubuk, krim, dan cair.'),
    ],
  },
  {
    key: 'body',
    name: 'Body',
    description: 'Perawatan tubuh dari sabun mandi hingga lulur.',
    children: [
      leaf('Body Wash', 'Sabun mandi cair dan shower gel.'),
      leaf('Body Lotion', 'Lotion, body serum, dan body butter.'),
      leaf('Body Scrub', 'Lulur dan scrub tubuh.'),
      leaf('Hand & Foot Cream', 'Perawatan tangan dan kaki.'),
      leaf('Deodorant', 'Deodoran roll on, stick, dan spray.'),
    ],
  },
  {
    key: 'hair',
    name: 'Hair',
    description: 'Sampo, kondisioner, dan perawatan rambut.',
    children: [
      leaf('Shampoo', 'Sampo untuk setiap jenis rambut dan kulit kepala.'),
      leaf('Conditioner', 'Kondisioner dan leave-in conditioner.'),
      leaf('Hair Mask', 'Masker dan treatment rambut.'),
      leaf('Hair Serum & Oil', 'Serum, minyak, dan tonik rambut.'),
      leaf('Hair Mist & Styling', 'Hair mist, parfum rambut, dan styling.'),
    ],
  },
  {
    key: 'fragrance',
    name: 'Fragrance',
    description: 'Parfum, eau de toilette, dan body mist.',
    children: [
      leaf('Eau de Parfum', 'Parfum dengan konsentrasi tinggi yang tahan lama.'),
      leaf('Eau de Toilette', 'Wewangian segar untuk sehari-hari.'),
      leaf('Body Mist', 'Body mist ringan dan menyegarkan.'),
      leaf('Perfume Oil', 'Parfum roll on dan perfume oil.'),
    ],
  },
  {
    key: 'tools',
    name: 'Tools',
    description: 'Kuas, spons, dan alat kecantikan.',
    children: [
      leaf('Makeup Brush', 'Kuas makeup wajah dan mata.'),
      leaf('Beauty Sponge', 'Spons dan puff makeup.'),
      leaf('Facial Tools', 'Face roller, gua sha, dan alat pijat wajah.'),
      leaf('Eyelash Curler', 'Penjepit bulu mata.'),
      leaf('Makeup Pouch', 'Pouch dan tas kosmetik.'),
      leaf(EGIFT_CATEGORY, 'Kartu hadiah digital Kilau.'),
    ],
  },
];
