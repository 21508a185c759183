import type { Database } from '@kilau/db';
import type { PromotionTargets } from '@kilau/domain/vouchers';
import { sql, type Kysely } from 'kysely';

const VOUCHER_COLUMNS = [
  'v.id',
  'v.code',
  'v.name',
  'v.description',
  'v.terms',
  'v.kind',
  'v.discount_type',
  'v.amount',
  'v.percentage',
  'v.max_discount',
  'v.min_amount',
  'v.starts_at',
  'v.ends_at',
  'v.quota_total',
  'v.quota_per_user',
  'v.is_assigned_only',
  'v.is_special_paper_bag',
  'v.image',
  'v.is_active',
  'v.free_combination_id',
  'v.free_quantity',
] as const;

/** A voucher definition, with the member's assignment when there is one. */
export type VoucherRow = {
  id: number;
  code: string;
  name: string;
  description: string;
  terms: string;
  kind: 'manual' | 'welcome' | 'lucky_draw' | 'store_credit';
  discount_type: 'amount' | 'percentage' | 'free_shipping' | 'free_product';
  amount: number | null;
  percentage: number | null;
  max_discount: number | null;
  min_amount: number;
  starts_at: Date | null;
  ends_at: Date | null;
  quota_total: number | null;
  quota_per_user: number;
  is_assigned_only: boolean;
  is_special_paper_bag: boolean;
  image: string | null;
  is_active: boolean;
  free_combination_id: number | null;
  free_quantity: number;
  member_voucher_id: number | null;
  assigned_expires_at: Date | null;
  assigned_used_at: Date | null;
};

export type Named = { id: number; name: string };
export type VoucherRuleNames = { products: Named[]; brands: Named[]; categories: Named[] };

export type VoucherListFilter = {
  discountType?: VoucherRow['discount_type'] | undefined;
  /** true: running now (and not used by the member); false: ended, not started or used. */
  active: boolean;
  paperBag?: boolean | undefined;
  /** Only vouchers whose rules name one of these (or, with `orUnscoped`, name nothing). */
  targets?: { products: number[]; brands: number[]; categories: number[]; orUnscoped: boolean };
};

const LIST_CAP = 500;

/** Vouchers, their rules and assignments, and the holds that count against their quotas. */
export function createBagVouchersRepository(db: Kysely<Database>) {
  /** Vouchers the member may see: public ones and the ones assigned to them. */
  const visible = (userId: number | null) =>
    db
      .selectFrom('vouchers as v')
      .leftJoin('member_vouchers as mv', (join) =>
        join.onRef('mv.voucher_id', '=', 'v.id').on('mv.user_id', '=', userId ?? -1),
      )
      .select(VOUCHER_COLUMNS)
      .select([
        'mv.id as member_voucher_id',
        'mv.expires_at as assigned_expires_at',
        'mv.used_at as assigned_used_at',
      ]);

  return {
    /** The voucher with this code, with the member's assignment (any state). */
    byCode: (code: string, userId: number): Promise<VoucherRow | undefined> =>
      visible(userId).where('v.code', '=', code).executeTakeFirst() as Promise<
        VoucherRow | undefined
      >,

    byId: (id: number, userId: number): Promise<VoucherRow | undefined> =>
      visible(userId).where('v.id', '=', id).executeTakeFirst() as Promise<VoucherRow | undefined>,

    /** Product, brand and category rules per voucher. */
    async targets(voucherIds: number[]): Promise<Map<number, PromotionTargets>> {
      const map = new Map<number, { products: number[]; brands: number[]; categories: number[] }>();
      for (const id of voucherIds) map.set(id, { products: [], brands: [], categories: [] });
      if (voucherIds.length === 0) return map;
      const rows = await db
        .selectFrom('voucher_rules')
        .select(['voucher_id', 'target_type', 'target_id'])
        .where('voucher_id', 'in', voucherIds)
        .orderBy('target_id')
        .execute();
      for (const row of rows) {
        const targets = map.get(row.voucher_id);
        if (!targets) continue;
        const list =
          row.target_type === 'product'
            ? targets.products
            : row.target_type === 'brand'
              ? targets.brands
              : targets.categories;
        list.push(row.target_id);
      }
      return map;
    },

    /** Names of the rules' products, brands and categories (`rules` in the listing). */
    async ruleNames(targets: PromotionTargets[]): Promise<{
      products: Map<number, string>;
      brands: Map<number, string>;
      categories: Map<number, string>;
    }> {
      const ids = (pick: (t: PromotionTargets) => readonly number[]) => [
        ...new Set(targets.flatMap((t) => [...pick(t)])),
      ];
      const names = async (table: 'products' | 'brands' | 'categories', list: number[]) =>
        list.length === 0
          ? new Map<number, string>()
          : new Map(
              (
                await db.selectFrom(table).select(['id', 'name']).where('id', 'in', list).execute()
              ).map((row) => [row.id, row.name]),
            );
      const [products, brands, categories] = await Promise.all([
        names(
          'products',
          ids((t) => t.products),
        ),
        names(
          'brands',
          ids((t) => t.brands),
        ),
        names(
          'categories',
          ids((t) => t.categories),
        ),
      ]);
      return { products, brands, categories };
    },

    /** Public vouchers and the member's own, by the listing's filters (at most 500). */
    async list(userId: number | null, filter: VoucherListFilter, now: Date): Promise<VoucherRow[]> {
      let query = visible(userId)
        .where('v.is_active', '=', true)
        .where((eb) => eb.or([eb('v.is_assigned_only', '=', false), eb('mv.id', 'is not', null)]));
      if (filter.discountType) query = query.where('v.discount_type', '=', filter.discountType);
      if (filter.paperBag !== undefined) {
        query = query.where('v.is_special_paper_bag', '=', filter.paperBag);
      }
      const running = sql<boolean>`(
        (v.starts_at is null or v.starts_at <= ${now})
        and (v.ends_at is null or v.ends_at > ${now})
        and (mv.expires_at is null or mv.expires_at > ${now})
        and mv.used_at is null
      )`;
      query = query.where(filter.active ? running : sql<boolean>`not ${running}`);
      const targets = filter.targets;
      if (targets) {
        query = query.where((eb) => {
          const named = (type: 'product' | 'brand' | 'category', ids: number[]) =>
            ids.length === 0
              ? sql<boolean>`false`
              : eb.exists(
                  eb
                    .selectFrom('voucher_rules as r')
                    .select('r.voucher_id')
                    .whereRef('r.voucher_id', '=', 'v.id')
                    .where('r.target_type', '=', type)
                    .where('r.target_id', 'in', ids),
                );
          const unscoped = eb.not(
            eb.exists(
              eb
                .selectFrom('voucher_rules as r')
                .select('r.voucher_id')
                .whereRef('r.voucher_id', '=', 'v.id'),
            ),
          );
          return eb.or([
            named('product', targets.products),
            named('brand', targets.brands),
            named('category', targets.categories),
            ...(targets.orUnscoped ? [unscoped] : []),
          ]);
        });
      }
      return (await query.orderBy('v.id').limit(LIST_CAP).execute()) as VoucherRow[];
    },

    /** The category with its ancestors and descendants (vouchers of a category page). */
    async categoryFamily(categoryId: number): Promise<number[] | null> {
      const rows = await sql<{ id: number }>`
        with recursive up as (
          select id, parent_id from categories where id = ${categoryId}
          union
          select c.id, c.parent_id from categories c join up on c.id = up.parent_id
        ), down as (
          select id from categories where id = ${categoryId}
          union
          select c.id from categories c join down on c.parent_id = down.id
        )
        select id from up union select id from down`.execute(db);
      return rows.rows.length === 0 ? null : rows.rows.map((row) => Number(row.id));
    },

    /** A product's brand and categories (vouchers of a product page). */
    async productFacts(
      productId: number,
    ): Promise<{ brandId: number; categoryIds: number[] } | null> {
      const product = await db
        .selectFrom('products')
        .select(['brand_id', 'default_category_id'])
        .where('id', '=', productId)
        .where('is_active', '=', true)
        .executeTakeFirst();
      if (!product) return null;
      const categories = await db
        .selectFrom('product_categories')
        .select('category_id')
        .where('product_id', '=', productId)
        .execute();
      return {
        brandId: product.brand_id,
        categoryIds: [
          ...new Set([product.default_category_id, ...categories.map((c) => c.category_id)]),
        ],
      };
    },
  };
}

export type BagVouchersRepository = ReturnType<typeof createBagVouchersRepository>;
