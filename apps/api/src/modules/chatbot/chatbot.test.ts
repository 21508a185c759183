import { seedContentPages } from '@kilau/db';
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { nextEvent, openEventStream } from '../../test/event-stream';
import { registerMember } from '../../test/members';
import { signedInStaff } from '../../test/staff';

let database: DatabaseHandle;
let app: App;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedContentPages(database.db, { now: FIXED_NOW });
  app = await buildTestApp({ database, env: { LOGIN_RATE_LIMIT_MAX: '1000' } });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Member = Awaited<ReturnType<typeof registerMember>>;
const say = (member: Member, body: unknown, language = 'id') =>
  member.inject({
    method: 'POST',
    url: '/api/chatbot/messages',
    headers: { 'accept-language': language },
    payload: { body },
  });

describe('the support chat (issue 24, docs/design/support-chat.md)', () => {
  it('answers from the FAQ first, in the member’s language', async () => {
    const member = await registerMember(app);
    const res = await say(member, 'Bagaimana cara lacak pesanan saya?');
    expect(res.statusCode).toBe(200);
    const conversation = res.json().data;
    expect(conversation.status).toBe('bot');
    expect(conversation.messages.map((message: { author: string }) => message.author)).toEqual([
      'member',
      'bot',
    ]);
    const answer = conversation.messages[1];
    expect(answer.faq).toEqual({ question: 'Bagaimana cara melacak pesananku?', path: '/faq' });
    expect(answer.body).toContain('Pesanan Saya');
    // The answer's Markdown, rendered by the content pages' safe renderer: a link of the shop.
    expect(answer.html).toContain('<a href="/my-orders">Pesanan Saya</a>');
    expect(answer.html).not.toContain('[Pesanan Saya]');
    expect(answer.offers_handover).toBe(false);
    expect(conversation.messages[0].html).toBeNull();

    const english = await say(member, 'How do I track my order?', 'en');
    expect(english.json().data.messages.at(-1).faq.question).toBe('How do I track my order?');
  });

  it('says when it does not know, and offers a person', async () => {
    const member = await registerMember(app);
    const res = await say(member, 'apakah toko buka saat hujan badai?');
    const answer = res.json().data.messages.at(-1);
    expect(answer).toMatchObject({
      author: 'bot',
      faq: null,
      offers_handover: true,
      html: null,
      body: 'Maaf, aku belum menemukan jawabannya di FAQ. Mau ngobrol dengan tim Kilau?',
    });
  });

  it('hands over to the desk, which answers live; the transcript survives a reload', async () => {
    const member = await registerMember(app);
    await say(member, 'Kenapa voucherku tidak bisa dipakai untuk produk ini?');
    const staff = await signedInStaff(app, database.db, 'support', () => FIXED_NOW);
    const desk = await openEventStream(
      `${base}/api/admin/chats/events`,
      `kilau_staff=${staff.token}`,
    );
    const mine = await openEventStream(
      `${base}/api/realtime/events`,
      `kilau_session=${member.token}`,
    );

    const handover = await member.inject({ method: 'POST', url: '/api/chatbot/handover' });
    expect(handover.json().data.status).toBe('waiting');
    const waiting = await nextEvent(desk, (event) => event.type === 'chat');
    const chatId = waiting.data.chat_id as string;
    expect(waiting.data.status).toBe('waiting');

    const list = await staff.inject({ url: '/api/admin/chats' });
    expect(list.json().data.find((chat: { id: string }) => chat.id === chatId)).toMatchObject({
      status: 'waiting',
      member: { email: member.email },
    });
    // While waiting, the member's messages reach the desk, not the bot.
    await say(member, 'Kodenya KILAU25');
    const heard = await nextEvent(
      desk,
      (event) =>
        event.type === 'chat' &&
        (event.data.message as { body?: string } | null)?.body === 'Kodenya KILAU25',
    );
    expect(heard.data.chat_id).toBe(chatId);

    const replied = await staff.inject({
      method: 'POST',
      url: `/api/admin/chats/${chatId}/messages`,
      payload: { body: 'Voucher KILAU25 berlaku mulai belanja Rp150.000, Kak.' },
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().data.status).toBe('live');
    const live = await nextEvent(
      mine,
      (event) => event.type === 'chat' && event.data.status === 'live',
    );
    expect(live.data.message).toMatchObject({
      author: 'staff',
      body: 'Voucher KILAU25 berlaku mulai belanja Rp150.000, Kak.',
      staff_name: 'Staf',
    });

    // A reload reads the whole transcript.
    const again = await member.inject({ url: '/api/chatbot/conversation' });
    expect(again.json().data).toMatchObject({ id: chatId, status: 'live' });
    expect(again.json().data.messages.map((message: { author: string }) => message.author)).toEqual(
      ['member', 'bot', 'bot', 'member', 'staff'],
    );
    desk.close();
    mine.close();

    // Closed: a new message starts a new conversation with the bot.
    await member.inject({ method: 'POST', url: '/api/chatbot/close' });
    const fresh = await say(member, 'Berapa ongkos kirimnya?');
    expect(fresh.json().data.id).not.toBe(chatId);
    expect(fresh.json().data.status).toBe('bot');
    const closedReply = await staff.inject({
      method: 'POST',
      url: `/api/admin/chats/${chatId}/messages`,
      payload: { body: 'Halo?' },
    });
    expect(closedReply.statusCode).toBe(409);
    expect(closedReply.json().errorCode).toBe('chat_closed');
  });

  it('closes from either side, and the other side hears it', async () => {
    const staff = await signedInStaff(app, database.db, 'support', () => FIXED_NOW);
    const desk = await openEventStream(
      `${base}/api/admin/chats/events`,
      `kilau_staff=${staff.token}`,
    );
    // The member ends a conversation the desk holds: the desk hears it close.
    const leaving = await registerMember(app);
    await say(leaving, 'Bisakah aku membatalkan pesanan?');
    const handedOver = await leaving.inject({ method: 'POST', url: '/api/chatbot/handover' });
    const leavingId = handedOver.json().data.id as string;
    await leaving.inject({ method: 'POST', url: '/api/chatbot/close' });
    const gone = await nextEvent(
      desk,
      (event) =>
        event.type === 'chat' && event.data.chat_id === leavingId && event.data.status === 'closed',
    );
    expect(gone.data).toMatchObject({ status: 'closed', message: null });
    const list = await staff.inject({ url: '/api/admin/chats' });
    expect(list.json().data.map((chat: { id: string }) => chat.id)).not.toContain(leavingId);
    desk.close();

    // The desk ends one: the member hears it, and their next message starts afresh.
    const member = await registerMember(app);
    await say(member, 'Paketku belum sampai, tolong dicek.');
    const waiting = await member.inject({ method: 'POST', url: '/api/chatbot/handover' });
    const chatId = waiting.json().data.id as string;
    const mine = await openEventStream(
      `${base}/api/realtime/events`,
      `kilau_session=${member.token}`,
    );
    const closed = await staff.inject({ method: 'POST', url: `/api/admin/chats/${chatId}/close` });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.status).toBe('closed');
    const told = await nextEvent(
      mine,
      (event) => event.type === 'chat' && event.data.status === 'closed',
    );
    expect(told.data).toMatchObject({ chat_id: chatId, message: null });
    mine.close();
    // Twice is the same as once; a conversation that does not exist is 404.
    const again = await staff.inject({ method: 'POST', url: `/api/admin/chats/${chatId}/close` });
    expect(again.json().data.status).toBe('closed');
    const missing = await staff.inject({ method: 'POST', url: '/api/admin/chats/999999/close' });
    expect(missing.statusCode).toBe(404);
    expect((await member.inject({ url: '/api/chatbot/conversation' })).json().data.id).toBeNull();
  });

  it.each([
    ['an empty message', '', 422],
    ['a control character', 'halo\u0000', 422],
    ['1,001 characters', 'a'.repeat(1001), 422],
    ['a number', 42, 422],
  ])('refuses %s', async (_case, body, status) => {
    const member = await registerMember(app);
    const res = await say(member, body);
    expect(res.statusCode).toBe(status);
    expect(res.json().data.fields.body).toBeTruthy();
  });

  it('is for members and the support desk only', async () => {
    expect((await app.inject({ url: '/api/chatbot/conversation' })).statusCode).toBe(401);
    const operations = await signedInStaff(app, database.db, 'operations', () => FIXED_NOW);
    expect((await operations.inject({ url: '/api/admin/chats' })).statusCode).toBe(403);
    // Another member never reads someone else's conversation.
    const a = await registerMember(app);
    await say(a, 'Bagaimana cara lacak pesanan saya?');
    const b = await registerMember(app);
    expect((await b.inject({ url: '/api/chatbot/conversation' })).json().data).toEqual({
      id: null,
      status: 'bot',
      messages: [],
    });
  });
});
