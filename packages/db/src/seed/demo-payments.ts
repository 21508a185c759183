import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

export const DEMO_BANK_PROMOTIONS_KEY = 'seed:demo-bank-promotions';
/** Serialises concurrent seeders (several API instances starting at once). */
const SEED_LOCK = 0x6b6c6270;
const DAY_MS = 86_400_000;

/**
 * The demo shop's bank promotions (000 §3 Bank promotion), running for two months from the seed
 * day: a BCA card percentage with a cap, a Mandiri card fixed amount, a BCA virtual-account
 * amount and a QRIS percentage. BIN prefixes are the banks' published ones and the sandbox test
 * cards' (4811 11, 5211 11), so the demo cards qualify.
 */
export async function seedDemoBankPromotions(
  db: Kysely<Database>,
  options: { now: Date },
): Promise<{ seeded: boolean }> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const done = await trx
      .selectFrom('app_meta')
      .select('key')
      .where('key', '=', DEMO_BANK_PROMOTIONS_KEY)
      .executeTakeFirst();
    if (done) return { seeded: false };
    const startsAt = new Date(options.now.getTime() - DAY_MS);
    const endsAt = new Date(options.now.getTime() + 60 * DAY_MS);
    await trx
      .insertInto('bank_promotions')
      .values([
        {
          bank_name: 'BCA',
          title: 'Diskon 10% Kartu Kredit BCA',
          description: 'Diskon 10% hingga Rp50.000 dengan kartu kredit BCA, minimal Rp250.000.',
          discount_type: 'percentage',
          discount_value: 10,
          max_discount: 50_000,
          min_order: 250_000,
          card_bins: ['481111', '455633', '410504'],
          payment_methods: ['credit_debit_card'],
          starts_at: startsAt,
          ends_at: endsAt,
          position: 1,
        },
        {
          bank_name: 'MANDIRI',
          title: 'Potongan Rp30.000 Kartu Mandiri',
          description: 'Potongan Rp30.000 dengan kartu kredit Mandiri, minimal Rp300.000.',
          discount_type: 'amount',
          discount_value: 30_000,
          max_discount: null,
          min_order: 300_000,
          card_bins: ['521111', '461699', '537793'],
          payment_methods: ['credit_debit_card'],
          starts_at: startsAt,
          ends_at: endsAt,
          position: 2,
        },
        {
          bank_name: 'BCA',
          title: 'Hemat Rp15.000 BCA Virtual Account',
          description: 'Potongan Rp15.000 bayar dengan BCA Virtual Account, minimal Rp200.000.',
          discount_type: 'amount',
          discount_value: 15_000,
          max_discount: null,
          min_order: 200_000,
          card_bins: [],
          payment_methods: ['bca_virtual_account'],
          starts_at: startsAt,
          ends_at: endsAt,
          position: 3,
        },
        {
          bank_name: 'QRIS',
          title: 'Cashback 5% QRIS',
          description: 'Diskon 5% hingga Rp20.000 bayar dengan QRIS, minimal Rp100.000.',
          discount_type: 'percentage',
          discount_value: 5,
          max_discount: 20_000,
          min_order: 100_000,
          card_bins: [],
          payment_methods: ['qris'],
          starts_at: startsAt,
          ends_at: endsAt,
          position: 4,
        },
      ])
      .execute();
    await trx
      .insertInto('app_meta')
      .values({
        key: DEMO_BANK_PROMOTIONS_KEY,
        value: JSON.stringify({ seededAt: options.now.toISOString() }),
        updated_at: options.now,
      })
      .execute();
    return { seeded: true };
  });
}
