// Moderation of reviews in the back office (issue 19 step 4, docs/design/reviews.md decision 6):
// the queue, one review with its reports, approve and reject — each audited in its transaction,
// keeping the product's stats the sum of its published reviews — and what an approval does to
// the reports before it. The role matrix is in admin.test.ts.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { registerMember } from '../../test/members';
import { recomputedReviewStats, storedReviewStats } from '../../test/review-stats';
import { reviewableProduct, reviewBody } from '../../test/review-shop';
import { signedInStaff } from '../../test/staff';

let app: App;
let database: DatabaseHandle;
let product: number;
let shades: number[];
let moderator: Awaited<ReturnType<typeof signedInStaff>>;
const clock = () => FIXED_NOW;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    clock,
    env: { LOGIN_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '100000' },
  });
  await app.ready();
  ({ product, shades } = await reviewableProduct(database.db, { shades: 4 }));
  moderator = await signedInStaff(app, database.db, 'content', clock);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Member = Awaited<ReturnType<typeof registerMember>>;

/** A new member's review of `shade` (the first by default); its id and state. */
async function reviewBy(overrides: Record<string, unknown> = {}, shade = 0) {
  const author = await registerMember(app);
  const res = await author.inject({
    method: 'POST',
    url: '/api/reviews/v2',
    payload: reviewBody(product, shades[shade]!, overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data as { _id: string; status: string };
  return { author, id: Number(data._id), status: data.status };
}

const heldBy = (overrides: Record<string, unknown> = {}, shade = 0) =>
  reviewBy({ details: `${reviewBody(0, 0).details} cek www.contoh-toko.com`, ...overrides }, shade);

const detail = async (id: number) =>
  (await moderator.inject({ url: `/api/admin/reviews/${id}` })).json().data;
const decide = (id: number, kind: 'approve' | 'reject', payload: object, lang = 'id') =>
  moderator.inject({
    method: 'POST',
    url: `/api/admin/reviews/${id}/${kind}`,
    payload,
    headers: { 'accept-language': lang },
  });
const report = (member: Member, id: number, reason = 'spam') =>
  member.inject({
    method: 'POST',
    url: `/api/reviews/newsfeed/${id}/reports`,
    payload: { reason },
  });
const auditOf = async (id: number) =>
  (
    await (
      await signedInStaff(app, database.db, 'admin', clock)
    ).inject({ url: `/api/admin/audit-log?entity=review&entity_id=${id}` })
  ).json().data as Array<{ action: string; staff_email: string; before: object; after: object }>;
const mine = async (author: Member) =>
  (await author.inject({ url: `/api/reviews/mine?product_id=${product}` })).json().data as Array<{
    _id: string;
    status: string;
    rejection_reason: string | null;
  }>;

describe('the moderation queue', () => {
  it('lists held reviews oldest first with what a moderator needs; filters by state, name and reports', async () => {
    const first = await heldBy({}, 1);
    const second = await heldBy({ details: `${reviewBody(0, 0).details} wa 0812 3456 7890` }, 2);
    const published = await reviewBy({}, 3);
    expect([first.status, second.status, published.status]).toEqual(['held', 'held', 'published']);
    await database.db
      .insertInto('review_images')
      .values({
        review_id: first.id,
        position: 0,
        storage_key: 'reviews/1/a.jpg',
        caption: 'Swatch',
      })
      .execute();

    const queue = await moderator.inject({ url: '/api/admin/reviews' });
    expect(queue.statusCode, queue.body).toBe(200);
    const rows = queue.json().data as Array<Record<string, unknown>>;
    const ids = rows.map((row) => row.id);
    expect(ids).toContain(first.id);
    expect(ids).not.toContain(published.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(queue.json().meta.total).toBe(rows.length);
    const row = rows.find((entry) => entry.id === first.id)!;
    expect(row).toMatchObject({
      status: 'held',
      product: { id: product },
      author: { id: first.author.id, user_name: first.author.userName },
      average_rating: 4.4,
      hold_reasons: ['link'],
      report_count: 0,
      report_reasons: [],
      photos: [{ url: '/media/reviews/1/a.jpg', caption: 'Swatch' }],
      rejection_reason: null,
      version: 1,
    });
    expect(typeof row.variant).toBe('string');
    expect((row.excerpt as string).length).toBeLessThanOrEqual(201);
    expect(row.excerpt as string).toMatch(/…$/);
    expect(rows.find((entry) => entry.id === second.id)?.hold_reasons).toEqual(['phone']);

    const byName = await moderator.inject({
      url: `/api/admin/reviews?q=${encodeURIComponent(second.author.userName.toUpperCase())}`,
    });
    expect(byName.json().data.map((entry: { id: number }) => entry.id)).toEqual([second.id]);
    const live = await moderator.inject({ url: '/api/admin/reviews?status=published' });
    expect(live.json().data.map((entry: { id: number }) => entry.id)).toContain(published.id);
    expect((await moderator.inject({ url: '/api/admin/reviews?status=gone' })).statusCode).toBe(
      422,
    );
  });

  it('shows one review whole: ratings, tags, photos; 404 for none', async () => {
    const { id } = await heldBy({ tags: ['Tahan Lama'] }, 1);
    const review = await detail(id);
    expect(review).toMatchObject({
      id,
      status: 'held',
      tags: ['Tahan Lama'],
      is_recommended: true,
      duration_of_used: '1_4_weeks',
      moderated_at: null,
      moderated_by: null,
      reports: [],
    });
    expect(review.ratings.map((rating: { code: string }) => rating.code)).toEqual([
      'packaging',
      'texture',
      'scent',
      'result',
      'value_for_money',
    ]);
    expect(review.ratings[0]).toEqual({ code: 'packaging', name: 'Kemasan', value: 4 });
    expect(review.details).toContain('www.contoh-toko.com');
    const none = await moderator.inject({ url: '/api/admin/reviews/99999999' });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Review tidak ditemukan.');
  });
});

describe('decisions', () => {
  it('approve publishes a held review: the stats, average and total include it; audited', async () => {
    const { id, author } = await heldBy({ is_star_scent: 1 }, 1);
    const before = await storedReviewStats(database.db, product);
    const res = await decide(id, 'approve', { version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Ulasan disetujui dan tampil di toko.');
    expect(res.json().data).toMatchObject({
      status: 'published',
      hold_reasons: [],
      version: 2,
      moderated_at: FIXED_NOW.toISOString(),
      moderated_by: 'Staf content',
    });
    const after = await storedReviewStats(database.db, product);
    expect(after.review_count).toBe(before.review_count + 1);
    expect(after).toEqual(await recomputedReviewStats(database.db, product));
    const shop = await app.inject({ url: `/api/reviews/products/${product}/stats` });
    expect(shop.json().data.review_count).toBe(after.review_count);
    expect((await mine(author))[0]).toMatchObject({ _id: String(id), status: 'published' });
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'review.approve',
      staff_email: moderator.email,
      before: { status: 'held', hold_reasons: ['link'], report_count: 0 },
      after: { status: 'published', hold_reasons: [], report_count: 0 },
    });
  });

  it('reject takes a published review out of the stats; its author sees why; audited', async () => {
    const { id, author } = await reviewBy({ is_star_texture: 2 }, 2);
    const before = await storedReviewStats(database.db, product);
    const reason = 'Ulasan menyebut produk lain, bukan produk ini.';
    const res = await decide(id, 'reject', { version: 1, reason }, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The review is rejected. Its author will see the reason.');
    expect(res.json().data).toMatchObject({ status: 'rejected', rejection_reason: reason });
    const after = await storedReviewStats(database.db, product);
    expect(after.review_count).toBe(before.review_count - 1);
    expect(after).toEqual(await recomputedReviewStats(database.db, product));
    expect((await mine(author))[0]).toMatchObject({
      _id: String(id),
      status: 'rejected',
      rejection_reason: reason,
    });
    // Nobody else sees the reason, nor the review.
    const page = await app.inject({ url: `/api/reviews/v2?product_id=${product}&limit=50` });
    expect(page.json().data.map((review: { _id: string }) => review._id)).not.toContain(String(id));
    expect((await auditOf(id))[0]).toMatchObject({
      action: 'review.reject',
      before: { status: 'published', rejection_reason: null },
      after: { status: 'rejected', rejection_reason: reason },
    });
    // Rejecting a held review changes no stats.
    const held = await heldBy({}, 3);
    const unchanged = await storedReviewStats(database.db, product);
    expect(
      (await decide(held.id, 'reject', { version: 1, reason: 'Berisi tautan.' })).statusCode,
    ).toBe(200);
    expect(await storedReviewStats(database.db, product)).toEqual(unchanged);
  });

  it.each([
    ['no reason', { version: 1 }, 'reason', 'Data belum diisi'],
    ['a blank reason', { version: 1, reason: '   ' }, 'reason', 'Data belum diisi'],
    [
      'a reason of 501 characters',
      { version: 1, reason: 'a'.repeat(501) },
      'reason',
      'Alasan penolakan paling banyak 500 karakter.',
    ],
    ['a control character', { version: 1, reason: 'tolak\u0007' }, 'reason', undefined],
    ['a line break', { version: 1, reason: 'satu\ndua' }, 'reason', undefined],
    ['no version', { reason: 'Spam' }, 'version', undefined],
  ])(
    'reject refuses %s: 422 on the field, nothing written',
    async (_case, payload, field, text) => {
      const { id } = await heldBy({}, 1);
      const res = await decide(id, 'reject', payload);
      expect(res.statusCode).toBe(422);
      const fields = res.json().data.fields as Record<string, string>;
      expect(Object.keys(fields)).toEqual([field]);
      if (text) expect(fields[field]).toContain(text);
      expect(await detail(id)).toMatchObject({ status: 'held', version: 1 });
      expect(await auditOf(id)).toEqual([]);
    },
  );

  it('a stale version is 409 with the review as it is now; nothing written', async () => {
    const { id, author } = await heldBy({}, 2);
    await author.inject({
      method: 'PUT',
      url: `/api/reviews/edit-review/${id}`,
      payload: reviewBody(product, shades[2]!, {
        details: `${reviewBody(0, 0).details} www.a.com`,
      }),
    });
    const stale = await decide(id, 'approve', { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('changed_by_someone_else');
    expect(stale.json().data.current).toMatchObject({ id, status: 'held', version: 2 });
    expect(await auditOf(id)).toEqual([]);
    expect((await decide(id, 'approve', { version: 2 })).statusCode).toBe(200);
  });

  it('is refused to a guest (401), a member (403) and a role without reviews.moderate (403)', async () => {
    const { id } = await heldBy({}, 3);
    const calls = [
      { method: 'GET' as const, url: '/api/admin/reviews' },
      { method: 'GET' as const, url: `/api/admin/reviews/${id}` },
      { method: 'POST' as const, url: `/api/admin/reviews/${id}/approve`, payload: { version: 1 } },
      {
        method: 'POST' as const,
        url: `/api/admin/reviews/${id}/reject`,
        payload: { version: 1, reason: 'Spam' },
      },
    ];
    const member = await registerMember(app);
    const merchandiser = await signedInStaff(app, database.db, 'merchandiser', clock);
    for (const call of calls) {
      expect((await app.inject(call)).statusCode).toBe(401);
      expect((await member.inject(call)).statusCode).toBe(403);
      const refused = await merchandiser.inject(call);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Peran kamu tidak dapat melakukan ini.');
    }
    expect(await detail(id)).toMatchObject({ status: 'held', version: 1 });
    const admin = await signedInStaff(app, database.db, 'admin', clock);
    expect((await admin.inject({ url: `/api/admin/reviews/${id}` })).statusCode).toBe(200);
  });
});

describe('reports and approval', () => {
  it('an approval dismisses the reports before it: three new members’ reports hold it again', async () => {
    const { id } = await reviewBy({}, 1);
    const first = await Promise.all([0, 1, 2].map(() => registerMember(app)));
    for (const [i, member] of first.entries())
      expect((await report(member, id, i === 0 ? 'spam' : 'offensive')).statusCode).toBe(201);
    const held = await detail(id);
    expect(held).toMatchObject({ status: 'held', hold_reasons: ['reports'], report_count: 3 });
    const listed = await moderator.inject({ url: '/api/admin/reviews?reported=1' });
    expect(listed.json().data.find((row: { id: number }) => row.id === id)?.report_reasons).toEqual(
      [
        { reason: 'offensive', count: 2 },
        { reason: 'spam', count: 1 },
      ],
    );

    const approved = await decide(id, 'approve', { version: held.version });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'published', report_count: 0 });
    expect(approved.json().data.reports).toHaveLength(3);
    expect(approved.json().data.reports.every((entry: { counts: boolean }) => !entry.counts)).toBe(
      true,
    );
    expect((await auditOf(id))[0]?.after).toMatchObject({ reports_dismissed: 3 });
    const notReported = await moderator.inject({
      url: '/api/admin/reviews?status=published&reported=1',
    });
    expect(notReported.json().data.map((row: { id: number }) => row.id)).not.toContain(id);

    // A member reports a review once: an earlier reporter cannot report it again.
    expect((await report(first[0]!, id)).statusCode).toBe(409);
    const next = await Promise.all([0, 1, 2].map(() => registerMember(app)));
    await report(next[0]!, id);
    await report(next[1]!, id);
    expect(await detail(id)).toMatchObject({ status: 'published', report_count: 2 });
    await report(next[2]!, id);
    expect(await detail(id)).toMatchObject({ status: 'held', report_count: 3 });
    expect(await storedReviewStats(database.db, product)).toEqual(
      await recomputedReviewStats(database.db, product),
    );
  });

  it('a reported published review may be rejected: it leaves the stats, its reports stay', async () => {
    const { id } = await reviewBy({}, 2);
    const reporter = await registerMember(app);
    await report(reporter, id, 'misleading');
    const before = await detail(id);
    expect(before).toMatchObject({ status: 'published', report_count: 1 });
    const res = await decide(id, 'reject', { version: before.version, reason: 'Menyesatkan.' });
    expect(res.json().data).toMatchObject({ status: 'rejected', report_count: 1 });
    expect(res.json().data.reports).toMatchObject([
      { reason: 'misleading', user_name: reporter.userName, counts: true },
    ]);
    expect(await storedReviewStats(database.db, product)).toEqual(
      await recomputedReviewStats(database.db, product),
    );
  });
});
