import { formatIsoDay } from '@kilau/domain';
import type { ProductViewsRepository } from './product-views.repository';

/**
 * Product views for trending (sorted by the last two days' views). Views are summed in memory
 * and written in one upsert per flush, so a popular product page does not serialise every
 * request on one row. A crash loses at most one interval of counts, which trending tolerates.
 * Views count on the WIB day of the flush (ADR 0009), as trending reads them.
 */
export function createViewCounter(deps: { views: ProductViewsRepository; clock: () => Date }) {
  let pending = new Map<number, number>();

  async function flush() {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    await deps.views.add(formatIsoDay(deps.clock()), batch);
  }

  return {
    record(productId: number) {
      pending.set(productId, (pending.get(productId) ?? 0) + 1);
    },
    flush,
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
