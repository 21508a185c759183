import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './foundation';

/** Authenticity checks (migration 0042, docs/design/authenticity.md). */

type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A `date` column: written as `YYYY-MM-DD`, read as the driver gives it (select `::text`). */
type Day = ColumnType<Date | string, string, string>;

export type AuthenticityResult = 'genuine' | 'already_checked' | 'unknown';

export interface AuthenticityBatchesTable {
  id: Generated<number>;
  product_id: number;
  combination_id: number | null;
  batch_number: string;
  produced_on: Day;
  expires_on: Day;
  code_count: number;
  printed_at: NullableTime;
  created_by: number | null;
  created_at: Timestamp;
}

export interface AuthenticityCodesTable {
  id: Generated<number>;
  batch_id: number;
  /** HMAC-SHA-256 of the normalised code, hex. */
  code_hash: string;
  /** The clear code sealed with the server key until the batch is marked printed. */
  sealed_code: string | null;
  check_count: Generated<number>;
  first_checked_at: NullableTime;
  last_checked_at: NullableTime;
}

export interface AuthenticityChecksTable {
  id: Generated<number>;
  code_id: number | null;
  code_hash: string;
  result: AuthenticityResult;
  user_id: number | null;
  ip_hash: string;
  checked_at: Timestamp;
}
