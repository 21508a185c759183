import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { authenticityCodeHash, DEV_AUTHENTICITY_CODE_SECRET } from '../authenticity-hash';
import type { Database } from '../schema';
import { jakartaDay } from './text';

export const DEMO_AUTHENTICITY_KEY = 'seed:demo-authenticity';
/** Serialises concurrent seeders (several API instances starting at once). */
const SEED_LOCK = 0x6b6c6175 + 42;
const DAY_MS = 86_400_000;

/**
 * The demo's printed codes (docs/design/authenticity.md "Try it"), normalised: a code never
 * checked, one checked twice already (a refill's warning) and a second fresh one on another
 * product. `NTRE-ALCD-E22C` has a code's shape but was never printed: it answers "unknown".
 */
export const DEMO_AUTHENTICITY_CODES = {
  genuine: 'GENUNEW2345X',
  checkedTwice: 'SEENTWCE2345',
  secondGenuine: 'GLWSRM2PACKF',
  unknown: 'NTREALCDE22C',
} as const;

/** Codes with no known clear text, so a batch holds more than the documented ones. */
const RANDOM_CODES_PER_BATCH = 47;

const randomHash = (secret: string) =>
  authenticityCodeHash(secret, `RANDOM-${randomBytes(16).toString('hex')}`);

/**
 * Two printed batches of the shop's two most reviewed products, with the documented codes and
 * a few dozen others; the code checked twice has its two checks. Once, recorded in `app_meta`.
 * `secret`: the API's `AUTHENTICITY_CODE_SECRET` (the development key by default).
 */
export async function seedDemoAuthenticity(
  db: Kysely<Database>,
  options: { now: Date; secret?: string },
): Promise<{ seeded: boolean }> {
  const secret = options.secret ?? DEV_AUTHENTICITY_CODE_SECRET;
  const now = options.now.getTime();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const done = await trx
      .selectFrom('app_meta')
      .select('key')
      .where('key', '=', DEMO_AUTHENTICITY_KEY)
      .executeTakeFirst();
    if (done) return { seeded: false };
    const products = await trx
      .selectFrom('products')
      .select('id')
      .where('is_active', '=', true)
      .orderBy('total_reviews', 'desc')
      .orderBy('id')
      .limit(2)
      .execute();
    const batches = [
      { known: [DEMO_AUTHENTICITY_CODES.genuine, DEMO_AUTHENTICITY_CODES.checkedTwice], age: 90 },
      { known: [DEMO_AUTHENTICITY_CODES.secondGenuine], age: 45 },
    ];
    for (const [index, product] of products.entries()) {
      const plan = batches[index]!;
      const batch = await trx
        .insertInto('authenticity_batches')
        .values({
          product_id: product.id,
          batch_number: `KL${jakartaDay(daysAgo(plan.age)).replaceAll('-', '')}-${index + 1}`,
          produced_on: jakartaDay(daysAgo(plan.age)),
          expires_on: jakartaDay(daysAgo(plan.age - 3 * 365)),
          code_count: plan.known.length + RANDOM_CODES_PER_BATCH,
          printed_at: daysAgo(plan.age - 2),
          created_at: daysAgo(plan.age),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const codes = [
        ...plan.known.map((code) => authenticityCodeHash(secret, code)),
        ...Array.from({ length: RANDOM_CODES_PER_BATCH }, () => randomHash(secret)),
      ];
      await trx
        .insertInto('authenticity_codes')
        .values(codes.map((code_hash) => ({ batch_id: batch.id, code_hash })))
        .execute();
    }
    // The code checked twice: a first check three weeks ago, a second one three days ago.
    const seenHash = authenticityCodeHash(secret, DEMO_AUTHENTICITY_CODES.checkedTwice);
    const seen = await trx
      .updateTable('authenticity_codes')
      .set({ check_count: 2, first_checked_at: daysAgo(21), last_checked_at: daysAgo(3) })
      .where('code_hash', '=', seenHash)
      .returning('id')
      .executeTakeFirst();
    if (seen) {
      const ipHash = authenticityCodeHash(secret, 'ip:demo');
      await trx
        .insertInto('authenticity_checks')
        .values([
          {
            code_id: seen.id,
            code_hash: seenHash,
            result: 'genuine',
            ip_hash: ipHash,
            checked_at: daysAgo(21),
          },
          {
            code_id: seen.id,
            code_hash: seenHash,
            result: 'already_checked',
            ip_hash: ipHash,
            checked_at: daysAgo(3),
          },
        ])
        .execute();
    }
    await trx
      .insertInto('app_meta')
      .values({
        key: DEMO_AUTHENTICITY_KEY,
        value: JSON.stringify({ batches: products.length }),
        updated_at: options.now,
      })
      .execute();
    return { seeded: true };
  });
}
