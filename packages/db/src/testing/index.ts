/**
 * Isolated, migrated databases for tests. A run migrates one template; every test file clones
 * it: a PGlite data-dir dump on the embedded database, `CREATE DATABASE … TEMPLATE` on
 * PostgreSQL (DATABASE_URL). Clones are dropped when the file closes them, the template when the
 * run ends, so nothing outlives the run.
 *
 * With TEST_DATABASE_PROXY_URL (e.g. PgBouncer in transaction mode), a clone's connections go
 * through that address to the same database name, while templates and clones are still made and
 * dropped on DATABASE_URL directly: the tests then prove the code keeps no session state.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, createPglite, type DatabaseHandle } from '../database';

export type { DatabaseHandle };
import { migrateToLatest } from '../migrate';

export type TestTemplate =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's template for this project (set by its globalSetup through `provide`). */
    kilauTestTemplate: TestTemplate;
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const databaseUrl = (adminUrl: string, database: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface TemplateOptions {
  adminUrl?: string | undefined;
  /** Fills the migrated template once (e.g. the demo catalogue); every clone starts with it. */
  seed?: (db: DatabaseHandle['db']) => Promise<unknown>;
}

/** Migrates (and seeds) a template once per run (Vitest globalSetup) and publishes it. */
export async function prepareTestTemplate(options: TemplateOptions = {}) {
  const adminUrl = options.adminUrl ?? process.env.DATABASE_URL;
  const runId = `${process.pid.toString(36)}${randomBytes(3).toString('hex')}`;
  let template: TestTemplate;
  if (adminUrl) {
    const name = `kilau_test_${runId}`;
    await withAdmin(adminUrl, (admin) => admin.query(`create database ${quoteIdent(name)}`));
    const handle = await createDatabase({
      kind: 'postgres',
      url: databaseUrl(adminUrl, name),
      poolSize: 1,
    });
    try {
      await migrateToLatest(handle.db);
      await options.seed?.(handle.db);
    } finally {
      await handle.close();
    }
    template = { kind: 'postgres', adminUrl, template: name };
  } else {
    // Every clone untars the dump, so it holds no more WAL than the server needs to start: a
    // checkpoint with recycling off deletes the filled segments instead of keeping them as spares
    // (149 → 82 MB with the API's demo catalogue; a clone loads in ≈ 0.5 s instead of ≈ 1.1 s).
    const pglite = await createPglite({ settings: ['wal_recycle = off'] });
    try {
      const handle = await createDatabase({ kind: 'pglite', instance: pglite });
      try {
        await migrateToLatest(handle.db);
        await options.seed?.(handle.db);
      } finally {
        await handle.close();
      }
      await pglite.exec('checkpoint');
      const dumpFile = path.join(tmpdir(), `kilau-test-${runId}.tar`);
      const dump = await pglite.dumpDataDir('none');
      await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
      template = { kind: 'pglite', dumpFile };
    } finally {
      await pglite.close();
    }
  }
  return template;
}

export async function dropTestTemplate(template: TestTemplate) {
  if (template.kind === 'pglite') {
    await rm(template.dumpFile, { force: true });
    return;
  }
  await withAdmin(template.adminUrl, async (admin) => {
    // Clones whose file crashed before closing go too: they share the template's name prefix.
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${template.template}%`],
    );
    for (const { datname } of rows) {
      await admin.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
    }
  });
}

/** Each Vitest project publishes its own template, so projects with different seeds coexist. */
function currentTemplate(): TestTemplate | undefined {
  try {
    return inject('kilauTestTemplate');
  } catch {
    return undefined; // outside a Vitest worker
  }
}

/** A fresh database for one test file, migrated; `close()` drops it. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = currentTemplate() ?? (await prepareTestTemplate());
  if (template.kind === 'pglite') {
    const dump = await readFile(template.dumpFile);
    return createDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
  }
  const name = `${template.template}_${randomBytes(4).toString('hex')}`;
  await withAdmin(template.adminUrl, (admin) =>
    admin.query(`create database ${quoteIdent(name)} template ${quoteIdent(template.template)}`),
  );
  const proxyUrl = process.env.TEST_DATABASE_PROXY_URL;
  const handle = await createDatabase({
    kind: 'postgres',
    url: databaseUrl(proxyUrl || template.adminUrl, name),
    poolSize: 10,
    // Debian's PgBouncer (1.18) in transaction mode keeps no prepared statements (ADR 0042).
    preparedStatements: !proxyUrl,
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdmin(template.adminUrl, (admin) =>
        admin.query(`drop database if exists ${quoteIdent(name)} with (force)`),
      );
    },
  };
}

export { memoryMedia } from './memory-media';
