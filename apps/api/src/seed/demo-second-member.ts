import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import { seedAccountOnce } from './seed-account';

/**
 * The demo shop's second member (README): another shopper to sign in as beside the demo member,
 * e.g. to find a review helpful or report it (nobody votes on or reports their own review).
 */
export const DEMO_SECOND_MEMBER = {
  email: 'demo2@kilau.id',
  user_name: 'kilaudemo2',
  password: 'kilau-demo-2026',
  first_name: 'Dimas',
  last_name: 'Pratama',
  phone_no: '081298765432',
} as const;

const SEED_LOCK = 0x6b6c6432;

/** Seeds the second demo member once (verified e-mail and phone, terms accepted); a no-op when the e-mail exists. */
export async function seedDemoSecondMember(
  db: Kysely<Database>,
  options: { now: Date },
): Promise<{ created: boolean }> {
  const { now } = options;
  return seedAccountOnce(
    db,
    { ...DEMO_SECOND_MEMBER, lock: SEED_LOCK },
    async (trx, passwordHash) => {
      const { password: _password, ...profile } = DEMO_SECOND_MEMBER;
      await trx
        .insertInto('users')
        .values({
          ...profile,
          password_hash: passwordHash,
          gender: 'Male',
          salute: 'Mr',
          date_of_birth: '1994-03-12',
          acquisition_source: null,
          image_url: null,
          is_verified_email: true,
          is_verified_phone: true,
          is_agree_to_legal_statements: true,
          legal_statements_agreed_at: now,
          locked_at: null,
          removed_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    },
  );
}
