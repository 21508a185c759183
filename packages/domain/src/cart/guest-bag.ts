import { GUEST_BAG_VERSION } from './constants';
import { addLine, checkCartAddition, quantityLimit, type CartRuleCode } from './bag-rules';
import { isSameEntry, type CartLine } from './types';

/** The guest bag as kept in browser storage: versioned so an old copy is discarded, not misread. */
export type GuestBag = { version: typeof GUEST_BAG_VERSION; lines: CartLine[] };

export const emptyGuestBag = (): GuestBag => ({ version: GUEST_BAG_VERSION, lines: [] });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored line keeps whatever else it carries; these three must be readable. */
const isGuestLine = (value: unknown): value is CartLine =>
  isRecord(value) &&
  (typeof value.id === 'string' || typeof value.id === 'number') &&
  typeof value.combination_id === 'string' &&
  typeof value.quantity === 'number' &&
  Number.isInteger(value.quantity) &&
  value.quantity > 0;

/**
 * Reads a stored guest bag; anything unreadable or of another version is an empty bag. Checked
 * by hand rather than with a schema: the header reads it on every page, and zod should only load
 * where a form needs it.
 */
export function parseGuestBag(stored: unknown): GuestBag {
  if (!isRecord(stored) || stored.version !== GUEST_BAG_VERSION) return emptyGuestBag();
  const { lines } = stored;
  if (!Array.isArray(lines) || !lines.every(isGuestLine)) return emptyGuestBag();
  return { version: GUEST_BAG_VERSION, lines: lines.map((line) => ({ ...line })) };
}

export type MergeIssue = {
  line: CartLine;
  code: CartRuleCode | 'cart_preorder_mix_confirm';
  /** Quantity that could still be added (0 when none). */
  added: number;
  params?: Record<string, number>;
};

export type MergePlan = {
  /** Lines to post to the server, with the quantity to add to what it holds. */
  toPost: CartLine[];
  /** What could not be added in full, to report to the shopper. */
  issues: MergeIssue[];
};

/**
 * The merge of a guest bag into the member's cart on login (000 §4): quantities of the same
 * entry are summed, then limits and cart rules apply. Server lines win a conflict: a guest line
 * that would break a rule (e-gift, pre-order mix, delivery date) is not added, never silently
 * replacing what the member had; a line over its limit or its known stock is added up to it.
 */
export function planGuestBagMerge(
  server: readonly CartLine[],
  guest: readonly CartLine[],
): MergePlan {
  let bag: CartLine[] = [...server];
  const toPost: CartLine[] = [];
  const issues: MergeIssue[] = [];
  for (const line of guest) {
    const outcome = checkCartAddition(bag, line);
    if (outcome.kind === 'add') {
      bag = addLine(bag, line, outcome.quantity);
      toPost.push({ ...line });
      continue;
    }
    if (
      outcome.kind === 'refuse' &&
      (outcome.code === 'cart_quantity_limit' || outcome.code === 'out_of_stock')
    ) {
      const held = bag.find((entry) => isSameEntry(entry, line))?.quantity ?? 0;
      const cap = Math.min(quantityLimit(line), line.stock ?? Number.POSITIVE_INFINITY);
      const room = Math.max(0, cap - held);
      if (room > 0) {
        bag = addLine(bag, line, held + room);
        toPost.push({ ...line, quantity: room });
      }
      issues.push({ line, code: outcome.code, added: room, params: outcome.params });
      continue;
    }
    issues.push({
      line,
      code: outcome.code,
      added: 0,
      ...(outcome.kind === 'refuse' && outcome.params ? { params: outcome.params } : {}),
    });
  }
  return { toPost, issues };
}

/** Adds to the guest bag through the same cart-rule check a member's add goes through. */
export function addToGuestBag(bag: GuestBag, line: CartLine) {
  const outcome = checkCartAddition(bag.lines, line);
  if (outcome.kind !== 'add') return { outcome, bag };
  return { outcome, bag: { ...bag, lines: addLine(bag.lines, line, outcome.quantity) } };
}
