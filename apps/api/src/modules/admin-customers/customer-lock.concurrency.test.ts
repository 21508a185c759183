// The back office's customer edits lock the member's row, then (points, tokens) the balance. A
// redemption or refund locks the balance, then writes a ledger row whose foreign key takes a key
// share on the same member's row. With `for update` on the member those two waited on each
// other (a deadlock, retried by `inTransaction` after a second's wait); `for no key update`
// (what an update of non-key columns takes anyway) lets the foreign key through. On PostgreSQL
// the two transactions are interleaved in that order; PGlite (one connection) runs them one
// after the other.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { registerMember } from '../../test/members';
import { createAdminCustomersRepository } from './admin-customers.repository';

const onPostgres = !!process.env.DATABASE_URL;

let database: DatabaseHandle;
let app: App;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** A promise and the function that settles it: one side waits until the other got this far. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('the member row lock of a back-office edit and a ledger write', () => {
  it('do not deadlock: the ledger write passes the member lock, the edit waits for the balance', async () => {
    const member = await registerMember(app);
    const { db } = database;
    await db
      .insertInto('point_balances')
      .values({ user_id: member.id, balance: 100, updated_at: new Date() })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ balance: 100 }))
      .execute();
    const memberLocked = gate();
    const ledgerWritten = gate();

    // The back office: the member's row (the version check), then the balance.
    const edit = db.transaction().execute(async (tx) => {
      await createAdminCustomersRepository(tx).lock(member.id);
      memberLocked.open();
      // The ledger write goes through at once; were it blocked on the member's row, half a
      // second later this asks for the balance the redemption holds: a cycle.
      if (onPostgres) await Promise.race([ledgerWritten.opened, sleep(500)]);
      return createAdminCustomersRepository(tx).lockedBalance(member.id);
    });
    // A redemption: the balance, then a ledger row (its foreign key shares the member's row).
    if (onPostgres) await memberLocked.opened;
    else await edit;
    const redeem = db.transaction().execute(async (tx) => {
      await sql`select balance from point_balances where user_id = ${member.id} for update`.execute(
        tx,
      );
      await tx
        .insertInto('point_ledger')
        .values({
          user_id: member.id,
          delta: -10,
          reason: 'adjustment',
          cart_id: null,
          order_ref: null,
          created_at: new Date(),
        })
        .execute();
      ledgerWritten.open();
      return 'redeemed';
    });

    // With `for update` on the member this was PostgreSQL's 40P01 (deadlock detected).
    await expect(Promise.all([edit, redeem])).resolves.toEqual([100, 'redeemed']);
  });
});
