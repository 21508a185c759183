import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

/** What only the product page needs beyond a tile: texts, tags, category trail, pack contents. */
export function createProductDetailRepository(db: Kysely<Database>) {
  return {
    async findTexts(productId: number) {
      return db
        .selectFrom('products')
        .select(['id', 'slug', 'description', 'how_to_use', 'ingredients', 'default_category_id'])
        .where('id', '=', productId)
        .where('is_active', '=', true)
        .executeTakeFirst();
    },

    async findTags(productId: number) {
      return db
        .selectFrom('product_tags')
        .innerJoin('tags', 'tags.id', 'product_tags.tag_id')
        .select(['tags.id', 'tags.name', 'tags.slug', 'tags.type'])
        .where('product_tags.product_id', '=', productId)
        .orderBy('tags.name')
        .execute();
    },

    /** The category and its ancestors, root first. */
    async findCategoryTrail(categoryId: number) {
      const trail: Array<{ id: number; name: string; slug: string }> = [];
      let current: number | null = categoryId;
      for (let depth = 0; current !== null && depth < 5; depth += 1) {
        const row = await db
          .selectFrom('categories')
          .select(['id', 'name', 'slug', 'parent_id'])
          .where('id', '=', current)
          .executeTakeFirst();
        if (!row) break;
        trail.unshift({ id: row.id, name: row.name, slug: row.slug });
        current = row.parent_id;
      }
      return trail;
    },

    async findPackItems(productId: number) {
      return db
        .selectFrom('pack_items')
        .innerJoin('combinations', 'combinations.id', 'pack_items.combination_id')
        .innerJoin('products', 'products.id', 'combinations.product_id')
        .innerJoin('brands', 'brands.id', 'products.brand_id')
        .select([
          'pack_items.quantity',
          'combinations.id as combination_id',
          'combinations.attributes',
          'combinations.stock',
          'products.id as product_id',
          'products.name as product_name',
          'brands.name as brand_name',
        ])
        .where('pack_items.pack_product_id', '=', productId)
        .orderBy('pack_items.position')
        .execute();
    },
  };
}

export type ProductDetailRepository = ReturnType<typeof createProductDetailRepository>;
