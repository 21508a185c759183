import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

/**
 * Banners and tags. `advertisedVouchers` reads the vouchers module's table on purpose
 * (docs/architecture.md, table ownership): a banner's words come from the voucher it names.
 */
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
          'voucher_code',
          'offer',
          'page_path',
        ])
        .where('location', 'in', locations)
        .where('is_active', '=', true);
      if (createdFrom) query = query.where('created_at', '>=', createdFrom);
      return query.orderBy('location').orderBy('position').orderBy('id').execute();
    },

    /** The vouchers the banners name, by code (whether they run is the domain's rule). */
    async advertisedVouchers(codes: string[]) {
      if (codes.length === 0) return [];
      return db
        .selectFrom('vouchers')
        .select([
          'code',
          'kind',
          'discount_type',
          'amount',
          'percentage',
          'max_discount',
          'min_amount',
          'starts_at',
          'ends_at',
          'valid_days',
          'is_active',
          'is_assigned_only',
        ])
        .where('code', 'in', codes)
        .execute();
    },

    /** Active campaigns marked for the web's floating icon (their window: the domain's rule). */
    async campaignIcons() {
      return db
        .selectFrom('campaigns')
        .select(['id', 'slug', 'name', 'icon_url', 'starts_at', 'ends_at'])
        .where('is_display_icon_web', '=', true)
        .where('is_active', '=', true)
        .where('kind', '=', 'campaign')
        .where('parent_id', 'is', null)
        .orderBy('position')
        .orderBy('id')
        .execute();
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
