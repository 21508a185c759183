import { translate, type Locale } from '@kilau/domain';
import { checkCartAddition, type GuestCheckAnswer, type MergeAnswer } from '@kilau/domain/cart';
import { loadFacts, openBag } from './cart-bag';
import { refusalError, ruleError } from './cart-errors';
import { bagContextOf, buildLine } from './cart-lines';
import type { CartPromotions } from './cart-promotions';
import type { CartRepository, RunCartTransaction } from './cart.repository';
import type { CheckBody, MergeBody } from './cart.schemas';
import { incomingRule, resolveIncoming } from './incoming-line';
import {
  applyPlan,
  guestInput,
  messageOf,
  resummarize,
  type Candidate,
  type MergeResult,
  type StoredIssue,
} from './merge-plan';

/**
 * The guest bag (000 §4): its cart-rule check before login — the same rules as a member's add —
 * and its merge into the member's bag after login.
 */
export function createGuestBagService(deps: {
  carts: CartRepository;
  transaction: RunCartTransaction;
  promotions: CartPromotions;
  clock: () => Date;
}) {
  const { carts, transaction, promotions, clock } = deps;

  return {
    /**
     * The guest's cart-rule check (no login): the same rules as a member's add, on facts read
     * from the database for the guest's lines and the product.
     */
    async check(body: CheckBody, locale: Locale): Promise<GuestCheckAnswer> {
      const now = clock();
      const inputs = body.lines.map(guestInput);
      const incoming = guestInput(body.product);
      const facts = await loadFacts(carts.facts, [], [...inputs, incoming], now);
      // A guest's bag lives in the browser: no cart, no store.
      const context = bagContextOf(null);
      const resolved = resolveIncoming(incoming, facts, now, context);
      if (!resolved.ok) throw refusalError(resolved.refusal, locale, 'product.egift_info');
      // Guest lines that can no longer be bought do not take part in the rules.
      const bag = inputs.flatMap((input) => {
        const line = resolveIncoming(input, facts, now, context);
        return line.ok ? [line] : [];
      });
      const bagLines = bag.map((entry) => entry.line);
      const outcome = checkCartAddition(
        bag.map((entry) => incomingRule(entry, bagLines, facts)),
        incomingRule(resolved, bagLines, facts),
      );
      if (outcome.kind === 'refuse') throw ruleError(outcome);
      if (outcome.kind === 'confirm_replace') {
        return {
          outcome: 'confirm_replace' as const,
          code: outcome.code,
          message: translate(outcome.code, locale),
          removes: outcome.removes.map((line) => ({
            id: String(line.id),
            combination_id: line.combination_id,
            quantity: line.quantity,
            name: line.name ?? '',
          })),
        };
      }
      return {
        outcome: 'add' as const,
        quantity: outcome.quantity,
        line: buildLine({ ...resolved.line, quantity: outcome.quantity }, facts, context).view,
      };
    },

    /**
     * Merges the guest bag after login, once per (member, merge key): the cart row lock
     * serialises merges of one member, so a second call with the same key — another tab, a
     * retry — finds the first one's record and answers it without adding anything.
     */
    async merge(userId: number, body: MergeBody, locale: Locale): Promise<MergeAnswer> {
      const now = clock();
      const { result, replayed } = await transaction(async (tx) => {
        const inputs = body.lines.map(guestInput);
        const { cart, lines, facts } = await openBag(tx, userId, {}, inputs, now);
        const previous = await tx.findMerge(userId, body.merge_key);
        if (previous) return { result: previous as MergeResult, replayed: true };

        const refused: StoredIssue[] = [];
        const candidates: Candidate[] = [];
        for (const input of inputs) {
          const resolved = resolveIncoming(input, facts, now, bagContextOf(cart));
          if (resolved.ok) {
            candidates.push({ rule: incomingRule(resolved, lines, facts), line: resolved.line });
          } else {
            refused.push({
              id: String(input.productId),
              combination_id: String(input.combinationId),
              code: resolved.refusal.code,
              added: 0,
            });
          }
        }
        const { added, issues } = await applyPlan(tx, cart, lines, facts, candidates, now);
        const count = await resummarize(tx, promotions, cart, now);
        const outcome: MergeResult = {
          _id: String(cart.id),
          count,
          added,
          issues: [...refused, ...issues],
        };
        await tx.saveMerge(userId, body.merge_key, cart.id, outcome, now);
        return { result: outcome, replayed: false };
      });
      return {
        ...result,
        issues: result.issues.map((issue) => ({
          id: issue.id,
          combination_id: issue.combination_id,
          code: issue.code,
          message: messageOf(issue, locale),
          added: issue.added,
        })),
        replayed,
      };
    },
  };
}

export type GuestBagService = ReturnType<typeof createGuestBagService>;
