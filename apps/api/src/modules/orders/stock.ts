import type { Database } from '@kilau/db';
import { sql, type Kysely } from 'kysely';
import type { CheckoutLine } from '@kilau/domain/cart';

/** What an order takes from the catalogue, summed per combination / rule / flash item. */
export type Takings = {
  /** combination id → units of stock (ordinary lines and pack components). */
  stock: Map<number, number>;
  /** pre-order rule id → units of quota. */
  preorder: Map<number, number>;
  /** combination id → units of its running flash sale's quota. */
  flash: Map<number, number>;
};

const add = (map: Map<number, number>, key: number, units: number) =>
  map.set(key, (map.get(key) ?? 0) + units);

export type TakingLine = Pick<
  CheckoutLine,
  'combinationId' | 'quantity' | 'isPreOrder' | 'preorderRuleId' | 'pack' | 'isFlashSale'
>;

/** The stock, pre-order quota and flash-sale quota the lines take. */
export function takingsOf(lines: readonly TakingLine[]): Takings {
  const takings: Takings = { stock: new Map(), preorder: new Map(), flash: new Map() };
  for (const line of lines) {
    if (line.isPreOrder && line.preorderRuleId !== null) {
      add(takings.preorder, line.preorderRuleId, line.quantity);
    } else if (line.pack) {
      for (const item of line.pack)
        add(takings.stock, item.combination_id, item.quantity * line.quantity);
    } else {
      add(takings.stock, line.combinationId, line.quantity);
    }
    if (line.isFlashSale) add(takings.flash, line.combinationId, line.quantity);
  }
  return takings;
}

const ascending = (map: Map<number, number>) => [...map.entries()].sort(([a], [b]) => a - b);

/**
 * Takes what the order needs with conditional updates, in ascending id order (so two orders
 * never wait on each other's rows in opposite orders). Answers the first thing that is short
 * (the caller rolls back), or the flash sale each flash-priced combination was taken from.
 */
export async function take(
  db: Kysely<Database>,
  takings: Takings,
  now: Date,
): Promise<
  | { short: { kind: 'stock' | 'preorder' | 'flash'; id: number } }
  | { short: null; flashSales: Map<number, number> }
> {
  for (const [id, units] of ascending(takings.stock)) {
    const taken = await db
      .updateTable('combinations')
      .set({ stock: sql`stock - ${units}` })
      .where('id', '=', id)
      .where('stock', '>=', units)
      .executeTakeFirst();
    if (taken.numUpdatedRows === 0n) return { short: { kind: 'stock', id } };
  }
  for (const [id, units] of ascending(takings.preorder)) {
    const taken = await db
      .updateTable('preorder_rules')
      .set({ sold_quota: sql`sold_quota + ${units}` })
      .where('id', '=', id)
      .where('is_active', '=', true)
      .where(sql<boolean>`sold_quota + ${units} <= total_quota`)
      .executeTakeFirst();
    if (taken.numUpdatedRows === 0n) return { short: { kind: 'preorder', id } };
  }
  const flashSales = new Map<number, number>();
  for (const [combinationId, units] of ascending(takings.flash)) {
    const { rows } = await sql<{ flash_sale_id: number }>`
      update flash_sale_items fi set sold = fi.sold + ${units}
       where fi.combination_id = ${combinationId}
         and fi.flash_sale_id = (
               select i.flash_sale_id from flash_sale_items i
                 join flash_sales s on s.id = i.flash_sale_id
                where i.combination_id = ${combinationId} and s.is_active
                  and s.starts_at <= ${now} and s.ends_at > ${now} and i.sold < i.quota
                order by i.price limit 1)
         and fi.sold + ${units} <= fi.quota
      returning fi.flash_sale_id`.execute(db);
    const row = rows[0];
    if (!row) return { short: { kind: 'flash', id: combinationId } };
    flashSales.set(combinationId, Number(row.flash_sale_id));
  }
  return { short: null, flashSales };
}

/** Gives back what `take` took (an unpaid order expired, cancelled or refused by the gateway). */
export async function giveBack(
  db: Kysely<Database>,
  takings: Takings,
  flashSales: ReadonlyMap<number, number>,
): Promise<void> {
  for (const [id, units] of ascending(takings.stock)) {
    await db
      .updateTable('combinations')
      .set({ stock: sql`stock + ${units}` })
      .where('id', '=', id)
      .execute();
  }
  for (const [id, units] of ascending(takings.preorder)) {
    await db
      .updateTable('preorder_rules')
      .set({ sold_quota: sql`greatest(sold_quota - ${units}, 0)` })
      .where('id', '=', id)
      .execute();
  }
  for (const [combinationId, units] of ascending(takings.flash)) {
    const flashSaleId = flashSales.get(combinationId);
    if (flashSaleId === undefined) continue;
    await db
      .updateTable('flash_sale_items')
      .set({ sold: sql`greatest(sold - ${units}, 0)` })
      .where('flash_sale_id', '=', flashSaleId)
      .where('combination_id', '=', combinationId)
      .execute();
  }
}

/**
 * What an order's lines take (as placement took it), and the flash sale each flash-priced
 * combination was taken from: what a release gives back and a payment retry takes again.
 */
export async function orderTakings(
  db: Kysely<Database>,
  orderId: number,
): Promise<{ takings: Takings; flashSales: Map<number, number> }> {
  const lines = await db
    .selectFrom('order_lines')
    .select([
      'combination_id',
      'quantity',
      'is_pre_order',
      'preorder_rule_id',
      'pack',
      'flash_sale_id',
    ])
    .where('order_id', '=', orderId)
    .execute();
  const flashSales = new Map<number, number>();
  for (const line of lines) {
    if (line.flash_sale_id !== null) flashSales.set(line.combination_id, line.flash_sale_id);
  }
  const takings = takingsOf(
    lines.map((line) => ({
      combinationId: line.combination_id,
      quantity: line.quantity,
      isPreOrder: line.is_pre_order,
      preorderRuleId: line.preorder_rule_id,
      pack: line.pack,
      isFlashSale: line.flash_sale_id !== null,
    })),
  );
  return { takings, flashSales };
}
