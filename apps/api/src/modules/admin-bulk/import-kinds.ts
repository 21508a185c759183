import type { Database } from '@kilau/db';
import type { BulkKind, BulkProblem } from '@kilau/domain/admin';
import type { Locale } from '@kilau/domain';
import type { Kysely } from 'kysely';
import { createBulkRepository, type CombinationRecord } from './bulk.repository';
import { planCombinationsImport, type ImportRights } from './combinations-import';
import { columnValues, type ParsedCsv } from './csv-read';
import { categoryParts, planProductsImport, type ProductRecord } from './products-import';
import { createProductsImportRepository } from './products-import.repository';

/** A checked file: its problems, and the rows that would change (`created` of them new). */
export interface ImportPlan {
  problems: BulkProblem[];
  changed: number;
  created: number;
  unchanged: number;
}

/** What a real import wrote: the products to tell the shop's caches of, the audit row's summary. */
export interface ImportWritten {
  products: number[];
  summary: Record<string, unknown>;
}

/**
 * One kind's import on one database handle (the transaction's, for a real run): `lookup` reads
 * what a slice of rows names (locking it for `forUpdate`), `plan` checks every row against what
 * was found, `write` writes the plan's changes, calling `written` after each row.
 */
export interface Importer {
  lookup(rows: ParsedCsv['rows']): Promise<void>;
  plan(): ImportPlan;
  write(
    actor: { staffId: number },
    now: Date,
    written: () => void | Promise<void>,
  ): Promise<ImportWritten>;
}

type Options = { csv: ParsedCsv; forUpdate: boolean; rights: ImportRights; locale: Locale };

/** The cells of one column in a slice of rows (for look-ups by chunk). */
const sliceValues = (csv: ParsedCsv, rows: ParsedCsv['rows'], column: string, lower = false) =>
  columnValues(
    { header: csv.header, rows },
    column,
    lower ? (text) => text.toLowerCase() : undefined,
  );

function combinationsImporter(db: Kysely<Database>, options: Options): Importer {
  const repo = createBulkRepository(db);
  const bySku = new Map<string, CombinationRecord>();
  let planned: ReturnType<typeof planCombinationsImport> | undefined;
  return {
    async lookup(rows) {
      const skus = sliceValues(options.csv, rows, 'sku').filter((sku) => !bySku.has(sku));
      for (const row of await repo.combinationsBySku(skus, options.forUpdate))
        bySku.set(row.sku, row);
    },
    plan() {
      planned = planCombinationsImport(options.csv, bySku, options.rights, options.locale);
      return { ...planned, changed: planned.changes.length, created: 0 };
    },
    async write(actor, _now, written) {
      const changes = planned!.changes;
      if (changes.some((change) => change.next.stock !== change.current.stock)) {
        await repo.nameStockChange('import', actor.staffId);
      }
      for (const change of changes) {
        await repo.updateCombination(change.current.id, change.next);
        await written();
      }
      return {
        products: [...new Set(changes.map((change) => change.current.product_id))],
        summary: { skus: changes.slice(0, 50).map((change) => change.current.sku) },
      };
    },
  };
}

function productsImporter(db: Kysely<Database>, options: Options): Importer {
  const repo = createProductsImportRepository(db);
  const bySlug = new Map<string, ProductRecord>();
  const brands = new Map<string, number>();
  const categories = new Map<string, Array<{ id: number; parent_slug: string | null }>>();
  let planned: ReturnType<typeof planProductsImport> | undefined;
  return {
    async lookup(rows) {
      const { csv, forUpdate } = options;
      const slugs = sliceValues(csv, rows, 'product_slug', true).filter((s) => !bySlug.has(s));
      for (const row of await repo.productsBySlug(slugs, forUpdate)) bySlug.set(row.slug, row);
      const brandSlugs = sliceValues(csv, rows, 'brand_slug', true).filter((s) => !brands.has(s));
      for (const brand of await repo.brandsBySlug(brandSlugs)) brands.set(brand.slug, brand.id);
      const categorySlugs = sliceValues(csv, rows, 'category_slug', true)
        .map((cell) => categoryParts(cell).slug)
        .filter((slug) => !categories.has(slug));
      for (const slug of categorySlugs) categories.set(slug, []);
      for (const category of await repo.categoriesBySlug([...new Set(categorySlugs)])) {
        categories.get(category.slug)!.push(category);
      }
    },
    plan() {
      planned = planProductsImport(options.csv, { bySlug, brands, categories }, options.locale);
      const created = planned.changes.filter((change) => change.current === null).length;
      return { ...planned, changed: planned.changes.length, created };
    },
    async write(_actor, now, written) {
      const ids: number[] = [];
      for (const change of planned!.changes) {
        if (change.current === null)
          ids.push(await repo.insertProduct(change.slug, change.next, now));
        else {
          await repo.updateProduct(change.current, change.next, now);
          ids.push(change.current.id);
        }
        await written();
      }
      await repo.refreshSearchText(ids);
      const slugs = (created: boolean) =>
        planned!.changes
          .filter((change) => (change.current === null) === created)
          .slice(0, 50)
          .map((change) => change.slug);
      return {
        products: ids,
        summary: { created_slugs: slugs(true), updated_slugs: slugs(false) },
      };
    },
  };
}

/** The importer of `kind` on `db`. */
export const importerOf = (kind: BulkKind, db: Kysely<Database>, options: Options): Importer =>
  kind === 'products' ? productsImporter(db, options) : combinationsImporter(db, options);
