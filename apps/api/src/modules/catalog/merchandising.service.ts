import {
  evaluateSpecialPrice,
  type ListedCampaign,
  type ListedCampaignField,
  type SpecialPriceTile,
  type SpecialPriceVerdict,
} from '@kilau/domain/catalog';
import { PAGE_SIZES } from '@kilau/domain/shared';
import { createTtlCache } from '../../lib/ttl-cache';
import type { MerchandisingRepository } from './merchandising.repository';
import type { TileCache } from './tile-cache';

type Paging = { skip: number; limit: number };

/** A special price's row as listed: its rules, product and combination. */
export type SpecialPriceRow = Awaited<
  ReturnType<MerchandisingRepository['activeSpecialPrices']>
>[number];
/** Decides, per special price id, whether each listed special price can be added now. */
export type SpecialPriceJudge = (
  rows: SpecialPriceRow[],
) => Promise<Map<number, SpecialPriceVerdict>>;
const SECTION_PREVIEW = 12;

/** Of these campaigns, the ids the campaign list leaves out (a draw campaign without prizes). */
export type CampaignPrizeGate = (
  campaigns: readonly { id: number; slug: string }[],
) => Promise<ReadonlySet<number>>;

export function createMerchandisingService(deps: {
  merchandising: MerchandisingRepository;
  tiles: TileCache;
  clock: () => Date;
  /** Promotion lists and the flash sale are kept as long as tiles are. */
  cacheTtlMs: number;
  /**
   * Of these campaigns, the ids that hand out prizes and have none left (the lucky draw's quota
   * gate, filled in by app.ts): the campaign list leaves them out. None by default.
   */
  campaignsWithoutPrizes?: CampaignPrizeGate | undefined;
}) {
  const { merchandising } = deps;
  const tiles = (ids: number[]) => deps.tiles.get(ids);
  const cache = <V>() =>
    createTtlCache<V>({ ttlMs: deps.cacheTtlMs, maxEntries: 500, clock: deps.clock });
  const promotionPages = cache<{
    items: Awaited<ReturnType<MerchandisingRepository['listPromotions']>>;
    total: number;
  }>();
  const flashSales = cache<{
    sale: Awaited<ReturnType<MerchandisingRepository['currentOrNextFlashSale']>>;
    productIds: number[];
  }>();

  return {
    /** Forgets promotion lists and the flash sale after a catalogue change. */
    forget() {
      promotionPages.clear();
      flashSales.clear();
    },
    promotions(paging: Paging, type?: 'promo' | 'partner', slug?: string) {
      return promotionPages.getOrLoad(
        JSON.stringify([paging, type ?? null, slug ?? null]),
        async () => {
          const now = deps.clock();
          const [items, total] = await Promise.all([
            merchandising.listPromotions(now, paging, type, slug),
            merchandising.countPromotions(now, type, slug),
          ]);
          return { items, total };
        },
      );
    },

    /**
     * Running campaigns (kind `campaign`), optionally one slug, with only the `fields` asked for
     * (001 §7, the lucky draw's query). Not cached: a draw campaign leaves the list the moment
     * its last prize is claimed, so a non-empty list means quota.
     */
    async campaigns(
      filter: { slug?: string | undefined; fields: readonly ListedCampaignField[] },
      paging: Paging,
    ): Promise<ListedCampaign[]> {
      const rows = await merchandising.listCampaigns(
        deps.clock(),
        { kind: 'campaign', slug: filter.slug },
        paging,
      );
      const hidden = deps.campaignsWithoutPrizes
        ? await deps.campaignsWithoutPrizes(rows)
        : new Set<number>();
      return rows
        .filter((row) => !hidden.has(row.id))
        .map((row) => ({
          _id: String(row.id),
          ...Object.fromEntries(filter.fields.map((field) => [field, row[field]])),
        }));
    },

    countPromotions: (type?: 'promo' | 'partner') =>
      merchandising.countPromotions(deps.clock(), type),

    promotion(key: string) {
      const now = deps.clock();
      return /^\d+$/.test(key)
        ? merchandising.findPromotion(now, { id: Number(key) })
        : merchandising.findPromotion(now, { slug: key });
    },

    /** A campaign with its child campaigns and sections; product sections carry a first row. */
    async campaign(slug: string, kind: string) {
      const campaign = await merchandising.findCampaign(slug, kind, deps.clock());
      if (!campaign) return null;
      const [childs, sections] = await Promise.all([
        merchandising.campaignChildren(campaign.id),
        merchandising.campaignSections(campaign.id),
      ]);
      const withProducts = await Promise.all(
        sections.map(async (section) =>
          section.type === 'product'
            ? {
                ...section,
                products: await tiles(
                  await merchandising.sectionProductIds(section.id, {
                    skip: 0,
                    limit: SECTION_PREVIEW,
                  }),
                ),
                total: await merchandising.countSectionProducts(section.id),
              }
            : { ...section, products: [], total: 0 },
        ),
      );
      return { ...campaign, childs, sections: withProducts };
    },

    async sectionProducts(slug: string, kind: string, title: string, paging: Paging) {
      const campaign = await merchandising.findCampaign(slug, kind, deps.clock());
      const section = campaign
        ? (await merchandising.campaignSections(campaign.id)).find((s) => s.title === title)
        : undefined;
      if (!section) return null;
      const [ids, total] = await Promise.all([
        merchandising.sectionProductIds(section.id, paging),
        merchandising.countSectionProducts(section.id),
      ]);
      return { items: await tiles(ids), total };
    },

    /** The running flash sale (or the next one) with its products (the first `limit`) at flash prices. */
    async flashSale({ limit }: { limit?: number | undefined } = {}) {
      const now = deps.clock();
      const load = async () => {
        const sale = await merchandising.currentOrNextFlashSale(now);
        return { sale, productIds: sale ? await merchandising.flashSaleProductIds(sale.id) : [] };
      };
      let current = await flashSales.getOrLoad('flash-sale', load);
      // A cached sale that has ended since gives way to the next one at once.
      if (current.sale && new Date(current.sale.ends_at) <= now) {
        flashSales.clear();
        current = await flashSales.getOrLoad('flash-sale', load);
      }
      const { sale } = current;
      if (!sale) return null;
      const running = new Date(sale.starts_at) <= now;
      const products = await tiles(
        limit === undefined ? current.productIds : current.productIds.slice(0, limit),
      );
      return {
        id: sale.id,
        name: sale.name,
        starts_at: new Date(sale.starts_at).toISOString(),
        ends_at: new Date(sale.ends_at).toISOString(),
        is_running: running,
        products,
      };
    },

    /**
     * Special prices with their rules and whether each can be added now. By default the verdict
     * is judged against `final_amount` alone (item-count rules cannot be met without a bag);
     * the bag's promotions pass `judge` to decide with the member's bag and quota.
     */
    async specialPrices(
      paging: Paging,
      finalAmount: number | undefined,
      judge?: SpecialPriceJudge,
    ) {
      const now = deps.clock();
      const [found, total] = await Promise.all([
        merchandising.activeSpecialPrices(now, {
          skip: paging.skip,
          limit: paging.limit || PAGE_SIZES.specialPrice,
        }),
        merchandising.countActiveSpecialPrices(now),
      ]);
      // bigint[] arrives as strings from some drivers: the rules compare ids as numbers.
      const rows = found.map((row) => ({ ...row, scope_ids: row.scope_ids.map(Number) }));
      const [products, verdicts] = await Promise.all([
        tiles([...new Set(rows.map((row) => row.product_id))]),
        judge
          ? judge(rows)
          : new Map(
              rows.map((row) => [
                row.id,
                evaluateSpecialPrice(row, finalAmount === undefined ? {} : { finalAmount }),
              ]),
            ),
      ]);
      const byId = new Map(products.map((product) => [product.id, product]));
      // A special price's combination joins its product, so each row has its tile.
      const listed = rows.flatMap((row) => {
        const product = byId.get(row.product_id);
        return product ? [{ row, product }] : [];
      });
      const items = await Promise.all(
        listed.map(async ({ row, product }): Promise<SpecialPriceTile> => {
          const scoped =
            row.scope === 'any' ? [] : await merchandising.namesForScope(row.scope, row.scope_ids);
          const verdict = verdicts.get(row.id) ?? evaluateSpecialPrice(row, {});
          return {
            ...product,
            special_price_voucher_id: row.voucher_code,
            special_price: row.price,
            special_price_combination_id: row.combination_id,
            quota_per_user: row.quota_per_user,
            ends_at: new Date(row.ends_at).toISOString(),
            is_special_price_applicable: verdict.applicable,
            reason: {
              min_oder: verdict.min_oder,
              min_qty: verdict.min_qty,
              quota_reached: verdict.quota_reached,
              brands: row.scope === 'brand' ? scoped : [],
              categories: row.scope === 'category' ? scoped : [],
              products: row.scope === 'product' ? scoped : [],
            },
          };
        }),
      );
      return { items, total };
    },
  };
}

export type MerchandisingService = ReturnType<typeof createMerchandisingService>;
