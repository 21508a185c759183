import type { Database } from '@kilau/db';
import { sql, type Kysely, type Updateable } from 'kysely';

const BRAND_COLUMNS = [
  'id',
  'name',
  'slug',
  'description',
  'origin',
  'logo_url',
  'is_active',
  'version',
] as const;
const CATEGORY_COLUMNS = [
  'id',
  'parent_id',
  'name',
  'slug',
  'description',
  'position',
  'is_active',
  'version',
] as const;

/**
 * Brands and categories as the back office writes them. Every edit bumps `version` (migration
 * 0031). `db` may be a transaction.
 */
export function createTaxonomyAdminRepository(db: Kysely<Database>) {
  return {
    brands: () =>
      db
        .selectFrom('brands')
        .select(BRAND_COLUMNS)
        .orderBy(sql`lower(name)`)
        .execute(),
    brand: (id: number) =>
      db.selectFrom('brands').select(BRAND_COLUMNS).where('id', '=', id).executeTakeFirst(),
    lockBrand: (id: number) =>
      db
        .selectFrom('brands')
        .select(BRAND_COLUMNS)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),
    async brandSlugTaken(slug: string, exceptId: number | null) {
      let select = db.selectFrom('brands').select('id').where('slug', '=', slug);
      if (exceptId !== null) select = select.where('id', '<>', exceptId);
      return (await select.executeTakeFirst()) !== undefined;
    },
    async createBrand(values: {
      name: string;
      slug: string;
      description: string;
      origin: string | null;
      is_active: boolean;
      now: Date;
    }) {
      const { now, ...rest } = values;
      const row = await db
        .insertInto('brands')
        .values({ ...rest, created_at: now })
        .onConflict((conflict) => conflict.column('slug').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },
    async updateBrand(id: number, changes: Updateable<Database['brands']>) {
      await db
        .updateTable('brands')
        .set({ ...changes, version: sql`version + 1` })
        .where('id', '=', id)
        .execute();
    },

    categories: () =>
      db
        .selectFrom('categories')
        .select(CATEGORY_COLUMNS)
        .orderBy('position')
        .orderBy('id')
        .execute(),
    category: (id: number) =>
      db.selectFrom('categories').select(CATEGORY_COLUMNS).where('id', '=', id).executeTakeFirst(),
    lockCategory: (id: number) =>
      db
        .selectFrom('categories')
        .select(CATEGORY_COLUMNS)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),
    /** Another category under the same parent (top level included) uses the slug. */
    async categorySlugTaken(parentId: number | null, slug: string, exceptId: number | null) {
      let select = db
        .selectFrom('categories')
        .select('id')
        .where('slug', '=', slug)
        .where(sql<boolean>`parent_id is not distinct from ${parentId}`);
      if (exceptId !== null) select = select.where('id', '<>', exceptId);
      return (await select.executeTakeFirst()) !== undefined;
    },
    /** The ids from `id` up to the top of its branch (itself first). */
    async ancestry(id: number): Promise<number[]> {
      const { rows } = await sql<{ id: number }>`
        with recursive up(id, parent_id, depth) as (
          select id, parent_id, 0 from categories where id = ${id}
          union all
          select c.id, c.parent_id, up.depth + 1 from categories c join up on c.id = up.parent_id
           where up.depth < 100
        )
        select id from up order by depth`.execute(db);
      return rows.map((row) => Number(row.id));
    },
    async createCategory(values: {
      parent_id: number | null;
      name: string;
      slug: string;
      description: string;
      position: number;
      is_active: boolean;
    }) {
      const row = await db
        .insertInto('categories')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async updateCategory(id: number, changes: Updateable<Database['categories']>) {
      await db
        .updateTable('categories')
        .set({ ...changes, version: sql`version + 1` })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type TaxonomyAdminRepository = ReturnType<typeof createTaxonomyAdminRepository>;
