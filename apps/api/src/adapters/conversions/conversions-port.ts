/**
 * The conversions API port (issue 24, docs/design/analytics.md): ad events leave the shop from
 * the server, in Meta's Conversions API shape, only with the shopper's marketing consent, the
 * e-mail already hashed (SHA-256 of the trimmed, lower-case address).
 */
export type ConversionEvent = {
  event_name: string;
  event_id: string;
  /** Seconds since the epoch. */
  event_time: number;
  action_source: 'website';
  event_source_url: string;
  user_data: {
    /** SHA-256 hex of the normalised e-mail, never the address. */
    em?: string[];
    fbp?: string;
    fbc?: string;
    client_ip_address?: string;
    client_user_agent?: string;
  };
  custom_data?: Record<string, unknown>;
};

export interface ConversionsPort {
  /** `meta` (the Graph API) or `sandbox` (records what would be sent). */
  readonly kind: 'meta' | 'sandbox';
  /** Sends up to 1,000 events; throws when the API refuses them (the sender tries again later). */
  send(events: readonly ConversionEvent[]): Promise<{ received: number }>;
  /** The sandbox's record of what it would have sent, newest last (the sandbox only). */
  recorded?: () => readonly ConversionEvent[];
}

/** Meta takes at most 1,000 events a request. */
export const CONVERSIONS_BATCH_MAX = 1_000;
