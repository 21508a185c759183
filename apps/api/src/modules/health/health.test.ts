import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestDatabase } from '@kilau/db/testing';
import { buildTestApp } from '../../test/build-test-app';

describe('GET /api/health', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('says the database is up', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        status: 'ok',
        database: { status: 'up', kind: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
      },
      meta: { code: 200 },
    });
  });

  it('answers 503 when the database does not answer', async () => {
    const database = await createTestDatabase();
    const down = await buildTestApp({
      database: {
        ...database,
        ping: () => Promise.reject(new Error('connection refused')),
      },
    });
    const res = await down.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      success: false,
      data: { status: 'degraded', database: { status: 'down' } },
    });
    await down.close();
    await database.close();
  });
});
