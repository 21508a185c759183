import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

export const DEMO_PROMOTIONS_KEY = 'seed:demo-promotions';
/** Serialises concurrent seeders (several API instances starting at once). */
const SEED_LOCK = 0x6b6c7072;
const DAY_MS = 86_400_000;

/** Beauty points the demo member starts with (a welcome bonus in the ledger). */
export const DEMO_MEMBER_POINTS = 150;

const TERMS =
  'Berlaku untuk semua member Kilau selama periode promo dan selama kuota masih tersedia. ' +
  'Tidak dapat digabung dengan beauty points atau voucher lain.';

type VoucherSeed = {
  code: string;
  name: string;
  description: string;
  discount_type: 'amount' | 'percentage' | 'free_shipping' | 'free_product';
  amount?: number;
  percentage?: number;
  max_discount?: number;
  min_amount: number;
  quota_total: number | null;
  quota_per_user: number;
  is_special_paper_bag?: boolean;
  days: number;
  rules?: { target_type: 'brand' | 'category'; name: string };
  /** A free-product voucher's gift, by product name. */
  gift?: string;
};

/** Public vouchers of the demo shop (codes typed in the bag's voucher field). */
const VOUCHERS: VoucherSeed[] = [
  {
    code: 'HEMAT25K',
    name: 'Hemat Rp25.000',
    description: 'Potongan Rp25.000 untuk belanja minimal Rp200.000.',
    discount_type: 'amount',
    amount: 25_000,
    min_amount: 200_000,
    quota_total: 500,
    quota_per_user: 1,
    days: 60,
  },
  {
    code: 'KIRANA15',
    name: 'Diskon 15% Kirana Glow',
    description: 'Diskon 15% untuk produk Kirana Glow, maksimal Rp50.000.',
    discount_type: 'percentage',
    percentage: 15,
    max_discount: 50_000,
    min_amount: 100_000,
    quota_total: 300,
    quota_per_user: 2,
    days: 30,
    rules: { target_type: 'brand', name: 'Kirana Glow' },
  },
  {
    code: 'SKINCARE10',
    name: 'Diskon 10% Skincare',
    description: 'Diskon 10% untuk semua produk skincare, maksimal Rp30.000.',
    discount_type: 'percentage',
    percentage: 10,
    max_discount: 30_000,
    min_amount: 150_000,
    quota_total: 1_000,
    quota_per_user: 1,
    days: 45,
    rules: { target_type: 'category', name: 'Skincare' },
  },
  {
    code: 'GRATISONGKIR',
    name: 'Gratis Ongkir',
    description: 'Gratis ongkos kirim hingga Rp20.000 untuk belanja minimal Rp150.000.',
    discount_type: 'free_shipping',
    max_discount: 20_000,
    min_amount: 150_000,
    quota_total: 1_000,
    quota_per_user: 3,
    days: 60,
  },
  {
    code: 'PAPERBAG',
    name: 'Kilau Paper Bag',
    description: 'Paper bag Kilau gratis untuk pesananmu, senilai Rp5.000.',
    discount_type: 'amount',
    amount: 5_000,
    min_amount: 0,
    quota_total: 2_000,
    quota_per_user: 5,
    is_special_paper_bag: true,
    days: 90,
  },
  {
    code: 'GRATISMASKER',
    name: 'Gratis Sheet Mask',
    description: 'Gratis Sheet Mask Hydrating untuk belanja minimal Rp250.000.',
    discount_type: 'free_product',
    min_amount: 250_000,
    quota_total: 200,
    quota_per_user: 1,
    days: 30,
    gift: 'Sheet Mask Hydrating (Hadiah)',
  },
];

/** A gift with purchase: the pouch for any bag of Rp 300.000 or more. */
const GIFT = {
  product: 'Pouch Kosmetik Eksklusif (Hadiah)',
  name: 'Gratis Pouch Kosmetik',
  min: 300_000,
};

async function combinationOf(db: Kysely<Database>, productName: string): Promise<number> {
  const row = await db
    .selectFrom('combinations as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .select('c.id')
    .where('p.name', '=', productName)
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function targetId(db: Kysely<Database>, rule: NonNullable<VoucherSeed['rules']>) {
  const table = rule.target_type === 'brand' ? 'brands' : 'categories';
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('name', '=', rule.name)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Seeds the demo shop's promotions once (after the demo catalogue): public vouchers — an amount
 * voucher with a minimum and an overall quota, brand- and category-scoped percentage vouchers
 * with caps, free shipping, the paper bag, a free-product voucher — and one gift with purchase.
 */
export async function seedDemoPromotions(
  db: Kysely<Database>,
  options: { now: Date },
): Promise<{ seeded: boolean }> {
  const { now } = options;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const done = await trx
      .selectFrom('app_meta')
      .select('key')
      .where('key', '=', DEMO_PROMOTIONS_KEY)
      .executeTakeFirst();
    if (done) return { seeded: false };
    for (const seed of VOUCHERS) {
      const { id } = await trx
        .insertInto('vouchers')
        .values({
          code: seed.code,
          name: seed.name,
          description: seed.description,
          terms: TERMS,
          discount_type: seed.discount_type,
          amount: seed.amount ?? null,
          percentage: seed.percentage ?? null,
          max_discount: seed.max_discount ?? null,
          min_amount: seed.min_amount,
          starts_at: new Date(now.getTime() - DAY_MS),
          ends_at: new Date(now.getTime() + seed.days * DAY_MS),
          valid_days: null,
          quota_total: seed.quota_total,
          quota_per_user: seed.quota_per_user,
          is_special_paper_bag: seed.is_special_paper_bag ?? false,
          image: null,
          free_combination_id: seed.gift ? await combinationOf(trx, seed.gift) : null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('code').doNothing())
        .returning('id')
        .executeTakeFirst()
        .then((row) => row ?? { id: null });
      if (id !== null && seed.rules) {
        await trx
          .insertInto('voucher_rules')
          .values({
            voucher_id: id,
            target_type: seed.rules.target_type,
            target_id: await targetId(trx, seed.rules),
          })
          .execute();
      }
    }
    await trx
      .insertInto('gifts_with_purchase')
      .values({
        name: GIFT.name,
        combination_id: await combinationOf(trx, GIFT.product),
        quantity: 1,
        min_amount: GIFT.min,
        starts_at: new Date(now.getTime() - DAY_MS),
        ends_at: new Date(now.getTime() + 60 * DAY_MS),
      })
      .execute();
    await trx
      .insertInto('app_meta')
      .values({
        key: DEMO_PROMOTIONS_KEY,
        value: JSON.stringify({
          vouchers: VOUCHERS.map((v) => v.code),
          seededAt: now.toISOString(),
        }),
        updated_at: now,
      })
      .execute();
    return { seeded: true };
  });
}

/**
 * The demo member's starting beauty points: a welcome bonus in the ledger and the balance it
 * makes (inside the caller's transaction); nothing when the member already has a balance.
 */
export async function seedDemoPoints(db: Kysely<Database>, userId: number, now: Date) {
  const created = await db
    .insertInto('point_balances')
    .values({ user_id: userId, balance: DEMO_MEMBER_POINTS, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!created) return;
  await db
    .insertInto('point_ledger')
    .values({
      user_id: userId,
      delta: DEMO_MEMBER_POINTS,
      reason: 'welcome_bonus',
      cart_id: null,
      order_ref: null,
      created_at: now,
    })
    .execute();
}
