import type { Locale } from '@kilau/domain';
import { AppError } from '../../lib/app-error';
import { cartRef, openBag } from './cart-bag';
import { cartNotFound } from './cart-errors';
import { bagContextOf, buildLine, fromRow, type AnyLine } from './cart-lines';
import type { CartPromotions, CartRef } from './cart-promotions';
import type { RunCartTransaction } from './cart.repository';
import { incomingRule, resolveIncoming, type IncomingInput } from './incoming-line';
import { applyPlan, messageOf, resummarize, type Candidate, type StoredIssue } from './merge-plan';

/** Reorder (000 §4 order list): a past cart's lines copied back into the member's bag. */
export function createReorderService(deps: {
  transaction: RunCartTransaction;
  promotions: CartPromotions;
  clock: () => Date;
}) {
  const { transaction, promotions, clock } = deps;

  return {
    /**
     * Copies the lines of one of the member's past carts into the active one: what can still be
     * bought, within limits and rules; the rest is skipped with the reason.
     */
    async reorder(userId: number, cartId: number, locale: Locale) {
      const now = clock();
      return transaction(async (tx) => {
        const source = await tx.pastCart(userId, cartId);
        if (!source) throw cartNotFound();
        const past = (await tx.bag(source.id, [], now)).lines.map(fromRow);
        const inputs: IncomingInput[] = past.map((line) => ({
          productId: line.product_id,
          combinationId: line.combination_id,
          quantity: line.quantity,
          pack: line.pack ?? undefined,
          egiftInfo: line.egift_info ?? undefined,
          isSpecialPrice: line.is_special_price,
        }));
        const { cart, lines, facts } = await openBag(tx, userId, {}, inputs, now);
        const ref: CartRef = cartRef(cart);
        const skipped: StoredIssue[] = [];
        const skip = (line: AnyLine, code: string, params?: Record<string, string | number>) =>
          skipped.push({
            id: String(line.product_id),
            combination_id: String(line.combination_id),
            code,
            ...(params ? { params } : {}),
            added: 0,
          });
        const candidates: Candidate[] = [];
        const context = bagContextOf(cart);
        const priced = lines.map((line) => buildLine(line, facts, context).priced);
        for (const [index, pastLine] of past.entries()) {
          if (pastLine.is_applied_free_product) {
            skip(pastLine, 'cart_free_product_not_reordered');
            continue;
          }
          const resolved = resolveIncoming(inputs[index] as IncomingInput, facts, now, context);
          if (!resolved.ok) {
            skip(pastLine, resolved.refusal.code);
            continue;
          }
          let line = resolved.line;
          if (line.is_special_price) {
            try {
              const decision = await promotions.priceSpecialLine(
                tx.db,
                ref,
                priced,
                {
                  productId: line.product_id,
                  combinationId: line.combination_id,
                  quantity: line.quantity,
                  specialPriceVoucherCode: pastLine.special_price_code,
                },
                now,
              );
              line = {
                ...line,
                promo_unit_price: decision.unitPrice,
                special_price_id: decision.specialPriceId,
                special_price_code: pastLine.special_price_code,
              };
            } catch (error) {
              if (!(error instanceof AppError)) throw error;
              skip(pastLine, error.messageCode, error.params);
              continue;
            }
          }
          candidates.push({ rule: incomingRule({ ...resolved, line }, lines, facts), line });
        }
        const { added, issues } = await applyPlan(tx, cart, lines, facts, candidates, now);
        const count = await resummarize(tx, promotions, cart, now);
        const notAdded = [...skipped, ...issues.filter((issue) => issue.added === 0)];
        return {
          _id: String(cart.id),
          count,
          added,
          skipped: notAdded.map((issue) => ({
            id: issue.id,
            combination_id: issue.combination_id,
            code: issue.code,
            message: messageOf(issue, locale),
          })),
        };
      });
    },
  };
}

export type ReorderService = ReturnType<typeof createReorderService>;
