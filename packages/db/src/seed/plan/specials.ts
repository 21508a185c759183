import type { Classification } from '../../schema';
import { BRANDS, HOUSE_BRAND } from '../tables/brands';
import { BUNDLE_CATEGORY, EGIFT_CATEGORY } from '../tables/categories';
import type { Random } from '../random';
import { ean13, shopPrice, slugify } from '../text';
import type { PlanContext } from './products';
import { chooseTags, uniqueSlug } from './products';
import { MAX_PRICE } from './combinations';
import type { CombinationPlan, ProductPlan } from './types';

/** The house brand (e-gift cards) sits after the trade brands. */
export const HOUSE_BRAND_INDEX = BRANDS.length;
export const ALL_BRANDS = [...BRANDS, HOUSE_BRAND];

const single = (
  serial: number,
  i: number,
  fields: Partial<CombinationPlan> & Pick<CombinationPlan, 'price' | 'stock' | 'weightGrams'>,
): CombinationPlan => ({
  sku: `KLU-${String(serial).padStart(5, '0')}-${String(i + 1).padStart(2, '0')}`,
  barcode: ean13('899', serial * 16 + i),
  attributes: { non_specify: { name: '' } },
  colour: null,
  hex: null,
  priceAfterDiscount: fields.price,
  deductionType: null,
  deductionAmount: 0,
  deductionPercentage: 0,
  isShowAsPercentage: true,
  isDefault: i === 0,
  preorder: null,
  ...fields,
});

function special(
  random: Random,
  context: PlanContext,
  fields: Pick<
    ProductPlan,
    'name' | 'brandIndex' | 'top' | 'leaf' | 'combinations' | 'look' | 'howToUse' | 'ingredients'
  > & {
    classification: Classification;
    description: string;
  },
): ProductPlan {
  const brand = ALL_BRANDS[fields.brandIndex]?.name ?? '';
  return {
    isNew: random.chance(0.3),
    isExclusive: fields.classification !== 'gwp_non_sellable' && random.chance(0.4),
    isLimited: fields.classification.startsWith('bundle'),
    isOnline: fields.classification === 'egift',
    isSale: fields.combinations.some((c) => c.priceAfterDiscount < c.price),
    isBuyOneGetOneFree: false,
    showAllCombinations: false,
    maxLimitPerOrder: fields.classification === 'gwp_non_sellable' ? 1 : 5,
    ratingLean: 0,
    reviewDemand: 0,
    totalSold: random.int(0, 400),
    publishedHoursAgo: random.int(24, 60 * 24),
    tags: chooseTags(random, `${fields.name} gift`, fields.top),
    images: fields.classification.startsWith('bundle') ? ['cover', 'contents'] : ['cover'],
    pack: [],
    views: [0, 0, 0],
    ...fields,
    slug: uniqueSlug(slugify(fields.name), slugify(brand), context.slugs),
  };
}

const BUNDLES = [
  ['Paket Glow Up Brightening Series', 'Serum & Essence', 3],
  ['Starter Kit Acne Care 3 Langkah', 'Cleanser', 3],
  ['Travel Kit Hydrating Routine', 'Toner', 3],
  ['Paket Hemat Barrier Repair', 'Moisturizer', 2],
  ['Set Skincare Pagi & Malam', 'Sunscreen', 4],
  ['Bundle Kulit Cerah Lengkap', 'Serum & Essence', 4],
  ['Lip Tint Trio Set', 'Lip Tint', 3],
  ['Lipstick Duo Favorit', 'Lipstick', 2],
] as const;
const SKINCARE_STEPS = ['Cleanser', 'Toner', 'Serum & Essence', 'Moisturizer', 'Sunscreen'];

type Indexed = { product: ProductPlan; index: number };

/**
 * The parts of a pack: a lip set takes shades of one leaf from any brand; a skincare set takes
 * one product per routine step from the anchor's brand, trying anchors until one brand has enough.
 */
function pickParts(random: Random, sellable: Indexed[], leaf: string, size: number): Indexed[] {
  const anchors = random.shuffle(sellable.filter(({ product }) => product.leaf === leaf));
  for (const anchor of anchors) {
    const isLip = anchor.product.top === 'makeup';
    const others = random.shuffle(
      sellable.filter(({ product, index }) =>
        isLip
          ? product.leaf === leaf && index !== anchor.index
          : product.brandIndex === anchor.product.brandIndex &&
            SKINCARE_STEPS.includes(product.leaf) &&
            product.leaf !== leaf,
      ),
    );
    const parts = [anchor];
    for (const other of others) {
      if (parts.length === size) break;
      if (isLip || !parts.some(({ product }) => product.leaf === other.product.leaf))
        parts.push(other);
    }
    if (parts.length === size) return parts;
  }
  throw new Error(`No ${size} products for a ${leaf} pack`);
}

/** Packs of other products' default combinations, priced below the sum of their parts. */
export function planBundles(
  random: Random,
  products: readonly ProductPlan[],
  context: PlanContext,
  serial: () => number,
): ProductPlan[] {
  const sellable = products
    .map((product, index) => ({ product, index }))
    .filter(({ product }) => product.combinations.some((c) => c.stock > 0 && !c.preorder));
  return BUNDLES.map(([name, anchorLeaf, size], n) => {
    const parts = pickParts(random, sellable, anchorLeaf, size);
    const [anchor] = parts;
    if (!anchor) throw new Error('A pack needs parts');
    const isLip = anchor.product.top === 'makeup';
    const pack = parts.map(({ product, index }) => ({
      product: index,
      combination: Math.max(
        0,
        product.combinations.findIndex((c) => c.isDefault),
      ),
      quantity: 1,
    }));
    const sum = parts.reduce((total, { product }) => {
      const chosen = product.combinations.find((c) => c.isDefault) ?? product.combinations[0];
      return total + (chosen?.priceAfterDiscount ?? 0);
    }, 0);
    const price = Math.min(MAX_PRICE, shopPrice(sum));
    const percentage = random.pick([15, 20, 25]);
    const weight = parts.reduce(
      (total, { product }) => total + (product.combinations[0]?.weightGrams ?? 100),
      60,
    );
    const brandIndex = anchor.product.brandIndex;
    const classification: Classification = n % 2 === 0 ? 'bundle_physical' : 'bundle_virtual';
    const plan = special(random, context, {
      name,
      brandIndex,
      top: anchor.product.top,
      leaf: isLip ? anchorLeaf : BUNDLE_CATEGORY,
      classification,
      description: `${name} berisi ${parts.length} produk pilihan${isLip ? '' : ` dari ${ALL_BRANDS[brandIndex]?.name}`} dalam satu paket hemat. Lebih hemat ${percentage}% dibanding membeli satuan, cocok untuk memulai rutinitas atau sebagai hadiah.`,
      howToUse: `Isi paket: ${parts.map(({ product }) => product.name).join(', ')}. Gunakan masing-masing produk sesuai petunjuk pada kemasannya.`,
      ingredients: 'Lihat komposisi lengkap di halaman masing-masing produk dalam paket ini.',
      combinations: [
        single(serial(), 0, {
          price,
          priceAfterDiscount: price - Math.round((price * percentage) / 100),
          deductionType: 'percentage',
          deductionPercentage: percentage,
          stock: random.int(5, 60),
          weightGrams: weight,
        }),
      ],
      look: {
        shape: 'box',
        colour: null,
        swatches: [],
        title: isLip ? 'Lip Set' : 'Skincare Set',
        subtitle: `${parts.length} in 1`,
        size: '',
      },
    });
    return { ...plan, pack, isSale: true };
  });
}

const EGIFT_NAMES = ['Selamat Ulang Tahun', 'Terima Kasih', 'Selamat Hari Raya'];
const EGIFT_VALUES = [100_000, 250_000, 500_000];

export function planEgifts(random: Random, context: PlanContext, serial: () => number) {
  return EGIFT_NAMES.map((occasion) => {
    const n = serial();
    return special(random, context, {
      name: `E-Gift Card Kilau ${occasion}`,
      brandIndex: HOUSE_BRAND_INDEX,
      top: 'tools',
      leaf: EGIFT_CATEGORY,
      classification: 'egift',
      description: `Kartu hadiah digital Kilau bertema "${occasion}" yang dikirim langsung ke e-mail penerima pada tanggal pilihanmu. Dapat digunakan untuk semua produk di Kilau dan berlaku 12 bulan.`,
      howToUse:
        'Pilih nominal, isi e-mail penerima dan tanggal pengiriman. Penerima mendapat kode e-gift lewat e-mail dan memakainya saat checkout.',
      ingredients: '',
      combinations: EGIFT_VALUES.map((value, i) => ({
        ...single(n, i, { price: value, stock: 9_999, weightGrams: 1 }),
        attributes: { variant: { name: `Rp${value.toLocaleString('id-ID')}` } },
      })),
      look: {
        shape: 'giftcard',
        colour: null,
        swatches: [],
        title: 'E-Gift Card',
        subtitle: occasion,
        size: '',
      },
    });
  });
}

const GIFTS = [
  ['Pouch Kosmetik Eksklusif (Hadiah)', 'Makeup Pouch', 'tools', 'pouch', 120],
  ['Mini Serum Niacinamide 5 ml (Hadiah)', 'Serum & Essence', 'skincare', 'dropper', 20],
  ['Sheet Mask Hydrating (Hadiah)', 'Mask', 'skincare', 'sachet', 25],
  ['Mini Lip Tint 1.5 g (Hadiah)', 'Lip Tint', 'makeup', 'wand', 10],
  ['Travel Size Body Mist 30 ml (Hadiah)', 'Body Mist', 'fragrance', 'spray', 45],
  ['Mini Makeup Sponge (Hadiah)', 'Beauty Sponge', 'tools', 'sponge', 10],
] as const;

/** Gifts with purchase: never sold on their own, price 0. */
export function planGifts(random: Random, context: PlanContext, serial: () => number) {
  return GIFTS.map(([name, leaf, top, shape, grams]) => {
    const brands = BRANDS.map((brand, index) => ({ brand, index })).filter(({ brand }) =>
      brand.lines.includes(top),
    );
    const { index: brandIndex } = random.pick(brands);
    return special(random, context, {
      name,
      brandIndex,
      top,
      leaf,
      classification: 'gwp_non_sellable',
      description: `${name} adalah hadiah eksklusif yang otomatis masuk ke tas belanja saat kamu memenuhi syarat promo. Tidak dijual terpisah, selama persediaan masih ada.`,
      howToUse: 'Otomatis ditambahkan ke tas belanja saat syarat promo terpenuhi.',
      ingredients: '',
      combinations: [
        single(serial(), 0, { price: 0, stock: random.int(50, 300), weightGrams: grams }),
      ],
      look: {
        shape,
        colour: null,
        swatches: [],
        title: 'Free Gift',
        subtitle: name.replace(/ \(Hadiah\)$/, ''),
        size: '',
      },
    });
  });
}
