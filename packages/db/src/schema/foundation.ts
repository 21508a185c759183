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
