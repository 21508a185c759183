import { PAGE_SIZES } from '../shared/constants';

/**
 * The recently viewed list after viewing `id`: most recent first, each product once, at most
 * ten (000 §7, §9 "recently viewed 10"). Ids are kept as strings, the way storage holds them.
 */
export function rememberRecentlyViewed(
  ids: readonly unknown[],
  id: string | number,
  max: number = PAGE_SIZES.recentlyViewed,
): string[] {
  const viewed = String(id);
  const others = ids
    .filter(
      (value): value is string | number => typeof value === 'string' || typeof value === 'number',
    )
    .map(String)
    .filter((value) => value !== viewed && /^\d+$/.test(value));
  return [viewed, ...new Set(others)].slice(0, Math.max(0, max));
}
