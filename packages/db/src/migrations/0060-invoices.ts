import { sql, type Kysely } from 'kysely';

/**
 * Invoices (issue 25 "After the sale", docs/design/invoices.md):
 * - `shop_legal_settings`: the one row (id 1) of the seller's legal details the invoice prints —
 *   legal name, address, NPWP (digits, 15 or 16), whether the shop is PKP — and PPN: its rate in
 *   basis points (1100 = 11 %) and whether the shop's prices include it; the invoice's footer.
 *   Written by the back office (`settings.write`); seeded with the demo shop's details.
 * - `invoice_counters`: one row per WIB calendar year, `last_sequence` the last number issued.
 *   Issuing bumps it with one `insert … on conflict do update … returning` in the transaction
 *   that marks the order paid, so the row lock serialises issuers and a rolled-back payment
 *   gives its number back: the series has no gaps.
 * - `invoices`: one per paid order (`order_id` unique), its number `INV/{year}/{000123}`, and
 *   snapshots of the seller, the tax settings and the totals as they were when it was issued,
 *   so a later change of settings never rewrites an issued invoice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table shop_legal_settings (
     id smallint primary key default 1 check (id = 1),
     legal_name text not null check (length(legal_name) between 1 and 120),
     address text not null check (length(address) between 1 and 400),
     npwp text not null check (npwp ~ '^[0-9]{15,16}$'),
     pkp boolean not null default true,
     ppn_rate_bp integer not null default 1100 check (ppn_rate_bp between 0 and 10000),
     prices_include_tax boolean not null default true,
     invoice_footer text not null default '' check (length(invoice_footer) <= 500),
     updated_at timestamptz not null default now(),
     updated_by text check (length(updated_by) <= 254)
   )`.execute(db);
  await sql`insert into shop_legal_settings
     (id, legal_name, address, npwp, pkp, ppn_rate_bp, prices_include_tax, invoice_footer)
   values (
     1,
     'PT Kilau Cantik Indonesia',
     ${'Menara Kilau Lt. 12, Jl. Jenderal Sudirman Kav. 52-53, Senayan, Kebayoran Baru, Jakarta Selatan, DKI Jakarta 12190'},
     '015367482073000',
     true,
     1100,
     true,
     ${'Faktur ini sah tanpa tanda tangan. Harga sudah termasuk PPN. Pertanyaan: halo@kilau.id'}
   )`.execute(db);

  await sql`create table invoice_counters (
     year integer primary key check (year between 2000 and 9999),
     last_sequence integer not null check (last_sequence >= 0)
   )`.execute(db);

  await sql`create table invoices (
     id bigint generated always as identity primary key,
     order_id bigint not null unique references orders (id) on delete restrict,
     number text not null unique check (number ~ '^INV/[0-9]{4}/[0-9]{6,}$'),
     year integer not null,
     sequence integer not null check (sequence >= 1),
     issued_at timestamptz not null,
     seller jsonb not null,
     tax jsonb not null,
     totals jsonb not null,
     unique (year, sequence)
   )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists invoices`.execute(db);
  await sql`drop table if exists invoice_counters`.execute(db);
  await sql`drop table if exists shop_legal_settings`.execute(db);
}
