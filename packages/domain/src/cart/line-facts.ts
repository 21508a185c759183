import { availabilityRule } from '../catalog/availability';
import type { ProductClassification } from '../catalog/types';
import { ok, refuse, type Result } from '../shared/result';

/**
 * What the database says about one combination when a line is added or the bag is read
 * (design/the-bag.md: the server's facts, never the client's claims).
 */
export type CombinationFacts = {
  product_id: number;
  combination_id: number;
  /** Product and combination active (and the product published). */
  is_active: boolean;
  classification: ProductClassification | null;
  max_limit_per_order: number | null;
  stock: number;
  /** The combination's active pre-order rules, soonest delivery first (none: not a pre-order). */
  preorder_rules: readonly PreorderQuota[];
  /** A pack's components as the catalogue defines them (none: not a pack). */
  pack_items: readonly PackItem[];
  /** The product is marked out of stock in the academy shop (the back office's flag). */
  is_out_of_stock_academy: boolean;
  /** A flash sale is running on the combination with quota left. */
  is_flash_sale: boolean;
};

/**
 * What the line is sold as, beyond the catalogue's facts: a special-price line, and a bag in
 * self-checkout (a cart with a store). Both change which line of 000 §4's rule decides.
 */
export type SaleContext = { is_special_price?: boolean; self_checkout?: boolean };

export type PreorderQuota = {
  id: number;
  total_quota: number;
  sold_quota: number;
  /** ISO day the pre-order ships. */
  delivery_date: string;
};

export type PackItem = { product_id: number; combination_id: number; quantity: number };

/** A pack component as chosen for a line, with its own facts. */
export type PackComponent = PackItem & { is_active: boolean; stock: number };

export const isPreorderFacts = (facts: Pick<CombinationFacts, 'preorder_rules'>): boolean =>
  facts.preorder_rules.length > 0;

export const isPackFacts = (facts: Pick<CombinationFacts, 'pack_items'>): boolean =>
  facts.pack_items.length > 0;

/**
 * The pre-order rule that sells now: the first with total_quota ≥ 1 and above sold_quota
 * (000 §4 "Availability of a product"), else null.
 */
export function sellingPreorderRule(rules: readonly PreorderQuota[]): PreorderQuota | null {
  return rules.find((rule) => rule.total_quota >= 1 && rule.total_quota > rule.sold_quota) ?? null;
}

/**
 * How many of the line can be bought: a pre-order's remaining quota; a pack's count that every
 * component's stock covers (stock ÷ component quantity, an inactive component none); otherwise
 * the combination's stock.
 */
export function lineStock(facts: CombinationFacts, components: readonly PackComponent[]): number {
  if (isPreorderFacts(facts)) {
    const rule = sellingPreorderRule(facts.preorder_rules);
    return rule ? rule.total_quota - rule.sold_quota : 0;
  }
  if (components.length > 0) {
    return Math.min(
      ...components.map((component) =>
        component.is_active ? Math.floor(component.stock / component.quantity) : 0,
      ),
    );
  }
  return Math.max(0, facts.stock);
}

export type SellableRefusal = 'product_not_found' | 'product_not_for_sale' | 'product_sold_out';

/**
 * Whether a combination may be put in the bag at all: it exists and is active (else 404), it is
 * not a gift with purchase (never sold on its own), and it is available by 000 §4's rule
 * (`availabilityRule`): some of it can be bought (a pre-order's quota, else stock), and — unless
 * it is a pre-order, a flash sale, a special-price line or a self-checkout bag — the product is
 * not out of stock in the academy shop. Else sold out.
 */
export function checkSellable(
  facts: CombinationFacts | undefined,
  components: readonly PackComponent[],
  context: SaleContext = {},
): Result<{ stock: number }, SellableRefusal> {
  if (!facts || !facts.is_active) return refuse('product_not_found');
  if (facts.classification === 'gwp_non_sellable') return refuse('product_not_for_sale');
  const stock = lineStock(facts, components);
  if (stock <= 0) return refuse('product_sold_out');
  const rule = availabilityRule({
    preorder: isPreorderFacts(facts),
    flashSaleOrSpecialPrice: facts.is_flash_sale || context.is_special_price === true,
    selfCheckout: context.self_checkout === true,
  });
  if (rule === 'in_stock_not_academy' && facts.is_out_of_stock_academy) {
    return refuse('product_sold_out');
  }
  return ok({ stock });
}

export type LineAvailability = {
  stock: number;
  is_available: boolean;
  quantity_error: 'out_of_stock' | null;
};

/**
 * A bag line as read (000 §4): available while it can be bought at all; a quantity error when it
 * cannot, or when the line holds more than can be bought.
 */
export function lineAvailability(
  facts: CombinationFacts | undefined,
  components: readonly PackComponent[],
  quantity: number,
  context: SaleContext = {},
): LineAvailability {
  const sellable = checkSellable(facts, components, context);
  const stock = sellable.ok ? sellable.value.stock : 0;
  const isAvailable = sellable.ok;
  return {
    stock,
    is_available: isAvailable,
    quantity_error: !isAvailable || quantity > stock ? 'out_of_stock' : null,
  };
}

/**
 * The components of a pack line: the shopper's choice, one combination of each component
 * product (`productOf` tells which product a combination belongs to), or the catalogue's own
 * when no choice is sent. A choice that leaves out, repeats or adds a component is refused.
 * Not a pack: no components, whatever was sent.
 */
export function resolvePackChoice(
  packItems: readonly PackItem[],
  chosen: readonly { product_id: number; combination_id: number }[] | null | undefined,
  productOf: (combinationId: number) => number | undefined,
): Result<PackItem[], 'pack_invalid'> {
  if (packItems.length === 0) return ok([]);
  if (!chosen || chosen.length === 0) return ok(packItems.map((item) => ({ ...item })));
  if (chosen.length !== packItems.length) return refuse('pack_invalid');
  const byProduct = new Map(chosen.map((choice) => [choice.product_id, choice.combination_id]));
  if (byProduct.size !== chosen.length) return refuse('pack_invalid');
  const resolved: PackItem[] = [];
  for (const item of packItems) {
    const combinationId = byProduct.get(item.product_id);
    if (combinationId === undefined || productOf(combinationId) !== item.product_id)
      return refuse('pack_invalid');
    resolved.push({ ...item, combination_id: combinationId });
  }
  return ok(resolved);
}

/** A running flash-sale item of the combination: its price and quota. */
export type FlashSaleOffer = { price: number; quota: number; sold: number };

/**
 * The unit price of a line before promotions: the price a promotion fixed (special price, free
 * product), else a running flash sale's price while its quota lasts (never above the regular
 * price), else the combination's price after its own discount.
 */
export function lineUnitPrice(input: {
  price_after_discount: number;
  flash: FlashSaleOffer | null;
  promo_unit_price?: number | null;
}): number {
  if (input.promo_unit_price != null) return input.promo_unit_price;
  const { flash } = input;
  if (flash && flash.sold < flash.quota) return Math.min(flash.price, input.price_after_discount);
  return input.price_after_discount;
}
