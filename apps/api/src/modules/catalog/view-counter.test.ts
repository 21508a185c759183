import { describe, expect, it } from 'vitest';
import type { ProductViewsRepository } from './product-views.repository';
import { createViewCounter } from './view-counter';

/** A views repository that records what each flush writes. */
function recordingViews() {
  const written: { day: string; views: Record<number, number> }[] = [];
  const views: ProductViewsRepository = {
    async add(day, batch) {
      written.push({ day, views: Object.fromEntries(batch) });
    },
  };
  return { views, written };
}

describe('view counter: views count on the WIB day (ADR 0009)', () => {
  it.each([
    // [clock (UTC), WIB day the views count on]
    ['2026-11-21T03:00:00.000Z', '2026-11-21'], // 10:00 WIB
    ['2026-11-21T16:59:59.999Z', '2026-11-21'], // 23:59:59.999 WIB
    ['2026-11-21T17:00:00.000Z', '2026-11-22'], // 00:00 WIB, still the 21st in UTC
    ['2026-11-21T23:30:00.000Z', '2026-11-22'], // 06:30 WIB
  ])('a flush at %s counts on %s', async (at, day) => {
    const { views, written } = recordingViews();
    const counter = createViewCounter({ views, clock: () => new Date(at) });
    counter.record(7);
    counter.record(7);
    counter.record(9);
    await counter.flush();
    expect(written).toEqual([{ day, views: { 7: 2, 9: 1 } }]);
  });

  it('writes nothing when nothing was viewed', async () => {
    const { views, written } = recordingViews();
    const counter = createViewCounter({ views, clock: () => new Date('2026-11-21T17:00:00Z') });
    await counter.flush();
    expect(written).toEqual([]);
  });
});
