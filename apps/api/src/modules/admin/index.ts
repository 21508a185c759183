import type { Database } from '@kilau/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { storedSecret } from '@kilau/db';
import { inTransaction } from '../../lib/transaction';
import { totpSealer, type TotpSealer } from './totp-secret';

const TOTP_KEY = 'staff_totp_key';
import { adminRoutes } from './admin.routes';
import { createAuditRepository, type AuditActor, type AuditEntryInput } from './audit.repository';
import { createStaffAuthService, type StaffAuthService } from './staff-auth.service';
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

/**
 * Signing staff in, for the `staffAuth` plugin's session lookup and the sign-in routes. The
 * authenticator secrets are sealed with `secretKey` (`STAFF_SECRET_KEY`), else with a random key
 * kept in the database.
 */
export function createStaffSessions(
  db: Kysely<Database>,
  clock: () => Date,
  idleMinutes: number,
  secretKey: string | undefined,
) {
  const staff = createStaffRepository(db);
  let sealer: Promise<TotpSealer> | undefined;
  return createStaffAuthService({
    staff,
    inTransaction: (work) => inTransaction(db, (tx) => work(createStaffRepository(tx))),
    clock,
    idleMinutes,
    sealer: () =>
      (sealer ??= (secretKey ? Promise.resolve(secretKey) : storedSecret(db, TOTP_KEY)).then(
        totpSealer,
      )),
  });
}

/**
 * The back office's API (prefix `/api/admin`; docs/design/back-office.md): staff sign-in with a
 * second factor, staff management and the audit log. Needs the `auth` and `staff-auth` plugins.
 */
export const adminModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  /** The app's sign-in service (`createStaffSessions`), shared with the `staffAuth` plugin. */
  staffSessions: StaffAuthService;
  clock: () => Date;
  /** Sign-in tries per client address and minute, at each step (`STAFF_SIGN_IN_RATE_LIMIT_MAX`). */
  signInLimit: number;
}> = async (app, { db, staffSessions, clock, signInLimit }) => {
  await app.register(adminRoutes, {
    staffAuth: staffSessions,
    signInLimit,
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
