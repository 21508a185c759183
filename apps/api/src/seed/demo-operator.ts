import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import { seedAccountOnce } from './seed-account';

/** The demo shop's operator (README, design/order-life-after-payment.md): drives orders through `/api/ops` and the CLI. */
export const DEMO_OPERATOR = {
  email: 'ops@kilau.id',
  user_name: 'kilauops',
  password: 'kilau-ops-2026',
  first_name: 'Operator',
  last_name: 'Kilau',
} as const;

const SEED_LOCK = 0x6b6c6f70;

/**
 * Seeds the demo operator once (with the demo data). A no-op when the e-mail exists — an
 * existing account is never promoted.
 */
export async function seedDemoOperator(
  db: Kysely<Database>,
  options: { now: Date },
): Promise<{ created: boolean }> {
  const { now } = options;
  return seedAccountOnce(db, { ...DEMO_OPERATOR, lock: SEED_LOCK }, async (trx, passwordHash) => {
    const { password: _password, ...profile } = DEMO_OPERATOR;
    await trx
      .insertInto('users')
      .values({
        ...profile,
        role: 'operator',
        password_hash: passwordHash,
        phone_no: null,
        gender: null,
        salute: null,
        date_of_birth: null,
        acquisition_source: null,
        image_url: null,
        is_verified_email: true,
        is_agree_to_legal_statements: true,
        legal_statements_agreed_at: now,
        locked_at: null,
        removed_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
}
