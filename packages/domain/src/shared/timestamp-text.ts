/**
 * An instant as the API writes it: ISO 8601 text in UTC, from a `Date` or text that already is.
 * `apiTimestamp()` answers through it, and the API's compiled serializer recognises it (ADR 0026).
 */
export const timestampText = (value: string | Date): string =>
  value instanceof Date ? value.toISOString() : value;
