import { timestampText } from './timestamp-text';
import { z } from './zod';

/**
 * An instant as the API answers it: ISO 8601 text in UTC. A handler may still hold a `Date`:
 * the schema takes either (its input type, what a route may return) and answers the text (its
 * output type, what the client reads). JSON would write a `Date` as that same text.
 */
export const apiTimestamp = () =>
  z
    .union([z.string(), z.date()])
    .transform(timestampText)
    .meta({ type: 'string', format: 'date-time' });
