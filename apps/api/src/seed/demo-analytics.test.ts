import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW } from '../test/clock';
import { seedDemoAnalytics } from './demo-analytics';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('the demo analytics (npm start)', () => {
  it('writes two weeks of visits once, rolled up for the back office', async () => {
    const first = await seedDemoAnalytics(database.db, { now: FIXED_NOW });
    expect(first.sessions).toBeGreaterThan(700);
    expect((await seedDemoAnalytics(database.db, { now: FIXED_NOW })).sessions).toBe(0);

    const days = await sql<{ day: string; sessions: number; viewed: number; placed: number }>`
      select day::text as day, sum(sessions)::int as sessions, sum(viewed)::int as viewed,
        sum(placed)::int as placed
      from analytics_daily_funnel group by day order by day`.execute(database.db);
    expect(days.rows).toHaveLength(14);
    expect(days.rows.at(-1)?.day).toBe('2026-11-21');
    for (const row of days.rows) {
      expect(row.sessions).toBeGreaterThan(0);
      expect(row.viewed).toBeLessThanOrEqual(row.sessions);
    }
    const missed = await sql<{ query: string }>`
      select query from analytics_daily_searches where no_results > 0 group by query`.execute(
      database.db,
    );
    expect(missed.rows.map((row) => row.query)).toContain('lipen');
    const sources = await sql<{ source: string }>`
      select distinct source from analytics_daily_funnel order by source`.execute(database.db);
    expect(sources.rows.map((row) => row.source)).toEqual(
      expect.arrayContaining(['direct', 'google.com', 'instagram', 'tiktok']),
    );
  });
});
