import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { registerMember } from '../../test/members';

let app: App;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, env: { LOGIN_RATE_LIMIT_MAX: '1000' } });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const DAY = 86_400_000;
const days = (n: number) => new Date(FIXED_NOW.getTime() + n * DAY);

const welcome = () =>
  database.db.updateTable('vouchers').where('kind', '=', 'welcome').where('code', '=', 'WELCOME25');

describe('the welcome voucher on register (001 §7 data.voucher)', () => {
  it('is issued to the new member with the welcome message, valid 30 days', async () => {
    const member = await registerMember(app);
    expect(member.body).toMatchObject({
      message: 'Selamat datang di Kilau!',
      data: {
        user: { id: member.id },
        voucher: {
          code: 'WELCOME25',
          name: 'Voucher Selamat Datang',
          kind: 'welcome',
          discount_type: 'amount',
          amount: 25_000,
          min_amount: 150_000,
          rules: { order: { min_amount: 150_000 } },
          to_date: days(30).toISOString(),
          issued_at: FIXED_NOW.toISOString(),
          used_at: null,
          is_special_paper_bag: false,
          image: null,
          status: 'available',
        },
      },
    });
  });

  it('is cut at the voucher’s own end; none is issued once it ended or is switched off', async () => {
    await welcome()
      .set({ ends_at: days(10) })
      .execute();
    try {
      const early = await registerMember(app);
      expect(early.body.data.voucher.to_date).toBe(days(10).toISOString());
      await welcome().set({ ends_at: FIXED_NOW }).execute();
      expect((await registerMember(app)).body.data.voucher).toBeNull();
      await welcome().set({ ends_at: null, is_active: false }).execute();
      const off = await registerMember(app);
      expect(off.body.data.voucher).toBeNull();
      expect(off.body.data.user.id).toBeGreaterThan(0);
    } finally {
      await welcome().set({ ends_at: null, is_active: true }).execute();
    }
  });

  it('keeps to its overall quota under parallel registrations', async () => {
    const { id } = await database.db
      .selectFrom('vouchers')
      .select('id')
      .where('code', '=', 'WELCOME25')
      .executeTakeFirstOrThrow();
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom('member_vouchers')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('voucher_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    await welcome()
      .set({ quota_total: (await count()) + 3 })
      .execute();
    try {
      const members = await Promise.all(Array.from({ length: 8 }, () => registerMember(app)));
      const issued = members.filter((member) => member.body.data.voucher !== null);
      expect(issued).toHaveLength(3);
    } finally {
      await welcome().set({ quota_total: null }).execute();
    }
  });
});

describe('GET /api/users/me/vouchers', () => {
  it('answers 401 to guests', async () => {
    const res = await app.inject({ url: '/api/users/me/vouchers' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Silakan login.');
  });

  it("lists the member's own vouchers, available ones first, soonest to expire first", async () => {
    const member = await registerMember(app);
    const other = await registerMember(app);
    const define = async (code: string, values: Record<string, unknown> = {}) =>
      (
        await database.db
          .insertInto('vouchers')
          .values({
            code,
            name: `Voucher ${code}`,
            discount_type: 'percentage',
            amount: null,
            percentage: 10,
            max_discount: 30_000,
            starts_at: null,
            ends_at: null,
            valid_days: null,
            quota_total: null,
            image: `/media/vouchers/${code}.webp`,
            ...values,
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const assign = async (voucherId: number, userId: number, values: Record<string, unknown>) =>
      database.db
        .insertInto('member_vouchers')
        .values({
          voucher_id: voucherId,
          user_id: userId,
          issued_at: days(-20),
          expires_at: null,
          used_at: null,
          ...values,
        })
        .execute();
    const tag = String(member.id);
    await assign(await define(`SOON${tag}`), member.id, { expires_at: days(3) });
    await assign(await define(`USED${tag}`), member.id, {
      expires_at: days(60),
      used_at: days(-1),
    });
    await assign(await define(`OLD${tag}`), member.id, { expires_at: days(-1) });
    await assign(await define(`BAG${tag}`, { is_special_paper_bag: true }), member.id, {});
    await assign(await define(`THEIRS${tag}`), other.id, {});

    const res = await member.inject({ url: '/api/users/me/vouchers' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<Record<string, unknown>>;
    expect(list.map((v) => [v.code, v.status])).toEqual([
      [`SOON${tag}`, 'available'],
      ['WELCOME25', 'available'],
      [`BAG${tag}`, 'available'],
      [`USED${tag}`, 'used'],
      [`OLD${tag}`, 'expired'],
    ]);
    expect(res.json().meta.total).toBe(5);
    expect(list[0]).toMatchObject({
      name: `Voucher SOON${tag}`,
      discount_type: 'percentage',
      percentage: 10,
      max_discount: 30_000,
      to_date: days(3).toISOString(),
      image: `/media/vouchers/SOON${tag}.webp`,
      is_special_paper_bag: false,
    });
    expect(list[2]).toMatchObject({ is_special_paper_bag: true, to_date: null });
  });
});
