import type { Generated } from 'kysely';
import type { Timestamp } from './foundation';

export type DataExportStatus = 'requested' | 'ready' | 'failed' | 'expired';

/**
 * A member's "download my data" request (migration 0061, docs/design/data-rights.md): queued,
 * built by the export job into a zip in the private file area, linked by a token whose SHA-256
 * is kept, for 24 hours.
 */
export interface DataExportRequestsTable {
  id: Generated<number>;
  user_id: number;
  status: Generated<DataExportStatus>;
  locale: Generated<'id' | 'en'>;
  requested_at: Timestamp;
  ready_at: Timestamp | null;
  expires_at: Timestamp | null;
  storage_key: string | null;
  token_hash: string | null;
  size_bytes: number | null;
  attempts: Generated<number>;
  /** The job's lease on a request it is building; another pass takes it only after this. */
  claimed_until: Timestamp | null;
  error: string | null;
}
