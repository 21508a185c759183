// Issue 24: "exactly once" under parallel requests. A member's first messages sent at once open
// one conversation (the partial unique index and the insert that yields), each message answered
// once; the desk closing one conversation from several tabs at once closes it once (one notice);
// the same ad event posted at once is queued once (unique name and id). Real overlap needs
// PostgreSQL (DATABASE_URL=postgres://…); PGlite runs a small version one at a time.
import { seedContentPages } from '@kilau/db';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { warmPool } from '../../test/warm-pool';
import { nextEvent, openEventStream } from '../../test/event-stream';
import { registerMember } from '../../test/members';
import { signedInStaff } from '../../test/staff';

const onPostgres = !!process.env.DATABASE_URL;
const PARALLEL = onPostgres ? 12 : 3;

let database: DatabaseHandle;
let app: App;
let base: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedContentPages(database.db, { now: FIXED_NOW });
  app = await buildTestApp({
    database,
    env: { LOGIN_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' },
  });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the chat and ad events under parallel requests', () => {
  it(`${PARALLEL} first messages at once open one conversation, each answered once`, async () => {
    const member = await registerMember(app);
    await warmPool(database.db, PARALLEL);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        member.inject({
          method: 'POST',
          url: '/api/chatbot/messages',
          payload: { body: `Berapa ongkos kirimnya? (${index})` },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(PARALLEL).fill(200));
    const chats = await database.db
      .selectFrom('support_chats')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(chats).toHaveLength(1);
    const messages = await database.db
      .selectFrom('support_chat_messages')
      .select('author')
      .where('chat_id', '=', chats[0]!.id)
      .execute();
    expect(messages.filter((row) => row.author === 'member')).toHaveLength(PARALLEL);
    expect(messages.filter((row) => row.author === 'bot')).toHaveLength(PARALLEL);
  });

  it(`the desk closing one conversation ${PARALLEL} times at once closes it once`, async () => {
    const member = await registerMember(app);
    await member.inject({
      method: 'POST',
      url: '/api/chatbot/messages',
      payload: { body: 'Paketku belum sampai, tolong dicek.' },
    });
    const waiting = await member.inject({ method: 'POST', url: '/api/chatbot/handover' });
    const chatId = waiting.json().data.id as string;
    const staff = await signedInStaff(app, database.db, 'support', () => FIXED_NOW);
    const desk = await openEventStream(
      `${base}/api/admin/chats/events`,
      `kilau_staff=${staff.token}`,
    );

    await warmPool(database.db, PARALLEL);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        staff.inject({ method: 'POST', url: `/api/admin/chats/${chatId}/close` }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect(answers.map((res) => res.json().data.status)).toEqual(Array(PARALLEL).fill('closed'));

    // A marker after the closes: the member's next conversation waits for the desk. The desk's
    // stream is in order, so once the marker is heard every close notice has been heard too.
    await member.inject({
      method: 'POST',
      url: '/api/chatbot/messages',
      payload: { body: 'Satu pertanyaan lagi.' },
    });
    const next = await member.inject({ method: 'POST', url: '/api/chatbot/handover' });
    const nextId = next.json().data.id as string;
    expect(nextId).not.toBe(chatId);
    await nextEvent(desk, (event) => event.type === 'chat' && event.data.chat_id === nextId);
    desk.close();
    const closeNotices = desk.events.filter(
      (event) => event.data.chat_id === chatId && event.data.status === 'closed',
    );
    expect(closeNotices).toHaveLength(1);
  });

  it(`the same ad event posted ${PARALLEL} times at once is queued once`, async () => {
    const eventId = `order-KLU-${process.pid}-parallel`;
    await warmPool(database.db, PARALLEL);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        app.inject({
          method: 'POST',
          url: '/api/analytics/ad-events',
          cookies: { kilau_consent: 'v1.a1.m1.1764000000' },
          payload: {
            event_name: 'Purchase',
            event_id: eventId,
            source_url: 'http://127.0.0.1:3000/order/success/1',
          },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(PARALLEL).fill(202));
    expect(answers.filter((res) => res.json().data.accepted === true)).toHaveLength(1);
    const rows = await database.db
      .selectFrom('ad_events')
      .select('id')
      .where('event_id', '=', eventId)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
