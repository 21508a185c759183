import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';

/** What only the product page needs beyond a tile, in one query: texts, tags, pack contents. */
export function createProductDetailRepository(db: Kysely<Database>) {
  return {
    async findDetail(productId: number) {
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
          jsonArrayFrom(
            eb
              .selectFrom('pack_items')
              .innerJoin('combinations', 'combinations.id', 'pack_items.combination_id')
              .innerJoin('products as component', 'component.id', 'combinations.product_id')
              .innerJoin('brands', 'brands.id', 'component.brand_id')
              .select([
                'pack_items.quantity',
                'combinations.id as combination_id',
                'combinations.attributes',
                'combinations.stock',
                'component.id as product_id',
                'component.name as product_name',
                'brands.name as brand_name',
              ])
              .whereRef('pack_items.pack_product_id', '=', 'products.id')
              .orderBy('pack_items.position'),
          ).as('pack'),
        ])
        .where('products.id', '=', productId)
        .where('products.is_active', '=', true)
        .executeTakeFirst();
    },
  };
}

export type ProductDetailRepository = ReturnType<typeof createProductDetailRepository>;
