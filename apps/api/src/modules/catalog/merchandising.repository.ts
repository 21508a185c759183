import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

/** Promotions, campaigns, flash sales and special prices, each within its active window. */
export function createMerchandisingRepository(db: Kysely<Database>) {
  const activePromotions = (now: Date) =>
    db
      .selectFrom('promotions')
      .where('is_active', '=', true)
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now);

  return {
    async listPromotions(
      now: Date,
      page: { skip: number; limit: number },
      type?: 'promo' | 'partner',
      slug?: string,
    ) {
      let query = activePromotions(now).selectAll();
      if (type) query = query.where('type', '=', type);
      if (slug !== undefined) query = query.where('slug', '=', slug);
      return query.orderBy('position').orderBy('id').offset(page.skip).limit(page.limit).execute();
    },

    async countPromotions(now: Date, type?: 'promo' | 'partner', slug?: string) {
      let query = activePromotions(now).select((eb) => eb.fn.countAll<number>().as('n'));
      if (type) query = query.where('type', '=', type);
      if (slug !== undefined) query = query.where('slug', '=', slug);
      return Number((await query.executeTakeFirstOrThrow()).n);
    },

    async findPromotion(now: Date, key: { id: number } | { slug: string }) {
      const query = activePromotions(now).selectAll();
      return (
        'id' in key ? query.where('id', '=', key.id) : query.where('slug', '=', key.slug)
      ).executeTakeFirst();
    },

    async findCampaign(slug: string, kind: string, now: Date) {
      return db
        .selectFrom('campaigns')
        .selectAll()
        .where('slug', '=', slug)
        .where('kind', '=', kind as never)
        .where('is_active', '=', true)
        .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
        .executeTakeFirst();
    },

    /** Running campaigns of a kind, optionally one slug, in their order. */
    async listCampaigns(
      now: Date,
      filter: { kind: string; slug?: string | undefined },
      page: { skip: number; limit: number },
    ) {
      let query = db
        .selectFrom('campaigns')
        .select(['id', 'name', 'slug', 'is_active', 'is_display_icon_web'])
        .where('kind', '=', filter.kind as never)
        .where('is_active', '=', true)
        .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));
      if (filter.slug !== undefined) query = query.where('slug', '=', filter.slug);
      return query.orderBy('position').orderBy('id').offset(page.skip).limit(page.limit).execute();
    },

    async campaignChildren(campaignId: number) {
      return db
        .selectFrom('campaigns')
        .select(['id', 'name', 'slug', 'kind', 'image_url', 'description'])
        .where('parent_id', '=', campaignId)
        .where('is_active', '=', true)
        .orderBy('position')
        .execute();
    },

    async campaignSections(campaignId: number) {
      return db
        .selectFrom('campaign_sections')
        .select(['id', 'title', 'type', 'banner', 'position'])
        .where('campaign_id', '=', campaignId)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    async sectionProductIds(sectionId: number, page: { skip: number; limit: number }) {
      const rows = await db
        .selectFrom('campaign_section_products as sp')
        .innerJoin('products', 'products.id', 'sp.product_id')
        .select('sp.product_id')
        .where('sp.section_id', '=', sectionId)
        .where('products.is_active', '=', true)
        .orderBy('sp.position')
        .orderBy('sp.product_id')
        .offset(page.skip)
        .limit(page.limit)
        .execute();
      return rows.map((row) => row.product_id);
    },

    async countSectionProducts(sectionId: number) {
      const row = await db
        .selectFrom('campaign_section_products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('section_id', '=', sectionId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The flash sale running at `now`, else the next one to start. */
    async currentOrNextFlashSale(now: Date) {
      return db
        .selectFrom('flash_sales')
        .selectAll()
        .where('is_active', '=', true)
        .where('ends_at', '>', now)
        .orderBy('starts_at')
        .limit(1)
        .executeTakeFirst();
    },

    async flashSaleProductIds(flashSaleId: number) {
      const rows = await db
        .selectFrom('flash_sale_items as fi')
        .innerJoin('combinations as c', 'c.id', 'fi.combination_id')
        .select(['c.product_id', sql<number>`min(fi.position)`.as('position')])
        .where('fi.flash_sale_id', '=', flashSaleId)
        .groupBy('c.product_id')
        .orderBy('position')
        .orderBy('c.product_id')
        .execute();
      return rows.map((row) => row.product_id);
    },

    async activeSpecialPrices(now: Date, page: { skip: number; limit: number }) {
      return db
        .selectFrom('special_prices as sp')
        .innerJoin('combinations as c', 'c.id', 'sp.combination_id')
        .select([
          'sp.id',
          'sp.combination_id',
          'c.product_id',
          'sp.voucher_code',
          'sp.price',
          'sp.quota_per_user',
          'sp.min_amount',
          'sp.min_qty',
          'sp.scope',
          'sp.scope_ids',
          'sp.ends_at',
        ])
        .where('sp.is_active', '=', true)
        .where('sp.starts_at', '<=', now)
        .where('sp.ends_at', '>', now)
        .orderBy('sp.position')
        .orderBy('sp.id')
        .offset(page.skip)
        .limit(page.limit)
        .execute();
    },

    async countActiveSpecialPrices(now: Date) {
      const row = await db
        .selectFrom('special_prices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('is_active', '=', true)
        .where('starts_at', '<=', now)
        .where('ends_at', '>', now)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async namesForScope(scope: 'brand' | 'category' | 'product', ids: number[]) {
      if (ids.length === 0) return [];
      const table = scope === 'brand' ? 'brands' : scope === 'category' ? 'categories' : 'products';
      const rows = await db
        .selectFrom(table)
        .select(['id', 'name'])
        .where('id', 'in', ids)
        .execute();
      return rows.map((row) => ({ id: row.id, name: row.name }));
    },
  };
}

export type MerchandisingRepository = ReturnType<typeof createMerchandisingRepository>;
