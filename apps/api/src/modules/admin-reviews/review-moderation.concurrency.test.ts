// Moderation racing with the shop (issue 19 step 4, docs/design/reviews.md decisions 6, 8, 9):
// staff approve and reject reviews while their authors edit them (published, held by a link, or
// back from rejected) and members report them. However the transactions interleave, the
// product's stats stay exactly what its published reviews add up to, and each review's
// `report_count` the number of its reports that still count. Real concurrency needs PostgreSQL;
// PGlite runs a smaller round one transaction at a time, where the same assertions hold.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { registerMember } from '../../test/members';
import { recomputedReviewStats, storedReviewStats } from '../../test/review-stats';
import { reviewableProduct, reviewBody, reviewWords } from '../../test/review-shop';
import { signedInStaff } from '../../test/staff';

const onPostgres = !!process.env.DATABASE_URL;
const AUTHORS = onPostgres ? 16 : 5;
const REPORTERS = onPostgres ? 12 : 4;
const ROUNDS = 3;
const clock = () => FIXED_NOW;

let app: App;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    clock,
    env: { LOGIN_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '1000000' },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const LINK = `${reviewWords()} lihat www.contoh-toko.com`;

describe('moderation among edits and reports', () => {
  it(`${AUTHORS} reviews × ${ROUNDS} rounds: the stats are the published reviews' sum`, async () => {
    const { product, shades } = await reviewableProduct(database.db, { shades: 1 });
    const shade = shades[0]!;
    const authors = await Promise.all(Array.from({ length: AUTHORS }, () => registerMember(app)));
    const reporters = await Promise.all(
      Array.from({ length: REPORTERS }, () => registerMember(app)),
    );
    const moderators = [
      await signedInStaff(app, database.db, 'content', clock),
      await signedInStaff(app, database.db, 'admin', clock),
    ];
    const ids: number[] = [];
    for (const [i, author] of authors.entries()) {
      const res = await author.inject({
        method: 'POST',
        url: '/api/reviews/v2',
        payload: reviewBody(product, shade, {
          details: i % 3 === 0 ? LINK : reviewWords(),
          is_star_scent: 1 + (i % 5),
          is_recommended: i % 2 === 0,
        }),
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(Number(res.json().data._id));
    }

    const answers: Array<{ kind: string; status: number; body: string }> = [];
    const note = (kind: string, res: { statusCode: number; body: string }) =>
      answers.push({ kind, status: res.statusCode, body: res.body });

    for (let round = 0; round < ROUNDS; round++) {
      const edits = authors.map(async (author, i) => {
        const res = await author.inject({
          method: 'PUT',
          url: `/api/reviews/edit-review/${ids[i]}`,
          payload: reviewBody(product, shade, {
            details: (i + round) % 4 === 0 ? LINK : reviewWords(150, `kata${round}`),
            is_star_packaging: 1 + ((i + round) % 5),
            is_star_result: 5 - ((i * round) % 5),
            is_repurchase: (i + round) % 2 === 0,
          }),
        });
        note('edit', res);
      });
      const reports = reporters.flatMap((reporter, r) =>
        ids
          .filter((_, i) => (i + r + round) % 3 === 0)
          .map(async (id) => {
            const res = await reporter.inject({
              method: 'POST',
              url: `/api/reviews/newsfeed/${id}/reports`,
              payload: { reason: r % 2 === 0 ? 'spam' : 'offensive' },
            });
            note('report', res);
          }),
      );
      const decisions = ids.map(async (id, i) => {
        const moderator = moderators[i % 2]!;
        const kind = (i + round) % 3 === 0 ? 'reject' : 'approve';
        // Read, decide at that version; a change in between is a 409, then once more afresh.
        for (let attempt = 0; attempt < 2; attempt++) {
          const read = await moderator.inject({ url: `/api/admin/reviews/${id}` });
          note('read', read);
          const res = await moderator.inject({
            method: 'POST',
            url: `/api/admin/reviews/${id}/${kind}`,
            payload: {
              version: read.json().data.version,
              ...(kind === 'reject' ? { reason: `Ditolak di putaran ${round + 1}.` } : {}),
            },
          });
          note(kind, res);
          if (res.statusCode !== 409) break;
        }
      });
      await Promise.all([...edits, ...reports, ...decisions]);
    }

    const unexpected = answers.filter(
      (answer) =>
        answer.status >= 500 ||
        !(
          {
            edit: [200],
            report: [201, 404, 409],
            read: [200],
            approve: [200, 409],
            reject: [200, 409],
          }[answer.kind] ?? []
        ).includes(answer.status),
    );
    expect(unexpected).toEqual([]);
    for (const kind of ['approve', 'reject', 'report'])
      expect(answers.some((answer) => answer.kind === kind && answer.status < 300)).toBe(true);

    expect(await storedReviewStats(database.db, product)).toEqual(
      await recomputedReviewStats(database.db, product),
    );
    const { rows } = await sql<{ id: string; report_count: number; counting: string }>`
      select r.id, r.report_count,
             (select count(*) from review_reports rr
               where rr.review_id = r.id and rr.dismissed_at is null) as counting
        from reviews r where r.product_id = ${product}`.execute(database.db);
    expect(rows.filter((row) => row.report_count !== Number(row.counting))).toEqual([]);
    const audited = await sql<{ n: string }>`
      select count(*) as n from audit_log where entity = 'review'`.execute(database.db);
    expect(Number(audited.rows[0]!.n)).toBe(
      answers.filter(
        (answer) => ['approve', 'reject'].includes(answer.kind) && answer.status === 200,
      ).length,
    );
  }, 120_000);
});
