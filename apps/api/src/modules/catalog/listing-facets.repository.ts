import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import { productWhere, type ProductFilter } from './product-filter.repository';

/**
 * A listing's filter facets (ADR 0036): the brands, categories and concerns of the products the
 * listing holds, each with how many of them it has. Each group is counted under every filter
 * but its own (a brand's count ignores the brands chosen, so choosing a second brand adds to
 * the list): the shopper sees what each choice would give. Values with no product are absent.
 */
export function createListingFacetsRepository(db: Kysely<Database>) {
  /** The ids of the products matching `filter`, as a subquery. */
  const matching = (filter: ProductFilter, now: Date) =>
    db
      .selectFrom('product_listing as products')
      .select('products.id')
      .where((eb) => productWhere(eb, filter, now));

  return {
    async brands(filter: ProductFilter, now: Date) {
      const { brandIds: _own, ...others } = filter;
      return db
        .selectFrom('product_listing as p')
        .innerJoin('brands', 'brands.id', 'p.brand_id')
        .select((eb) => [
          'brands.id',
          'brands.name',
          'brands.slug',
          eb.fn.countAll<number>().as('total'),
        ])
        .where('p.id', 'in', matching(others, now))
        .groupBy(['brands.id', 'brands.name', 'brands.slug'])
        .orderBy('brands.name')
        .execute();
    },

    async categories(filter: ProductFilter, now: Date) {
      const { categoryId: _own, ...others } = filter;
      return db
        .selectFrom('product_categories as pc')
        .innerJoin('categories', 'categories.id', 'pc.category_id')
        .select((eb) => [
          'categories.id',
          'categories.name',
          'categories.slug',
          'categories.parent_id',
          eb.fn.countAll<number>().as('total'),
        ])
        .where('categories.is_active', '=', true)
        .where('pc.product_id', 'in', matching(others, now))
        .groupBy(['categories.id', 'categories.name', 'categories.slug', 'categories.parent_id'])
        .orderBy('categories.name')
        .execute();
    },

    /** Concerns (tags of type `concern`). */
    async concerns(filter: ProductFilter, now: Date) {
      const { tagSlugs: _own, ...others } = filter;
      return db
        .selectFrom('product_tags as pt')
        .innerJoin('tags', 'tags.id', 'pt.tag_id')
        .select((eb) => ['tags.id', 'tags.name', 'tags.slug', eb.fn.countAll<number>().as('total')])
        .where('tags.type', '=', 'concern')
        .where('pt.product_id', 'in', matching(others, now))
        .groupBy(['tags.id', 'tags.name', 'tags.slug'])
        .orderBy('tags.name')
        .execute();
    },
  };
}

export type ListingFacetsRepository = ReturnType<typeof createListingFacetsRepository>;
