import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import type { CataloguePlan } from '../plan/plan-catalogue';
import { BANNERS } from '../tables/banners';
import { CAMPAIGNS } from '../tables/campaigns';
import { PROMOTION_TNC, PROMOTIONS } from '../tables/promotions';
import { addMs, HOUR_MS, jakartaDay } from '../text';
import { chunks, type WrittenCatalogue } from './write-catalogue';

export const bannerImageUrl = (key: string) => `/media/banners/${key}.webp`;
export const promotionImageUrl = (slug: string) => `/media/promotions/${slug}.webp`;
export const campaignImageUrl = (slug: string, part: 'hero' | 'banner' | 'icon' = 'hero') =>
  `/media/campaigns/${slug}${part === 'hero' ? '' : `-${part}`}.webp`;

/** The campaigns shown as the web's floating round icon (001 §2): top-level campaigns. */
export const showsCampaignIcon = (campaign: { parent: string | null; kind: string }) =>
  campaign.parent === null && campaign.kind === 'campaign';

const at = (now: Date, hours: number) => addMs(now, hours * HOUR_MS);

/** `/shop/{category:Sunscreen}` → `/shop/12-sunscreen`. */
export function resolveLink(link: string, written: WrittenCatalogue): string;
export function resolveLink(link: string | null, written: WrittenCatalogue): string | null;
export function resolveLink(link: string | null, written: WrittenCatalogue): string | null {
  if (link === null) return null;
  return link.replace(/\{category:([^}]+)\}/g, (_, name: string) => {
    const category = written.categories.get(name);
    return category ? `${category.id}-${category.slug}` : '';
  });
}

/** Flash sales, special prices, promotions, campaigns, banners and view counts. */
export async function writeMarketing(
  db: Kysely<Database>,
  plan: CataloguePlan,
  written: WrittenCatalogue,
  now: Date,
): Promise<void> {
  const { marketing, products } = plan;
  const productId = (index: number) => written.productIds[index] ?? 0;
  const combinationId = (product: number, combination: number) =>
    written.combinationIds[product]?.[combination] ?? 0;

  for (const sale of marketing.flashSales) {
    const { id } = await db
      .insertInto('flash_sales')
      .values({
        name: sale.name,
        starts_at: at(now, sale.window[0]),
        ends_at: at(now, sale.window[1]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('flash_sale_items')
      .values(
        sale.items.map((item, position) => ({
          flash_sale_id: id,
          combination_id: combinationId(item.product, item.combination),
          price: item.price,
          quota: item.quota,
          sold: item.sold,
          position,
        })),
      )
      .execute();
  }

  await db
    .insertInto('special_prices')
    .values(
      marketing.specialPrices.map((special, position) => {
        const product = products[special.product];
        const scopeIds = {
          any: [],
          brand: [written.brandIds[product?.brandIndex ?? -1] ?? 0],
          category: [written.categories.get(product?.leaf ?? '')?.id ?? 0],
          product: [productId(special.product)],
        }[special.scope];
        return {
          combination_id: combinationId(special.product, special.combination),
          voucher_code: special.voucherCode,
          price: special.price,
          quota_per_user: special.quotaPerUser,
          min_amount: special.minAmount,
          min_qty: special.minQty,
          scope: special.scope,
          scope_ids: scopeIds,
          starts_at: at(now, special.window[0]),
          ends_at: at(now, special.window[1]),
          position,
        };
      }),
    )
    .execute();

  for (const [position, promotion] of PROMOTIONS.entries()) {
    const { id } = await db
      .insertInto('promotions')
      .values({
        slug: promotion.slug,
        name: promotion.name,
        description: promotion.description,
        tnc: PROMOTION_TNC,
        type: promotion.type,
        partner_name: promotion.partnerName,
        image_url: promotionImageUrl(promotion.slug),
        category_id: promotion.category
          ? (written.categories.get(promotion.category)?.id ?? null)
          : null,
        starts_at: at(now, promotion.window[0]),
        ends_at: at(now, promotion.window[1]),
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const picks = marketing.promotionProducts[promotion.slug] ?? [];
    if (picks.length === 0) continue;
    await db
      .insertInto('promotion_products')
      .values(
        picks.map((index, i) => ({ promotion_id: id, product_id: productId(index), position: i })),
      )
      .execute();
  }

  await writeCampaigns(db, plan, written, now);

  await db
    .insertInto('banners')
    .values(
      BANNERS.map((banner, position) => ({
        location: banner.location,
        type: banner.type,
        title: banner.title,
        subtitle: banner.subtitle,
        image_url: banner.size ? bannerImageUrl(banner.key) : null,
        link_url: resolveLink(banner.link, written),
        background: banner.background,
        popup_setting: banner.popupSetting,
        start_date: at(now, banner.window[0]),
        end_date: at(now, banner.window[1]),
        position,
        created_at: now,
        voucher_code:
          banner.advertises && 'voucherCode' in banner.advertises
            ? banner.advertises.voucherCode
            : null,
        offer: banner.advertises && 'offer' in banner.advertises ? banner.advertises.offer : null,
      })),
    )
    .execute();

  const views = products.flatMap((product, index) =>
    product.views.flatMap((count, daysAgo) =>
      count > 0
        ? [{ product_id: productId(index), day: jakartaDay(now, -daysAgo), views: count }]
        : [],
    ),
  );
  for (const chunk of chunks(views))
    await db.insertInto('product_views_daily').values(chunk).execute();
}

async function writeCampaigns(
  db: Kysely<Database>,
  plan: CataloguePlan,
  written: WrittenCatalogue,
  now: Date,
) {
  const idBySlug = new Map<string, number>();
  for (const [position, campaign] of CAMPAIGNS.entries()) {
    const { id } = await db
      .insertInto('campaigns')
      .values({
        parent_id: campaign.parent ? (idBySlug.get(campaign.parent) ?? null) : null,
        slug: campaign.slug,
        kind: campaign.kind,
        name: campaign.name,
        description: campaign.description,
        image_url: campaignImageUrl(campaign.slug),
        category_id: campaign.category
          ? (written.categories.get(campaign.category)?.id ?? null)
          : null,
        more_info: JSON.stringify({
          background: campaign.colours[0],
          theme_color: campaign.colours[1],
          subtitle: campaign.description,
        }),
        is_display_icon_web: campaign.parent === null && campaign.kind !== 'deals',
        icon_url: showsCampaignIcon(campaign) ? campaignImageUrl(campaign.slug, 'icon') : null,
        starts_at: at(now, campaign.window[0]),
        ends_at: at(now, campaign.window[1]),
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    idBySlug.set(campaign.slug, id);

    const sections = [
      {
        campaign_id: id,
        title: 'Promo Spesial',
        type: 'banner' as const,
        banner: JSON.stringify({
          image_url: campaignImageUrl(campaign.slug, 'banner'),
          link_url: '/flash-sale',
          title: campaign.name,
          subtitle: campaign.description,
        }),
        position: 0,
      },
      ...campaign.sections.map((section, i) => ({
        campaign_id: id,
        title: section.title,
        type: 'product' as const,
        banner: null,
        position: i + 1,
      })),
    ];
    const rows = await db
      .insertInto('campaign_sections')
      .values(sections)
      .returning(['id', 'title'])
      .execute();
    const sectionProducts = rows.flatMap((row) =>
      (plan.marketing.sectionProducts[`${campaign.slug}/${row.title}`] ?? []).map((index, i) => ({
        section_id: row.id,
        product_id: written.productIds[index] ?? 0,
        position: i,
      })),
    );
    if (sectionProducts.length > 0) {
      await db.insertInto('campaign_section_products').values(sectionProducts).execute();
    }
  }
}
