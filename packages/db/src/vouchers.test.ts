import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { createTestDatabase } from './testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const now = new Date('2026-11-21T03:00:00Z');

async function member(name: string) {
  return handle.db
    .insertInto('users')
    .values({
      email: `${name}@example.com`,
      user_name: name,
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
    .executeTakeFirstOrThrow();
}

const voucher = (values: Record<string, unknown>) =>
  handle.db
    .insertInto('vouchers')
    .values({
      code: 'PROBE10',
      name: 'Probe',
      discount_type: 'amount',
      amount: 10_000,
      percentage: null,
      max_discount: null,
      starts_at: null,
      ends_at: null,
      valid_days: null,
      quota_total: null,
      image: null,
      ...values,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();

describe('vouchers (migration 0011)', () => {
  it('ships one active welcome voucher: Rp 25.000 off from Rp 150.000, for 30 days', async () => {
    const rows = await handle.db
      .selectFrom('vouchers')
      .selectAll()
      .where('kind', '=', 'welcome')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      code: 'WELCOME25',
      is_active: true,
      discount_type: 'amount',
      amount: 25_000,
      min_amount: 150_000,
      valid_days: 30,
      is_assigned_only: true,
    });
  });

  it.each([
    ['an amount voucher without an amount', { amount: null }],
    ['a percentage voucher without a percentage', { discount_type: 'percentage', amount: null }],
    [
      'a percentage above 100',
      { discount_type: 'percentage', amount: null, percentage: 101, code: 'P101' },
    ],
    ['a cap on an amount voucher', { max_discount: 5_000 }],
    ['a lower-case code', { code: 'probe10' }],
    ['a window that ends before it starts', { starts_at: now, ends_at: new Date(0) }],
    ['a second active welcome voucher', { kind: 'welcome', code: 'WELCOME2' }],
  ])('refuses %s', async (_what, values) => {
    await expect(voucher(values)).rejects.toThrow();
  });

  it('takes amount, percentage and free-shipping vouchers with caps, and codes once', async () => {
    await voucher({});
    await voucher({
      code: 'GLOW15',
      discount_type: 'percentage',
      amount: null,
      percentage: 15,
      max_discount: 50_000,
    });
    await voucher({
      code: 'ONGKIR',
      discount_type: 'free_shipping',
      amount: null,
      max_discount: 20_000,
    });
    await expect(voucher({ code: 'GLOW15' })).rejects.toThrow();
  });

  it('assigns a voucher to a member once; the member going takes the assignment along', async () => {
    const { id: userId } = await member('probe_member');
    const welcome = await handle.db
      .selectFrom('vouchers')
      .select('id')
      .where('code', '=', 'WELCOME25')
      .executeTakeFirstOrThrow();
    const assign = () =>
      handle.db
        .insertInto('member_vouchers')
        .values({
          voucher_id: welcome.id,
          user_id: userId,
          issued_at: now,
          expires_at: new Date(now.getTime() + 30 * 86_400_000),
          used_at: null,
        })
        .execute();
    await assign();
    await expect(assign()).rejects.toThrow();
    await handle.db.deleteFrom('users').where('id', '=', userId).execute();
    const left = await handle.db
      .selectFrom('member_vouchers')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(left).toEqual([]);
  });
});
