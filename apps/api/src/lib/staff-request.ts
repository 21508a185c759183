import type { FastifyRequest } from 'fastify';
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
