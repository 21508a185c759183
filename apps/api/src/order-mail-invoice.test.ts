// The payment-received e-mail carries the order's invoice (issue 25): the outbox's sender with
// the invoices' attachment reader, as `app.ts` composes them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceAttachments } from './modules/invoices';
import { createOutboxSender, type OutboxTransport, type OutgoingMessage } from './modules/outbox';
import {
  advance,
  operatorOf,
  ordersAppWithGoods,
  placeOrder,
  type buildOrdersApp,
  type Caller,
  type SellableCombination,
} from './test/operator';

let env: Awaited<ReturnType<typeof buildOrdersApp>>;
let goods: SellableCombination[];
let operator: Caller;
let next = 0;
const item = () => goods[next++]!;
const HOUR = 3_600_000;

beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 2 }));
  operator = await operatorOf(env);
});
afterAll(async () => {
  await env?.close();
});

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

describe('the invoice with the payment-received e-mail', () => {
  it('“payment received” carries the invoice PDF; other messages carry nothing', async () => {
    const { order } = await placeOrder(env, item(), 1);
    await advance(operator, order.reference_code, { state: 'payment-accepted' });
    const at = new Date(Date.now() + 2 * HOUR);
    const { sent, transport } = recorder();
    await createOutboxSender({
      db: env.db,
      clock: () => at,
      transport,
      attachmentsFor: invoiceAttachments(env.db),
    }).deliverPending();
    const mine = sent.filter((m) => m.text.includes(order.reference_code));
    const received = mine.find((m) => m.template === 'payment_received')!;
    expect(received.attachments).toHaveLength(1);
    expect(received.attachments![0]).toMatchObject({
      filename: expect.stringMatching(/^INV-\d{4}-\d{6}\.pdf$/),
      contentType: 'application/pdf',
    });
    expect(received.attachments![0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mine.find((m) => m.template === 'order_placed')?.attachments).toBeUndefined();
  });
});
