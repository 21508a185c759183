import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '@kilau/db';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { CLOSED_ACCOUNT_NAME } from '@kilau/domain/accounts';
import { strFromU8, unzipSync } from 'fflate';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { registerMember, someIp } from '../../test/members';
import { deliveredOrder, reviewableProduct, reviewBody, reviewWords } from '../../test/review-shop';
import { recomputedReviewStats, storedReviewStats } from '../../test/review-stats';
import { warmPool } from '../../test/warm-pool';
import { closedEmail } from './account-closure.repository';
import { EXPORT_KINDS, NOT_EXPORTED } from './data-export.repository';

type Member = Awaited<ReturnType<typeof registerMember>>;

let database: DatabaseHandle;
let db: Kysely<Database>;
let app: App;
let uploads: string;
let product: number;
let shades: number[];
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  uploads = mkdtempSync(path.join(tmpdir(), 'kilau-data-rights-'));
  database = await createTestDatabase();
  db = database.db;
  app = await buildTestApp({
    database,
    env: {
      LOGIN_RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_MAX: '100000',
      DATA_RIGHTS_RATE_LIMIT_MAX: '1000',
      UPLOAD_DIR: uploads,
    },
  });
  await app.ready();
  ({ product, shades } = await reviewableProduct(db, { shades: 3, unreviewed: true }));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(uploads, { recursive: true, force: true });
});

/** The newest outbox message of a template to a recipient. */
async function mail(recipient: string, template: string) {
  return db
    .selectFrom('outbox_messages')
    .select(['payload', 'template', 'locale'])
    .where('recipient', '=', recipient.toLowerCase())
    .where('template', '=', template)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

const payloadOf = (row: { payload: unknown } | undefined) =>
  (typeof row?.payload === 'string' ? JSON.parse(row.payload) : row?.payload) as Record<
    string,
    string
  >;

/** A member with a record of every main kind: address, order, review, points, consents… */
async function seededMember(shade: number, tag: string, reviewWord = tag) {
  const member = await registerMember(app, { first_name: `Sari${tag}`, last_name: 'Wulandari' });
  const id = member.id;
  const address = await member.inject({
    method: 'POST',
    url: '/api/addresses',
    payload: {
      title: 'Rumah',
      contact: `Sari ${tag}`,
      firstname: 'Sari',
      lastname: tag,
      address1: `Jalan Melati ${tag}`,
      province: '32',
      city: '32.73',
      district: '32.73.01',
      subdistrict: '32.73.01.1001',
      zipcode: '40111',
      phone: '081234567890',
      default: true,
    },
  });
  expect(address.statusCode, address.body).toBe(201);
  await deliveredOrder(db, { userId: id, productId: product, combinationId: shade });
  await sql`update orders set delivery_address = ${JSON.stringify({
    name: `Sari ${tag}`,
    phone: '081234567890',
    address1: `Jalan Melati ${tag}`,
    province: 'Jawa Barat',
    city: 'Kota Bandung',
  })}::jsonb where user_id = ${id}`.execute(db);
  await sql`insert into order_state_histories (order_id, state_id, created_at)
    select id, 9, now() from orders where user_id = ${id}`.execute(db);
  const review = await member.inject({
    method: 'POST',
    url: '/api/reviews/v2',
    payload: reviewBody(product, shade, { details: reviewWords(150, reviewWord) }),
  });
  expect(review.statusCode, review.body).toBeLessThan(300);
  await db
    .insertInto('point_balances')
    .values({ user_id: id, balance: 500, updated_at: new Date() })
    .onConflict((c) => c.column('user_id').doUpdateSet({ balance: 500 }))
    .execute();
  await db
    .insertInto('point_ledger')
    .values({ user_id: id, delta: 500, reason: 'adjustment', created_at: new Date() })
    .execute();
  const voucher = await db.selectFrom('vouchers').select('id').orderBy('id').executeTakeFirst();
  if (voucher) {
    await db
      .insertInto('member_vouchers')
      .values({ voucher_id: voucher.id, user_id: id, issued_at: new Date() })
      .onConflict((c) => c.columns(['voucher_id', 'user_id']).doNothing())
      .execute();
  }
  await db
    .insertInto('consent_records')
    .values({
      tracking_id: `t-${tag}`,
      user_id: id,
      analytics: true,
      marketing: false,
      version: 1,
      decided_at: new Date(),
    })
    .execute();
  await db
    .insertInto('newsletter_subscriptions')
    .values({
      email: member.email.toLowerCase(),
      status: 'confirmed',
      consent_version: 'v1',
      language: 'id',
      source: 'account',
      user_id: id,
      consented_at: new Date(),
      created_at: new Date(),
      updated_at: new Date(),
    } as never)
    .execute();
  await db
    .insertInto('wishlists')
    .values({ user_id: id, product_id: product, combination_id: shade } as never)
    .execute();
  await db
    .insertInto('search_history_keywords')
    .values({ user_id: id, keyword: `lipstik ${tag}`, keyword_key: `lipstik ${tag}` } as never)
    .execute();
  return member;
}

async function requestAndBuild(member: Member) {
  const asked = await member.inject({ method: 'POST', url: '/api/account/data-export' });
  expect(asked.statusCode, asked.body).toBe(200);
  await app.dataRights.runExportJob();
  const message = await mail(member.email, 'data_export_ready');
  expect(message).toBeDefined();
  const url = new URL(payloadOf(message).url as string);
  return url.pathname;
}

async function downloadZip(member: Member, pathname: string) {
  const res = await member.inject({ method: 'GET', url: pathname });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['cache-control']).toBe('private, no-store');
  return unzipSync(new Uint8Array(res.rawPayload));
}

describe('data export (UU PDP: download my data)', () => {
  let a: Member;
  let b: Member;
  let files: Record<string, Uint8Array>;

  beforeAll(async () => {
    a = await seededMember(shades[0]!, 'alpha');
    b = await seededMember(shades[0]!, 'beta');
    files = await downloadZip(a, await requestAndBuild(a));
  }, 120_000);

  it('holds data.json and one CSV per kind of record', () => {
    expect(Object.keys(files)).toContain('data.json');
    expect(Object.keys(files)).toContain('README.txt');
    for (const kind of EXPORT_KINDS) expect(Object.keys(files)).toContain(`csv/${kind.name}.csv`);
  });

  it('contains every kind of record seeded for the member', () => {
    const data = JSON.parse(strFromU8(files['data.json']!));
    const records = data.records as Record<string, Array<Record<string, unknown>>>;
    expect(data.member_id).toBe(String(a.id));
    for (const kind of [
      'profile',
      'addresses',
      'orders',
      'order_lines',
      'order_history',
      'reviews',
      'review_ratings',
      'points_balance',
      'points_ledger',
      'vouchers',
      'consents_tracking',
      'consents_newsletter',
      'wishlist',
      'search_history',
      'sessions',
    ]) {
      expect(records[kind]?.length, kind).toBeGreaterThan(0);
    }
    expect(records.profile![0]!.first_name).toBe('Sarialpha');
    expect(records.addresses![0]!.address1).toBe('Jalan Melati alpha');
    const csv = strFromU8(files['csv/orders.csv']!);
    expect(csv).toContain('KLU-REV-');
    expect(csv.split('\r\n')[0]).toContain('total_paid');
  });

  it('holds nothing of another member, and no secret', () => {
    const text = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(text).not.toContain(b.email);
    expect(text).not.toContain('beta');
    expect(text).not.toContain(b.userName);
    expect(text).not.toMatch(/password_hash|token_hash|code_hash/);
    const data = JSON.parse(strFromU8(files['data.json']!));
    for (const [kind, rows] of Object.entries(
      data.records as Record<string, Array<Record<string, unknown>>>,
    )) {
      for (const row of rows) {
        if ('user_id' in row) expect(String(row.user_id), kind).toBe(String(a.id));
      }
    }
  });

  it('lists every table that names a member, exported or said why not', async () => {
    const { rows } = await sql<{ table_name: string }>`
      select distinct table_name from information_schema.columns
       where table_schema = current_schema() and column_name in ('user_id', 'member_id')
         and table_name not like '%\\_p2%' and table_name not like 'analytics\\_events\\_%'`.execute(
      db,
    );
    const covered = new Set([
      ...EXPORT_KINDS.map((kind) => kind.table),
      ...Object.keys(NOT_EXPORTED),
    ]);
    const missing = rows.map((row) => row.table_name).filter((name) => !covered.has(name));
    expect(missing).toEqual([]);
  });

  it('serves the link only to its member, and lists the request as ready', async () => {
    const pathname = new URL(payloadOf(await mail(a.email, 'data_export_ready')).url!).pathname;
    expect((await b.inject({ method: 'GET', url: pathname })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: pathname })).statusCode).toBe(401);
    expect(
      (await a.inject({ method: 'GET', url: '/api/account/data-export/not-a-token-at-all-xyz' }))
        .statusCode,
    ).toBe(404);
    const list = await a.inject({ method: 'GET', url: '/api/account/data-export' });
    const ready = list.json().data.requests[0];
    expect(ready.status).toBe('ready');
    const byId = `/api/account/data-export/${ready.id}/download`;
    const own = await a.inject({ method: 'GET', url: byId });
    expect(own.statusCode).toBe(200);
    expect(unzipSync(new Uint8Array(own.rawPayload))['data.json']).toBeDefined();
    expect((await b.inject({ method: 'GET', url: byId })).statusCode).toBe(404);
  });

  it('expires a link after its day: the file is removed and the link refused', async () => {
    const pathname = new URL(payloadOf(await mail(a.email, 'data_export_ready')).url!).pathname;
    await sql`update data_export_requests set expires_at = ready_at - interval '1 day',
        ready_at = ready_at - interval '2 days', requested_at = requested_at - interval '2 days'
      where user_id = ${a.id} and status = 'ready'`.execute(db);
    await app.dataRights.runExportJob();
    const row = await db
      .selectFrom('data_export_requests')
      .select(['status', 'storage_key'])
      .where('user_id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
    const { readdirSync } = await import('node:fs');
    const left = readdirSync(uploads, { recursive: true }).map(String);
    expect(left.some((name) => name.includes(`${row.storage_key!.split('/').pop()}`))).toBe(false);
    expect((await a.inject({ method: 'GET', url: pathname })).statusCode).toBe(404);
  });

  it('builds each export once when passes of the job run side by side', async () => {
    const members = await Promise.all([1, 2, 3, 4].map(() => registerMember(app)));
    for (const member of members) {
      const asked = await member.inject({ method: 'POST', url: '/api/account/data-export' });
      expect(asked.statusCode).toBe(200);
    }
    if (onPostgres) await warmPool(db, 4);
    const passes = await Promise.all([1, 2, 3].map(() => app.dataRights.runExportJob()));
    expect(passes.reduce((sum, pass) => sum + pass.built, 0)).toBeGreaterThanOrEqual(4);
    for (const member of members) {
      const mails = await db
        .selectFrom('outbox_messages')
        .select('id')
        .where('recipient', '=', member.email.toLowerCase())
        .where('template', '=', 'data_export_ready')
        .execute();
      expect(mails, member.email).toHaveLength(1);
    }
  }, 60_000);

  it('queues one export at a time', async () => {
    const first = await b.inject({ method: 'POST', url: '/api/account/data-export' });
    expect(first.statusCode).toBe(200);
    const second = await b.inject({ method: 'POST', url: '/api/account/data-export' });
    expect(second.statusCode).toBe(409);
    expect(second.json().errorCode).toBe('data_export_pending');
    expect(first.json().data.can_request).toBe(false);
  });
});

describe('account closure (UU PDP: close my account)', () => {
  async function closureCode(member: Member) {
    const sent = await member.inject({ method: 'POST', url: '/api/account/closure/code' });
    expect(sent.statusCode, sent.body).toBe(200);
    return payloadOf(await mail(member.email, 'otp_code')).code as string;
  }

  it('refuses a wrong code, then closes with the right one: no personal data is left', async () => {
    // The review's words are kept (anonymised): only the person must go.
    const member = await seededMember(shades[1]!, 'gamma', 'lembut');
    const before = await sql<{ total: string }>`select coalesce(sum(total_paid), 0) as total
      from orders where user_id = ${member.id}`.execute(db);
    const code = await closureCode(member);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await member.inject({
      method: 'POST',
      url: '/api/account/closure',
      payload: { code: wrong, reviews: 'anonymise' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorCode).toBe('incorrect_otp');

    const closed = await member.inject({
      method: 'POST',
      url: '/api/account/closure',
      payload: { code, reviews: 'anonymise' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.reviews_affected).toBe(1);
    expect(closed.headers['set-cookie']).toBeDefined();

    // Signed out everywhere.
    const me = await member.inject({ method: 'GET', url: '/api/account/data-export' });
    expect(me.statusCode).toBe(401);

    // The member's row keeps nothing personal.
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(user.email).toBe(closedEmail(member.id));
    expect(user.first_name).toBe(CLOSED_ACCOUNT_NAME);
    expect([user.last_name, user.phone_no, user.password_hash, user.date_of_birth]).toEqual([
      '',
      null,
      null,
      null,
    ]);
    expect(user.closed_at).not.toBeNull();

    // No table holds the member's name, street or e-mail any more.
    const { rows: tables } = await sql<{ table_name: string }>`
      select distinct table_name from information_schema.columns
       where table_schema = current_schema() and column_name in ('user_id', 'member_id')
         and table_name not like 'analytics\\_events\\_%'`.execute(db);
    for (const { table_name: table } of tables) {
      const column = table === 'sign_on_tickets' ? 'member_id' : 'user_id';
      const { rows } = await sql<{ row: string }>`select t::text as row from ${sql.table(table)} t
        where ${sql.ref(column)} = ${member.id}`.execute(db);
      for (const { row } of rows) {
        expect(row, table).not.toMatch(/gamma|Jalan Melati|081234567890/i);
        expect(row.toLowerCase(), table).not.toContain(member.email.toLowerCase());
      }
    }
    const kept = await sql<{ n: string }>`select count(*) as n from orders o
      where o.user_id = ${member.id}`.execute(db);
    expect(Number(kept.rows[0]!.n)).toBe(1);
    for (const table of ['addresses', 'sessions', 'point_ledger', 'member_vouchers', 'wishlists']) {
      const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}
        where user_id = ${member.id}`.execute(db);
      expect(Number(rows[0]!.n), table).toBe(0);
    }
    const newsletter = await sql<{ n: string }>`select count(*) as n from newsletter_subscriptions
      where email = ${member.email.toLowerCase()}`.execute(db);
    expect(Number(newsletter.rows[0]!.n)).toBe(0);

    // Order money untouched: the totals still add up.
    const after = await sql<{ total: string; ok: boolean }>`select coalesce(sum(total_paid), 0)
        as total, bool_and(total_paid = subtotal - voucher_discount - points_discount
          - bank_promotion_discount + shipping_fee - shipping_discount) as ok
      from orders where user_id = ${member.id}`.execute(db);
    expect(after.rows[0]!.total).toBe(before.rows[0]!.total);
    expect(after.rows[0]!.ok).toBe(true);

    // The review stays, under the closed account's name.
    const review = await db
      .selectFrom('reviews')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(review).toHaveLength(1);

    // The e-mail is free for a new account.
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: member.email,
        user_name: `again${member.id}`.slice(0, 16),
        password: 'rahasia123',
      },
      remoteAddress: someIp(),
    });
    expect(again.statusCode, again.body).toBe(201);
  }, 60_000);

  it('removes the reviews when asked, and the product stats stay exact', async () => {
    const member = await seededMember(shades[2]!, 'delta');
    const code = await closureCode(member);
    const closed = await member.inject({
      method: 'POST',
      url: '/api/account/closure',
      payload: { code, reviews: 'remove' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(
      await db.selectFrom('reviews').select('id').where('user_id', '=', member.id).execute(),
    ).toHaveLength(0);
    expect(await storedReviewStats(db, product)).toEqual(await recomputedReviewStats(db, product));
  }, 60_000);

  it('refuses while an order is unpaid', async () => {
    const member = await registerMember(app);
    await deliveredOrder(db, { userId: member.id, productId: product, combinationId: shades[0]! });
    await sql`update orders set state_id = 1, payment_status = 'pending', paid_at = null
      where user_id = ${member.id}`.execute(db);
    const sent = await member.inject({ method: 'POST', url: '/api/account/closure/code' });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().errorCode).toBe('closure_orders_open');
  });

  it('refuses an expired code', async () => {
    const member = await registerMember(app);
    const code = await closureCode(member);
    await sql`update otp_codes set created_at = created_at - interval '1 hour',
        expires_at = created_at - interval '50 minutes'
      where user_id = ${member.id} and scope = 'close-account'`.execute(db);
    const res = await member.inject({
      method: 'POST',
      url: '/api/account/closure',
      payload: { code, reviews: 'anonymise' },
    });
    expect(res.statusCode).toBe(410);
    expect(res.json().errorCode).toBe('no_active_otp_request');
  });

  it('closes once when the same closure is sent several times at once', async () => {
    const member = await registerMember(app);
    const code = await closureCode(member);
    const tries = onPostgres ? 6 : 3;
    if (onPostgres) await warmPool(db, tries);
    const answers = await Promise.all(
      Array.from({ length: tries }, () =>
        member.inject({
          method: 'POST',
          url: '/api/account/closure',
          payload: { code, reviews: 'anonymise' },
        }),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((status) => status === 200)).toHaveLength(1);
    for (const status of codes.filter((s) => s !== 200)) expect([401, 409, 410]).toContain(status);
  }, 60_000);
});
