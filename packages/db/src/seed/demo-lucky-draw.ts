import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

export const DEMO_LUCKY_DRAW_KEY = 'seed:demo-lucky-draw';
/** Serialises concurrent seeders (several API instances starting at once). */
const SEED_LOCK = 0x6b6c6c64;
const DAY_MS = 86_400_000;
/** The campaign the game reads (001 §7; the domain's `LUCKY_DRAW.campaignSlug`). */
const SLUG = 'lucky-draw';

const TERMS =
  'Hadiah lucky draw Kilau: satu kali klaim per member selama kuota masih tersedia. ' +
  'Voucher hanya berlaku untuk akun pemenang, satu kali pakai, selama 30 hari sejak diklaim.';

type PrizeSeed = {
  code: string;
  name: string;
  description: string;
  discount_type: 'amount' | 'free_shipping';
  amount?: number;
  max_discount?: number;
  min_amount: number;
  quota: number;
  /** Share of the odds among the prizes left. */
  weight: number;
};

/** The demo draw: four prizes of several values, the small ones the likeliest. */
const PRIZES: PrizeSeed[] = [
  {
    code: 'LUCKY10K',
    name: 'Lucky Draw Rp10.000',
    description: 'Potongan Rp10.000 dari lucky draw, belanja minimal Rp75.000.',
    discount_type: 'amount',
    amount: 10_000,
    min_amount: 75_000,
    quota: 20,
    weight: 50,
  },
  {
    code: 'LUCKY25K',
    name: 'Lucky Draw Rp25.000',
    description: 'Potongan Rp25.000 dari lucky draw, belanja minimal Rp150.000.',
    discount_type: 'amount',
    amount: 25_000,
    min_amount: 150_000,
    quota: 10,
    weight: 25,
  },
  {
    code: 'LUCKY50K',
    name: 'Lucky Draw Rp50.000',
    description: 'Potongan Rp50.000 dari lucky draw, belanja minimal Rp250.000.',
    discount_type: 'amount',
    amount: 50_000,
    min_amount: 250_000,
    quota: 5,
    weight: 5,
  },
  {
    code: 'LUCKYONGKIR',
    name: 'Lucky Draw Gratis Ongkir',
    description: 'Gratis ongkir hingga Rp20.000 dari lucky draw, belanja minimal Rp50.000.',
    discount_type: 'free_shipping',
    max_discount: 20_000,
    min_amount: 50_000,
    quota: 10,
    weight: 20,
  },
];

/**
 * Seeds the demo shop's lucky draw once (docs/design/lucky-draw.md): the `lucky-draw` campaign,
 * running for 90 days, and its prizes — assigned-only `lucky_draw` vouchers valid 30 days once
 * won, each with its quota and odds. Recorded in `app_meta`.
 */
export async function seedDemoLuckyDraw(
  db: Kysely<Database>,
  options: { now: Date },
): Promise<{ seeded: boolean }> {
  const { now } = options;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const done = await trx
      .selectFrom('app_meta')
      .select('key')
      .where('key', '=', DEMO_LUCKY_DRAW_KEY)
      .executeTakeFirst();
    if (done) return { seeded: false };
    const campaign = await trx
      .insertInto('campaigns')
      .values({
        parent_id: null,
        slug: SLUG,
        kind: 'campaign',
        image_url: null,
        category_id: null,
        name: 'Lucky Draw Kilau',
        description: 'Main lucky draw dan menangkan voucher belanja Kilau.',
        // The shop's floating campaign icon (one at a time: first by position) opens the game
        // (/lucky-draw; the web's `campaignIconPath`).
        is_display_icon_web: true,
        position: -1,
        starts_at: new Date(now.getTime() - DAY_MS),
        ends_at: new Date(now.getTime() + 90 * DAY_MS),
        is_active: true,
      })
      .onConflict((oc) => oc.columns(['kind', 'slug']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (campaign) {
      for (const [position, prize] of PRIZES.entries()) {
        const voucher = await trx
          .insertInto('vouchers')
          .values({
            code: prize.code,
            name: prize.name,
            description: prize.description,
            terms: TERMS,
            kind: 'lucky_draw',
            discount_type: prize.discount_type,
            amount: prize.amount ?? null,
            percentage: null,
            max_discount: prize.max_discount ?? null,
            min_amount: prize.min_amount,
            starts_at: null,
            ends_at: null,
            valid_days: 30,
            quota_total: null,
            quota_per_user: 1,
            is_assigned_only: true,
            image: null,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.column('code').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!voucher) continue;
        await trx
          .insertInto('lucky_draw_prizes')
          .values({
            campaign_id: campaign.id,
            voucher_id: voucher.id,
            quota: prize.quota,
            remaining: prize.quota,
            weight: prize.weight,
            position,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    }
    await trx
      .insertInto('app_meta')
      .values({
        key: DEMO_LUCKY_DRAW_KEY,
        value: JSON.stringify({ prizes: PRIZES.map((p) => p.code), seededAt: now.toISOString() }),
        updated_at: now,
      })
      .execute();
    return { seeded: true };
  });
}
