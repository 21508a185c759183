/**
 * An audit row's `before` and `after` as what changed: the keys whose values differ (added,
 * removed or changed), in a stable order, each value written as text a person reads.
 */
export type AuditChange = { key: string; before: string | null; after: string | null };

const asText = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return keys
    .map((key) => ({ key, before: asText(before?.[key]), after: asText(after?.[key]) }))
    .filter((change) => change.before !== change.after);
}
