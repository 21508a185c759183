import { BULK_COLUMNS, CSV_PRODUCT_FLAGS, PRODUCT_NAME_MAX } from '@kilau/domain/admin';
import type { Locale } from '@kilau/domain';
import { dataRows, NO, problemList, readHeader, YES, type ParsedCsv } from './csv-read';

/** The product columns a `flags` cell names (`new|sale`), as the export writes them. */
export const FLAG_COLUMNS = {
  new: 'is_new',
  exclusive: 'is_exclusive',
  limited: 'is_limited',
  online: 'is_online',
  sale: 'is_sale',
  bogo: 'is_buy_one_get_one_free',
  academy_out_of_stock: 'is_out_of_stock_academy',
} as const satisfies Record<(typeof CSV_PRODUCT_FLAGS)[number], string>;

type FlagColumn = (typeof FLAG_COLUMNS)[keyof typeof FLAG_COLUMNS];

/** What a products import writes on a product. */
export type ProductFields = {
  name: string;
  brand_id: number;
  default_category_id: number;
  is_active: boolean;
} & Record<FlagColumn, boolean>;

/** A product as the import reads it, and whether it has a combination the shop can sell. */
export type ProductRecord = ProductFields & {
  id: number;
  slug: string;
  version: number;
  has_active_combination: boolean;
};

/** What the file's slugs point at. */
export interface ProductLookups {
  bySlug: ReadonlyMap<string, ProductRecord>;
  /** Brand id by slug. */
  brands: ReadonlyMap<string, number>;
  /** Categories by slug (a slug is unique only under its parent), with the parent's slug. */
  categories: ReadonlyMap<string, ReadonlyArray<{ id: number; parent_slug: string | null }>>;
}

/** One row's product, created (`current` null) or changed. */
export interface PlannedProduct {
  row: number;
  slug: string;
  current: ProductRecord | null;
  next: ProductFields;
}

type Column = (typeof BULK_COLUMNS.products)[number];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FLAG_NAMES = new Set<string>(CSV_PRODUCT_FLAGS);

/** A category cell's parts: `slug`, or `parent-slug/slug` where the slug alone is not enough. */
export const categoryParts = (cell: string) => {
  const [first, second] = cell.split('/', 2).map((part) => part.trim());
  return second === undefined
    ? { slug: first!, parent: null }
    : { slug: second, parent: first || null };
};

/**
 * Checks every row of a products CSV and plans each row's product: an existing slug updates the
 * columns the file has, a new one creates a product — which needs a name, a brand and a category,
 * and starts inactive (a draft) until its combinations are added in the product screen. A product
 * goes live only with an active combination (a live page with nothing to buy is a broken page),
 * so `active` 1 on a new product, or on one without an active combination, is a problem. Every
 * problem is reported with its row and column, in `locale`.
 */
export function planProductsImport(csv: ParsedCsv, found: ProductLookups, locale: Locale) {
  const { problems, say, saidOf } = problemList(locale);
  const at = readHeader<Column>(csv, BULK_COLUMNS.products, ['product_slug'], say);
  const changes: PlannedProduct[] = [];
  if (problems.length > 0) return { problems, changes, unchanged: 0 };

  let unchanged = 0;
  const seen = new Map<string, number>();
  for (const { row, before, cell } of dataRows(csv, at, { problems, say })) {
    const required = (column: Column, isNew: boolean) => {
      if (saidOf(row, column)) return;
      say(row, column, isNew ? 'bulk_required_new' : 'bulk_required');
    };

    const slug = (cell('product_slug') ?? '').toLowerCase();
    if (slug === '') required('product_slug', false);
    else if (slug.length > PRODUCT_NAME_MAX) {
      say(row, 'product_slug', 'admin_text_too_long', { max: PRODUCT_NAME_MAX });
    } else if (!SLUG.test(slug)) say(row, 'product_slug', 'product_slug_format');
    else if (seen.has(slug))
      say(row, 'product_slug', 'bulk_slug_repeated', { row: seen.get(slug)! });
    if (slug !== '' && !seen.has(slug)) seen.set(slug, row);
    const current = found.bySlug.get(slug) ?? null;
    const isNew = current === null;

    const name = cell('name');
    if (name === '' || (name === undefined && isNew)) required('name', isNew);
    else if (name !== undefined && name.length > PRODUCT_NAME_MAX) {
      say(row, 'name', 'admin_text_too_long', { max: PRODUCT_NAME_MAX });
    }

    const brandSlug = cell('brand_slug')?.toLowerCase();
    let brandId: number | undefined;
    if (brandSlug === '' || (brandSlug === undefined && isNew)) required('brand_slug', isNew);
    else if (brandSlug !== undefined) {
      brandId = found.brands.get(brandSlug);
      if (brandId === undefined) say(row, 'brand_slug', 'bulk_brand_unknown');
    }

    const categoryCell = cell('category_slug')?.toLowerCase();
    let categoryId: number | undefined;
    if (categoryCell === '' || (categoryCell === undefined && isNew)) {
      required('category_slug', isNew);
    } else if (categoryCell !== undefined) {
      const { slug: categorySlug, parent } = categoryParts(categoryCell);
      const matches = (found.categories.get(categorySlug) ?? []).filter(
        (category) => parent === null || category.parent_slug === parent,
      );
      const kept = matches.find((category) => category.id === current?.default_category_id);
      if (matches.length === 0) say(row, 'category_slug', 'bulk_category_unknown');
      else if (matches.length > 1 && !kept) {
        say(row, 'category_slug', 'bulk_category_ambiguous', { slug: categorySlug });
      } else categoryId = (kept ?? matches[0]!).id;
    }

    let flags: Record<FlagColumn, boolean> | undefined;
    const flagsCell = cell('flags');
    if (flagsCell !== undefined) {
      const names = flagsCell
        .toLowerCase()
        .split('|')
        .map((part) => part.trim())
        .filter(Boolean);
      const unknown = names.find((flag) => !FLAG_NAMES.has(flag));
      if (unknown !== undefined) {
        say(row, 'flags', 'bulk_flag_unknown', {
          flag: unknown,
          flags: CSV_PRODUCT_FLAGS.join(', '),
        });
      } else {
        flags = Object.fromEntries(
          Object.entries(FLAG_COLUMNS).map(([flag, column]) => [column, names.includes(flag)]),
        ) as Record<FlagColumn, boolean>;
      }
    }

    let active: boolean | undefined;
    const activeCell = cell('active')?.toLowerCase();
    if (activeCell !== undefined && activeCell !== '') {
      if (YES.has(activeCell)) active = true;
      else if (NO.has(activeCell)) active = false;
      else say(row, 'active', 'bulk_yes_no');
    }
    if (active === true && !current?.is_active && !current?.has_active_combination) {
      say(row, 'active', 'bulk_product_needs_combination');
    }
    if (problems.length > before || slug === '') continue;

    if (current === null) {
      changes.push({
        row,
        slug,
        current,
        next: {
          name: name!,
          brand_id: brandId!,
          default_category_id: categoryId!,
          is_active: false,
          ...(flags ?? noFlags()),
        },
      });
      continue;
    }
    const next: ProductFields = {
      name: name ?? current.name,
      brand_id: brandId ?? current.brand_id,
      default_category_id: categoryId ?? current.default_category_id,
      is_active: active ?? current.is_active,
      ...(flags ?? flagsOf(current)),
    };
    const same = (Object.keys(next) as Array<keyof ProductFields>).every(
      (key) => next[key] === current[key],
    );
    if (same) unchanged += 1;
    else changes.push({ row, slug, current, next });
  }
  return { problems, changes, unchanged };
}

const noFlags = () =>
  Object.fromEntries(Object.values(FLAG_COLUMNS).map((column) => [column, false])) as Record<
    FlagColumn,
    boolean
  >;

const flagsOf = (product: ProductRecord) =>
  Object.fromEntries(
    Object.values(FLAG_COLUMNS).map((column) => [column, product[column]]),
  ) as Record<FlagColumn, boolean>;
