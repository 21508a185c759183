// The order list's derived actions (issue 8; 000 §4 "Order status groups", "Retry rule"): one
// order in each of the nine groups (states set directly), the e-wallet retry window on a fixed
// server clock, TRACK ORDER only when the shipment can be tracked, CANCEL as the cancel call allows.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  after,
  bagWith,
  buildOrdersApp,
  FIXED_NOW,
  memberAtPayment,
  sellable,
  SHIPPING_FEE,
  type SellableCombination,
} from '../../test/orders';

type Row = {
  name: string;
  method: string;
  state: number;
  /** Minutes between placement and the list being read (10 after FIXED_NOW). */
  age: number;
  /** shipping.can_track_order (left as placement wrote it when undefined). */
  trackable: boolean | undefined;
  failed: boolean;
  expected: {
    group: string;
    step: number;
    label: string;
    action: string | null;
    howToPay: boolean;
    canCancel: boolean;
    retryUntil: boolean;
  };
};

type Tuple = [
  name: string,
  method: string,
  state: number,
  age: number,
  flags: string,
  group: string,
  step: number,
  label: string,
  action: string | null,
  howToPay: boolean,
  canCancel: boolean,
];

/** One row per line of 000 §4's groups (and of the retry rule); flags: track, notrack, failed. */
// prettier-ignore
const TABLE: Tuple[] = [
  // Waiting payment: starts with "awaiting", or is "order created".
  ['awaiting wire (transfer)',  'bank_transfer',       2,  0, '',        'waiting_payment',      0,  'Menunggu Pembayaran',   'CONFIRM PAYMENT', true,  true],
  // CONFIRM PAYMENT only where a transfer is confirmed by hand; gateway methods confirm themselves.
  ['order created (card)',      'credit_debit_card',   1,  0, '',        'waiting_payment',      0,  'Menunggu Pembayaran',   null,              false, true],
  ['awaiting wire (BCA VA)',    'bca_virtual_account', 2,  0, '',        'waiting_payment',      0,  'Menunggu Pembayaran',   null,              true,  true],
  ['payment confirm',           'bank_transfer',       3,  0, '',        'payment_verification', 1,  'Verifikasi Pembayaran', null,              false, true],
  ['payment accepted',          'bca_virtual_account', 4,  0, '',        'payment_accepted',     2,  'Pembayaran Diterima',   null,              false, true],
  ['picking in progress',       'bca_virtual_account', 5,  0, '',        'in_progress',          3,  'Pesanan Diproses',      null,              false, true],
  ['packed',                    'bca_virtual_account', 6,  0, '',        'in_progress',          3,  'Pesanan Diproses',      null,              false, false],
  ['delivery slip printed',     'bca_virtual_account', 7,  0, '',        'in_progress',          3,  'Pesanan Diproses',      null,              false, false],
  ['shipped, trackable',        'bca_virtual_account', 8,  0, 'track',   'shipped',              4,  'Dikirim',               'TRACK ORDER',     false, false],
  ['shipped, not trackable',    'bca_virtual_account', 8,  0, 'notrack', 'shipped',              4,  'Dikirim',               null,              false, false],
  ['delivered',                 'bca_virtual_account', 9,  0, '',        'delivered',            5,  'Pesanan Sampai',        'REORDER',         false, false],
  ['cancelled',                 'bca_virtual_account', 11, 0, '',        'cancelled',            6,  'Dibatalkan',            'REORDER',         false, false],
  ['refund',                    'bca_virtual_account', 13, 0, '',        'cancelled',            6,  'Dibatalkan',            'REORDER',         false, false],
  ['return',                    'bca_virtual_account', 14, 0, '',        'return',               9,  'Dikembalikan',          null,              false, false],
  ['payment failure (VA)',      'bca_virtual_account', 12, 0, 'failed',  'other',                10, 'Lainnya',               null,              false, false],
  ['undelivered',               'bca_virtual_account', 10, 0, '',        'other',                10, 'Lainnya',               null,              false, false],
  // The retry rule on e-wallets (RETRY replaces the group's action inside the window).
  ['gopay failed, 10:00',       'gopay',               12, 10, 'failed', 'other',                10, 'Lainnya',               'RETRY',           false, false],
  ['ovo waiting, 10:00',        'ovo',                 1,  10, '',       'waiting_payment',      0,  'Menunggu Pembayaran',   'RETRY',           false, true],
  ['gopay waiting, 4:00',       'gopay',               1,  4,  '',       'waiting_payment',      0,  'Menunggu Pembayaran',   null,              false, true],
  ['ovo cancelled, 30:00',      'ovo',                 11, 30, '',       'cancelled',            6,  'Dibatalkan',            'RETRY',           false, false],
  ['ovo cancelled, 31:00',      'ovo',                 11, 31, '',       'cancelled',            6,  'Dibatalkan',            'REORDER',         false, false],
];

const ROWS: Row[] = TABLE.map(
  ([name, method, state, age, flags, group, step, label, action, howToPay, canCancel]) => ({
    name,
    method,
    state,
    age,
    trackable: flags === 'track' ? true : flags === 'notrack' ? false : undefined,
    failed: flags === 'failed',
    expected: { group, step, label, action, howToPay, canCancel, retryUntil: action === 'RETRY' },
  }),
);

const READ_AT = after(FIXED_NOW, 10);
let env: Awaited<ReturnType<typeof buildOrdersApp>>;
let member: Awaited<ReturnType<typeof memberAtPayment>>;
const references = new Map<string, { ref: string; createdAt: Date }>();

beforeAll(async () => {
  env = await buildOrdersApp();
  const goods: SellableCombination[] = await sellable(env.db, {
    min: 60_000,
    max: 150_000,
    count: ROWS.length,
  });
  await env.db.updateTable('gifts_with_purchase').set({ is_active: false }).execute();
  member = await memberAtPayment(env);
  for (const [i, row] of ROWS.entries()) {
    const item = goods[i]!;
    env.clock.now = FIXED_NOW;
    const cartId = await bagWith(env.db, member.who.id, [{ combinationId: item.combinationId }]);
    await env.db
      .updateTable('carts')
      .set({ address_id: member.addressId })
      .where('id', '=', cartId)
      .execute();
    const res = await member.who.inject({
      method: 'POST',
      url: '/api/order/orders',
      payload: {
        cart_id: String(cartId),
        payment_method: row.method,
        ...(row.method === 'ovo' ? { phone_no: '081234567890' } : {}),
        total_price: item.price + SHIPPING_FEE,
      },
    });
    expect(res.statusCode).toBe(201);
    const createdAt = after(READ_AT, -row.age);
    await env.db
      .updateTable('orders')
      .set({
        state_id: row.state,
        created_at: createdAt,
        is_payment_failed: row.failed,
        ...(row.state === 11 ? { cancelled_at: READ_AT } : {}),
        ...(row.trackable !== undefined
          ? {
              shipping: sql<string>`jsonb_set(shipping, '{can_track_order}', ${JSON.stringify(row.trackable)}::jsonb)`,
            }
          : {}),
      })
      .where('id', '=', Number(res.json().data._id))
      .execute();
    references.set(row.name, { ref: res.json().data.reference_code, createdAt });
  }
  env.clock.now = READ_AT;
});
afterAll(async () => {
  await env?.close();
});

type Entry = {
  reference_code: string;
  state: { name: string };
  status_group: { group: string; step: number; label: string };
  action: {
    name: string | null;
    show_how_to_pay: boolean;
    can_cancel: boolean;
    retry_until?: string;
  };
};

async function list(language?: string): Promise<Entry[]> {
  const res = await member.who.inject({
    url: '/api/order/user/me/orders?limit=50',
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('GET /api/order/user/me/orders: status groups and actions', () => {
  it('covers all nine groups', () => {
    expect(new Set(ROWS.map((row) => row.expected.group)).size).toBe(9);
  });

  it.each(ROWS)('$name', async (row) => {
    const { ref, createdAt } = references.get(row.name)!;
    const entry = (await list()).find((candidate) => candidate.reference_code === ref)!;
    expect(entry.status_group).toEqual({
      group: row.expected.group,
      step: row.expected.step,
      label: row.expected.label,
    });
    expect(entry.action).toEqual({
      name: row.expected.action,
      show_how_to_pay: row.expected.howToPay,
      can_cancel: row.expected.canCancel,
      ...(row.expected.retryUntil ? { retry_until: after(createdAt, 30).toISOString() } : {}),
    });
  });

  it('labels follow the language', async () => {
    const { ref } = references.get('delivered')!;
    const entry = (await list('en')).find((candidate) => candidate.reference_code === ref)!;
    expect(entry.status_group).toEqual({ group: 'delivered', step: 5, label: 'Delivered' });
  });
});
