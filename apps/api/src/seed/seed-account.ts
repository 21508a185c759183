import type { Database } from '@kilau/db';
import { hash } from '@node-rs/argon2';
import { sql, type Kysely, type Transaction } from 'kysely';

const findByEmail = (db: Kysely<Database>, email: string) =>
  db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();

/**
 * Seeds a demo account once: a no-op when the e-mail exists. Concurrent seeders (several API
 * instances starting at once) are serialised by the advisory `lock`, and the one that waited
 * looks again before `write` creates the account with the hashed password.
 */
export async function seedAccountOnce(
  db: Kysely<Database>,
  account: { email: string; password: string; lock: number },
  write: (trx: Transaction<Database>, passwordHash: string) => Promise<void>,
): Promise<{ created: boolean }> {
  if (await findByEmail(db, account.email)) return { created: false };
  const passwordHash = await hash(account.password);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${account.lock})`.execute(trx);
    if (await findByEmail(trx, account.email)) return { created: false };
    await write(trx, passwordHash);
    return { created: true };
  });
}
