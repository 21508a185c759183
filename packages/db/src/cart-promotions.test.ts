import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
let userId: number;
let cartId: number;
let voucherId: number;
const now = new Date('2026-11-21T03:00:00Z');
const later = new Date('2026-11-21T03:30:00Z');

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  ({ id: userId } = await db
    .insertInto('users')
    .values({
      email: 'points@example.com',
      user_name: 'points_probe',
      password_hash: null,
      gender: null,
      salute: null,
      phone_no: null,
      date_of_birth: null,
      acquisition_source: null,
      image_url: null,
      locked_at: null,
      removed_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow());
  ({ id: cartId } = await db
    .insertInto('carts')
    .values({ user_id: userId, address_id: null, store_id: null, source: null })
    .returning('id')
    .executeTakeFirstOrThrow());
  ({ id: voucherId } = await db
    .selectFrom('vouchers')
    .select('id')
    .where('code', '=', 'WELCOME25')
    .executeTakeFirstOrThrow());
});
afterAll(async () => {
  await handle?.close();
});

const hold = (values: Record<string, unknown> = {}) =>
  handle.db
    .insertInto('voucher_holds')
    .values({
      voucher_id: voucherId,
      user_id: userId,
      cart_id: cartId,
      member_voucher_id: null,
      created_at: now,
      expires_at: later,
      used_at: null,
      order_ref: null,
      ...values,
    })
    .execute();

describe('cart promotions (migration 0015)', () => {
  it('keeps a point balance at zero or above, and ledger rows nonzero', async () => {
    await handle.db
      .insertInto('point_balances')
      .values({ user_id: userId, balance: 5, updated_at: now })
      .execute();
    await expect(
      handle.db
        .updateTable('point_balances')
        .set({ balance: -1 })
        .where('user_id', '=', userId)
        .execute(),
    ).rejects.toThrow();
    const entry = (delta: number, reason = 'adjustment') =>
      handle.db
        .insertInto('point_ledger')
        .values({
          user_id: userId,
          delta,
          reason: reason as never,
          cart_id: null,
          order_ref: null,
          created_at: now,
        })
        .execute();
    await entry(5);
    await expect(entry(0)).rejects.toThrow();
    await expect(entry(3, 'gift')).rejects.toThrow();
  });

  it('holds a voucher once per cart while unused; used holds stay as the history', async () => {
    await hold();
    await expect(hold()).rejects.toThrow();
    await expect(hold({ used_at: now })).rejects.toThrow(); // a use needs its order
    await handle.db
      .updateTable('voucher_holds')
      .set({ used_at: now, order_ref: 'KL-1' })
      .where('cart_id', '=', cartId)
      .execute();
    await hold();
    await expect(hold({ expires_at: now })).rejects.toThrow(); // must end after it starts
  });

  it('lets a cart carry one of voucher, points and free-product voucher, plus the paper bag', async () => {
    const set = (values: Record<string, unknown>) =>
      handle.db.updateTable('carts').set(values).where('id', '=', cartId).execute();
    await set({ voucher_id: voucherId, paper_bag_voucher_id: voucherId });
    await expect(set({ points_applied: 10 })).rejects.toThrow();
    await expect(set({ free_product_voucher_id: voucherId })).rejects.toThrow();
    await set({ voucher_id: null, points_applied: 10 });
    await expect(set({ points_applied: -1 })).rejects.toThrow();
  });

  it('takes free-product vouchers only with the combination they give', async () => {
    const insert = (values: Record<string, unknown>) =>
      handle.db
        .insertInto('vouchers')
        .values({
          code: 'FREEPROBE',
          name: 'Free probe',
          discount_type: 'free_product',
          amount: null,
          percentage: null,
          max_discount: null,
          starts_at: null,
          ends_at: null,
          valid_days: null,
          quota_total: null,
          image: null,
          ...values,
        } as never)
        .execute();
    await expect(insert({})).rejects.toThrow();
    await expect(insert({ discount_type: 'bogus' })).rejects.toThrow();
  });
});
