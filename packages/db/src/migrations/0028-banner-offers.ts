import { sql, type Kysely } from 'kysely';

/**
 * What a banner advertises, as data (ADR 0035): a voucher by its code (the storefront writes the
 * banner's words from the voucher's live amount, minimum and validity, and the banner is not
 * shown while the voucher does not run), or the shop's free shipping (`offer = 'free_shipping'`,
 * written from the free-shipping limit). A banner with neither is plain copy and names no code,
 * amount or condition.
 */
const STATEMENTS = [
  `alter table banners add column voucher_code text`,
  `alter table banners add column offer text check (offer in ('free_shipping'))`,
  `alter table banners add constraint banners_one_offer check (voucher_code is null or offer is null)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table banners drop constraint if exists banners_one_offer`.execute(db);
  await sql`alter table banners drop column if exists offer`.execute(db);
  await sql`alter table banners drop column if exists voucher_code`.execute(db);
}
