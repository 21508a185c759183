// A fresh code checked by many shoppers at once (issue 20, docs/design/authenticity.md): exactly
// one answer is `genuine`, every other `already_checked`, and the code's count is the number of
// checks. The count is one conditional update, not a read then a write. Real concurrency needs
// PostgreSQL; PGlite runs a smaller crowd one transaction at a time, where the same holds.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { someIp } from '../../test/members';
import { signedInStaff } from '../../test/staff';

const onPostgres = !!process.env.DATABASE_URL;
const SHOPPERS = onPostgres ? 24 : 6;
const clock = () => FIXED_NOW;

let app: App;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, clock, env: { LOGIN_RATE_LIMIT_MAX: '1000' } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('parallel checks of one fresh code', () => {
  it(`${SHOPPERS} shoppers at once: one genuine, the rest already checked`, async () => {
    const staff = await signedInStaff(app, database.db, 'merchandiser', clock);
    const product = await database.db
      .selectFrom('products')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const created = await staff.inject({
      method: 'POST',
      url: '/api/admin/authenticity/batches',
      payload: {
        product_id: product.id,
        batch_number: 'RACE-1',
        produced_on: '2026-01-01',
        expires_on: '2028-01-01',
        code_count: 1,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const csv = await staff.inject({
      url: `/api/admin/authenticity/batches/${created.json().data.id}/codes.csv`,
    });
    const code = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true })
      .data[1]![0]!;

    const answers = await Promise.all(
      Array.from({ length: SHOPPERS }, () =>
        app.inject({
          method: 'POST',
          url: '/api/authenticity/checks',
          payload: { code },
          remoteAddress: someIp(),
        }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const results = answers.map((answer) => answer.json().data);
    expect(results.filter((result) => result.result === 'genuine')).toHaveLength(1);
    expect(results.filter((result) => result.result === 'already_checked')).toHaveLength(
      SHOPPERS - 1,
    );
    expect(results.map((result) => result.times_checked_before).sort((a, b) => a - b)).toEqual(
      Array.from({ length: SHOPPERS }, (_, index) => index),
    );
    const stored = await database.db
      .selectFrom('authenticity_codes')
      .select(['check_count'])
      .where('batch_id', '=', Number(created.json().data.id))
      .executeTakeFirstOrThrow();
    expect(stored.check_count).toBe(SHOPPERS);
    const genuineChecks = await database.db
      .selectFrom('authenticity_checks')
      .select('id')
      .where('result', '=', 'genuine')
      .where('checked_at', '=', FIXED_NOW)
      .execute();
    expect(genuineChecks).toHaveLength(1);
  });
});
