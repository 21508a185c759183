import { seedDemoPoints, seedDemoTokens, type Database } from '@kilau/db';
import type { Kysely } from 'kysely';
import { welcomeVouchers } from '../modules/vouchers';
import { seedAccountOnce } from './seed-account';

/** The demo shop's member (README): sign in with the e-mail or the username and this password. */
export const DEMO_MEMBER = {
  email: 'demo@kilau.id',
  user_name: 'kilaudemo',
  password: 'kilau-demo-2026',
  first_name: 'Kirana',
  last_name: 'Putri',
  phone_no: '081234567890',
} as const;

/** Serialises concurrent seeders (several API instances starting at once). */
const SEED_LOCK = 0x6b6c646d;

/** Two real places (official region codes): a home in Jakarta Selatan, an office in Bandung. */
const ADDRESSES = [
  {
    title: 'Rumah',
    address1: 'Jl. Gelora No. 12, RT 3/RW 2',
    province_code: '31',
    regency_code: '31.74',
    district_code: '31.74.07',
    village_code: '31.74.07.1006',
    zipcode: '12190',
    is_default: true,
  },
  {
    title: 'Kantor Bandung',
    address1: 'Jl. Ir. H. Juanda No. 101',
    province_code: '32',
    regency_code: '32.73',
    district_code: '32.73.02',
    village_code: '32.73.02.1004',
    zipcode: '40135',
    is_default: false,
  },
] as const;

/**
 * Seeds the demo member once (with the demo catalogue): verified e-mail and phone, the legal
 * statements accepted, two addresses, the welcome voucher and 150 beauty points (a ledger-backed
 * welcome bonus). A no-op when the e-mail exists.
 */
export async function seedDemoMember(
  db: Kysely<Database>,
  options: { now: Date },
): Promise<{ created: boolean }> {
  const { now } = options;
  return seedAccountOnce(db, { ...DEMO_MEMBER, lock: SEED_LOCK }, async (trx, passwordHash) => {
    const { password: _password, ...profile } = DEMO_MEMBER;
    const { id } = await trx
      .insertInto('users')
      .values({
        ...profile,
        password_hash: passwordHash,
        gender: 'Female',
        salute: 'Ms',
        date_of_birth: '1996-08-17',
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
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('addresses')
      .values(
        ADDRESSES.map((address) => ({
          ...address,
          user_id: id,
          contact: `${DEMO_MEMBER.first_name} ${DEMO_MEMBER.last_name}`,
          firstname: DEMO_MEMBER.first_name,
          lastname: DEMO_MEMBER.last_name,
          country_code: 'ID',
          phone: DEMO_MEMBER.phone_no,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await welcomeVouchers.issue(trx, id, now);
    await seedDemoPoints(trx, id, now);
    await seedDemoTokens(trx, id, now);
  });
}
