import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';

describe('embedded database on disk', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kilau-persist-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps its data across a stop and a start', async () => {
    const first = await createDatabase({ kind: 'pglite', dataDir });
    await migrateToLatest(first.db);
    await first.db
      .insertInto('app_meta')
      .values({ key: 'opened', value: JSON.stringify({ times: 1 }) })
      .execute();
    await first.close();

    const second = await createDatabase({ kind: 'pglite', dataDir });
    const applied = await migrateToLatest(second.db);
    const row = await second.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', 'opened')
      .executeTakeFirst();
    await second.close();
    expect(applied).toEqual([]); // already migrated: nothing re-applied
    expect(row?.value).toEqual({ times: 1 });
  }, 120_000); // whole databases on disk: slow on a loaded machine
});
