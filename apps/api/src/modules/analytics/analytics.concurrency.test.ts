// Issue 24: the ad events' sender runs in every instance of the shop; several passes at once
// (two instances' jobs) send each queued event to the conversions API exactly once — the batch is
// claimed `FOR UPDATE SKIP LOCKED`. Real overlap needs PostgreSQL (DATABASE_URL=postgres://…);
// PGlite runs a small version one pass at a time.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversionEvent, ConversionsPort } from '../../adapters/conversions';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { warmPool } from '../../test/warm-pool';
import { createAnalytics } from './index';

const onPostgres = !!process.env.DATABASE_URL;
const PASSES = onPostgres ? 6 : 2;
const EVENTS = 40;

let database: DatabaseHandle;
let app: App;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, env: { RATE_LIMIT_MAX: '100000' } });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the ad events sender under parallel passes', () => {
  it(`${PASSES} passes at once send each of ${EVENTS} events once`, async () => {
    const ids = Array.from({ length: EVENTS }, (_, index) => `parallel-${process.pid}-${index}`);
    for (const eventId of ids) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/analytics/ad-events',
        cookies: { kilau_consent: 'v1.a1.m1.1764000000' },
        payload: {
          event_name: 'AddToCart',
          event_id: eventId,
          source_url: 'http://127.0.0.1:3000/p/serum',
          user: { email: 'shopper@example.com' },
        },
      });
      expect(res.statusCode).toBe(202);
    }

    // A conversions API that takes its time, so passes overlap while a batch is on its way.
    const sent: ConversionEvent[] = [];
    const slowApi: ConversionsPort = {
      kind: 'sandbox',
      async send(events) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        sent.push(...events);
        return { received: events.length };
      },
    };
    const sender = createAnalytics({
      db: database.db,
      clock: () => FIXED_NOW,
      conversions: slowApi,
      tiles: async () => [],
      retentionDays: 30,
    });
    await warmPool(database.db, PASSES);
    const reports = await Promise.all(Array.from({ length: PASSES }, () => sender.sendAdEvents()));

    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(EVENTS);
    expect(reports.every((report) => report.failed === 0)).toBe(true);
    expect(sent.map((event) => event.event_id).sort()).toEqual([...ids].sort());
    const unsent = await database.db
      .selectFrom('ad_events')
      .select('event_id')
      .where('event_id', 'in', ids)
      .where('sent_at', 'is', null)
      .execute();
    expect(unsent).toEqual([]);
  });
});
