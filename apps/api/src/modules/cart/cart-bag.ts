import type { Locale } from '@kilau/domain';
import {
  bagContextOf,
  buildLine,
  factIdsOf,
  fromRow,
  indexFacts,
  type AnyLine,
  type BuiltLine,
  type FactsIndex,
} from './cart-lines';
import { defaultPackIds, type IncomingInput } from './incoming-line';
import type { CartPromotions, CartRef } from './cart-promotions';
import { toCartView, type Page } from './cart-view';
import type { BagRow, CartRow, CartTransaction, FactsRow, LineValues } from './cart.repository';

type ReadFacts = (ids: number[], now: Date) => Promise<FactsRow[]>;

const inputIds = (inputs: readonly IncomingInput[]) =>
  inputs.flatMap((input) => [
    input.combinationId,
    ...(input.pack ?? []).map((item) => item.combination_id),
  ]);

/**
 * Facts for the bag's lines and the incoming ones in one query; a second only when an incoming
 * pack comes without a choice and its default components were not among them.
 */
export async function loadFacts(
  read: ReadFacts,
  lines: readonly Pick<LineValues, 'combination_id' | 'pack'>[],
  inputs: readonly IncomingInput[],
  now: Date,
): Promise<FactsIndex> {
  const ids = [...factIdsOf(lines), ...inputIds(inputs)];
  const facts = indexFacts(await read(ids, now));
  const missing = inputs.flatMap((input) => defaultPackIds(input, facts));
  if (missing.length > 0) indexFacts(await read(missing, now), facts);
  return facts;
}

/** Facts for an incoming pack sent without a choice whose default components were not read. */
async function withPackDefaults(
  tx: CartTransaction,
  bag: BagRow,
  inputs: readonly IncomingInput[],
  now: Date,
) {
  const lines = bag.lines.map(fromRow);
  const facts = indexFacts(bag.facts);
  const missing = inputs.flatMap((input) => defaultPackIds(input, facts));
  if (missing.length > 0) indexFacts(await tx.facts(missing, now), facts);
  return { lines, facts };
}

/** A cart (null when gone) and its stored lines with the facts they (and `inputs`) need; no lock. */
export async function loadBag(
  tx: CartTransaction,
  cartId: number,
  inputs: readonly IncomingInput[],
  now: Date,
) {
  const bag = await tx.bag(cartId, inputIds(inputs), now);
  return { cart: bag.cart, ...(await withPackDefaults(tx, bag, inputs, now)) };
}

/**
 * The member's active cart opened for a change (created if need be, locked) with its lines and
 * the facts they and `inputs` need.
 */
export async function openBag(
  tx: CartTransaction,
  userId: number,
  meta: { store_id?: number | undefined; source?: string | undefined },
  inputs: readonly IncomingInput[],
  now: Date,
) {
  const bag = await tx.openBag(userId, meta, inputIds(inputs), now);
  return { cart: bag.cart, ...(await withPackDefaults(tx, bag, inputs, now)) };
}

/** The member's active cart `cartId` locked for a change, or null when it is not theirs. */
export async function lockBag(tx: CartTransaction, userId: number, cartId: number, now: Date) {
  const bag = await tx.lockBag(userId, cartId, now);
  return bag ? { cart: bag.cart, ...(await withPackDefaults(tx, bag, [], now)) } : null;
}

export const cartRef = (cart: CartRow): CartRef => ({ id: cart.id, userId: cart.user_id });

/** The values to store for a line (its id and read-only joins left out). */
export function valuesOf(line: AnyLine): LineValues {
  const { id: _id, special_price_code: _code, ...values } = line;
  return values;
}

/** Prices the lines, lets the promotions summarise them (inside `tx`) and shapes the view. */
export async function summarizedView(
  tx: CartTransaction,
  promotions: CartPromotions,
  cart: CartRow,
  lines: readonly AnyLine[],
  facts: FactsIndex,
  now: Date,
  locale: Locale,
  page: Page = {},
) {
  const context = bagContextOf(cart);
  const built: BuiltLine[] = lines.map((line) => buildLine(line, facts, context));
  const summary = await promotions.summarize(
    tx.db,
    cartRef(cart),
    built.map((line) => line.priced),
    now,
  );
  return toCartView(cart, built, summary, locale, page);
}
