import type { CartLineEgiftInfo } from '@kilau/db';
import type { MessageCode } from '@kilau/domain';
import {
  cartLineKey,
  checkEgiftInfo,
  checkSellable,
  isPreorderFacts,
  resolvePackChoice,
  sellingPreorderRule,
  type CartLine as RuleLine,
} from '@kilau/domain/cart';
import {
  componentsOf,
  factsOf,
  stockForLine,
  saleContextOf,
  toCombinationFacts,
  type AnyLine,
  type BagContext,
  type FactsIndex,
} from './cart-lines';

/** A line the shopper asks to add, with the pieces the body may carry. */
export type IncomingInput = {
  productId: number;
  combinationId: number;
  quantity: number;
  pack?: { product_id: number; combination_id: number }[] | undefined;
  egiftInfo?: Partial<CartLineEgiftInfo> | undefined;
  isSpecialPrice?: boolean | undefined;
  isFreeProduct?: boolean | undefined;
  reference?: Record<string, unknown> | undefined;
};

export type IncomingRefusal = {
  status: 404 | 422;
  code: 'product_not_found' | 'product_not_for_sale' | 'product_sold_out' | 'pack_invalid';
  fields?: undefined;
};
export type EgiftRefusal = {
  status: 422;
  code: 'cart_egift_info_invalid';
  fields: Partial<Record<'recipient_email' | 'delivery_date', MessageCode>>;
};

export type Resolved =
  | { ok: true; line: AnyLine; stock: number }
  | { ok: false; refusal: IncomingRefusal | EgiftRefusal };

/** Combinations the incoming line needs facts for beyond its own: a pack's default components. */
export const defaultPackIds = (input: IncomingInput, facts: FactsIndex): number[] =>
  input.pack?.length
    ? []
    : (facts.get(input.combinationId)?.pack_items ?? [])
        .map((item) => item.combination_id)
        .filter((id) => !facts.has(id));

const trimmed = (value: string | undefined) => {
  const text = value?.trim();
  return text ? text : undefined;
};

/**
 * The line to add, from the database's facts (design/the-bag.md: never the client's claims): the
 * product exists, is sold on its own and has stock (or pre-order quota); a pack's components; an
 * e-gift's recipient; a pre-order's rule and delivery day; the line's key. Whether it can be
 * bought follows 000 §4's availability rule for the line's special price and the bag's context.
 */
export function resolveIncoming(
  input: IncomingInput,
  facts: FactsIndex,
  now: Date,
  context: BagContext,
): Resolved {
  const row = facts.get(input.combinationId);
  if (!row || row.product_id !== input.productId) {
    return { ok: false, refusal: { status: 404, code: 'product_not_found' } };
  }
  const chosen = resolvePackChoice(
    row.pack_items,
    input.pack,
    (combinationId) => facts.get(combinationId)?.product_id,
  );
  if (!chosen.ok) return { ok: false, refusal: { status: 422, code: 'pack_invalid' } };
  const pack = chosen.value.length > 0 ? chosen.value : null;
  const sellable = checkSellable(
    toCombinationFacts(row),
    componentsOf(pack, facts),
    saleContextOf({ is_special_price: input.isSpecialPrice === true }, context),
  );
  if (!sellable.ok) {
    const status = sellable.code === 'product_not_found' ? 404 : 422;
    return { ok: false, refusal: { status, code: sellable.code } };
  }

  let egiftInfo: CartLineEgiftInfo | null = null;
  if (row.classification === 'egift') {
    const problems = checkEgiftInfo(input.egiftInfo, now);
    if (Object.keys(problems).length > 0) {
      return {
        ok: false,
        refusal: { status: 422, code: 'cart_egift_info_invalid', fields: problems },
      };
    }
    const info = input.egiftInfo ?? {};
    const recipientName = trimmed(info.recipient_name);
    const senderName = trimmed(info.sender_name);
    const message = trimmed(info.message);
    egiftInfo = {
      recipient_email: (info.recipient_email ?? '').trim(),
      ...(recipientName ? { recipient_name: recipientName } : {}),
      ...(senderName ? { sender_name: senderName } : {}),
      ...(message ? { message } : {}),
      delivery_date: (info.delivery_date ?? '').trim(),
    };
  }

  const rule = isPreorderFacts(row) ? sellingPreorderRule(row.preorder_rules) : null;
  const isSpecialPrice = input.isSpecialPrice === true;
  const isFreeProduct = input.isFreeProduct === true;
  const line: AnyLine = {
    id: null,
    product_id: row.product_id,
    combination_id: row.combination_id,
    line_key: cartLineKey({
      pack,
      egift_info: egiftInfo,
      is_special_price: isSpecialPrice,
      is_applied_free_product: isFreeProduct,
    }),
    quantity: input.quantity,
    is_pre_order: rule !== null,
    preorder_rule_id: rule?.id ?? null,
    delivery_date: rule?.delivery_date ?? null,
    pack,
    egift_info: egiftInfo,
    is_special_price: isSpecialPrice,
    special_price_id: null,
    special_price_code: null,
    is_applied_free_product: isFreeProduct,
    free_product_voucher_id: null,
    promo_unit_price: null,
    reference: input.reference ?? null,
  };
  return { ok: true, line, stock: sellable.value.stock };
}

/** The incoming line as the cart rules read it, with the stock left for it in this bag. */
export function incomingRule(
  resolved: { line: AnyLine; stock: number },
  bag: readonly AnyLine[],
  facts: FactsIndex,
): RuleLine {
  const { line } = resolved;
  const row = factsOf(facts, line.combination_id);
  return {
    id: line.product_id,
    combination_id: String(line.combination_id),
    line_key: line.line_key,
    quantity: line.quantity,
    name: row.name,
    is_pre_order: line.is_pre_order,
    delivery_date: line.delivery_date,
    is_egift: row.classification === 'egift',
    egift_info: line.egift_info,
    is_pack: line.pack !== null,
    max_limit_per_order: row.max_limit_per_order,
    stock: stockForLine(resolved.stock, line, bag),
    is_available: true,
  };
}
