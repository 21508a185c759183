import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe('test database', () => {
  it('is migrated, with the search extensions', async () => {
    const { rows } = await sql<{ extname: string }>`
      select extname from pg_extension where extname in ('pg_trgm', 'unaccent') order by extname
    `.execute(handle.db);
    expect(rows.map((row) => row.extname)).toEqual(['pg_trgm', 'unaccent']);
    const migrated = await sql<{ name: string }>`select name from kysely_migration`.execute(
      handle.db,
    );
    expect(migrated.rows.map((row) => row.name)).toContain('0001-foundation');
  });

  it('answers a ping and speaks the PostgreSQL dialect', async () => {
    await expect(handle.ping()).resolves.toBeUndefined();
    const { rows } = await sql<{ plain: string; similar: number }>`
      select unaccent('Crème Sérum') as plain, similarity('serum', 'serun') as similar
    `.execute(handle.db);
    expect(rows[0]?.plain).toBe('Creme Serum');
    expect(rows[0]?.similar).toBeGreaterThan(0.3);
  });

  it('rolls a failed transaction back completely', async () => {
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('app_meta')
          .values({ key: 'probe', value: JSON.stringify(1) })
          .execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const row = await handle.db
      .selectFrom('app_meta')
      .select('key')
      .where('key', '=', 'probe')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('reads bigint as a number', async () => {
    const { rows } = await sql<{ n: number }>`select count(*) as n from app_meta`.execute(
      handle.db,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
