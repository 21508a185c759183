import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { createDevTransport, createOutboxSender, outboxModule } from './index';
import type { OutboxTransport, OutgoingMessage } from './outbox.transport';

let app: App;
let database: DatabaseHandle;
const clock = () => FIXED_NOW;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database });
  if (!app.hasRoute({ method: 'GET', url: '/api/dev/outbox' })) {
    await app.register(outboxModule, {
      db: database.db,
      clock,
      storeName: 'Kilau',
      publicUrl: 'https://kilau.test',
      devMailbox: true,
      prefix: '/api',
    });
  }
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(async () => {
  await database.db.deleteFrom('outbox_messages').execute();
});

async function queue(
  count: number,
  template = 'otp_code',
  locale: 'id' | 'en' = 'id',
  offsetMs = 0,
) {
  for (let i = 0; i < count; i += 1) {
    await database.db
      .insertInto('outbox_messages')
      .values({
        channel: 'email',
        recipient: `box${i}@example.com`,
        template,
        payload: JSON.stringify({
          code: String(100000 + i),
          scope: 'verification',
          expires_at: new Date(FIXED_NOW.getTime() + 10 * 60_000).toISOString(),
        }),
        locale,
        created_at: new Date(FIXED_NOW.getTime() + offsetMs + i * 1000),
      })
      .execute();
  }
}

const recording = (fail?: (message: OutgoingMessage) => boolean) => {
  const sent: OutgoingMessage[] = [];
  const transport: OutboxTransport = {
    name: 'recording',
    async send(message) {
      if (fail?.(message)) throw new Error('smtp 451 try later');
      await new Promise((resolve) => setTimeout(resolve, 1));
      sent.push(message);
    },
  };
  return { sent, transport };
};

describe('outbox sender', () => {
  it('delivers pending messages oldest first, rendered, and marks them sent', async () => {
    await queue(5);
    const { sent, transport } = recording();
    const sender = createOutboxSender({ db: database.db, clock, transport, batchSize: 2 });
    expect(await sender.deliverPending()).toEqual({ sent: 5, failed: 0 });
    expect(sent.map((m) => m.recipient)).toEqual([0, 1, 2, 3, 4].map((i) => `box${i}@example.com`));
    expect(sent[0]).toMatchObject({
      channel: 'email',
      template: 'otp_code',
      subject: '100000 adalah kode verifikasi Kilau kamu',
    });
    expect(sent[0]!.text).toContain('Berlaku 10 menit');
    const pending = await database.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('sent_at', 'is', null)
      .execute();
    expect(pending).toHaveLength(0);
    expect(await sender.deliverPending()).toEqual({ sent: 0, failed: 0 });
  });

  it('records failures and retries them after the backoff, up to maxAttempts', async () => {
    await queue(2);
    const { sent, transport } = recording((m) => m.recipient === 'box1@example.com');
    let now = FIXED_NOW.getTime() + 60_000;
    const moving = () => new Date(now);
    const sender = createOutboxSender({
      db: database.db,
      clock: moving,
      transport,
      maxAttempts: 3,
    });
    expect(await sender.deliverPending()).toEqual({ sent: 1, failed: 1 });
    // Within the backoff (1 minute after the first failure) it is not tried again.
    now += 59_000;
    expect(await sender.deliverPending()).toEqual({ sent: 0, failed: 0 });
    now += 1_000;
    expect(await sender.deliverPending()).toEqual({ sent: 0, failed: 1 });
    // The second wait is 5 minutes; then the third and last attempt.
    now += 5 * 60_000;
    expect(await sender.deliverPending()).toEqual({ sent: 0, failed: 1 });
    now += 2 * 60 * 60_000;
    expect(await sender.deliverPending()).toEqual({ sent: 0, failed: 0 });
    expect(sent.map((m) => m.recipient)).toEqual(['box0@example.com']);
    const failed = await database.db
      .selectFrom('outbox_messages')
      .select(['attempts', 'last_error', 'sent_at'])
      .where('recipient', '=', 'box1@example.com')
      .executeTakeFirstOrThrow();
    expect(failed).toEqual({ attempts: 3, last_error: 'smtp 451 try later', sent_at: null });
  });

  it('sends each message once when several senders run side by side (skip locked)', async () => {
    await queue(30);
    const { sent, transport } = recording();
    const senders = Array.from({ length: 3 }, () =>
      createOutboxSender({ db: database.db, clock, transport, batchSize: 4 }),
    );
    const reports = await Promise.all(senders.map((sender) => sender.deliverPending()));
    expect(reports.reduce((total, r) => total + r.sent, 0)).toBe(30);
    expect(new Set(sent.map((m) => m.id)).size).toBe(30);
    expect(sent).toHaveLength(30);
  });

  it('has a development transport that only marks messages sent', async () => {
    await queue(1);
    const sender = createOutboxSender({ db: database.db, clock, transport: createDevTransport() });
    expect(await sender.deliverPending()).toEqual({ sent: 1, failed: 0 });
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists the newest messages with subject and text in the message’s locale', async () => {
    await queue(3, 'otp_code', 'en');
    await queue(1, 'some_future_template', 'id', 60_000);
    const res = await app.inject({ url: '/api/dev/outbox?recipient=BOX2@example.com' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ total: 1, limit: 20 });
    expect(body.data[0]).toMatchObject({
      recipient: 'box2@example.com',
      locale: 'en',
      subject: '100002 is your Kilau verification code',
      payload: { code: '100002' },
      sent_at: null,
      attempts: 0,
    });
    const all = await app.inject({ url: '/api/dev/outbox?limit=2' });
    expect(all.json().data).toHaveLength(2);
    expect(all.json().data[0]).toMatchObject({
      template: 'some_future_template',
      subject: 'Pesan dari Kilau',
    });
  });
  it("renders the academy's mails in the member's language", async () => {
    const mails = [
      [
        'academy_enrolment_approved',
        { name: 'Sari', academy: 'Lumera Academy', url: 'https://x/l' },
      ],
      [
        'academy_enrolment_rejected',
        { name: 'Sari', academy: 'Lumera Academy', reason: 'Belum lengkap' },
      ],
      [
        'academy_paper_scored',
        { name: 'Sari', level: 'Level 3', score: 82, passed: true, feedback: 'Bagus' },
      ],
    ] as const;
    for (const [template, payload] of mails) {
      await database.db
        .insertInto('outbox_messages')
        .values({
          channel: 'email',
          recipient: 'academy-mail@example.com',
          template,
          payload: JSON.stringify(payload),
          locale: 'en',
          created_at: FIXED_NOW,
        })
        .execute();
    }
    const res = await app.inject({ url: '/api/dev/outbox?recipient=academy-mail@example.com' });
    const rendered = res.json().data as Array<{ template: string; subject: string; text: string }>;
    const byTemplate = Object.fromEntries(rendered.map((mail) => [mail.template, mail]));
    expect(byTemplate.academy_enrolment_approved?.subject).toBe('Welcome to Lumera Academy');
    expect(byTemplate.academy_enrolment_approved?.text).toContain('https://x/l');
    expect(byTemplate.academy_enrolment_rejected?.text).toContain('Reason: Belum lengkap');
    expect(byTemplate.academy_paper_scored?.text).toContain('scored 82 (passed)');
  });
});
