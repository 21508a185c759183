import { hash } from '@node-rs/argon2';
import type { Database } from '@kilau/db';
import type { StaffRole } from '@kilau/domain/admin';
import type { Kysely } from 'kysely';
import { createAuditRepository } from './audit.repository';
import { createStaffRepository } from './staff.repository';

/**
 * A staff account made outside the back office (the CLI's first admin, the demo data): answers
 * whether it was made (false when the email is taken). The audit log names the CLI as the actor.
 */
export async function createStaffAccount(
  db: Kysely<Database>,
  input: { email: string; name: string; role: StaffRole; password: string },
  now: Date,
): Promise<boolean> {
  const email = input.email.trim().toLowerCase();
  const id = await createStaffRepository(db).create({
    email,
    name: input.name,
    role: input.role,
    passwordHash: await hash(input.password),
    now,
  });
  if (id === null) return false;
  await createAuditRepository(db).record(
    { staffId: null, email: 'cli', ip: null, requestId: null },
    {
      action: 'staff.create',
      entity: 'staff',
      entityId: id,
      before: null,
      after: { email, name: input.name, role: input.role },
    },
    now,
  );
  return true;
}
