import { execFileSync } from 'node:child_process';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { dropTestTemplate, prepareTestTemplate, type TestTemplate } from './index';

describe('the embedded test template', () => {
  let template: TestTemplate | undefined;
  afterEach(async () => {
    if (template) await dropTestTemplate(template);
    template = undefined;
  });

  it('is dumped after a checkpoint, without the WAL its seeding filled', async () => {
    const adminUrl = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL; // the dump is what the embedded pass clones
    try {
      // ≈ 50 MB of WAL (four 16 MB segments), as a large seed writes.
      template = await prepareTestTemplate({
        seed: (db) =>
          sql`create table wal_filler as select repeat('x', 1000) as pad from generate_series(1, 40000)`.execute(
            db,
          ),
      });
    } finally {
      if (adminUrl !== undefined) process.env.DATABASE_URL = adminUrl;
    }
    expect(template.kind).toBe('pglite');
    if (template.kind !== 'pglite') return;
    const files = execFileSync('tar', ['-tf', template.dumpFile], { encoding: 'utf8' }).split('\n');
    const segments = files.filter((file) => /pg_wal\/[0-9A-F]{24}$/.test(file));
    // The segment holding the checkpoint, and at most one the server made ready after it.
    expect(segments.length).toBeLessThanOrEqual(2);
    // Migrating and checkpointing a fresh PGlite takes ~15 s alone, past 30 s on a loaded machine.
  }, 120_000);
});
