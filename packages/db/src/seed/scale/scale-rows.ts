import type { OptionPlan } from '../plan/combinations';
import { productColumns } from '../plan/product-columns';
import { planProduct } from '../plan/products';
import type { ProductPlan } from '../plan/types';
import { hashString, Random } from '../random';
import { BRANDS } from '../tables/brands';
import { PRODUCT_LINES } from '../tables/lines';

/** Scale products are numbered after the demo's serials, so SKUs and barcodes never clash. */
export const SCALE_SERIAL_BASE = 100_000;
const SCALE_SEED = hashString('kilau-scale');

/** Lines weighted by their demo counts: the big catalogue has the demo's mix of categories. */
const WEIGHTED_LINES = PRODUCT_LINES.flatMap((line) =>
  Array.from({ length: line.count }, () => line),
);

/** Two or three options per product: long shade runs are cut, single products get a mini size. */
export function twoOrThree(options: OptionPlan[], random: Random): OptionPlan[] {
  const [only] = options;
  if (options.length >= 2 || !only) return options.slice(0, random.int(2, 3));
  const mini: OptionPlan = {
    ...only,
    attributes: { variant: { name: 'Mini' } },
    label: 'Mini',
    priceFactor: 0.45,
    weightGrams: Math.max(10, Math.round(only.weightGrams * 0.4)),
  };
  return [{ ...only, attributes: { variant: { name: 'Regular' } } }, mini];
}

/** The n-th generated product: a pure function of n, so an interrupted run resumes exactly. */
export function planScaleProduct(n: number): ProductPlan {
  const serial = SCALE_SERIAL_BASE + n;
  const random = new Random((SCALE_SEED ^ Math.imul(serial, 0x9e3779b1)) >>> 0);
  const line = random.pick(WEIGHTED_LINES);
  const product = planProduct(
    random,
    line,
    serial,
    { taken: new Set(), slugs: new Set() },
    twoOrThree,
  );
  return { ...product, slug: `${product.slug}-${serial}` };
}

export interface ScaleRefs {
  brandIds: readonly number[];
  leaves: ReadonlyMap<string, { id: number; parentId: number | null; parentName: string }>;
  tagIds: ReadonlyMap<string, number>;
  /** Cover image URLs of demo products, by leaf category name. */
  covers: ReadonlyMap<string, readonly string[]>;
}

/** Column values for `products`, in the JSON shape the batch insert reads. */
export function productRow(product: ProductPlan, refs: ScaleRefs, now: Date) {
  const leaf = refs.leaves.get(product.leaf);
  return productColumns(product, {
    brandId: refs.brandIds[product.brandIndex] ?? 0,
    categoryId: leaf?.id ?? 0,
    brandName: BRANDS[product.brandIndex]?.name,
    parentName: leaf?.parentName,
    now,
  });
}

export function combinationRows(product: ProductPlan, productId: number) {
  return product.combinations.map((combination, position) => ({
    product_id: productId,
    sku: combination.sku,
    barcode: combination.barcode,
    attributes: combination.attributes,
    stock: combination.stock,
    price: combination.price,
    price_after_discount: combination.priceAfterDiscount,
    deduction_type: combination.deductionType,
    deduction_amount: combination.deductionAmount,
    deduction_percentage: combination.deductionPercentage,
    is_show_as_percentage: combination.isShowAsPercentage,
    is_default: combination.isDefault,
    weight_grams: combination.weightGrams,
    position,
    hex: combination.hex,
  }));
}

/** Category links (leaf and parent), tags and images that reuse the demo's packshots. */
export function linkRows(product: ProductPlan, productId: number, n: number, refs: ScaleRefs) {
  const leaf = refs.leaves.get(product.leaf);
  const categories = [leaf?.id, leaf?.parentId]
    .filter((id): id is number => typeof id === 'number')
    .map((category_id) => ({ product_id: productId, category_id }));
  const tags = product.tags.flatMap((tag) => {
    const id = refs.tagIds.get(tag);
    return id === undefined ? [] : [{ product_id: productId, tag_id: id }];
  });
  const covers = refs.covers.get(product.leaf) ?? [];
  const picked = covers.length === 0 ? [] : [covers[n % covers.length] ?? ''];
  if (covers.length > 1 && n % 3 === 0) picked.push(covers[(n + 1) % covers.length] ?? '');
  const alt = `${BRANDS[product.brandIndex]?.name ?? ''} ${product.name}`;
  const images = picked.map((url, position) => ({
    product_id: productId,
    url,
    alt,
    is_cover: position === 0,
    position,
  }));
  return { categories, tags, images };
}
