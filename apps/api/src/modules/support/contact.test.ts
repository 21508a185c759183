// The contact form and its support tickets (issue 20, docs/design/contact-and-stores.md): 001 §5's
// rules and messages, the hourly limits, the two e-mails in the outbox, and the back office's
// answer reaching the shopper — audited, versioned. The role matrix is in admin.test.ts.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { registerMember, someIp } from '../../test/members';
import { signedInStaff } from '../../test/staff';

let app: App;
let database: DatabaseHandle;
let support: Awaited<ReturnType<typeof signedInStaff>>;
const clock = () => FIXED_NOW;
let seq = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    clock,
    env: { LOGIN_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '100000', SUPPORT_EMAIL: 'cs@kilau.test' },
  });
  await app.ready();
  support = await signedInStaff(app, database.db, 'support', clock);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** A valid message from a new e-mail address. */
const message = (over: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    customer_name: 'Sari Wulandari',
    email: `sari${seq}.${process.pid}@example.com`,
    subject: 'pengiriman',
    message: 'Paket saya belum sampai, mohon dicek.',
    ...over,
  };
};
const send = (payload: object, options: { ip?: string; lang?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/content/contact',
    payload,
    remoteAddress: options.ip ?? someIp(),
    headers: { 'accept-language': options.lang ?? 'id' },
  });
const outboxFor = (recipient: string) =>
  database.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id')
    .execute();

describe('POST /api/content/contact: 001 §5 rules', () => {
  it.each([
    ['customer name required', { customer_name: '' }, { customer_name: 'Data belum diisi' }],
    ['e-mail required', { email: '' }, { email: 'Data belum diisi' }],
    ['e-mail valid', { email: 'sari@' }, { email: 'Email tidak valid' }],
    ['subject required', { subject: '' }, { subject: 'Data belum diisi' }],
    ['subject one of the topics', { subject: 'halo' }, { subject: 'Data belum diisi' }],
    ['message required', { message: '   ' }, { message: 'Data belum diisi' }],
    [
      'message at most 160 characters',
      { message: 'a'.repeat(161) },
      { message: 'Pesan harus 1 sampai 160 karakter' },
    ],
    [
      'phone digits only',
      { phone: '0812-3456' },
      { phone: 'Nomor handphone hanya boleh berisi angka' },
    ],
    [
      'phone 9 to 14 digits',
      { phone: '12345678' },
      { phone: 'Nomor handphone harus 9 sampai 14 digit' },
    ],
    [
      'order reference like the shop writes it',
      { order_reference: 'ABC' },
      { order_reference: 'Nomor pesanan tidak valid (contoh: KLU-261127-ABC234)' },
    ],
    [
      'no control characters',
      { customer_name: 'Sari\u0007' },
      { customer_name: 'Teks tidak boleh berisi karakter kontrol.' },
    ],
  ])('%s', async (_rule, over, fields) => {
    const res = await send(message(over));
    expect(res.statusCode, res.body).toBe(422);
    const data = res.json().data.fields as Record<string, string>;
    for (const [field, text] of Object.entries(fields)) expect(data[field]).toBe(text);
  });

  it('takes 1 and 160 characters, line breaks in the message, and no phone', async () => {
    expect((await send(message({ message: 'a' }))).statusCode).toBe(201);
    expect((await send(message({ message: 'a'.repeat(160) }))).statusCode).toBe(201);
    expect((await send(message({ message: 'Halo,\nterima kasih' }))).statusCode).toBe(201);
  });

  it("refuses a signed-in member's order reference that is not theirs", async () => {
    const member = await registerMember(app);
    const res = await member.inject({
      method: 'POST',
      url: '/api/content/contact',
      payload: message({ order_reference: 'klu-261121-abc234' }),
      remoteAddress: someIp(),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().data.fields.order_reference).toBe('Nomor pesanan ini tidak ada di akunmu');
  });
});

describe('a message becomes a ticket and two e-mails', () => {
  it('stores the ticket with its reference and writes to support and to the shopper', async () => {
    const body = message({ phone: '081234567890', order_reference: 'klu-261121-abc234' });
    const res = await send(body, { lang: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    const { reference } = res.json().data as { reference: string };
    expect(reference).toMatch(/^CS-2026-\d{6}$/);
    expect(res.json().message).toBe(`Your message is sent. Your ticket number is ${reference}.`);

    const [toSupport] = (await outboxFor('cs@kilau.test')).filter(
      (row) => row.payload.reference === reference,
    );
    expect(toSupport).toMatchObject({ template: 'support_ticket', locale: 'id' });
    expect(toSupport!.payload).toMatchObject({
      email: body.email,
      phone: '081234567890',
      order_reference: 'KLU-261121-ABC234',
      message: body.message,
    });
    const toShopper = await outboxFor(body.email);
    expect(toShopper).toHaveLength(1);
    expect(toShopper[0]).toMatchObject({ template: 'support_ack', locale: 'en' });

    const mailbox = await app.inject({ url: `/api/dev/outbox?recipient=${body.email}` });
    expect(mailbox.json().data[0].subject).toBe(`We have received your message (${reference})`);
  });

  it('links the member who writes while signed in', async () => {
    const member = await registerMember(app);
    const res = await member.inject({
      method: 'POST',
      url: '/api/content/contact',
      payload: message(),
      remoteAddress: someIp(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await database.db
      .selectFrom('support_tickets')
      .select('user_id')
      .where('reference', '=', res.json().data.reference)
      .executeTakeFirstOrThrow();
    expect(Number(row.user_id)).toBe(member.id);
  });
});

describe('the hourly limits', () => {
  it('answers 429 after five messages from one address', async () => {
    const ip = someIp();
    for (let i = 0; i < 5; i += 1) expect((await send(message(), { ip })).statusCode).toBe(201);
    const res = await send(message(), { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'Kamu sudah mengirim beberapa pesan dalam satu jam terakhir. Coba lagi nanti, ya.',
    );
  });

  it('answers 429 after five messages for one e-mail, from any address', async () => {
    const email = `limit${process.pid}@example.com`;
    for (let i = 0; i < 5; i += 1) expect((await send(message({ email }))).statusCode).toBe(201);
    expect((await send(message({ email: email.toUpperCase() }))).statusCode).toBe(429);
  });
});

describe('the back office answers', () => {
  const ticketOf = async (reference: string) => {
    const list = await support.inject({ url: `/api/admin/support/tickets?q=${reference}` });
    expect(list.statusCode, list.body).toBe(200);
    return list.json().data[0] as { id: number; version: number; status: string };
  };

  it('lists the ticket, answers it to the shopper, closes and reopens it, audited', async () => {
    const body = message();
    const { reference } = (await send(body)).json().data;
    const row = await ticketOf(reference);
    expect(row).toMatchObject({ reference, status: 'open', email: body.email, replies: 0 });

    const open = await support.inject({ url: '/api/admin/support/tickets?status=open' });
    expect(open.json().data.map((t: { reference: string }) => t.reference)).toContain(reference);

    const detail = await support.inject({ url: `/api/admin/support/tickets/${row.id}` });
    expect(detail.json().data.thread).toEqual([
      expect.objectContaining({ author: 'customer', body: body.message }),
    ]);

    const answer = 'Paketmu sedang dalam perjalanan dan tiba besok.';
    const replied = await support.inject({
      method: 'POST',
      url: `/api/admin/support/tickets/${row.id}/replies`,
      payload: { version: row.version, body: answer },
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().data).toMatchObject({ status: 'answered', replies: 1 });
    expect(replied.json().data.thread[1]).toMatchObject({ author: 'staff', body: answer });

    const mail = await outboxFor(body.email);
    expect(mail.map((m) => m.template)).toEqual(['support_ack', 'support_reply']);
    expect(mail[1]!.payload).toMatchObject({ reference, answer });

    // The version read before the answer is stale now.
    const stale = await support.inject({
      method: 'POST',
      url: `/api/admin/support/tickets/${row.id}/close`,
      payload: { version: row.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorCode).toBe('changed_by_someone_else');
    expect(stale.json().data.current.status).toBe('answered');

    const version = replied.json().data.version as number;
    const closed = await support.inject({
      method: 'POST',
      url: `/api/admin/support/tickets/${row.id}/close`,
      payload: { version },
    });
    expect(closed.json().data.status).toBe('closed');
    const refused = await support.inject({
      method: 'POST',
      url: `/api/admin/support/tickets/${row.id}/replies`,
      payload: { version: closed.json().data.version, body: 'Lagi' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('ticket_closed');
    const reopened = await support.inject({
      method: 'POST',
      url: `/api/admin/support/tickets/${row.id}/reopen`,
      payload: { version: closed.json().data.version },
    });
    expect(reopened.json().data.status).toBe('open');

    const admin = await signedInStaff(app, database.db, 'admin', clock);
    const audit = await admin.inject({
      url: `/api/admin/audit-log?entity=support_ticket&entity_id=${reference}`,
    });
    expect(
      audit
        .json()
        .data.map((entry: { action: string }) => entry.action)
        .sort(),
    ).toEqual(['support.close', 'support.reopen', 'support.reply']);
  });

  it('refuses an empty answer and an unknown ticket', async () => {
    const { reference } = (await send(message())).json().data;
    const row = await ticketOf(reference);
    const empty = await support.inject({
      method: 'POST',
      url: `/api/admin/support/tickets/${row.id}/replies`,
      payload: { version: row.version, body: ' ' },
    });
    expect(empty.statusCode).toBe(422);
    expect((await support.inject({ url: '/api/admin/support/tickets/99999999' })).statusCode).toBe(
      404,
    );
  });
});
