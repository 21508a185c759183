import type { Database } from '@kilau/db';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from './app-error';

/**
 * The signed-in staff member of a request `app.requireStaff` let through, for back-office
 * modules outside `modules/admin` (which has its own `signedInStaff`, the same rule).
 */
export async function guardedStaff(request: FastifyRequest) {
  const session = await request.staffSession();
  if (!session || session.stage !== 'full') {
    throw new AppError(401, 'unauthorized', 'staff_login_required');
  }
  return session;
}

/** Who did an admin write, from where (the audit row's `staff_*`, `ip`, `request_id`). */
export interface AuditActor {
  /** Null for the command line (the first admin, the demo data). */
  staffId: number | null;
  email: string;
  ip: string | null;
  requestId: string | null;
}

/** What an audit row says happened. */
export interface AuditEntryInput {
  action: string;
  entity: string;
  entityId: string | number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Writes one audit row in the write's transaction: the admin module's `recordAudit`, handed to
 * each back-office module by `app.ts` (feature folders never import each other).
 */
export type RecordAudit = (
  tx: Kysely<Database>,
  actor: AuditActor,
  entry: AuditEntryInput,
  now: Date,
) => Promise<void>;

/** The actor of a back-office write: the signed-in staff member, their address and request. */
export async function staffActor(request: FastifyRequest): Promise<AuditActor> {
  const session = await guardedStaff(request);
  return { staffId: session.staffId, email: session.email, ip: request.ip, requestId: request.id };
}

/**
 * The keys whose values differ, before and after: an edit's audit row (`before`, `after`).
 * (admin-products, admin-taxonomy, admin-banners and staff still keep copies of their own.)
 */
export function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}
