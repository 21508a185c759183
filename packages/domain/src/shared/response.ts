import { z } from './zod';

/**
 * An instant as the API answers it: ISO 8601 text in UTC. A handler may still hold a `Date`
 * (JSON writes it as that same text), so the schema accepts both and the type says text: what
 * the client reads.
 */
export const apiTimestamp = () =>
  z
    .custom<string>((value) => typeof value === 'string' || value instanceof Date)
    .meta({ type: 'string', format: 'date-time' });
