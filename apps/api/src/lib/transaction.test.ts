import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { inTransaction, TRANSACTION_ATTEMPTS } from './transaction';

/** A database whose transactions run `work` and count how often they were begun. */
function countingDb() {
  const db = {
    begun: 0,
    transaction: () => ({
      execute: async <T>(work: (tx: unknown) => Promise<T>) => {
        db.begun += 1;
        return work({});
      },
    }),
  };
  return db;
}

const conflict = (code: string) => Object.assign(new Error('conflict'), { code });

describe('inTransaction: a whole transaction again after a deadlock or serialization failure', () => {
  it.each(['40P01', '40001'])('%s twice, then it commits: three runs, one answer', async (code) => {
    const db = countingDb();
    let runs = 0;
    const answer = await inTransaction(db as unknown as Kysely<unknown>, async () => {
      runs += 1;
      if (runs < 3) throw conflict(code);
      return 'committed';
    });
    expect(answer).toBe('committed');
    expect(db.begun).toBe(3);
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} runs with the database's error`, async () => {
    const db = countingDb();
    await expect(
      inTransaction(db as unknown as Kysely<unknown>, async () => {
        throw conflict('40P01');
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(db.begun).toBe(TRANSACTION_ATTEMPTS);
  });

  it('never runs again for a refusal or any other error', async () => {
    for (const error of [
      new AppError(409, 'out_of_stock', 'out_of_stock'),
      conflict('23505'),
      new Error('boom'),
    ]) {
      const db = countingDb();
      await expect(
        inTransaction(db as unknown as Kysely<unknown>, async () => {
          throw error;
        }),
      ).rejects.toBe(error);
      expect(db.begun).toBe(1);
    }
  });
});
