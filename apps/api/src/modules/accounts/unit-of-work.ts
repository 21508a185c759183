import type { Database } from '@kilau/db';
import type { WelcomeVoucher } from '@kilau/domain/accounts';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../lib/transaction';
import { createAccountsRepository, type AccountsRepository } from './accounts.repository';
import { createIdentitiesRepository, type IdentitiesRepository } from './identities.repository';

/** The repositories a registration writes through, sharing one transaction (`db`). */
export interface AccountsTransaction {
  accounts: AccountsRepository;
  identities: IdentitiesRepository;
  db: Kysely<Database>;
}

export type InTransaction = <T>(run: (tx: AccountsTransaction) => Promise<T>) => Promise<T>;

/**
 * Runs `run` in one database transaction: all of it commits, or none. It takes the welcome
 * voucher's row lock, so it goes through the shared `inTransaction` (ADR 0014): a transaction
 * that loses a deadlock or serialization conflict runs again rather than answering 500.
 */
export const createUnitOfWork =
  (db: Kysely<Database>): InTransaction =>
  (run) =>
    inTransaction(db, (trx) =>
      run({
        accounts: createAccountsRepository(trx),
        identities: createIdentitiesRepository(trx),
        db: trx,
      }),
    );

/** What register answers as `data.voucher`: the vouchers module's shape, passed through. */
export type IssuedVoucher = WelcomeVoucher;

/**
 * The port to the vouchers module (composed by the app): issues the welcome voucher to a new
 * member inside the registration's transaction; null when no welcome voucher runs.
 */
export interface WelcomeVouchers {
  issue(db: Kysely<Database>, userId: number, now: Date): Promise<IssuedVoucher | null>;
}
