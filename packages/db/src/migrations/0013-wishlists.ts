import { sql, type Kysely } from 'kysely';

/**
 * Members' wishlists (000 §3 Wishlist entry, §4 Wishlist toggle; design/the-bag.md). An entry is one
 * combination of a product: a combination is wishlisted or not, so (member, combination) is
 * unique. `product_id` is kept beside the combination for the list's product filter and tiles.
 * The list pages newest first (or oldest first), by (created_at, id) within a member.
 */
const STATEMENTS = [
  `create table wishlists (
     id bigint generated always as identity primary key,
     user_id bigint not null references users(id) on delete cascade,
     product_id bigint not null references products(id) on delete cascade,
     combination_id bigint not null references combinations(id) on delete cascade,
     created_at timestamptz not null default now()
   )`,
  `create unique index wishlists_entry on wishlists (user_id, combination_id)`,
  `create index wishlists_user_recent_idx on wishlists (user_id, created_at desc, id desc)`,
  `create index wishlists_user_product_idx on wishlists (user_id, product_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists wishlists`.execute(db);
}
