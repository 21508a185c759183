/** Links inside a listing: the current query with some parameters changed or removed. */
export function withParams(
  search: string,
  changes: Record<string, string | number | null>,
): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '?';
}

/** Parameters that a new filter or sort keeps (paging starts again). */
export const KEPT_ON_FILTER = ['q'] as const;
