import type { CombinationAttributes } from '@kilau/db';
import { pickVariant } from '@kilau/domain/catalog';
import {
  lineAvailability,
  lineUnitPrice,
  quantityLimit,
  type CartLine as RuleLine,
  type CartLineView,
  type CombinationFacts,
  type PackComponent,
  type SaleContext,
} from '@kilau/domain/cart';
import type { PricedLine } from './cart-promotions';
import type { CartRow, FactsRow, LineRow, LineValues, StoredPack } from './cart.repository';

/** A stored line, or one about to be stored (`id` null). */
export type AnyLine = LineValues & { id: number | null; special_price_code: string | null };

export type FactsIndex = Map<number, FactsRow>;

export const indexFacts = (rows: readonly FactsRow[], into: FactsIndex = new Map()): FactsIndex => {
  for (const row of rows) into.set(row.combination_id, row);
  return into;
};

export type { CartLineView } from '@kilau/domain/cart';

export type BuiltLine = {
  line: AnyLine;
  view: CartLineView;
  /** As the promotions read it. */
  priced: PricedLine;
  /** As the cart rules read it. */
  rule: RuleLine;
};

/**
 * What the bag itself says about how its lines are sold (000 §4): a cart with a store is a
 * self-checkout bag, where stock alone decides. A guest's bag has no cart.
 */
export type BagContext = { selfCheckout: boolean };

export const bagContextOf = (cart: Pick<CartRow, 'store_id'> | null): BagContext => ({
  selfCheckout: cart?.store_id != null,
});

/** How a line is sold, for the availability rule: its special price and the bag's context. */
export const saleContextOf = (
  line: Pick<AnyLine, 'is_special_price'>,
  context: BagContext,
): SaleContext => ({
  is_special_price: line.is_special_price,
  self_checkout: context.selfCheckout,
});

export function toCombinationFacts(row: FactsRow): CombinationFacts {
  return {
    product_id: row.product_id,
    combination_id: row.combination_id,
    is_active: row.is_active,
    classification: row.classification,
    max_limit_per_order: row.max_limit_per_order,
    stock: row.stock,
    preorder_rules: row.preorder_rules,
    pack_items: row.pack_items,
    is_out_of_stock_academy: row.is_out_of_stock_academy,
    is_flash_sale: row.flash !== null,
  };
}

/** A pack line's components with their own stock (a component gone or moved: inactive). */
export function componentsOf(pack: StoredPack | null, facts: FactsIndex): PackComponent[] {
  return (pack ?? []).map((item) => {
    const row = facts.get(item.combination_id);
    return {
      ...item,
      is_active: !!row?.is_active && row.product_id === item.product_id,
      stock: row?.stock ?? 0,
    };
  });
}

/** Combinations whose facts these lines need: their own and their pack components'. */
export const factIdsOf = (lines: readonly Pick<LineValues, 'combination_id' | 'pack'>[]) =>
  lines.flatMap((line) => [
    line.combination_id,
    ...(line.pack ?? []).map((item) => item.combination_id),
  ]);

export const factsOf = (facts: FactsIndex, combinationId: number): FactsRow => {
  const row = facts.get(combinationId);
  // Lines reference combinations by foreign key, so their facts are always there.
  if (!row) throw new Error(`no facts loaded for combination ${combinationId}`);
  return row;
};

const combinationName = (attributes: CombinationAttributes | null | undefined) =>
  pickVariant(attributes)?.name ?? null;

export function fromRow(row: LineRow): AnyLine {
  return { ...row, pack: row.pack as StoredPack | null };
}

/**
 * Prices a line and reads its availability from the facts and the bag's context: the view, the
 * priced and rule lines.
 */
export function buildLine(line: AnyLine, facts: FactsIndex, context: BagContext): BuiltLine {
  const row = factsOf(facts, line.combination_id);
  const components = componentsOf(line.pack, facts);
  const availability = lineAvailability(
    toCombinationFacts(row),
    components,
    line.quantity,
    saleContextOf(line, context),
  );
  const regular = lineUnitPrice({
    price_after_discount: row.price_after_discount,
    flash: row.flash,
  });
  const unitPrice = lineUnitPrice({
    price_after_discount: row.price_after_discount,
    flash: row.flash,
    promo_unit_price: line.promo_unit_price,
  });
  const totalPrice = unitPrice * line.quantity;
  const limit = quantityLimit({ max_limit_per_order: row.max_limit_per_order });
  const categories = row.categories.map((category) => ({
    id: String(category.id),
    name: category.name,
  }));
  const view: CartLineView = {
    _id: line.id === null ? null : String(line.id),
    id: String(line.product_id),
    combination_id: String(line.combination_id),
    quantity: line.quantity,
    name: row.name,
    slug: row.slug,
    brand: { id: String(row.brand_id), name: row.brand_name },
    categories,
    default_category: {
      id: String(row.category_id),
      name: row.category_name,
      slug: row.category_slug,
    },
    image: row.image ?? null,
    combination_name: combinationName(row.attributes),
    combination: { attributes: row.attributes, price: row.price, price_after_discount: regular },
    is_pack: components.length > 0,
    pack_content: components.map((component) => {
      const part = facts.get(component.combination_id);
      return {
        product_id: String(component.product_id),
        name: part?.name ?? '',
        combination_id: String(component.combination_id),
        combination_name: combinationName(part?.attributes),
        quantity: component.quantity,
      };
    }),
    is_pre_order: line.is_pre_order,
    delivery_date: line.delivery_date,
    egift_info: line.egift_info,
    is_special_price: line.is_special_price,
    special_price_voucher_id: line.special_price_code,
    is_applied_free_product: line.is_applied_free_product,
    applied_free_products_voucher_id:
      line.free_product_voucher_id === null ? null : String(line.free_product_voucher_id),
    quantity_limit: limit,
    ...availability,
    unit_price: unitPrice,
    total_price: totalPrice,
    detail: {
      combination: { price: row.price, price_after_discount: unitPrice, total_price: totalPrice },
    },
  };
  const categoryIds = [...new Set([row.category_id, ...row.categories.map((c) => c.id)])];
  return {
    line,
    view,
    priced: {
      lineId: line.id ?? 0,
      productId: line.product_id,
      combinationId: line.combination_id,
      quantity: line.quantity,
      brandId: row.brand_id,
      categoryIds,
      unitPrice,
      isSpecialPrice: line.is_special_price,
      specialPriceId: line.special_price_id,
      isAppliedFreeProduct: line.is_applied_free_product,
      freeProductVoucherId: line.free_product_voucher_id,
      isAvailable: availability.is_available,
    },
    rule: {
      id: line.product_id,
      combination_id: String(line.combination_id),
      line_key: line.line_key,
      quantity: line.quantity,
      name: row.name,
      is_pre_order: line.is_pre_order,
      delivery_date: line.delivery_date,
      is_egift: row.classification === 'egift',
      egift_info: line.egift_info,
      is_pack: components.length > 0,
      max_limit_per_order: row.max_limit_per_order,
      stock: availability.stock,
      is_available: availability.is_available,
      unit_price: unitPrice,
    },
  };
}

/**
 * What can still be bought for this line given the bag: the same combination held by the bag's
 * other lines (another e-gift recipient, a special-price line) uses the same stock.
 */
export function stockForLine(stock: number, line: AnyLine, bag: readonly AnyLine[]): number {
  if (line.pack) return stock;
  const elsewhere = bag
    .filter(
      (other) =>
        other.combination_id === line.combination_id &&
        other.line_key !== line.line_key &&
        !other.pack,
    )
    .reduce((sum, other) => sum + other.quantity, 0);
  return Math.max(0, stock - elsewhere);
}

/** A line of the bag a rule would remove (the pre-order confirmation lists them). */
export const removedLine = (built: BuiltLine) => ({
  _id: built.view._id,
  id: built.view.id,
  combination_id: built.view.combination_id,
  quantity: built.view.quantity,
  name: built.view.name,
  combination_name: built.view.combination_name,
});
