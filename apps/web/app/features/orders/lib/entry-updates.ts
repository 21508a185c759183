import type { HistoryEntry, OrderPaymentState } from '../types';

type StateAnswer = OrderPaymentState['state'];

/**
 * The entry after an answer named its state (a payment callback, a cancel, a retry, a receipt):
 * the new state, kept in its history too when it changed, so the card's derived fields follow.
 */
export function withState(entry: HistoryEntry, state: StateAnswer, at: Date): HistoryEntry {
  if (entry.state?.name === state.name && String(entry.state.id) === String(state.id)) {
    return entry;
  }
  return {
    ...entry,
    state: { id: state.id, name: state.name },
    state_histories: [
      ...(entry.state_histories ?? []),
      { to_status: { id: state.id, name: state.name }, created_at: at.toISOString() },
    ],
  };
}

/** A cancelled order can no longer be cancelled; its card then offers REORDER. */
export function withCancelled(entry: HistoryEntry, state: StateAnswer, at: Date): HistoryEntry {
  const next = withState(entry, state, at);
  return { ...next, action: { ...next.action, can_cancel: false } };
}

/** Products named for a reorder answer's skipped lines, matched by product and combination. */
export function productName(
  entry: HistoryEntry,
  line: { id: string; combination_id: string },
): string {
  const match =
    entry.products.find(
      (product) =>
        String(product.id) === line.id &&
        String(product.combination_id ?? '') === line.combination_id,
    ) ?? entry.products.find((product) => String(product.id) === line.id);
  return match?.name ?? line.id;
}
