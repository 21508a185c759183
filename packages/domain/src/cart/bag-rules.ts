import { LIMIT_ORDER_PRODUCT } from '../shared/constants';
import { isEgiftLine, isPreorderLine, isSameEntry, type CartLine } from './types';

export type CartRuleCode =
  | 'cart_egift_alone'
  | 'cart_preorder_delivery_date'
  | 'cart_quantity_limit'
  | 'out_of_stock';

/** What adding a line to a bag leads to (000 §4 "Cart rules"). */
export type CartAdditionOutcome =
  | { kind: 'add'; quantity: number }
  | { kind: 'confirm_replace'; code: 'cart_preorder_mix_confirm'; removes: CartLine[] }
  | { kind: 'refuse'; code: CartRuleCode; params?: Record<string, number> };

/** The most of one product a line may hold: 20, or the product's own lower cap. */
export function quantityLimit(line: Pick<CartLine, 'max_limit_per_order'>): number {
  const own = line.max_limit_per_order;
  return own && own > 0 ? Math.min(own, LIMIT_ORDER_PRODUCT) : LIMIT_ORDER_PRODUCT;
}

/**
 * E-gift cards are delivered by e-mail and never share a bag with physical products; several
 * e-gift lines may share one (the spec says "other items": read as non-e-gift, see report).
 */
function breaksEgiftRule(bag: readonly CartLine[], incoming: CartLine): boolean {
  return bag.some((line) => isEgiftLine(line) !== isEgiftLine(incoming));
}

const mixesPreorder = (bag: readonly CartLine[], incoming: CartLine): boolean =>
  bag.some((line) => isPreorderLine(line) !== isPreorderLine(incoming));

function breaksDeliveryDate(bag: readonly CartLine[], incoming: CartLine): boolean {
  if (!isPreorderLine(incoming)) return false;
  return bag.some(
    (line) =>
      isPreorderLine(line) && (line.delivery_date ?? null) !== (incoming.delivery_date ?? null),
  );
}

function checkQuantity(bag: readonly CartLine[], incoming: CartLine): CartAdditionOutcome {
  const existing = bag.find((line) => isSameEntry(line, incoming))?.quantity ?? 0;
  const quantity = existing + incoming.quantity;
  const limit = quantityLimit(incoming);
  if (quantity > limit) return { kind: 'refuse', code: 'cart_quantity_limit', params: { limit } };
  if (incoming.stock != null && quantity > incoming.stock)
    return { kind: 'refuse', code: 'out_of_stock' };
  return { kind: 'add', quantity };
}

/**
 * The cart-rule check (000 §4), in this order: e-gift alone; pre-order not mixed with other
 * items (a confirmation that removes the existing lines); pre-orders share one delivery date;
 * the quantity limit and stock. `quantity` in the outcome is the line's new total.
 */
export function checkCartAddition(
  bag: readonly CartLine[],
  incoming: CartLine,
): CartAdditionOutcome {
  if (breaksEgiftRule(bag, incoming)) return { kind: 'refuse', code: 'cart_egift_alone' };
  if (mixesPreorder(bag, incoming)) {
    return { kind: 'confirm_replace', code: 'cart_preorder_mix_confirm', removes: [...bag] };
  }
  if (breaksDeliveryDate(bag, incoming))
    return { kind: 'refuse', code: 'cart_preorder_delivery_date' };
  return checkQuantity(bag, incoming);
}

/** The bag after an accepted addition (or a confirmed replacement). */
export function addLine(
  bag: readonly CartLine[],
  incoming: CartLine,
  quantity: number,
): CartLine[] {
  const index = bag.findIndex((line) => isSameEntry(line, incoming));
  if (index === -1) return [...bag, { ...incoming, quantity }];
  return bag.map((line, i) => (i === index ? { ...line, ...incoming, quantity } : line));
}

/** An unavailable line or one above its stock shows a quantity error (000 §4). */
export function lineQuantityError(line: CartLine): 'out_of_stock' | null {
  if (line.is_available === false) return 'out_of_stock';
  if (line.stock != null && line.quantity > line.stock) return 'out_of_stock';
  return null;
}

/** 'Beberapa stock produk tidak cukup' shows when any line lacks stock (000 §4). */
export function cartStockWarning(
  lines: readonly CartLine[],
  hasOosProduct = false,
): 'cart_stock_insufficient' | null {
  return hasOosProduct || lines.some((line) => lineQuantityError(line) !== null)
    ? 'cart_stock_insufficient'
    : null;
}
