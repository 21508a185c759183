import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';

/** What only the product page needs beyond a tile, in one query: texts and tags. */
export function createProductDetailRepository(db: Kysely<Database>) {
  return {
    /** The product's texts and tags; an inactive product's only for a staff preview. */
    async findDetail(productId: number, { includeInactive = false } = {}) {
      return db
        .selectFrom('products')
        .select((eb) => [
          'products.id',
          'products.description',
          'products.how_to_use',
          'products.ingredients',
          'products.default_category_id',
          jsonArrayFrom(
            eb
              .selectFrom('product_tags')
              .innerJoin('tags', 'tags.id', 'product_tags.tag_id')
              .select(['tags.id', 'tags.name', 'tags.slug', 'tags.type'])
              .whereRef('product_tags.product_id', '=', 'products.id')
              .orderBy('tags.name'),
          ).as('tags'),
        ])
        .where('products.id', '=', productId)
        .$if(!includeInactive, (query) => query.where('products.is_active', '=', true))
        .executeTakeFirst();
    },
  };
}

export type ProductDetailRepository = ReturnType<typeof createProductDetailRepository>;
