import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createPglite } from './database';
import {
  isPreparable,
  MAX_PREPARED_PER_CONNECTION,
  PreparingClient,
  statementName,
} from './prepared-statements';

// On PostgreSQL when DATABASE_URL is set (CI's second pass), on the embedded database otherwise.
const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});
// The embedded database is one backend: each test's client starts it with nothing prepared.
let pglite: PGlite | undefined;
afterAll(async () => {
  await pglite?.close();
});

async function connect(): Promise<PreparingClient> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const client = new PreparingClient({ connectionString: url });
    await client.connect();
    closers.push(() => client.end());
    return client;
  }
  pglite ??= await createPglite();
  const client = new PreparingClient(createPgConfig(pglite));
  await client.connect();
  closers.push(() => client.end());
  await client.query('deallocate all');
  return client;
}

const preparedOn = async (client: PreparingClient) =>
  (await client.query('select name from pg_prepared_statements order by name')).rows.map(
    (row: { name: string }) => row.name,
  );

describe('statements kept prepared per connection', () => {
  it.each([
    ['select $1::int', [1], true],
    ['  SELECT * from t where id = $1', [1], true],
    ['select id from t where id = any($1) for update', [[1]], true],
    ['with x as (select $1::int) select * from x', [1], false],
    ['insert into t values ($1) on conflict (a) where b = $2 do nothing', [1, 2], false],
    ['update t set a = $1', [1], false],
    ['delete from t where a = $1', [1], false],
    ['select 1', [], false],
    ['create table t (a int)', [1], false],
    ['begin', [], false],
    ['select $1', undefined, false],
  ])('%s with %j: named = %s', (text, values, named) => {
    expect(isPreparable(text, values)).toBe(named);
  });

  it('parses a parameterised statement once on a connection and answers it each time', async () => {
    const client = await connect();
    const text = 'select $1::int + 1 as n';
    for (const n of [1, 2, 3, 40]) {
      expect((await client.query(text, [n])).rows).toEqual([{ n: n + 1 }]);
    }
    expect(await preparedOn(client)).toEqual([statementName(text)]);
    expect(client.preparedCount).toBe(1);
  });

  it('sends a statement without parameters as a simple query (several statements at once)', async () => {
    const client = await connect();
    const results = (await client.query('select 1 as a; select 2 as b')) as unknown as Array<{
      rows: unknown[];
    }>;
    expect(results.map((result) => result.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
    expect(await preparedOn(client)).toEqual([]);
  });

  it('keeps a failed statement out of the prepared ones, and the connection usable', async () => {
    const client = await connect();
    const broken = 'select $1::int from no_such_table';
    await expect(client.query(broken, [1])).rejects.toThrow(/no_such_table/);
    await expect(client.query(broken, [1])).rejects.toThrow(/no_such_table/);
    expect((await client.query('select $1::text as t', ['ok'])).rows).toEqual([{ t: 'ok' }]);
    expect(await preparedOn(client)).toEqual([statementName('select $1::text as t')]);
  });

  it(`names at most ${MAX_PREPARED_PER_CONNECTION} statements per connection, then runs new ones unnamed`, async () => {
    const client = await connect();
    for (let i = 0; i <= MAX_PREPARED_PER_CONNECTION + 10; i += 1) {
      expect((await client.query(`select $1::int + ${i} as n`, [1])).rows).toEqual([{ n: 1 + i }]);
    }
    expect(await preparedOn(client)).toHaveLength(MAX_PREPARED_PER_CONNECTION);
    // A statement named before the bound is still sent by name.
    expect((await client.query('select $1::int + 0 as n', [5])).rows).toEqual([{ n: 5 }]);
  });

  it('leaves an upsert whose conflict target has a parameterised predicate working run after run', async () => {
    const client = await connect();
    await client.query('create temp table upserts (a int, b text)');
    await client.query("create unique index on upserts (a) where b = 'x'");
    // Named, a generic plan (from the sixth run) could not prove the partial index's predicate.
    for (let run = 0; run < 8; run += 1) {
      await client.query(
        'insert into upserts (a, b) values ($1, $2) on conflict (a) where b = $2 do nothing',
        [1, 'x'],
      );
    }
    expect((await client.query('select count(*)::int as n from upserts')).rows).toEqual([{ n: 1 }]);
  });

  it('answers through the callback form as pg’s pool uses it', async () => {
    const client = await connect();
    const rows = await new Promise((resolve, reject) =>
      client.query('select $1::int as n', [7], (error: Error | null, result: { rows: unknown }) =>
        error ? reject(error) : resolve(result.rows),
      ),
    );
    expect(rows).toEqual([{ n: 7 }]);
  });
});
