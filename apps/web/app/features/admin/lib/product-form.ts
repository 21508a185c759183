import type { Locale } from '@kilau/domain';
import {
  PRODUCT_FLAGS,
  productCreateSchema,
  productImagesUpdateSchema,
  productUpdateSchema,
  type AdminProduct,
  type ProductFlag,
} from '@kilau/domain/admin';
import { messagesFor } from '@kilau/domain/messages';
import { schemaParse } from '~/hooks/schema-parse';
import type { AdminTextKey } from '../text';

/**
 * The product form's fields as the domain's schemas read them. Every input is named by its
 * path in the schema (`combinations.0.attributes.shade`), so a refusal's field message lands
 * next to its input.
 */
export const PRODUCT_INTENTS = {
  save: 'save-product',
  upload: 'upload-image',
  images: 'save-images',
  deleteImage: 'delete-image',
  bulk: 'bulk',
} as const;

export const FLAG_LABELS: Record<ProductFlag, AdminTextKey> = {
  is_new: 'flagIsNew',
  is_exclusive: 'flagIsExclusive',
  is_limited: 'flagIsLimited',
  is_online: 'flagIsOnline',
  is_buy_one_get_one_free: 'flagIsBuyOneGetOneFree',
  is_sale: 'flagIsSale',
  is_out_of_stock_academy: 'flagIsOutOfStockAcademy',
};

/** A flag whose meaning needs a line under the checkboxes (its id: `product-flag-hint-<flag>`). */
export const FLAG_HINTS: Partial<Record<ProductFlag, AdminTextKey>> = {
  is_out_of_stock_academy: 'flagIsOutOfStockAcademyHint',
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};
/** A number typed in a field: blank is no value (the schema says "required" when it must). */
const number = (form: FormData, name: string) => {
  const value = text(form, name)?.trim();
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value.replace(/[.\s]/g, ''));
  return Number.isFinite(parsed) ? parsed : value;
};
const ids = (form: FormData, name: string) =>
  form
    .getAll(name)
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .map(Number);

/** `1201 x 2` lines → bundle items (a line that is not one is refused by the schema). */
/** The bundle editor's rows, `pack_items.N.combination_id` and `pack_items.N.quantity`. */
function packItemsOf(form: FormData) {
  const indices = new Set<number>();
  for (const key of form.keys()) {
    const match = /^pack_items\.(\d+)\.combination_id$/.exec(key);
    if (match) indices.add(Number(match[1]));
  }
  return [...indices]
    .sort((a, b) => a - b)
    .map((index) => {
      const quantity = text(form, `pack_items.${index}.quantity`);
      return {
        combination_id: Number(text(form, `pack_items.${index}.combination_id`)),
        quantity: quantity === undefined ? 1 : Number(quantity),
      };
    });
}

function combinationsOf(form: FormData) {
  const indices = new Set<number>();
  for (const key of form.keys()) {
    const match = /^combinations\.(\d+)\./.exec(key);
    if (match) indices.add(Number(match[1]));
  }
  const defaultIndex = text(form, 'default_combination');
  return [...indices]
    .sort((a, b) => a - b)
    .map((index) => {
      const at = (field: string) => `combinations.${index}.${field}`;
      const type = text(form, at('deduction_type')) || null;
      const quota = number(form, at('preorder.total_quota'));
      const date = text(form, at('preorder.delivery_date'))?.trim();
      const attributes = Object.fromEntries(
        (['shade', 'size', 'variant'] as const).flatMap((key) => {
          const value = text(form, at(`attributes.${key}`))?.trim();
          return value ? [[key, value]] : [];
        }),
      );
      const id = number(form, at('id'));
      const stock = number(form, at('stock'));
      return {
        ...(id !== undefined ? { id } : {}),
        sku: text(form, at('sku')) ?? '',
        barcode: text(form, at('barcode')) ?? null,
        attributes,
        price: number(form, at('price')),
        deduction_type: type,
        deduction_amount: type === 'amount' ? (number(form, at('deduction_amount')) ?? 0) : 0,
        deduction_percentage:
          type === 'percentage' ? (number(form, at('deduction_percentage')) ?? 0) : 0,
        hex: text(form, at('hex')) ?? null,
        swatch_image: text(form, at('swatch_image')) ?? null,
        weight_grams: number(form, at('weight_grams')) ?? 200,
        is_default: defaultIndex === String(index),
        is_active: form.get(at('is_active')) === 'on',
        ...(id === undefined && stock !== undefined ? { stock } : {}),
        preorder:
          quota === undefined && !date
            ? null
            : { total_quota: quota, delivery_date: date ?? '', is_active: true },
      };
    });
}

/** The form as the schema's input: a new product, or an edit with its `version`. */
export function productInput(form: FormData) {
  const classification = text(form, 'classification') || null;
  const maxLimit = number(form, 'max_limit_per_order');
  const slug = text(form, 'slug')?.trim();
  return {
    name: text(form, 'name') ?? '',
    ...(slug ? { slug } : {}),
    brand_id: number(form, 'brand_id'),
    default_category_id: number(form, 'default_category_id'),
    category_ids: ids(form, 'category_ids'),
    tag_ids: ids(form, 'tag_ids'),
    classification,
    description: text(form, 'description') ?? '',
    how_to_use: text(form, 'how_to_use') ?? '',
    ingredients: text(form, 'ingredients') ?? '',
    ...Object.fromEntries(PRODUCT_FLAGS.map((flag) => [flag, form.get(flag) === 'on'])),
    is_active: form.get('is_active') === 'on',
    max_limit_per_order: maxLimit ?? null,
    pack_items:
      classification === 'bundle_virtual' || classification === 'bundle_physical'
        ? packItemsOf(form)
        : [],
    combinations: combinationsOf(form),
  };
}

export const parseProductCreate = (locale: Locale) =>
  schemaParse(productCreateSchema(messagesFor(locale)), productInput);

export const parseProductUpdate = (locale: Locale) =>
  schemaParse(productUpdateSchema(messagesFor(locale)), (form) => ({
    ...productInput(form),
    version: number(form, 'version'),
  }));

/** The pictures' list as the images form posts it (one JSON field, built by the page). */
export const parseProductImages = (locale: Locale) =>
  schemaParse(productImagesUpdateSchema(messagesFor(locale)), (form) => {
    try {
      return { images: JSON.parse(text(form, 'images') ?? '[]') as unknown };
    } catch {
      return { images: null };
    }
  });

/** The form's sections whose values differ between two readings of a product (a 409). */
export function changedFields(read: AdminProduct, current: AdminProduct): AdminTextKey[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const checks: Array<[AdminTextKey, unknown, unknown]> = [
    ['productName', read.name, current.name],
    ['productSlug', read.slug, current.slug],
    ['productBrand', read.brand.id, current.brand.id],
    ['productDefaultCategory', read.default_category_id, current.default_category_id],
    ['productCategories', read.category_ids, current.category_ids],
    ['productTags', read.tag_ids, current.tag_ids],
    ['productClassification', read.classification, current.classification],
    ['productActive', read.is_active, current.is_active],
    ...PRODUCT_FLAGS.map(
      (flag) => [FLAG_LABELS[flag], read[flag], current[flag]] as [AdminTextKey, unknown, unknown],
    ),
    ['productMaxPerOrder', read.max_limit_per_order, current.max_limit_per_order],
    ['productDescription', read.description, current.description],
    ['productHowToUse', read.how_to_use, current.how_to_use],
    ['productIngredients', read.ingredients, current.ingredients],
    [
      'productSectionCombinations',
      read.combinations.map(({ stock: _s, ...c }) => c),
      current.combinations.map(({ stock: _s, ...c }) => c),
    ],
    ['productPackItems', read.pack_items, current.pack_items],
  ];
  return checks.filter(([, a, b]) => !same(a, b)).map(([key]) => key);
}
