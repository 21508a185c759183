import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

/**
 * The audit log as this module writes it: the admin module's `recordAudit`, handed in by app.ts
 * (feature folders never import each other). Same shapes as the admin module's.
 */
export interface AuditActor {
  staffId: number | null;
  email: string;
  ip: string | null;
  requestId: string | null;
}

export interface AuditEntryInput {
  action: string;
  entity: string;
  entityId: string | number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export type RecordAudit = (
  db: Kysely<Database>,
  actor: AuditActor,
  entry: AuditEntryInput,
  now: Date,
) => Promise<void>;
