import type { Database } from '@kilau/db';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error';

/** Who did an admin write, from where (the shape of the admin module's `AuditActor`). */
export interface AuditActor {
  staffId: number | null;
  email: string;
  ip: string | null;
  requestId: string | null;
}

/**
 * Writes one audit row in the write's transaction: the admin module's `recordAudit`, handed in
 * where the app composes the modules (feature folders never import each other).
 */
export type RecordAudit = (
  tx: Kysely<Database>,
  actor: AuditActor,
  entry: {
    action: string;
    entity: string;
    entityId: string | number;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  },
  now: Date,
) => Promise<void>;

/** Who is writing: the signed-in staff member the guard (`app.requireStaff`) let through. */
export async function actorOf(request: FastifyRequest): Promise<AuditActor> {
  const session = await request.staffSession();
  if (!session || session.stage !== 'full') {
    throw new AppError(401, 'unauthorized', 'staff_login_required');
  }
  return { staffId: session.staffId, email: session.email, ip: request.ip, requestId: request.id };
}
