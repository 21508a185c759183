import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely, Transaction } from 'kysely';

/** PostgreSQL's answers for a transaction that lost to another one: deadlock, serialization. */
const CONFLICTS = new Set(['40P01', '40001']);

/** How many times a conflicting transaction runs in all before its error is answered. */
export const TRANSACTION_ATTEMPTS = 3;

export const isTransactionConflict = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  CONFLICTS.has(String((error as { code?: unknown }).code));

/** 10–30 ms, then 20–60 ms: long enough for the winner to commit, short for the shopper. */
const backoffMs = (attempt: number) => 10 * attempt * (1 + 2 * Math.random());

/**
 * Runs `work` in one transaction, and runs the whole transaction again (at most
 * `TRANSACTION_ATTEMPTS` times, after a short jittered pause) when PostgreSQL rolls it back as
 * a deadlock victim or a serialization failure (ADR 0014). Every write path that takes row
 * locks goes through here. `work` must do nothing but database work in `tx`: a retry runs it
 * again from the start, so calls to the outside (gateway, carrier, e-mail) belong after commit,
 * where they run once.
 */
export async function inTransaction<DB, T>(
  db: Kysely<DB>,
  work: (tx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isTransactionConflict(error)) throw error;
      await sleep(backoffMs(attempt));
    }
  }
}
