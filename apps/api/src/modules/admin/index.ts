import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../lib/transaction';
import { adminRoutes } from './admin.routes';
import { createAuditRepository, type AuditActor, type AuditEntryInput } from './audit.repository';
import { createStaffAuthService } from './staff-auth.service';
import { createStaffRepository } from './staff.repository';
import { createStaffService } from './staff.service';

export type { StaffSession } from './staff.repository';
export type { AuditActor, AuditEntryInput } from './audit.repository';

/** Writes one audit row on `db` — pass the write's transaction (docs/design/back-office.md). */
export const recordAudit = (
  db: Kysely<Database>,
  actor: AuditActor,
  entry: AuditEntryInput,
  now: Date,
) => createAuditRepository(db).record(actor, entry, now);
export { createStaffAccount } from './staff-accounts';
export { signedInStaff } from './signed-in-staff';

/** Signing staff in, for the `staffAuth` plugin's session lookup (one per app). */
export function createStaffSessions(db: Kysely<Database>, clock: () => Date, idleMinutes: number) {
  const staff = createStaffRepository(db);
  return createStaffAuthService({
    staff,
    inTransaction: (work) => inTransaction(db, (tx) => work(createStaffRepository(tx))),
    clock,
    idleMinutes,
  });
}

/**
 * The back office's API (prefix `/api/admin`; docs/design/back-office.md): staff sign-in with a
 * second factor, staff management and the audit log. Needs the `auth` and `staff-auth` plugins.
 */
export const adminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: () => Date;
  idleMinutes: number;
}> = async (app, { db, clock, idleMinutes }) => {
  await app.register(adminRoutes, {
    staffAuth: createStaffSessions(db, clock, idleMinutes),
    staff: createStaffService({
      staff: createStaffRepository(db),
      audit: createAuditRepository(db),
      inTransaction: (work) =>
        inTransaction(db, (tx) =>
          work({ staff: createStaffRepository(tx), audit: createAuditRepository(tx) }),
        ),
      clock,
    }),
  });
};
