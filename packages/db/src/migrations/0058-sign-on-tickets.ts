import { sql, type Kysely } from 'kysely';

/**
 * The sign-on broker's one-time tickets (issue 24, docs/design/sign-on.md, ADR 0050): the home
 * site mints one for a signed-in member's browser on its way to another of the shop's sites,
 * which redeems it once. Only the ticket's SHA-256 is kept, with the member, the site it may be
 * redeemed on, the hash of the browser's state cookie it is bound to, and its expiry (60 s).
 * A redeem is one `delete … returning`, so a ticket opens at most one session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table sign_on_tickets (
     hash text primary key check (hash ~ '^[0-9a-f]{64}$'),
     member_id bigint not null references users (id) on delete cascade,
     target_origin text not null check (length(target_origin) <= 300),
     state_hash text not null check (state_hash ~ '^[0-9a-f]{64}$'),
     expires_at timestamptz not null,
     created_at timestamptz not null
   )`.execute(db);
  // Minting purges what has expired.
  await sql`create index sign_on_tickets_expiry_idx on sign_on_tickets (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sign_on_tickets`.execute(db);
}
