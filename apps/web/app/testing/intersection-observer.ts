import { vi } from 'vitest';

type Observed = { callback: IntersectionObserverCallback; target?: Element };

/**
 * Stands in for IntersectionObserver (call in `beforeEach`; `vi.unstubAllGlobals()` undoes it):
 * `report(entry)` sends every live observer an entry for its target, as the browser would when
 * the target crosses the screen's edge.
 */
export function stubIntersectionObserver() {
  let observers: Observed[] = [];
  class TestObserver {
    private readonly entry: Observed;
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.target = target;
    }
    disconnect() {
      observers = observers.filter((each) => each !== this.entry);
    }
  }
  vi.stubGlobal('IntersectionObserver', TestObserver);
  return {
    report(entry: { isIntersecting: boolean; boundingClientRect?: { top: number } }) {
      for (const { callback, target } of [...observers])
        callback([{ ...entry, target } as unknown as IntersectionObserverEntry], {} as never);
    },
  };
}
