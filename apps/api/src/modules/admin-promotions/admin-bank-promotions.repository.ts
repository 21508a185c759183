import type { Database } from '@kilau/db';
import type { BankPromotionDiscountType } from '@kilau/domain/admin';
import { sql, type Kysely, type Selectable } from 'kysely';
import {
  containsPattern,
  newestWindowPage,
  statusCondition,
  type PromotionPage,
} from './promotion-window.repository';

export type BankPromotionRow = Selectable<Database['bank_promotions']>;
export type BankPromotionValues = {
  bank_name: string;
  title: string;
  description: string;
  discount_type: BankPromotionDiscountType;
  discount_value: number;
  max_discount: number | null;
  min_order: number;
  card_bins: string[];
  payment_methods: string[];
  starts_at: Date;
  ends_at: Date;
  is_active: boolean;
  position: number;
};

/**
 * The payment module's bank promotions as the back office reads and writes them (shared on
 * purpose, docs/architecture.md): the payment step lists these rows and placement applies them.
 * Usage reads `orders` (not given back: `released_at is null`); the methods, `payment_methods`.
 */
export function createAdminBankPromotionsRepository(db: Kysely<Database>) {
  return {
    async list(query: PromotionPage): Promise<{ rows: BankPromotionRow[]; total: number }> {
      let select = db.selectFrom('bank_promotions as bp');
      if (query.q) {
        const like = containsPattern(query.q);
        select = select.where((eb) =>
          eb.or([eb('bp.bank_name', 'ilike', like), eb('bp.title', 'ilike', like)]),
        );
      }
      const status = statusCondition('bp', query.status, query.now);
      if (status) select = select.where(status);
      return newestWindowPage(select, (page) => page.selectAll('bp'), 'bp', query);
    },

    byId: (id: number) =>
      db.selectFrom('bank_promotions').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Serialises edits of one bank promotion. */
    lock: async (id: number) =>
      (await db
        .selectFrom('bank_promotions')
        .select('id')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst()) !== undefined,

    /** Orders placed with each promotion (not given back) and the rupiah it took off them. */
    async usage(ids: number[]): Promise<Map<number, { orders: number; discount_given: number }>> {
      const map = new Map<number, { orders: number; discount_given: number }>();
      for (const id of ids) map.set(id, { orders: 0, discount_given: 0 });
      if (ids.length === 0) return map;
      const rows = await db
        .selectFrom('orders')
        .select([
          'bank_promotion_id',
          sql<number>`count(*)::int`.as('orders'),
          sql<string>`coalesce(sum(bank_promotion_discount), 0)`.as('given'),
        ])
        .where('bank_promotion_id', 'in', ids)
        .where('released_at', 'is', null)
        .groupBy('bank_promotion_id')
        .execute();
      for (const row of rows) {
        if (row.bank_promotion_id !== null) {
          map.set(Number(row.bank_promotion_id), {
            orders: row.orders,
            discount_given: Number(row.given),
          });
        }
      }
      return map;
    },

    /** The payment methods a promotion may name, in the chooser's order. */
    methods: () =>
      db
        .selectFrom('payment_methods')
        .select(['code', 'name', 'category', 'is_active'])
        .orderBy('position')
        .orderBy('id')
        .execute(),

    /** Those of `codes` no payment method has. */
    async unknownMethods(codes: readonly string[]): Promise<string[]> {
      if (codes.length === 0) return [];
      const known = await db
        .selectFrom('payment_methods')
        .select('code')
        .where('code', 'in', [...codes])
        .execute();
      const found = new Set(known.map((row) => row.code));
      return codes.filter((code) => !found.has(code));
    },

    async insert(values: BankPromotionValues): Promise<number> {
      const row = await db
        .insertInto('bank_promotions')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async update(id: number, values: Partial<BankPromotionValues>): Promise<void> {
      await db
        .updateTable('bank_promotions')
        .set({ ...values, version: sql`version + 1` })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type AdminBankPromotionsRepository = ReturnType<typeof createAdminBankPromotionsRepository>;
