import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';

/** A combination as an import reads and writes it. */
export interface CombinationRecord {
  id: number;
  sku: string;
  product_id: number;
  product_slug: string;
  price: number;
  price_after_discount: number;
  deduction_type: 'amount' | 'percentage' | null;
  deduction_amount: number;
  deduction_percentage: number;
  stock: number;
  is_active: boolean;
}

export type CombinationChange = Pick<
  CombinationRecord,
  | 'price'
  | 'price_after_discount'
  | 'deduction_type'
  | 'deduction_amount'
  | 'deduction_percentage'
  | 'stock'
  | 'is_active'
>;

/** How many SKUs one lookup asks for. */
const LOOKUP_CHUNK = 1_000;

/** The catalogue's rows as the CSV export and import see them (docs/design/back-office.md). */
export function createBulkRepository(db: Kysely<Database>) {
  return {
    /** Products after `afterId`, by id: a page of the export. */
    productsPage(afterId: number, limit: number) {
      return db
        .selectFrom('products as p')
        .innerJoin('brands as b', 'b.id', 'p.brand_id')
        .innerJoin('categories as c', 'c.id', 'p.default_category_id')
        .select([
          'p.id',
          'p.slug',
          'p.name',
          'b.slug as brand_slug',
          'c.slug as category_slug',
          'p.is_new',
          'p.is_exclusive',
          'p.is_limited',
          'p.is_online',
          'p.is_sale',
          'p.is_buy_one_get_one_free',
          'p.is_out_of_stock_academy',
          'p.is_active',
        ])
        .where('p.id', '>', afterId)
        .orderBy('p.id')
        .limit(limit)
        .execute();
    },

    /** Combinations after `afterId`, by id: a page of the export. */
    combinationsPage(afterId: number, limit: number) {
      return db
        .selectFrom('combinations as c')
        .innerJoin('products as p', 'p.id', 'c.product_id')
        .select([
          'c.id',
          'c.sku',
          'p.slug as product_slug',
          'c.attributes',
          'c.hex',
          'c.price',
          'c.price_after_discount',
          'c.deduction_type',
          'c.deduction_amount',
          'c.deduction_percentage',
          'c.stock',
          'c.is_active',
        ])
        .where('c.id', '>', afterId)
        .orderBy('c.id')
        .limit(limit)
        .execute();
    },

    /** The combinations with these SKUs, locked for the write when `forUpdate`. */
    async combinationsBySku(skus: readonly string[], forUpdate: boolean) {
      const found: CombinationRecord[] = [];
      for (let start = 0; start < skus.length; start += LOOKUP_CHUNK) {
        const chunk = skus.slice(start, start + LOOKUP_CHUNK);
        let query = db
          .selectFrom('combinations as c')
          .innerJoin('products as p', 'p.id', 'c.product_id')
          .select([
            'c.id',
            'c.sku',
            'c.product_id',
            'p.slug as product_slug',
            'c.price',
            'c.price_after_discount',
            'c.deduction_type',
            'c.deduction_amount',
            'c.deduction_percentage',
            'c.stock',
            'c.is_active',
          ])
          .where('c.sku', 'in', chunk)
          .orderBy('c.id');
        if (forUpdate) query = query.forUpdate('c');
        found.push(...(await query.execute()));
      }
      return found;
    },

    /**
     * Names the reason and the staff member for the stock ledger's trigger (migration 0031), for
     * the rest of this transaction; harmless without the trigger.
     */
    async nameStockChange(reason: string, staffId: number | null) {
      await sql`select set_config('kilau.stock_reason', ${reason}, true),
                       set_config('kilau.staff_id', ${staffId === null ? '' : String(staffId)}, true)`.execute(
        db,
      );
    },

    async updateCombination(id: number, change: CombinationChange) {
      await db.updateTable('combinations').set(change).where('id', '=', id).execute();
    },
  };
}

export type BulkRepository = ReturnType<typeof createBulkRepository>;
