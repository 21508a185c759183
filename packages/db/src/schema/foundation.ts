import type { ColumnType, Generated } from 'kysely';

/** timestamptz columns: written as Date or ISO string, read as Date. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AppMetaTable {
  key: string;
  value: unknown;
  updated_at: Timestamp;
}

export interface IdempotencyKeysTable {
  id: Generated<number>;
  scope: string;
  key: string;
  request_hash: string;
  status_code: number | null;
  response: unknown | null;
  created_at: Timestamp;
}

export type OutboxChannel = 'email' | 'sms' | 'whatsapp';

export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: OutboxChannel;
  recipient: string;
  template: string;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  locale: ColumnType<'id' | 'en', 'id' | 'en' | undefined, 'id' | 'en'>;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  attempts: Generated<number>;
  last_error: string | null;
  /** One message per event and channel (migration 0059): producers insert `on conflict do nothing`. */
  dedupe_key: string | null;
  /** The order the message is about (migration 0059). */
  order_id: number | null;
  /** When a sender may take it (null: at once): a claim's lease, a failure's backoff (0059). */
  next_attempt_at: Timestamp | null;
}
