import type { FastifyRequest } from 'fastify';
import { signedInStaff, type AuditActor } from '../admin';

/** Who is writing, for the audit row and the ledger. */
export async function actorOf(request: FastifyRequest): Promise<AuditActor> {
  const staff = await signedInStaff(request);
  return { staffId: staff.staffId, email: staff.email, ip: request.ip, requestId: request.id };
}
