/**
 * The sign-on broker's SQL: its one-time tickets (`sign_on_tickets`, migration 0058). Reads
 * `users` (the accounts module's) to admit only a member who may sign in: shared on purpose,
 * read only (architecture.md, table ownership).
 */
import type { Database } from '@kilau/db';
import type { Kysely } from 'kysely';

export type TicketToMint = {
  /** SHA-256 hex of the ticket, and of the browser's state cookie it is bound to. */
  hash: string;
  stateHash: string;
  memberId: number;
  targetOrigin: string;
  now: Date;
  expiresAt: Date;
};

export function createSignOnRepository(db: Kysely<Database>) {
  return {
    /** Keeps a new ticket, after purging every expired one (minting is the only writer). */
    async mint(ticket: TicketToMint) {
      await db.deleteFrom('sign_on_tickets').where('expires_at', '<=', ticket.now).execute();
      await db
        .insertInto('sign_on_tickets')
        .values({
          hash: ticket.hash,
          member_id: ticket.memberId,
          target_origin: ticket.targetOrigin,
          state_hash: ticket.stateHash,
          expires_at: ticket.expiresAt,
          created_at: ticket.now,
        })
        .execute();
    },

    /**
     * Redeems a ticket exactly once: one `delete … returning` takes it (parallel redeems of one
     * ticket: one gets the row, the others none), on its own site, from the browser it was minted
     * for, before it expires. Answers its member, unless removed, suspended or blocked meanwhile
     * (the ticket is used up either way).
     */
    async redeem(input: { hash: string; stateHash: string; origin: string; now: Date }) {
      const row = await db
        .with('redeemed', (tx) =>
          tx
            .deleteFrom('sign_on_tickets')
            .where('hash', '=', input.hash)
            .where('target_origin', '=', input.origin)
            .where('state_hash', '=', input.stateHash)
            .where('expires_at', '>', input.now)
            .returning('member_id'),
        )
        .selectFrom('redeemed')
        .innerJoin('users', 'users.id', 'redeemed.member_id')
        .select('users.id')
        .where('users.removed_at', 'is', null)
        .where('users.suspended_at', 'is', null)
        .where('users.locked_at', 'is', null)
        .executeTakeFirst();
      return row ? Number(row.id) : null;
    },
  };
}

export type SignOnRepository = ReturnType<typeof createSignOnRepository>;
