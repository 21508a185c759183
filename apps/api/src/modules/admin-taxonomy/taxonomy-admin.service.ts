import type { Database } from '@kilau/db';
import { translate, type Locale, type MessageCode } from '@kilau/domain';
import {
  brandLetter,
  slugOf,
  type Brand,
  type BrandCreateInput,
  type BrandUpdateInput,
  type Category,
  type CategoryCreateInput,
  type CategoryUpdateInput,
} from '@kilau/domain/admin';
import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error';
import type { CatalogueChanges } from '../../lib/catalogue-changes';
import { inTransaction } from '../../lib/transaction';
import type { AuditActor, RecordAudit } from '../../lib/staff-request';
import {
  createTaxonomyAdminRepository,
  type TaxonomyAdminRepository,
} from './taxonomy-admin.repository';

type BrandRow = NonNullable<Awaited<ReturnType<TaxonomyAdminRepository['brand']>>>;
type CategoryRow = NonNullable<Awaited<ReturnType<TaxonomyAdminRepository['category']>>>;

export const brandView = (row: BrandRow): Brand => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  letter: brandLetter(row.name),
  description: row.description,
  origin: row.origin,
  logo_url: row.logo_url,
  is_active: row.is_active,
  version: row.version,
});

export const categoryView = (row: CategoryRow): Category => ({
  id: row.id,
  parent_id: row.parent_id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  position: row.position,
  is_active: row.is_active,
  version: row.version,
});

/** What the audit log keeps of a record: the fields an edit can change. */
const audited = ({ version: _version, ...rest }: Brand | Category) =>
  rest as Record<string, unknown>;

/** The keys whose values differ, before and after: the audit row of an edit. */
function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

const fieldError = (
  status: number,
  code: MessageCode,
  field: string,
  locale: Locale,
  data: Record<string, unknown> = {},
) =>
  new AppError(status, code, code, {}, { ...data, fields: { [field]: translate(code, locale) } });

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/**
 * Brands and the category tree (docs/design/back-office.md "Brands and categories"). Every write
 * runs in one transaction with its audit row; an edit names the `version` it was read at (409
 * `changed_by_someone_else` with `data.current` when stale). After the commit every cached list,
 * menu and page of the shop forgets what it held (`catalogueChanges`, everything).
 */
export function createTaxonomyAdminService(deps: {
  db: Kysely<Database>;
  changes: Pick<CatalogueChanges, 'changed'>;
  audit: RecordAudit;
  clock: () => Date;
}) {
  const read = createTaxonomyAdminRepository(deps.db);
  const write = async <T>(
    work: (repository: TaxonomyAdminRepository, tx: Kysely<Database>) => Promise<T>,
  ) => {
    const result = await inTransaction(deps.db, (tx) =>
      work(createTaxonomyAdminRepository(tx), tx),
    );
    await deps.changes.changed({ everything: true }, 'brand or category change');
    return result;
  };
  const stale = (current: Brand | Category) =>
    new AppError(409, 'changed_by_someone_else', 'changed_by_someone_else', {}, { current });

  return {
    async brandExists(id: number): Promise<boolean> {
      return (await read.brand(id)) !== undefined;
    },

    async brands(): Promise<Brand[]> {
      return (await read.brands()).map(brandView);
    },

    async createBrand(actor: AuditActor, input: BrandCreateInput, locale: Locale) {
      const slug = input.slug ?? slugOf(input.name);
      if (!slug) throw fieldError(422, 'taxonomy_slug_invalid', 'slug', locale);
      try {
        return await write(async (repository, tx) => {
          const now = deps.clock();
          const id = await repository.createBrand({
            name: input.name,
            slug,
            description: input.description ?? '',
            origin: input.origin ?? null,
            is_active: input.is_active ?? true,
            now,
          });
          if (id === null) throw fieldError(409, 'brand_slug_taken', 'slug', locale);
          const view = brandView((await repository.brand(id))!);
          await deps.audit(
            tx,
            actor,
            {
              action: 'brand.create',
              entity: 'brand',
              entityId: id,
              before: null,
              after: audited(view),
            },
            now,
          );
          return view;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError(409, 'brand_slug_taken', 'slug', locale);
        throw error;
      }
    },

    async updateBrand(actor: AuditActor, id: number, input: BrandUpdateInput, locale: Locale) {
      try {
        return await write(async (repository, tx) => {
          const now = deps.clock();
          const row = await repository.lockBrand(id);
          if (!row) throw new AppError(404, 'brand_not_found', 'brand_not_found');
          const before = brandView(row);
          if (row.version !== input.version) throw stale(before);
          if (input.slug !== undefined && (await repository.brandSlugTaken(input.slug, id))) {
            throw fieldError(409, 'brand_slug_taken', 'slug', locale);
          }
          await repository.updateBrand(id, {
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.slug !== undefined ? { slug: input.slug } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.origin !== undefined ? { origin: input.origin || null } : {}),
            ...(input.is_active !== undefined ? { is_active: input.is_active } : {}),
          });
          const after = brandView((await repository.brand(id))!);
          await deps.audit(
            tx,
            actor,
            {
              action: 'brand.update',
              entity: 'brand',
              entityId: id,
              ...changed(audited(before), audited(after)),
            },
            now,
          );
          return after;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError(409, 'brand_slug_taken', 'slug', locale);
        throw error;
      }
    },

    /** A new logo (already stored): the brand's `logo_url`, audited, at any version. */
    async setBrandLogo(actor: AuditActor, id: number, url: string) {
      return write(async (repository, tx) => {
        const now = deps.clock();
        const row = await repository.lockBrand(id);
        if (!row) throw new AppError(404, 'brand_not_found', 'brand_not_found');
        await repository.updateBrand(id, { logo_url: url });
        const after = brandView((await repository.brand(id))!);
        await deps.audit(
          tx,
          actor,
          {
            action: 'brand.logo',
            entity: 'brand',
            entityId: id,
            before: { logo_url: row.logo_url },
            after: { logo_url: url },
          },
          now,
        );
        return { brand: after, previous: row.logo_url };
      });
    },

    async categories(): Promise<Category[]> {
      return (await read.categories()).map(categoryView);
    },

    async createCategory(actor: AuditActor, input: CategoryCreateInput, locale: Locale) {
      const slug = input.slug ?? slugOf(input.name);
      if (!slug) throw fieldError(422, 'taxonomy_slug_invalid', 'slug', locale);
      const parentId = input.parent_id ?? null;
      try {
        return await write(async (repository, tx) => {
          const now = deps.clock();
          if (parentId !== null && !(await repository.category(parentId))) {
            throw fieldError(422, 'category_not_found', 'parent_id', locale);
          }
          if (await repository.categorySlugTaken(parentId, slug, null)) {
            throw fieldError(409, 'category_slug_taken', 'slug', locale);
          }
          const id = await repository.createCategory({
            parent_id: parentId,
            name: input.name,
            slug,
            description: input.description ?? '',
            position: input.position ?? 0,
            is_active: input.is_active ?? true,
          });
          const view = categoryView((await repository.category(id))!);
          await deps.audit(
            tx,
            actor,
            {
              action: 'category.create',
              entity: 'category',
              entityId: id,
              before: null,
              after: audited(view),
            },
            now,
          );
          return view;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError(409, 'category_slug_taken', 'slug', locale);
        throw error;
      }
    },

    async updateCategory(
      actor: AuditActor,
      id: number,
      input: CategoryUpdateInput,
      locale: Locale,
    ) {
      try {
        return await write(async (repository, tx) => {
          const now = deps.clock();
          const row = await repository.lockCategory(id);
          if (!row) throw new AppError(404, 'category_not_found', 'category_not_found');
          const before = categoryView(row);
          if (row.version !== input.version) throw stale(before);
          const parentId = input.parent_id === undefined ? row.parent_id : input.parent_id;
          if (input.parent_id !== undefined && parentId !== null) {
            // The new parent's branch, up to the top: this category in it is a cycle.
            const ancestry = await repository.ancestry(parentId);
            if (ancestry.length === 0) {
              throw fieldError(422, 'category_not_found', 'parent_id', locale);
            }
            if (ancestry.includes(id)) throw fieldError(422, 'category_cycle', 'parent_id', locale);
          }
          const slug = input.slug ?? row.slug;
          if (
            (input.slug !== undefined || input.parent_id !== undefined) &&
            (await repository.categorySlugTaken(parentId, slug, id))
          ) {
            throw fieldError(409, 'category_slug_taken', 'slug', locale);
          }
          await repository.updateCategory(id, {
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.slug !== undefined ? { slug: input.slug } : {}),
            ...(input.parent_id !== undefined ? { parent_id: input.parent_id } : {}),
            ...(input.position !== undefined ? { position: input.position } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.is_active !== undefined ? { is_active: input.is_active } : {}),
          });
          const after = categoryView((await repository.category(id))!);
          await deps.audit(
            tx,
            actor,
            {
              action: 'category.update',
              entity: 'category',
              entityId: id,
              ...changed(audited(before), audited(after)),
            },
            now,
          );
          return after;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError(409, 'category_slug_taken', 'slug', locale);
        throw error;
      }
    },
  };
}

export type TaxonomyAdminService = ReturnType<typeof createTaxonomyAdminService>;
