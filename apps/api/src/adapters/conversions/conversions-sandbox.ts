import type { ConversionEvent, ConversionsPort } from './conversions-port';

const SHA256_HEX = /^[0-9a-f]{64}$/;
const KEEP = 1_000;

/**
 * The built-in conversions API: checks each event as Meta would (a hashed e-mail, a website
 * event with its URL and time) and records what would have been sent, newest last, bounded.
 * The development shop shows them at `GET /api/analytics/sandbox/conversions`.
 */
export function sandboxConversions(): ConversionsPort & {
  recorded: () => readonly ConversionEvent[];
} {
  const recorded: ConversionEvent[] = [];
  return {
    kind: 'sandbox',
    async send(events) {
      for (const event of events) {
        if (event.user_data.em?.some((hash) => !SHA256_HEX.test(hash))) {
          throw new Error('conversions sandbox: em must be SHA-256 hex, never an address');
        }
        if (!event.event_source_url || !Number.isInteger(event.event_time)) {
          throw new Error('conversions sandbox: a website event needs its URL and time');
        }
      }
      recorded.push(...events);
      if (recorded.length > KEEP) recorded.splice(0, recorded.length - KEEP);
      return { received: events.length };
    },
    recorded: () => recorded,
  };
}
