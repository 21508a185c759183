import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countPages, hasMorePages, pageToSkip, paginationWindow, parsePaging } from './paging';

describe('paging (000 §2, §5; 001 §5, §9)', () => {
  it.each([
    ['§5 page 1 skips nothing', 1, 16, 0],
    ['§5 page 2 skips one page', 2, 16, 16],
    ['§5 page 3 of 10 skips 20', 3, 10, 20],
    ['§5 page 0 is page 1', 0, 16, 0],
  ])('%s', (_rule, page, limit, skip) => {
    expect(pageToSkip(page, limit)).toBe(skip);
  });

  it.each([
    ['§2 defaults page 1, limit 16', {}, { page: 1, limit: 16, skip: 0 }],
    ['§2 query strings', { page: '3', limit: '10' }, { page: 3, limit: 10, skip: 20 }],
    ['§2 invalid values fall back', { page: 'x', limit: '-4' }, { page: 1, limit: 16, skip: 0 }],
    ['§2 fractions fall back', { page: '1.5', limit: 2.5 }, { page: 1, limit: 16, skip: 0 }],
    ['limit capped at 100', { page: 2, limit: 5000 }, { page: 2, limit: 100, skip: 100 }],
  ])('%s', (_rule, query, expected) => {
    expect(parsePaging(query)).toEqual(expected);
  });

  it('allows a larger cap for region lists (999)', () => {
    expect(parsePaging({ limit: '999' }, { maxLimit: 999 }).limit).toBe(999);
  });

  it.each([
    ['000 §4 full last page: more', 10, 10, true],
    ['000 §4 short last page: no more', 9, 10, false],
    ['000 §4 empty last page: no more', 0, 10, false],
  ])('%s', (_rule, count, limit, expected) => {
    expect(hasMorePages(count, limit)).toBe(expected);
  });

  it.each([
    ['§9 page 1: 3 pages', 1, 20, [1, 2, 3]],
    ['§9 page 2: 3 + 2 − 1 = 4 pages', 2, 20, [1, 2, 3, 4]],
    ['§9 page 5: 7 pages', 5, 20, [1, 2, 3, 4, 5, 6, 7]],
    ['§9 page 6: 5 pages around it', 6, 20, [4, 5, 6, 7, 8]],
    ['§9 page 10: 5 pages around it', 10, 20, [8, 9, 10, 11, 12]],
    ['§9 last page keeps 5 pages', 20, 20, [16, 17, 18, 19, 20]],
    ['§9 never past the last page', 2, 3, [1, 2, 3]],
    ['§9 no pages', 1, 0, []],
  ])('%s', (_rule, page, total, expected) => {
    expect(paginationWindow(page, total)).toEqual(expected);
  });

  it('counts pages', () => {
    expect(countPages(33, 16)).toBe(3);
    expect(countPages(0, 16)).toBe(0);
  });

  it('property: skip = limit × (page − 1), and pages partition the records', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 100 }),
        (page, limit) => {
          const paging = parsePaging({ page: String(page), limit: String(limit) });
          expect(paging.skip).toBe(limit * (page - 1));
          expect(pageToSkip(page + 1, limit) - pageToSkip(page, limit)).toBe(limit);
        },
      ),
    );
  });

  it('property: the window holds the current page, is contiguous and within bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        (page, total) => {
          const current = Math.min(page, total);
          const window = paginationWindow(page, total);
          expect(window).toContain(current);
          expect(window[0]).toBeGreaterThanOrEqual(1);
          expect(window.at(-1)).toBeLessThanOrEqual(total);
          window.forEach((n, i) => i > 0 && expect(n).toBe((window[i - 1] ?? 0) + 1));
          if (current >= 6) expect(window.length).toBe(Math.min(5, total));
        },
      ),
    );
  });

  it('property: a shorter page than the limit always ends the list', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.nat(), (limit, count) => {
        expect(hasMorePages(count, limit)).toBe(count === limit);
      }),
    );
  });
});
