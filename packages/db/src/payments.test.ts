import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { seedDemoBankPromotions } from './seed/demo-payments';
import { PAYMENT_LOGO_NAMES, paymentLogoSvg, writePaymentLogos } from './seed/payment-logos';
import { createTestDatabase, memoryMedia } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const now = new Date('2026-11-21T03:00:00Z');

describe('migration 0017: the payment reference data', () => {
  it('seeds the methods of 000 §9 and QRIS, each with a logo that exists', async () => {
    const methods = await handle.db
      .selectFrom('payment_methods')
      .selectAll()
      .orderBy('position')
      .execute();
    expect(methods.map((method) => method.code).sort()).toEqual(
      [
        'credit_debit_card',
        'cimb_clicks',
        'bank_transfer',
        'ovo',
        'gopay',
        'indomaret',
        'bca_virtual_account',
        'permata_virtual_account',
        'cash_on_delivery',
        'kredivo',
        'vospay',
        'linkaja',
        'gpn',
        'doku_card',
        'free_order',
        'qris',
        // Migration 0055: paid at a store's till, offered in stores only.
        'cashier',
      ].sort(),
    );
    for (const method of methods) {
      expect(method.logo).toBe(`/media/payments/${method.code}.svg`);
      expect(PAYMENT_LOGO_NAMES).toContain(method.code);
    }
    expect(methods.find((method) => method.code === 'kredivo')?.installment_terms).toEqual([
      1, 3, 6, 12,
    ]);
    expect(methods.find((method) => method.code === 'free_order')?.is_listed).toBe(false);
    expect(methods.find((method) => method.code === 'cashier')?.available_for).toEqual(['store']);
  });

  it('seeds three company accounts: one BCA, two Mandiri', async () => {
    const accounts = await handle.db
      .selectFrom('company_bank_accounts')
      .selectAll()
      .orderBy('position')
      .execute();
    expect(accounts.map((account) => account.bank_name)).toEqual(['BCA', 'MANDIRI', 'MANDIRI']);
    for (const account of accounts) {
      expect(PAYMENT_LOGO_NAMES).toContain(path.basename(account.logo, '.svg'));
    }
  });

  it.each([
    [
      'a method in an unknown category',
      sql`insert into payment_methods (code, name, category, logo, position) values ('x_pay', 'X', 'wallet', '/x.svg', 1)`,
    ],
    [
      'a method for an unknown channel',
      sql`insert into payment_methods (code, name, category, logo, position, available_for) values ('x_pay', 'X', 'other', '/x.svg', 1, '{kiosk}')`,
    ],
    [
      'a percentage above 100',
      sql`insert into bank_promotions (bank_name, title, discount_type, discount_value, starts_at, ends_at) values ('B', 'T', 'percentage', 101, now(), now() + interval '1 day')`,
    ],
    [
      'a card BIN with letters',
      sql`insert into bank_promotions (bank_name, title, discount_type, discount_value, card_bins, starts_at, ends_at) values ('B', 'T', 'amount', 1, '{4811ab}', now(), now() + interval '1 day')`,
    ],
    [
      'a promotion ending before it starts',
      sql`insert into bank_promotions (bank_name, title, discount_type, discount_value, starts_at, ends_at) values ('B', 'T', 'amount', 1, now(), now() - interval '1 day')`,
    ],
    [
      'a sandbox token holding a full card number',
      sql`insert into gateway_card_tokens (token_id, kind, masked_card, card_brand, expiry_month, expiry_year, created_at, expires_at) values ('t', 'single_use', '4811111111111114', 'visa', 12, 2030, now(), now())`,
    ],
  ])('refuses %s', async (_case, statement) => {
    await expect(statement.execute(handle.db)).rejects.toThrow();
  });

  it('keeps one live sandbox transaction per order, and any number of failed ones', async () => {
    const row = (status: string) => ({
      transaction_id: crypto.randomUUID(),
      order_ref: 'ORDER-LIVE-1',
      payment_type: 'gopay',
      channel: 'gopay',
      gross_amount: 10_000,
      status,
      status_code: '201',
      request: '{}',
      transaction_time: now,
      expiry_time: now,
      updated_at: now,
    });
    await handle.db.insertInto('gateway_transactions').values(row('deny')).execute();
    await handle.db.insertInto('gateway_transactions').values(row('expire')).execute();
    await handle.db.insertInto('gateway_transactions').values(row('pending')).execute();
    await expect(
      handle.db.insertInto('gateway_transactions').values(row('pending')).execute(),
    ).rejects.toThrow();
  });
});

describe("migration 0063: the sandbox gateway's refunds", () => {
  const transaction = (orderRef: string, status: string) => ({
    transaction_id: crypto.randomUUID(),
    order_ref: orderRef,
    payment_type: 'gopay',
    channel: 'gopay',
    gross_amount: 10_000,
    status,
    status_code: '200',
    request: '{}',
    transaction_time: now,
    expiry_time: now,
    updated_at: now,
  });
  const refund = (transactionId: string, refundKey: string, amount = 5_000) => ({
    transaction_id: transactionId,
    refund_key: refundKey,
    amount,
    transaction_status: 'partial_refund' as const,
    created_at: now,
  });

  it('keeps a refund key once, refuses nothing refunded and a refund of no transaction', async () => {
    const paid = await handle.db
      .insertInto('gateway_transactions')
      .values(transaction('ORDER-REFUND-1', 'settlement'))
      .returning('transaction_id')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('gateway_refunds')
      .values(refund(paid.transaction_id, 'KEY-1'))
      .execute();
    await expect(
      handle.db
        .insertInto('gateway_refunds')
        .values(refund(paid.transaction_id, 'KEY-1'))
        .execute(),
    ).rejects.toThrow();
    await expect(
      handle.db
        .insertInto('gateway_refunds')
        .values(refund(paid.transaction_id, 'KEY-2', 0))
        .execute(),
    ).rejects.toThrow();
    await expect(
      handle.db
        .insertInto('gateway_refunds')
        .values(refund(crypto.randomUUID(), 'KEY-3'))
        .execute(),
    ).rejects.toThrow();
  });

  it('a refunded order id stays taken: no new live charge under it', async () => {
    await handle.db
      .insertInto('gateway_transactions')
      .values(transaction('ORDER-REFUND-2', 'partial_refund'))
      .execute();
    await expect(
      handle.db
        .insertInto('gateway_transactions')
        .values(transaction('ORDER-REFUND-2', 'pending'))
        .execute(),
    ).rejects.toThrow();
  });
});

describe('the demo bank promotions', () => {
  it('are seeded once', async () => {
    const first = await seedDemoBankPromotions(handle.db, { now });
    const second = await seedDemoBankPromotions(handle.db, { now });
    expect(first.seeded).toBe(true);
    expect(second.seeded).toBe(false);
    const { count } = await handle.db
      .selectFrom('bank_promotions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(4);
  });
});

describe('payment logos', () => {
  it.each(PAYMENT_LOGO_NAMES)('%s is a 120×48 SVG wordmark', (name) => {
    const svg = paymentLogoSvg(name);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="120" height="48"/);
    expect(svg).toContain('role="img"');
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });

  it('are written once into the media store; a file already there is kept', async () => {
    const media = memoryMedia();
    await media.put('payments/gopay.svg', Buffer.from('<svg>licensed</svg>'), 'image/svg+xml');
    expect(await writePaymentLogos(media)).toBe(PAYMENT_LOGO_NAMES.length - 1);
    expect(await writePaymentLogos(media)).toBe(0);
    expect(media.files.get('payments/gopay.svg')?.bytes.toString()).toBe('<svg>licensed</svg>');
    expect(media.files.get('payments/ovo.svg')?.contentType).toBe('image/svg+xml');
    expect((await media.list('payments/')).sort()).toEqual(
      PAYMENT_LOGO_NAMES.map((name) => `payments/${name}.svg`).sort(),
    );
  });
});
