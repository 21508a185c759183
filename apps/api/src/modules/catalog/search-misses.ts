import { formatIsoDay } from '@kilau/domain';
import type { SearchMissesRepository } from './search-misses.repository';

/** The longest term kept (the table checks it); longer searches are cut. */
const TERM_MAX = 100;

/** A search's words as the miss table keys them: lower case, unaccented, single spaces. */
export const normalizeSearchTerm = (q: string) =>
  q
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, TERM_MAX)
    .trim();

/**
 * Searches with no results, for the back office's dashboard. Like the view counter
 * (view-counter.ts): summed in memory and written in one upsert per flush, so a popular miss
 * costs no write per request; a crash loses at most one interval of counts.
 */
export function createSearchMissCounter(deps: {
  misses: SearchMissesRepository;
  clock: () => Date;
}) {
  let pending = new Map<string, number>();

  async function flush() {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    await deps.misses.add(formatIsoDay(deps.clock()), batch);
  }

  return {
    record(q: string) {
      const term = normalizeSearchTerm(q);
      if (term.length === 0) return;
      pending.set(term, (pending.get(term) ?? 0) + 1);
    },
    flush,
  };
}

export type SearchMissCounter = ReturnType<typeof createSearchMissCounter>;
