// Authenticity batches in the back office (issue 20, docs/design/authenticity.md): a batch made
// with its codes, the printer's CSV (the codes in clear, hashed as stored), the counts as
// shoppers check them, marking it printed, and the audit rows. The role matrix is in admin.test.ts.
import { authenticityCodeHash, DEV_AUTHENTICITY_CODE_SECRET } from '@kilau/db';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { isAuthenticityCode, normaliseAuthenticityCode } from '@kilau/domain/authenticity';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { someIp } from '../../test/members';
import { signedInStaff } from '../../test/staff';

let app: App;
let database: DatabaseHandle;
let merchandiser: Awaited<ReturnType<typeof signedInStaff>>;
let combination: { id: number; product_id: number };
const clock = () => FIXED_NOW;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, clock, env: { LOGIN_RATE_LIMIT_MAX: '1000' } });
  await app.ready();
  merchandiser = await signedInStaff(app, database.db, 'merchandiser', clock);
  combination = await database.db
    .selectFrom('combinations')
    .select(['id', 'product_id'])
    .where('is_active', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

let batchSeq = 0;
const createBatch = (overrides: Record<string, unknown> = {}) => {
  batchSeq += 1;
  return merchandiser.inject({
    method: 'POST',
    url: '/api/admin/authenticity/batches',
    payload: {
      combination_id: combination.id,
      batch_number: `T${batchSeq}-2026`,
      produced_on: '2026-10-01',
      expires_on: '2029-10-01',
      code_count: 6,
      ...overrides,
    },
  });
};

const exportCodes = async (id: string) => {
  const res = await merchandiser.inject({ url: `/api/admin/authenticity/batches/${id}/codes.csv` });
  const rows = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  return { res, rows };
};

const check = (code: string) =>
  app.inject({
    method: 'POST',
    url: '/api/authenticity/checks',
    payload: { code },
    remoteAddress: someIp(),
  });

const auditRows = (entityId: string) =>
  database.db
    .selectFrom('audit_log')
    .select(['action', 'staff_email'])
    .where('entity', '=', 'authenticity_batch')
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();

describe('a batch and its printed codes', () => {
  it('makes the codes, exports them in clear, hashed as stored, and counts the checks', async () => {
    const created = await createBatch();
    expect(created.statusCode, created.body).toBe(201);
    const batch = created.json().data;
    expect(batch).toMatchObject({
      product: { id: String(combination.product_id) },
      combination_id: String(combination.id),
      produced_on: '2026-10-01',
      expires_on: '2029-10-01',
      code_count: 6,
      checked_count: 0,
      repeated_count: 0,
      unchecked_count: 6,
      printed_at: null,
      created_by: merchandiser.email,
    });

    const { res, rows } = await exportCodes(batch.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(rows[0]).toEqual(['code', 'product', 'batch_number', 'produced_on', 'expires_on']);
    const codes = rows.slice(1).map((row) => row[0]!);
    expect(codes).toHaveLength(6);
    expect(new Set(codes).size).toBe(6);
    for (const code of codes) {
      expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
      expect(isAuthenticityCode(normaliseAuthenticityCode(code))).toBe(true);
    }
    expect(rows.slice(1).every((row) => row[2] === batch.batch_number)).toBe(true);

    const stored = await database.db
      .selectFrom('authenticity_codes')
      .select(['code_hash', 'sealed_code'])
      .where('batch_id', '=', Number(batch.id))
      .execute();
    expect(stored.map((row) => row.code_hash).sort()).toEqual(
      codes
        .map((code) =>
          authenticityCodeHash(DEV_AUTHENTICITY_CODE_SECRET, normaliseAuthenticityCode(code)),
        )
        .sort(),
    );
    // The clear code is not in the table: only its hash and a sealed copy.
    for (const row of stored) {
      for (const code of codes)
        expect(row.sealed_code).not.toContain(normaliseAuthenticityCode(code));
    }

    expect((await check(codes[0]!)).json().data.result).toBe('genuine');
    expect((await check(codes[0]!)).json().data.result).toBe('already_checked');
    expect((await check(codes[1]!)).json().data.result).toBe('genuine');
    const detail = (
      await merchandiser.inject({ url: `/api/admin/authenticity/batches/${batch.id}` })
    ).json().data;
    expect(detail).toMatchObject({ checked_count: 2, repeated_count: 1, unchecked_count: 4 });

    const list = (
      await merchandiser.inject({ url: '/api/admin/authenticity/batches?limit=100' })
    ).json();
    expect(list.data.map((row: { id: string }) => row.id)).toContain(batch.id);
    expect(list.meta.total).toBeGreaterThanOrEqual(3);
  });

  it('drops the clear codes when the batch is marked printed; the codes still check', async () => {
    const batch = (await createBatch()).json().data;
    const { rows } = await exportCodes(batch.id);
    const marked = await merchandiser.inject({
      method: 'POST',
      url: `/api/admin/authenticity/batches/${batch.id}/printed`,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data.printed_at).toBe(FIXED_NOW.toISOString());
    const sealed = await database.db
      .selectFrom('authenticity_codes')
      .select('sealed_code')
      .where('batch_id', '=', Number(batch.id))
      .where('sealed_code', 'is not', null)
      .execute();
    expect(sealed).toEqual([]);
    const again = await exportCodes(batch.id);
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json().errorCode).toBe('authenticity_batch_printed');
    const twice = await merchandiser.inject({
      method: 'POST',
      url: `/api/admin/authenticity/batches/${batch.id}/printed`,
    });
    expect(twice.statusCode).toBe(409);
    expect((await check(rows[1]![0]!)).json().data.result).toBe('genuine');

    expect(await auditRows(batch.id)).toEqual([
      { action: 'authenticity_batch.create', staff_email: merchandiser.email },
      { action: 'authenticity_batch.export', staff_email: merchandiser.email },
      { action: 'authenticity_batch.printed', staff_email: merchandiser.email },
    ]);
  });

  it('takes a product without a shade', async () => {
    const created = await createBatch({
      combination_id: undefined,
      product_id: combination.product_id,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.combination_id).toBeNull();
  });

  it.each([
    ['expiry before production', { expires_on: '2026-09-01' }, 'expires_on'],
    ['a day that is no day', { produced_on: '2026-02-30' }, 'produced_on'],
    ['no product', { combination_id: undefined }, 'combination_id'],
    ['a batch number with spaces', { batch_number: 'A B' }, 'batch_number'],
    ['too many codes', { code_count: 10_001 }, 'code_count'],
    ['no codes', { code_count: 0 }, 'code_count'],
  ])('refuses %s with 422 on its field', async (_, overrides, field) => {
    const res = await createBatch(overrides);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().data.fields)).toContain(field);
  });

  it('refuses a batch number the product already has, and an unknown combination', async () => {
    const first = (await createBatch()).json().data;
    const twice = await createBatch({ batch_number: first.batch_number });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe('authenticity_batch_exists');
    expect((await createBatch({ combination_id: 999_999_999 })).statusCode).toBe(422);
    expect(
      (await merchandiser.inject({ url: '/api/admin/authenticity/batches/999999999' })).statusCode,
    ).toBe(404);
  });
});
