// Order messages (issue 25, docs/design/order-messages.md): what an order's life writes to the
// outbox — once per event and channel, as the member chose — and how the sender delivers it:
// once with two senders, once after a sender died mid-send, with an e-mail's HTML and the
// WhatsApp template's parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindDuePayments } from '../../lib/order-messages.repository';
import {
  advance,
  advanceThrough,
  memberWithBag,
  operatorOf,
  placeOrder,
  SHIPPING_FEE,
  type Caller,
  type SellableCombination,
  ordersAppWithGoods,
  type buildOrdersApp,
} from '../../test/operator';
import { signedInStaff } from '../../test/staff';
import { createOutboxRepository } from './outbox.repository';
import { createOutboxSender } from './outbox.sender';
import { renderOutgoing } from './outbox.render';
import type { OutboxTransport, OutgoingMessage } from './outbox.transport';

let env: Awaited<ReturnType<typeof buildOrdersApp>>;
let goods: SellableCombination[];
let operator: Caller;
let next = 0;
const item = () => goods[next++]!;
const HOUR = 3_600_000;

beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 12 }));
  operator = await operatorOf(env);
});
afterAll(async () => {
  await env?.close();
});

const messagesOf = (orderId: number | string) =>
  env.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('order_id', '=', Number(orderId))
    .orderBy('id')
    .execute();

const templatesOf = async (orderId: number | string) =>
  (await messagesOf(orderId)).map((row) => `${row.template}:${row.channel}`);

async function setPreferences(userId: number, preferences: Record<string, unknown>) {
  await env.db
    .updateTable('users')
    .set({ preferences: JSON.stringify(preferences) })
    .where('id', '=', userId)
    .execute();
}

const ctx = { storeName: 'Kilau', publicUrl: 'https://kilau.test' };

describe('an order’s life, told', () => {
  it('placed (with the VA and deadline), received, shipped (with the parcel), delivered (with review links) — each once', async () => {
    const goodsItem = item();
    const { order } = await placeOrder(env, goodsItem, 2);
    const placed = (await messagesOf(order._id)).find((row) => row.template === 'order_placed');
    expect(placed).toMatchObject({
      channel: 'email',
      locale: 'id',
      dedupe_key: `order:${order._id}:placed:bca_virtual_account:email`,
      payload: {
        reference: order.reference_code,
        total: order.total_paid,
        va: { bank: 'BCA', number: expect.stringMatching(/^12345\d{6}$/) },
        deadline: expect.any(String),
        lines: [expect.objectContaining({ quantity: 2 })],
      },
    });
    const text = (await renderOutgoing(placed!, ctx)).text;
    expect(text).toContain(order.reference_code);
    expect(text).toContain((placed!.payload as { va: { number: string } }).va.number);
    expect(text).toMatch(/Bayar sebelum: \d+ \w+ 20\d\d, \d\d:\d\d WIB/);
    expect(text).toContain(`https://kilau.test/order/confirmation/${order._id}`);

    await advanceThrough(operator, order.reference_code, [
      'payment-accepted',
      'verified',
      'picking',
      'Packed',
      'delivery_slip_printed',
      'shipped',
    ]);
    const parallel = await Promise.all(
      Array.from({ length: 4 }, () =>
        advance(operator, order.reference_code, { state: 'delivered' }),
      ),
    );
    expect(parallel.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(await templatesOf(order._id)).toEqual([
      'order_placed:email',
      'payment_received:email',
      'order_shipped:email',
      'order_delivered:email',
    ]);
    const rows = await messagesOf(order._id);
    const shipped = rows.find((row) => row.template === 'order_shipped')!;
    expect(shipped.payload).toMatchObject({
      carrier: 'JNE',
      tracking_number: expect.stringMatching(/^JNE\d{11}$/),
    });
    const delivered = rows.find((row) => row.template === 'order_delivered')!;
    const mail = await renderOutgoing(delivered, ctx);
    expect(mail.subject).toBe(`Pesanan ${order.reference_code} sudah sampai`);
    expect(mail.html).toContain('<html');
    expect(mail.html).toContain('Tulis ulasan');
    expect(mail.html).toMatch(/href="https:\/\/kilau\.test\/[^"]+#reviews"/);
  });

  it('a change of method tells the new way to pay, once', async () => {
    const { who, order } = await placeOrder(env, item(), 1);
    const changes = await Promise.all(
      [1, 2].map(() =>
        who.inject({
          method: 'POST',
          url: `/api/order/orders/${order._id}/payment-method`,
          payload: { payment_method: 'permata_virtual_account' },
        }),
      ),
    );
    expect(changes.filter((res) => res.statusCode === 200)).toHaveLength(1);
    const placed = (await messagesOf(order._id)).filter((row) => row.template === 'order_placed');
    expect(placed.map((row) => row.dedupe_key)).toEqual([
      `order:${order._id}:placed:bca_virtual_account:email`,
      `order:${order._id}:placed:permata_virtual_account:email`,
    ]);
    expect(placed[1]!.payload).toMatchObject({ method: expect.stringMatching(/permata/i) });
  });

  it('a payment the gateway refused at placement: told it failed, with no hold promised', async () => {
    const goodsItem = item();
    env.gateway.refuse = true;
    try {
      const { who, cartId } = await memberWithBag(env, goodsItem, 1);
      const res = await who.inject({
        method: 'POST',
        url: '/api/order/orders',
        payload: {
          cart_id: String(cartId),
          payment_method: 'bca_virtual_account',
          total_price: goodsItem.price + SHIPPING_FEE,
        },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      const order = await env.db
        .selectFrom('orders')
        .select(['id'])
        .where('cart_id', '=', cartId)
        .executeTakeFirstOrThrow();
      const failed = (await messagesOf(order.id)).filter(
        (row) => row.template === 'payment_failed',
      );
      expect(failed).toHaveLength(1);
      expect(failed[0]!.payload).toMatchObject({ held: false });
      const mail = await renderOutgoing(failed[0]!, ctx);
      expect(mail.text).toContain('tidak bisa dibayar lagi');
      expect(mail.text).toContain('Belanja lagi: https://kilau.test/');
    } finally {
      env.gateway.refuse = false;
    }
  });

  it('cancelled by the member, in English for an English member', async () => {
    const { who, order } = await placeOrder(env, item(), 1);
    await setPreferences(who.id, { language: 'en' });
    const res = await who.inject({
      method: 'PUT',
      url: `/api/order/order/${order._id}/cancelled`,
      payload: { cancellation_reason: 'Salah pilih warna', reference_code: order.reference_code },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = (await messagesOf(order._id)).find(
      (row) => row.template === 'order_cancelled',
    )!;
    expect(cancelled.locale).toBe('en');
    const mail = await renderOutgoing(cancelled, ctx);
    expect(mail.subject).toBe(`Order ${order.reference_code} is cancelled`);
    expect(mail.text).toContain('Salah pilih warna');
  });

  it('respects what the member stopped, and sends WhatsApp and SMS where they opted in', async () => {
    const { who, order } = await placeOrder(env, item(), 1);
    await env.db
      .updateTable('users')
      .set({ phone_no: '81234567890' })
      .where('id', '=', who.id)
      .execute();
    // Through the account's own call: WhatsApp on, SMS on; shipping news by e-mail stopped.
    const update = await who.inject({
      method: 'POST',
      url: '/api/user/me/preferences',
      payload: {
        notifications: { whatsapp: true, sms: true },
        messages: { order_shipped: { email: false }, payment_received: { sms: false } },
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    const refused = await who.inject({
      method: 'POST',
      url: '/api/user/me/preferences',
      payload: { messages: { marketing_blast: { email: false } } },
    });
    expect(refused.statusCode).toBe(422);

    await advanceThrough(operator, order.reference_code, [
      'payment-accepted',
      'verified',
      'picking',
      'Packed',
      'delivery_slip_printed',
      'shipped',
    ]);
    const after = (await templatesOf(order._id)).filter((t) => !t.startsWith('order_placed'));
    expect(after.sort()).toEqual(
      [
        'payment_received:email',
        'payment_received:whatsapp',
        'order_shipped:sms',
        'order_shipped:whatsapp',
      ].sort(),
    );
    const whatsapp = (await messagesOf(order._id)).find(
      (row) => row.template === 'order_shipped' && row.channel === 'whatsapp',
    )!;
    expect(whatsapp.recipient).toBe('+6281234567890');
    const chat = await renderOutgoing(whatsapp, ctx);
    expect(chat.params?.[1]).toBe(order.reference_code);
    expect(chat.text).toContain('JNE');
  });

  it('a payment reminder once per attempt, a few hours before a long deadline only', async () => {
    const { order } = await placeOrder(env, item(), 1);
    const row = await env.db
      .selectFrom('orders')
      .select(['payment_due_at'])
      .where('id', '=', Number(order._id))
      .executeTakeFirstOrThrow();
    const early = new Date(row.payment_due_at.getTime() - 5 * HOUR);
    expect(await remindDuePayments(env.db, early, 3 * HOUR)).not.toContain(Number(order._id));
    const near = new Date(row.payment_due_at.getTime() - 2 * HOUR);
    const runs = await Promise.all([
      remindDuePayments(env.db, near, 3 * HOUR),
      remindDuePayments(env.db, near, 3 * HOUR),
    ]);
    expect(runs.flat().filter((id) => id === Number(order._id))).toHaveLength(1);
    expect(await remindDuePayments(env.db, near, 3 * HOUR)).not.toContain(Number(order._id));
    const reminders = (await messagesOf(order._id)).filter(
      (message) => message.template === 'payment_reminder',
    );
    expect(reminders).toHaveLength(1);
    expect((await renderOutgoing(reminders[0]!, ctx)).subject).toContain('Pengingat');
  });
});

describe('delivery', () => {
  const recorder = () => {
    const sent: OutgoingMessage[] = [];
    const transport: OutboxTransport = {
      name: 'recording',
      async send(message) {
        sent.push(message);
      },
    };
    return { sent, transport };
  };

  it('a sender that dies mid-send: the next one sends it after the lease, with the same key', async () => {
    const { order } = await placeOrder(env, item(), 1);
    const [message] = await messagesOf(order._id);
    const at = new Date(message!.created_at.getTime() + 1_000);
    // Everything due is delivered first, so only this order's message is left to test with.
    await createOutboxSender({
      db: env.db,
      clock: () => at,
      transport: recorder().transport,
    }).deliverPending();
    await env.db
      .updateTable('outbox_messages')
      .set({ sent_at: null, attempts: 0, next_attempt_at: null })
      .where('id', '=', message!.id)
      .execute();
    // The first sender claims it, then dies before sending (nothing marks it sent or failed).
    const claimed = await createOutboxRepository(env.db).claimDue({
      limit: 100,
      maxAttempts: 5,
      now: at,
      leaseMs: 5 * 60_000,
    });
    expect(claimed.map((row) => row.id)).toContain(message!.id);
    const { sent, transport } = recorder();
    const second = createOutboxSender({ db: env.db, clock: () => at, transport });
    expect(await second.deliverPending()).toEqual({ sent: 0, failed: 0 });
    const later = new Date(at.getTime() + 5 * 60_000);
    const third = createOutboxSender({ db: env.db, clock: () => later, transport });
    await third.deliverPending();
    expect(sent.filter((m) => m.id === message!.id)).toHaveLength(1);
    expect(sent.find((m) => m.id === message!.id)).toMatchObject({
      idempotencyKey: `kilau-outbox-${message!.id}`,
      html: expect.stringContaining(order.reference_code),
    });
    const row = (await messagesOf(order._id)).find((m) => m.id === message!.id)!;
    expect(row).toMatchObject({ attempts: 2, sent_at: later });
  });

  it('two senders polling side by side send each order message once', async () => {
    const orders = await Promise.all([placeOrder(env, item(), 1), placeOrder(env, item(), 1)]);
    const at = new Date(Date.now() + HOUR);
    const { sent, transport } = recorder();
    const senders = [1, 2].map(() =>
      createOutboxSender({ db: env.db, clock: () => at, transport, batchSize: 1 }),
    );
    await Promise.all(senders.map((sender) => sender.deliverPending()));
    const ids = sent.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { order } of orders) {
      const [message] = await messagesOf(order._id);
      expect(ids.filter((id) => id === message!.id)).toHaveLength(1);
    }
  });
});

describe('the back office', () => {
  it('lists an order’s messages with where each stands, and sends one again (audited)', async () => {
    const { order } = await placeOrder(env, item(), 1);
    const staff = await signedInStaff(env.app, env.db, 'admin', () => env.clock.now);
    const list = await staff.inject({ url: `/api/admin/orders/${order.reference_code}/messages` });
    expect(list.statusCode, list.body).toBe(200);
    const [first] = list.json().data;
    expect(first).toMatchObject({
      channel: 'email',
      template: 'order_placed',
      subject: `Pesanan ${order.reference_code} menunggu pembayaran`,
      status: expect.stringMatching(/^(pending|sent)$/),
    });
    const again = await staff.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.reference_code}/messages/${first.id}/resend`,
    });
    expect(again.statusCode, again.body).toBe(200);
    const after = await staff.inject({ url: `/api/admin/orders/${order.reference_code}/messages` });
    expect(after.json().data).toHaveLength(2);
    const missing = await staff.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.reference_code}/messages/999999999/resend`,
    });
    expect(missing.statusCode).toBe(404);
    const audit = await staff.inject({
      url: `/api/admin/audit-log?entity=order&entity_id=${order.reference_code}`,
    });
    expect(audit.json().data.map((row: { action: string }) => row.action)).toContain(
      'order.message_resend',
    );
  });
});
