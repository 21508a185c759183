import type { ApiResult } from '~/lib/api-client';
import type { BagAddOutcome, BagAddRequest } from '~/lib/bag-actions';
import { PREORDER_MIX_CONFIRM, type CartCalls, type CheckAnswer } from '../api/cart-calls';
import type { CartLineView } from '@kilau/domain/cart';
import {
  guestBagCount,
  guestLineOf,
  putGuestLine,
  readGuestBag,
  toGuestLine,
  writeGuestBag,
} from './guest-bag';

/** What an add needs from the page: the calls, a way to ask, and where to report. */
export type AddFlowDeps = {
  calls: CartCalls;
  /** Asks the shopper to confirm (the pre-order mix); resolves true to go on. */
  confirm: (message: string | undefined) => Promise<boolean>;
  /** The line as the bag now holds it, and the bag's new count. */
  added: (line: CartLineView, count: number) => void;
  /** A refusal: the server's message, if it sent one (000 §8). */
  refused: (message: string | undefined) => void;
};

/**
 * A member's add (000 §4): `POST /carts`; a 409 `cart_preorder_mix_confirm` asks first, then
 * sends the same add with `confirm_replace`, which empties the bag and adds.
 */
export async function addForMember(
  request: BagAddRequest,
  deps: AddFlowDeps,
): Promise<BagAddOutcome> {
  let result = await deps.calls.add(request);
  if (!result.ok && result.errorCode === PREORDER_MIX_CONFIRM) {
    if (!(await deps.confirm(result.message))) return 'cancelled';
    result = await deps.calls.add(request, true);
  }
  if (!result.ok) {
    deps.refused(result.message);
    return 'refused';
  }
  deps.added(result.data.line, result.data.count);
  return 'added';
}

/** The check's confirmation, whether the server answers it as an outcome or as a 409. */
function confirmationOf(result: ApiResult<CheckAnswer>): { message: string | undefined } | null {
  if (result.ok)
    return result.data.outcome === 'confirm_replace' ? { message: result.data.message } : null;
  return result.errorCode === PREORDER_MIX_CONFIRM ? { message: result.message } : null;
}

/**
 * A guest's add (000 §4, §6): the server's cart-rule check with the server's facts, then the line
 * into the bag kept in the browser. A confirmed pre-order mix replaces the local bag.
 */
export async function addForGuest(
  request: BagAddRequest,
  deps: AddFlowDeps,
): Promise<BagAddOutcome> {
  const product = guestLineOf(request);
  let replace = false;
  let result = await deps.calls.check(readGuestBag().lines.map(toGuestLine), product);
  const confirmation = confirmationOf(result);
  if (confirmation) {
    if (!(await deps.confirm(confirmation.message))) return 'cancelled';
    replace = true;
    // Checked again against an empty bag: the answer carries the line to keep.
    result = await deps.calls.check([], product);
  }
  if (!result.ok || result.data.outcome !== 'add') {
    deps.refused(result.ok ? undefined : result.message);
    return 'refused';
  }
  // Read again: another tab may have changed the bag while the check ran.
  const bag = readGuestBag();
  const lines = putGuestLine(replace ? [] : bag.lines, result.data.line, result.data.quantity);
  writeGuestBag({ mergeKey: bag.mergeKey, lines });
  deps.added({ ...result.data.line, quantity: result.data.quantity }, guestBagCount(lines));
  return 'added';
}
