import type { CheckoutLine } from '@kilau/domain/cart';
import type { OrdersRepository } from './orders.repository';

/** What an order takes from the catalogue, summed per combination / rule / flash item. */
export type Takings = {
  /** combination id → units of stock (ordinary lines and pack components). */
  stock: Map<number, number>;
  /** pre-order rule id → units of quota. */
  preorder: Map<number, number>;
  /** combination id → units of its running flash sale's quota. */
  flash: Map<number, number>;
  /**
   * The store a self-checkout order takes `stock` from (its `store_stock` rows, migration 0054);
   * null: the online stock (`combinations.stock`). An order takes from one or the other, never both.
   */
  storeId: number | null;
};

const add = (map: Map<number, number>, key: number, units: number) =>
  map.set(key, (map.get(key) ?? 0) + units);

export type TakingLine = Pick<
  CheckoutLine,
  'combinationId' | 'quantity' | 'isPreOrder' | 'preorderRuleId' | 'pack' | 'isFlashSale'
>;

/**
 * The stock, pre-order quota and flash-sale quota the lines take; the stock from the store's
 * when the order is a self-checkout order in `storeId`.
 */
export function takingsOf(lines: readonly TakingLine[], storeId: number | null): Takings {
  const takings: Takings = { stock: new Map(), preorder: new Map(), flash: new Map(), storeId };
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

/**
 * What an order's lines take (as placement took it), and the flash sale each flash-priced
 * combination was taken from: what a release gives back and a payment retry takes again.
 */
export function takingsOfOrder(
  lines: Awaited<ReturnType<OrdersRepository['takingLines']>>,
  storeId: number | null,
): {
  takings: Takings;
  flashSales: Map<number, number>;
} {
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
    storeId,
  );
  return { takings, flashSales };
}
