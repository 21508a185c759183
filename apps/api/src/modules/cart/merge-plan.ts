import { isMessageCode, translate, type Locale } from '@kilau/domain';
import {
  lineKeyOf,
  planGuestBagMerge,
  type CartLine as RuleLine,
  type MergeAnswer,
} from '@kilau/domain/cart';
import { cartRef, loadBag, valuesOf } from './cart-bag';
import { bagContextOf, buildLine, type AnyLine, type FactsIndex } from './cart-lines';
import type { CartPromotions } from './cart-promotions';
import type { CartRow, CartTransaction } from './cart.repository';
import type { GuestLine } from './cart.schemas';
import type { IncomingInput } from './incoming-line';

// Lines from elsewhere — a guest bag on login, a past order — summed into the member's bag.

/** A line that could not be added (in full), as stored and replayed; its message is per request. */
export type StoredIssue = {
  id: string;
  combination_id: string;
  code: string;
  params?: Record<string, string | number>;
  added: number;
};
export type Added = MergeAnswer['added'][number];
export type MergeResult = { _id: string; count: number; added: Added[]; issues: StoredIssue[] };

const entryKey = (line: RuleLine) => `${String(line.id)}/${line.combination_id}/${lineKeyOf(line)}`;

export const guestInput = (line: GuestLine): IncomingInput => ({
  productId: line.id,
  combinationId: line.combination_id,
  quantity: line.quantity,
  pack: line.pack,
  egiftInfo: line.egift_info,
});

/** Domain codes as the shopper reads them in a merge or reorder report. */
const reportCode = (code: string): string =>
  code === 'cart_preorder_mix_confirm' ? 'cart_preorder_mix' : code;

export const messageOf = (
  issue: { code: string; params?: Record<string, string | number> },
  locale: Locale,
) => (isMessageCode(issue.code) ? translate(issue.code, locale, issue.params) : issue.code);

export type Candidate = { rule: RuleLine; line: AnyLine };

/**
 * Sums `candidates` into the bag with the domain's merge plan (limits and rules; the bag's lines
 * win conflicts) and writes what fits, each entry once with its total increment.
 */
export async function applyPlan(
  tx: CartTransaction,
  cart: CartRow,
  bag: readonly AnyLine[],
  facts: FactsIndex,
  candidates: readonly Candidate[],
  now: Date,
) {
  const plan = planGuestBagMerge(
    bag.map((line) => buildLine(line, facts, bagContextOf(cart)).rule),
    candidates.map((candidate) => candidate.rule),
  );
  const lineByEntry = new Map(candidates.map((c) => [entryKey(c.rule), c.line]));
  const increments = new Map<string, number>();
  for (const line of plan.toPost) {
    const key = entryKey(line);
    increments.set(key, (increments.get(key) ?? 0) + line.quantity);
  }
  const added: Added[] = [];
  for (const [key, quantity] of increments) {
    const line = lineByEntry.get(key) as AnyLine;
    await tx.upsertLine(cart.id, valuesOf({ ...line, quantity }), now, true);
    added.push({
      id: String(line.product_id),
      combination_id: String(line.combination_id),
      quantity,
    });
  }
  const issues: StoredIssue[] = plan.issues.map((issue) => ({
    id: String(issue.line.id),
    combination_id: issue.line.combination_id,
    code: reportCode(issue.code),
    ...(issue.params ? { params: issue.params } : {}),
    added: issue.added,
  }));
  return { added, issues };
}

/**
 * Lets the promotions see the bag after a bulk change (holds refreshed, design/the-bag.md); its
 * count.
 */
export async function resummarize(
  tx: CartTransaction,
  promotions: CartPromotions,
  cart: CartRow,
  now: Date,
) {
  const { lines, facts } = await loadBag(tx, cart.id, [], now);
  await promotions.summarize(
    tx.db,
    cartRef(cart),
    lines.map((line) => buildLine(line, facts, bagContextOf(cart)).priced),
    now,
  );
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
