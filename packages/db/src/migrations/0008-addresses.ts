import { sql, type Kysely } from 'kysely';

/**
 * Members' delivery addresses (001 §3 Address, §7). Places are stored as official region codes
 * (names come from the region tables), and the checks repeat the hierarchy's rule that a child
 * code starts with its parent's, so no address can name a city of another province.
 *
 * At most one default per member (partial unique index). The API changes a member's addresses
 * only after locking the member's `users` row, which serialises the default switch and the
 * maximum-count check per member.
 */
const STATEMENTS = [
  `create table addresses (
     id bigint generated always as identity primary key,
     user_id bigint not null references users(id) on delete cascade,
     title text not null check (title <> ''),
     contact text not null check (contact <> ''),
     firstname text not null default '',
     lastname text not null default '',
     address1 text not null check (address1 <> ''),
     address2 text not null default '',
     country_code text not null default 'ID' references countries(code) on delete restrict,
     province_code text not null references provinces(code) on delete restrict,
     regency_code text not null references regencies(code) on delete restrict,
     district_code text not null references districts(code) on delete restrict,
     village_code text references villages(code) on delete restrict,
     zipcode text not null check (zipcode ~ '^[0-9]{5}$'),
     phone text not null check (phone ~ '^[0-9]+$'),
     is_default boolean not null default false,
     lat double precision check (lat between -90 and 90),
     lng double precision check (lng between -180 and 180),
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     check (left(regency_code, 2) = province_code),
     check (left(district_code, 5) = regency_code),
     check (village_code is null or left(village_code, 8) = district_code),
     check ((lat is null) = (lng is null))
   )`,
  `create unique index addresses_one_default_idx on addresses (user_id) where is_default`,
  `create index addresses_user_idx on addresses (user_id, created_at desc, id desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists addresses`.execute(db);
}
