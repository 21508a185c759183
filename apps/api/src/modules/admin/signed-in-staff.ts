import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { StaffSession } from './staff.repository';

/** The signed-in staff member of a request the guard (`app.requireStaff`) let through. */
export async function signedInStaff(request: FastifyRequest): Promise<StaffSession> {
  const session = await request.staffSession();
  if (!session || session.stage !== 'full') {
    throw new AppError(401, 'unauthorized', 'staff_login_required');
  }
  return session;
}
