import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

export function createBannersRepository(db: Kysely<Database>) {
  return {
    /** Banners of the given placements; the active window is decided by the domain rule. */
    async byLocations(locations: string[], createdFrom: Date | undefined) {
      if (locations.length === 0) return [];
      let query = db
        .selectFrom('banners')
        .select([
          'id',
          'location',
          'type',
          'title',
          'subtitle',
          'image_url',
          'link_url',
          'background',
          'popup_setting',
          'start_date',
          'end_date',
          'is_active',
          'position',
          'created_at',
        ])
        .where('location', 'in', locations)
        .where('is_active', '=', true);
      if (createdFrom) query = query.where('created_at', '>=', createdFrom);
      return query.orderBy('location').orderBy('position').orderBy('id').execute();
    },

    async tags() {
      return db.selectFrom('tags').select(['id', 'name', 'slug', 'type']).orderBy('name').execute();
    },

    async productTags(productIds: number[]) {
      if (productIds.length === 0) return [];
      return db
        .selectFrom('product_tags')
        .innerJoin('tags', 'tags.id', 'product_tags.tag_id')
        .select(['product_tags.product_id', 'tags.id', 'tags.name', 'tags.slug', 'tags.type'])
        .where('product_tags.product_id', 'in', productIds)
        .orderBy('tags.name')
        .execute();
    },
  };
}

export type BannersRepository = ReturnType<typeof createBannersRepository>;
