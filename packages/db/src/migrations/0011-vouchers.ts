import { sql, type Kysely } from 'kysely';

/**
 * Vouchers, first shape (000 §3/§4, 001 §3 account list). A voucher is a definition: a code, a
 * discount (an amount, a percentage with an optional cap, or free shipping with an optional cap
 * on the fee), a minimum order, a window, quotas, and product/brand/category rules. A member
 * voucher assigns one to a member (the spec's `rules.users`): issued, expiring and used per
 * member. Redemption in the bag (and the per-use quota counts) comes with the cart.
 *
 * The welcome voucher is data: one active `kind = 'welcome'` definition at most, issued inside the
 * register transaction and expiring `valid_days` after it.
 */
const STATEMENTS = [
  `create table vouchers (
     id bigint generated always as identity primary key,
     code text not null check (code ~ '^[A-Z0-9_-]{3,40}$'),
     name text not null check (name <> ''),
     description text not null default '',
     terms text not null default '',
     kind text not null default 'manual' check (kind in ('manual', 'welcome', 'lucky_draw')),
     discount_type text not null check (discount_type in ('amount', 'percentage', 'free_shipping')),
     amount integer check (amount > 0),
     percentage smallint check (percentage between 1 and 100),
     max_discount integer check (max_discount > 0),
     min_amount integer not null default 0 check (min_amount >= 0),
     starts_at timestamptz,
     ends_at timestamptz,
     valid_days integer check (valid_days > 0),
     quota_total integer check (quota_total >= 0),
     quota_per_user integer not null default 1 check (quota_per_user > 0),
     is_assigned_only boolean not null default false,
     is_special_paper_bag boolean not null default false,
     image text,
     is_active boolean not null default true,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     check ((discount_type = 'amount') = (amount is not null)),
     check ((discount_type = 'percentage') = (percentage is not null)),
     check (max_discount is null or discount_type <> 'amount'),
     check (starts_at is null or ends_at is null or ends_at > starts_at)
   )`,
  `create unique index vouchers_code_unique on vouchers (code)`,
  `create unique index vouchers_one_active_welcome on vouchers (kind) where kind = 'welcome' and is_active`,

  // rules {products, brands, categories}: the voucher applies when a bag line matches one.
  `create table voucher_rules (
     voucher_id bigint not null references vouchers(id) on delete cascade,
     target_type text not null check (target_type in ('product', 'brand', 'category')),
     target_id bigint not null,
     primary key (voucher_id, target_type, target_id)
   )`,

  `create table member_vouchers (
     id bigint generated always as identity primary key,
     voucher_id bigint not null references vouchers(id) on delete restrict,
     user_id bigint not null references users(id) on delete cascade,
     issued_at timestamptz not null,
     expires_at timestamptz,
     used_at timestamptz,
     unique (voucher_id, user_id),
     check (expires_at is null or expires_at > issued_at),
     check (used_at is null or used_at >= issued_at)
   )`,
  `create index member_vouchers_user_idx on member_vouchers (user_id, issued_at desc)`,

  // The welcome voucher: Rp 25.000 off an order of at least Rp 150.000, for 30 days after
  // registering, once, for the member it was issued to.
  `insert into vouchers
     (code, name, description, terms, kind, discount_type, amount, min_amount, valid_days,
      quota_per_user, is_assigned_only)
   values
     ('WELCOME25', 'Voucher Selamat Datang',
      'Potongan Rp25.000 untuk belanja pertamamu.',
      'Minimal belanja Rp150.000. Berlaku 30 hari sejak pendaftaran, satu kali pakai, hanya untuk akunmu.',
      'welcome', 'amount', 25000, 150000, 30, 1, true)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists member_vouchers`.execute(db);
  await sql`drop table if exists voucher_rules`.execute(db);
  await sql`drop table if exists vouchers`.execute(db);
}
