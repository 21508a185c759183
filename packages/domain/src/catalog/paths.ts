/** Product and category references in paths (000 §2). */

export type ProductRef = { productId: string; productSlug: string };
export type CategoryRef = { categoryId: number; categorySlug: string };

const PRODUCT_REF = /^([0-9A-Za-z]+)-(.+?)(?:\.html)?$/;
const CATEGORY_REF = /^(\d+)-(.+)$/;

/** `{productId}-{productSlug}` with an optional `.html`; null when it does not match. */
export function parseProductRef(segment: string): ProductRef | null {
  const match = PRODUCT_REF.exec(segment);
  return match?.[1] && match[2] ? { productId: match[1], productSlug: match[2] } : null;
}

/** `{categoryId}-{categorySlug}` with a numeric id; null otherwise. */
export function parseCategoryRef(segment: string): CategoryRef | null {
  const match = CATEGORY_REF.exec(segment);
  return match?.[1] && match[2] ? { categoryId: Number(match[1]), categorySlug: match[2] } : null;
}

export const productPath = (input: {
  categorySlug: string;
  productId: string | number;
  productSlug: string;
}): string => `/${input.categorySlug}/${input.productId}-${input.productSlug}`;

export const categoryPath = (ref: CategoryRef): string =>
  `/shop/${ref.categoryId}-${ref.categorySlug}`;

export const promoCategoryPath = (ref: CategoryRef): string =>
  `/promo/${ref.categoryId}-${ref.categorySlug}`;

export type TileLinkContext = {
  list?: 'special_price' | 'academy_enrolment' | string;
  selfCheckoutProtocol?: boolean;
  currentFullPath?: string;
};

/**
 * Where a tile links (000 §2): the product page; `/` in special-price lists; the current path in
 * self-checkout protocol mode; nothing on the academy enrolment page (a click stores the product).
 */
export function tileLink(productHref: string, context: TileLinkContext = {}): string | null {
  if (context.list === 'academy_enrolment') return null;
  if (context.list === 'special_price') return '/';
  if (context.selfCheckoutProtocol) return context.currentFullPath ?? '/';
  return productHref;
}
