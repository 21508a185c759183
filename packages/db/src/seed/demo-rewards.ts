import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, PartnerPrizesTable } from '../schema';

export const DEMO_REWARDS_KEY = 'seed:demo-rewards';
/** The demo member's starting campaign tokens (docs/design/rewards.md "Try it"). */
export const DEMO_MEMBER_TOKENS = 5;
/** Serialises concurrent seeders (several API instances starting at once). */
const SEED_LOCK = 0x6b6c6175 + 48;

type DemoPrize = Omit<Insertable<PartnerPrizesTable>, 'created_at' | 'updated_at'>;

/** The partner prizes a demo shop offers: phone credit and e-wallet for points, vouchers for tokens. */
export const DEMO_PARTNER_PRIZES: readonly DemoPrize[] = [
  {
    kind: 'phone_credit',
    partner_name: 'Telkomsel',
    name: 'Pulsa Telkomsel Rp 25.000',
    name_en: 'Telkomsel phone credit Rp 25,000',
    cost: 250,
    balance_kind: 'points',
    stock: null,
    position: 1,
  },
  {
    kind: 'ewallet_balance',
    partner_name: 'GoPay',
    name: 'Saldo GoPay Rp 50.000',
    name_en: 'GoPay balance Rp 50,000',
    cost: 500,
    balance_kind: 'points',
    stock: 200,
    position: 2,
  },
  {
    kind: 'ewallet_balance',
    partner_name: 'OVO',
    name: 'Saldo OVO Rp 20.000',
    name_en: 'OVO balance Rp 20,000',
    cost: 2,
    balance_kind: 'tokens',
    stock: 100,
    position: 3,
  },
  {
    kind: 'partner_voucher',
    partner_name: 'Kopi Kenangan',
    name: 'Voucher Kopi Kenangan Rp 30.000',
    name_en: 'Kopi Kenangan voucher Rp 30,000',
    cost: 3,
    balance_kind: 'tokens',
    stock: 50,
    position: 4,
  },
  {
    kind: 'partner_voucher',
    partner_name: 'CGV',
    name: 'Tiket nonton CGV 2D',
    name_en: 'CGV 2D movie ticket',
    cost: 800,
    balance_kind: 'points',
    stock: 0,
    is_active: false,
    position: 5,
  },
];

/** The demo partner prizes, once (recorded in `app_meta`; the back office's edits stay). */
export async function seedDemoRewards(
  db: Kysely<Database>,
  options: { now: Date },
): Promise<{ seeded: boolean }> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const done = await trx
      .selectFrom('app_meta')
      .select('key')
      .where('key', '=', DEMO_REWARDS_KEY)
      .executeTakeFirst();
    if (done) return { seeded: false };
    await trx
      .insertInto('partner_prizes')
      .values(
        DEMO_PARTNER_PRIZES.map((prize) => ({
          ...prize,
          created_at: options.now,
          updated_at: options.now,
        })),
      )
      .execute();
    await trx
      .insertInto('app_meta')
      .values({
        key: DEMO_REWARDS_KEY,
        value: JSON.stringify({
          prizes: DEMO_PARTNER_PRIZES.length,
          seededAt: options.now.toISOString(),
        }),
        updated_at: options.now,
      })
      .execute();
    return { seeded: true };
  });
}

/**
 * The demo member's starting campaign tokens: a grant in the token ledger and the balance it
 * makes (inside the caller's transaction); nothing when the member already has a balance.
 */
export async function seedDemoTokens(db: Kysely<Database>, userId: number, now: Date) {
  const created = await db
    .insertInto('token_balances')
    .values({ user_id: userId, balance: DEMO_MEMBER_TOKENS, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!created) return;
  await db
    .insertInto('token_ledger')
    .values({
      user_id: userId,
      delta: DEMO_MEMBER_TOKENS,
      reason: 'campaign_grant',
      redemption_id: null,
      created_at: now,
    })
    .execute();
}
