import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './foundation';

/** The back office's people (migration 0029, docs/design/back-office.md). */
export type StaffRoleColumn =
  | 'admin'
  | 'merchandiser'
  | 'operations'
  | 'support'
  | 'content'
  | 'store_staff';

export interface StaffTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: StaffRoleColumn;
  password_hash: string;
  totp_secret: string | null;
  totp_enabled_at: Timestamp | null;
  /** The last authenticator step accepted: a code is good once. */
  totp_last_step: ColumnType<number | null, number | null, number | null>;
  locked_at: Timestamp | null;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  /** `password`: the second factor is still owed; `full`: signed in. */
  stage: 'password' | 'full';
  failed_codes: Generated<number>;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  staff_id: number | null;
  staff_email: string;
  action: string;
  entity: string;
  entity_id: string;
  before: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  after: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  ip: string | null;
  request_id: string | null;
}
