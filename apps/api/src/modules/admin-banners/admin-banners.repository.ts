import type { Database } from '@kilau/db';
import type { Insertable, Kysely, Updateable } from 'kysely';

const BANNER_COLUMNS = [
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
  'voucher_code',
  'offer',
  'page_path',
  'version',
  'created_at',
] as const;

const CAMPAIGN_COLUMNS = [
  'id',
  'slug',
  'kind',
  'name',
  'description',
  'image_url',
  'starts_at',
  'ends_at',
  'is_active',
  'is_display_icon_web',
  'icon_url',
  'position',
  'version',
] as const;

/** Banners and campaigns for the back office (the write side of the catalogue's tables). */
export function createAdminBannersRepository(db: Kysely<Database>) {
  return {
    async listBanners(location: string | undefined) {
      let query = db.selectFrom('banners').select(BANNER_COLUMNS);
      if (location) query = query.where('location', '=', location);
      return query.orderBy('location').orderBy('position').orderBy('id').execute();
    },
    bannerById: (id: number) =>
      db.selectFrom('banners').select(BANNER_COLUMNS).where('id', '=', id).executeTakeFirst(),
    lockBanner: (id: number) =>
      db
        .selectFrom('banners')
        .select(BANNER_COLUMNS)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),
    async createBanner(values: Insertable<Database['banners']>) {
      const row = await db
        .insertInto('banners')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async updateBanner(id: number, values: Updateable<Database['banners']>) {
      await db
        .updateTable('banners')
        .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
    async voucherExists(code: string) {
      const row = await db
        .selectFrom('vouchers')
        .select('code')
        .where('code', '=', code)
        .executeTakeFirst();
      return row !== undefined;
    },

    async listCampaigns() {
      return db
        .selectFrom('campaigns')
        .select(CAMPAIGN_COLUMNS)
        .select((eb) =>
          eb
            .selectFrom('campaign_sections')
            .whereRef('campaign_sections.campaign_id', '=', 'campaigns.id')
            .select((inner) => inner.fn.countAll<string>().as('n'))
            .as('section_count'),
        )
        .where('parent_id', 'is', null)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },
    campaignById: (id: number) =>
      db.selectFrom('campaigns').select(CAMPAIGN_COLUMNS).where('id', '=', id).executeTakeFirst(),
    lockCampaign: (id: number) =>
      db
        .selectFrom('campaigns')
        .select(CAMPAIGN_COLUMNS)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),
    async slugTaken(kind: string, slug: string, exceptId: number | null) {
      let query = db
        .selectFrom('campaigns')
        .select('id')
        .where('kind', '=', kind as never)
        .where('slug', '=', slug);
      if (exceptId !== null) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },
    async createCampaign(values: Insertable<Database['campaigns']>) {
      const row = await db
        .insertInto('campaigns')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async updateCampaign(id: number, values: Updateable<Database['campaigns']>) {
      await db
        .updateTable('campaigns')
        .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
    async sectionsOf(campaignId: number) {
      const sections = await db
        .selectFrom('campaign_sections')
        .select(['id', 'title', 'type', 'banner', 'position'])
        .where('campaign_id', '=', campaignId)
        .orderBy('position')
        .orderBy('id')
        .execute();
      const ids = sections.map((section) => section.id);
      const products =
        ids.length === 0
          ? []
          : await db
              .selectFrom('campaign_section_products')
              .select(['section_id', 'product_id'])
              .where('section_id', 'in', ids)
              .orderBy('position')
              .orderBy('product_id')
              .execute();
      return sections.map((section) => ({
        ...section,
        product_ids: products
          .filter((product) => Number(product.section_id) === Number(section.id))
          .map((product) => Number(product.product_id)),
      }));
    },
    /** The ids among `ids` that are no product. */
    async unknownProducts(ids: number[]) {
      if (ids.length === 0) return [];
      const found = await db.selectFrom('products').select('id').where('id', 'in', ids).execute();
      const known = new Set(found.map((row) => Number(row.id)));
      return ids.filter((id) => !known.has(id));
    },
    /** The campaign's sections become `sections`, in their order. */
    async replaceSections(
      campaignId: number,
      sections: Array<{
        title: string;
        type: 'banner' | 'product';
        banner: Record<string, unknown> | null;
        product_ids: number[];
      }>,
    ) {
      await db.deleteFrom('campaign_sections').where('campaign_id', '=', campaignId).execute();
      for (const [position, section] of sections.entries()) {
        const row = await db
          .insertInto('campaign_sections')
          .values({
            campaign_id: campaignId,
            title: section.title,
            type: section.type,
            banner: section.banner ? JSON.stringify(section.banner) : null,
            position,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const productIds = [...new Set(section.product_ids)];
        if (productIds.length > 0) {
          await db
            .insertInto('campaign_section_products')
            .values(
              productIds.map((productId, index) => ({
                section_id: Number(row.id),
                product_id: productId,
                position: index,
              })),
            )
            .execute();
        }
      }
    },
  };
}

export type AdminBannersRepository = ReturnType<typeof createAdminBannersRepository>;
export type BannerRow = NonNullable<Awaited<ReturnType<AdminBannersRepository['bannerById']>>>;
export type CampaignRow = NonNullable<Awaited<ReturnType<AdminBannersRepository['campaignById']>>>;
