// Token redemption under parallel requests (issue 21, docs/design/rewards.md): a crowd redeems
// against a balance that covers only some of it — exactly floor(balance / cost) succeed, the
// rest answer INSUFFICIENT_POINTS, the balance never goes below zero and equals its ledger; a
// prize's stock is never oversold; one Idempotency-Key sent many times at once debits once.
// Real overlap needs PostgreSQL (DATABASE_URL=postgres://…); PGlite runs a small version of the
// same scenarios one transaction at a time.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { registerMember } from '../../test/members';
import { grantPoints } from '../../test/promotions-bag';

const onPostgres = !!process.env.DATABASE_URL;
const CROWD = onPostgres ? 30 : 6;
const MEMBERS = onPostgres ? 12 : 4;

let app: App;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    clock: () => FIXED_NOW,
    env: { LOGIN_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '100000' },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const prizeOf = (partner: string) =>
  database.db
    .selectFrom('partner_prizes')
    .selectAll()
    .where('partner_name', '=', partner)
    .executeTakeFirstOrThrow();

type Member = Awaited<ReturnType<typeof registerMember>>;
const redeem = (member: Member, body: Record<string, unknown>, key?: string) =>
  member.inject({
    method: 'POST',
    url: '/api/user/me/tokens/redeem',
    payload: body,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

async function pointsOf(userId: number) {
  const balance = await database.db
    .selectFrom('point_balances')
    .select('balance')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const ledger = await database.db
    .selectFrom('point_ledger')
    .select(sql<string>`coalesce(sum(delta), 0)`.as('sum'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { balance: balance.balance, ledger: Number(ledger.sum) };
}

async function tokensOf(userId: number) {
  const balance = await database.db
    .selectFrom('token_balances')
    .select('balance')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const ledger = await database.db
    .selectFrom('token_ledger')
    .select(sql<string>`coalesce(sum(delta), 0)`.as('sum'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { balance: balance.balance, ledger: Number(ledger.sum) };
}

const grantTokens = async (userId: number, tokens: number) => {
  await database.db
    .insertInto('token_balances')
    .values({ user_id: userId, balance: tokens, updated_at: FIXED_NOW })
    .execute();
  await database.db
    .insertInto('token_ledger')
    .values({
      user_id: userId,
      delta: tokens,
      reason: 'campaign_grant',
      redemption_id: null,
      created_at: FIXED_NOW,
    })
    .execute();
};

describe('parallel redemptions', () => {
  it(`${CROWD} redemptions against a balance for some: exactly floor(balance / cost) succeed`, async () => {
    const member = await registerMember(app);
    const telkomsel = await prizeOf('Telkomsel');
    const covered = Math.floor(CROWD / 3);
    const balance = telkomsel.cost * covered + telkomsel.cost - 1;
    await grantPoints(database.db, member.id, balance);
    const answers = await Promise.all(
      Array.from({ length: CROWD }, (_, i) =>
        redeem(
          member,
          {
            points: telkomsel.cost,
            phone_no: '081234567890',
            partner_id: telkomsel.id,
            tnc: true,
            type: 'points',
          },
          `crowd-key-${i}-points`,
        ),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(Math.floor(balance / telkomsel.cost));
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(refused).toHaveLength(CROWD - covered);
    for (const res of refused) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        errorCode: 'INSUFFICIENT_POINTS',
        message: 'Mohon maaf token anda tidak mencukupi.',
      });
    }
    const after = await pointsOf(member.id);
    expect(after.balance).toBe(balance - covered * telkomsel.cost);
    expect(after.balance).toBeGreaterThanOrEqual(0);
    expect(after.ledger).toBe(after.balance);
    const redemptions = await database.db
      .selectFrom('reward_redemptions')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(redemptions).toHaveLength(covered);
  });

  it(`${MEMBERS} members at once against a prize with fewer left: the stock is never oversold`, async () => {
    const voucher = await prizeOf('Kopi Kenangan');
    const left = Math.floor(MEMBERS / 2);
    await database.db
      .updateTable('partner_prizes')
      .set({ stock: left })
      .where('id', '=', voucher.id)
      .execute();
    const members: Member[] = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      const member = await registerMember(app);
      await grantTokens(member.id, voucher.cost);
      members.push(member);
    }
    const answers = await Promise.all(
      members.map((member) =>
        redeem(member, { points: voucher.cost, partner_id: voucher.id, tnc: true, type: 'tokens' }),
      ),
    );
    const won = answers.filter((res) => res.statusCode === 201);
    expect(won).toHaveLength(left);
    for (const res of answers.filter((one) => one.statusCode !== 201)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().errorCode).toBe('reward_out_of_stock');
    }
    expect((await prizeOf('Kopi Kenangan')).stock).toBe(0);
    for (const [i, member] of members.entries()) {
      const tokens = await tokensOf(member.id);
      expect(tokens.ledger).toBe(tokens.balance);
      expect(tokens.balance).toBe(answers[i]!.statusCode === 201 ? 0 : voucher.cost);
    }
  });

  it('one Idempotency-Key sent many times at once debits once and answers one redemption', async () => {
    const member = await registerMember(app);
    const telkomsel = await prizeOf('Telkomsel');
    await grantPoints(database.db, member.id, telkomsel.cost * 3);
    const body = {
      points: telkomsel.cost,
      phone_no: '081234567890',
      partner_id: telkomsel.id,
      tnc: true,
      type: 'points',
    };
    const answers = await Promise.all(
      Array.from({ length: CROWD }, () => redeem(member, body, 'one-key-for-all')),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(answers.every((res) => res.statusCode === 201 || res.statusCode === 200)).toBe(true);
    const ids = new Set(answers.map((res) => res.json().data.redemption.id));
    expect(ids.size).toBe(1);
    expect((await pointsOf(member.id)).balance).toBe(telkomsel.cost * 2);
  });
});
