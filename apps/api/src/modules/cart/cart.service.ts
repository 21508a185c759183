import type { Locale } from '@kilau/domain';
import { checkCartAddition } from '@kilau/domain/cart';
import { AppError } from '../../lib/app-error';
import { cartRef, lockBag, openBag, summarizedView, valuesOf } from './cart-bag';
import { cartNotFound, refusalError, ruleError } from './cart-errors';
import {
  bagContextOf,
  buildLine,
  fromRow,
  indexFacts,
  removedLine,
  stockForLine,
  type AnyLine,
  type BuiltLine,
} from './cart-lines';
import { incomingRule, resolveIncoming, type IncomingInput } from './incoming-line';
import type { CartPromotions } from './cart-promotions';
import { countOf, emptyCartView, type Page } from './cart-view';
import type { CartRepository, CartTransaction, RunCartTransaction } from './cart.repository';
import type { AddBody, UpdateBody } from './cart.schemas';

const lineNotFound = () => new AppError(404, 'cart_line_not_found', 'cart_line_not_found');

export function incomingFromAdd(body: AddBody): IncomingInput {
  const { product } = body;
  return {
    productId: product.id,
    combinationId: product.combination_id,
    quantity: product.quantity,
    pack: product.pack,
    egiftInfo: body.egift_info,
    isSpecialPrice: product.is_special_price,
    isFreeProduct: product.is_applied_free_product,
    reference: body.reference,
  };
}

/** The line an update names: by its id, else the only line of that combination. */
function findTarget(lines: readonly AnyLine[], product: UpdateBody['product']): AnyLine {
  if (product._id !== undefined) {
    const line = lines.find((entry) => entry.id === product._id);
    if (!line || line.combination_id !== product.combination_id) throw lineNotFound();
    return line;
  }
  const matches = lines.filter((entry) => entry.combination_id === product.combination_id);
  if (matches.length > 1) throw new AppError(422, 'cart_line_ambiguous', 'cart_line_ambiguous');
  const [line] = matches;
  if (!line) throw lineNotFound();
  return line;
}

/**
 * The member's bag (design/the-bag.md): counting, reading, adding, changing quantities and the
 * delivery address. Every change runs in one short transaction holding the cart's row lock, so
 * parallel calls of one member apply one after the other.
 */
export function createCartService(deps: {
  carts: CartRepository;
  transaction: RunCartTransaction;
  promotions: CartPromotions;
  clock: () => Date;
}) {
  const { carts, transaction, promotions, clock } = deps;

  /** A promotion line's unit price and references from the promotions (which may refuse it). */
  async function pricePromotionLine(
    tx: CartTransaction,
    ref: { id: number; userId: number },
    bag: readonly BuiltLine[],
    line: AnyLine,
    quantity: number,
    now: Date,
    codes: { special: string | null; freeVoucher: string | null },
  ): Promise<AnyLine> {
    const decision = await promotions.priceSpecialLine(
      tx.db,
      ref,
      bag.map((entry) => entry.priced),
      {
        productId: line.product_id,
        combinationId: line.combination_id,
        quantity,
        specialPriceVoucherCode: codes.special,
        freeProductVoucherId: codes.freeVoucher,
      },
      now,
    );
    return {
      ...line,
      // A free-product line keeps its price: the voucher pays for it in the promotions' summary
      // (voucherDiscount), so the line costs money again if the voucher goes.
      promo_unit_price: decision.freeProductVoucherId !== null ? null : decision.unitPrice,
      special_price_id: decision.specialPriceId,
      special_price_code: codes.special,
      free_product_voucher_id: decision.freeProductVoucherId,
    };
  }

  return {
    /** Units in the bag (one query). */
    count: (userId: number) => carts.count(userId),

    async get(userId: number, locale: Locale, page: Page) {
      const now = clock();
      return transaction(async (tx) => {
        const bag = await tx.memberBag(userId, now);
        if (!bag.cart) return { view: emptyCartView(locale), lines: 0 };
        const { cart } = bag;
        const lines = bag.lines.map(fromRow);
        const facts = indexFacts(bag.facts);
        const view = await summarizedView(tx, promotions, cart, lines, facts, now, locale, page);
        return { view, lines: lines.length };
      });
    },

    /**
     * Adds a product (000 §4 cart rules with the database's facts). A pre-order mixed with other
     * items answers 409 with what would be removed, unless `confirm_replace` empties the bag
     * (releasing its promotions) in the same transaction.
     */
    async add(userId: number, body: AddBody, locale: Locale) {
      const now = clock();
      const input = incomingFromAdd(body);
      return transaction(async (tx) => {
        const { cart, lines, facts } = await openBag(
          tx,
          userId,
          { store_id: body.store_id, source: body.source },
          [input],
          now,
        );
        const ref = cartRef(cart);
        const context = bagContextOf(cart);
        const resolved = resolveIncoming(input, facts, now, context);
        if (!resolved.ok) throw refusalError(resolved.refusal, locale);

        let bag = lines.map((line) => buildLine(line, facts, context));
        let outcome = checkCartAddition(
          bag.map((entry) => entry.rule),
          incomingRule(resolved, lines, facts),
        );
        if (outcome.kind === 'confirm_replace') {
          if (body.confirm_replace !== true) {
            throw new AppError(
              409,
              outcome.code,
              outcome.code,
              {},
              {
                removes: bag.map(removedLine),
              },
            );
          }
          await tx.deleteAllLines(cart.id);
          await promotions.releaseAll(tx.db, ref, now);
          bag = [];
          outcome = checkCartAddition([], incomingRule(resolved, [], facts));
        }
        if (outcome.kind === 'refuse') throw ruleError(outcome);
        if (outcome.kind !== 'add') throw new Error('a replaced bag cannot ask to replace again');

        let line: AnyLine = { ...resolved.line, quantity: outcome.quantity };
        if (line.is_special_price || line.is_applied_free_product) {
          line = await pricePromotionLine(tx, ref, bag, line, input.quantity, now, {
            special: body.product.special_price_voucher_id ?? null,
            freeVoucher: body.product.applied_free_products_voucher_id ?? null,
          });
        }
        const id = await tx.upsertLine(cart.id, valuesOf(line), now);
        const saved = buildLine({ ...line, id }, facts, context);
        const after = [...bag.filter((entry) => entry.line.id !== id), saved];
        if (promotions.holdsAny(cart)) {
          await promotions.summarize(
            tx.db,
            ref,
            after.map((entry) => entry.priced),
            now,
          );
        }
        return {
          _id: String(cart.id),
          count: countOf(after),
          line: saved.view,
        };
      });
    },

    /** Sets a line's quantity (`add`) or removes it (`delete`); answers the cart. */
    async update(userId: number, body: UpdateBody, locale: Locale) {
      const now = clock();
      return transaction(async (tx) => {
        const bag = await lockBag(tx, userId, body.id, now);
        if (!bag) throw cartNotFound();
        const { cart, lines, facts } = bag;
        const ref = cartRef(cart);
        const target = findTarget(lines, body.product);
        if (target.product_id !== body.product.id) throw lineNotFound();

        let after: AnyLine[];
        if (body.action === 'delete') {
          await tx.deleteLine(target.id as number);
          after = lines.filter((line) => line !== target);
          if (after.length === 0) await promotions.releaseAll(tx.db, ref, now);
        } else {
          const quantity = body.product.quantity as number;
          const { view } = buildLine(target, facts, bagContextOf(cart));
          if (quantity > view.quantity_limit) {
            throw ruleError({
              kind: 'refuse',
              code: 'cart_quantity_limit',
              params: { limit: view.quantity_limit },
            });
          }
          let updated: AnyLine = { ...target, quantity };
          // Lowering is always allowed, so a shopper can bring a line back within its stock.
          if (quantity > target.quantity) {
            const left = stockForLine(view.stock, target, lines);
            if (!view.is_available || quantity > left)
              throw ruleError({ kind: 'refuse', code: 'out_of_stock' });
            if (target.is_special_price || target.is_applied_free_product) {
              updated = await pricePromotionLine(
                tx,
                ref,
                lines.map((line) => buildLine(line, facts, bagContextOf(cart))),
                updated,
                quantity - target.quantity,
                now,
                {
                  special: target.special_price_code,
                  freeVoucher:
                    target.free_product_voucher_id === null
                      ? null
                      : String(target.free_product_voucher_id),
                },
              );
            }
          }
          await tx.setQuantity(target.id as number, quantity, updated.promo_unit_price, now);
          after = lines.map((line) => (line === target ? updated : line));
        }
        return summarizedView(tx, promotions, cart, after, facts, now, locale);
      });
    },

    /** Chooses the delivery address: the member's own active cart and one of their addresses. */
    async setAddress(userId: number, cartId: number, addressId: number, locale: Locale) {
      const now = clock();
      return transaction(async (tx) => {
        const bag = await lockBag(tx, userId, cartId, now);
        if (!bag) throw cartNotFound();
        const { cart, lines, facts } = bag;
        if (!(await tx.ownsAddress(userId, addressId)))
          throw new AppError(404, 'address_not_found', 'address_not_found');
        await tx.setAddress(cart.id, addressId, now);
        return summarizedView(
          tx,
          promotions,
          { ...cart, address_id: addressId },
          lines,
          facts,
          now,
          locale,
        );
      });
    },

    /**
     * The shopper left the store's self-checkout mode: the active bag keeps its lines but no
     * longer belongs to the store (`store_id`, `source` cleared). Without a bag: the empty bag.
     */
    async clearStore(userId: number, locale: Locale) {
      const now = clock();
      return transaction(async (tx) => {
        const cartId = await tx.activeCartId(userId);
        const bag = cartId === undefined ? null : await lockBag(tx, userId, cartId, now);
        if (!bag) return emptyCartView(locale);
        const { cart, lines, facts } = bag;
        await tx.clearStore(cart.id, now);
        const left = { ...cart, store_id: null, source: null };
        return summarizedView(tx, promotions, left, lines, facts, now, locale);
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
