// The back office's redemption queue under parallel clicks (docs/design/rewards.md "The
// redemption queue"): many cancels of one redemption refund once and restock once; fulfils and
// cancels racing each other move it once; staff cancelling while the member redeems again (the
// balance and the prize's row taken in both, in the global lock order) never deadlock, and the
// balance stays its ledger's sum. Real overlap needs PostgreSQL (DATABASE_URL=postgres://…);
// PGlite runs a small version of the same scenarios one transaction at a time.
import { createTestDatabase, type DatabaseHandle } from '@kilau/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp, FIXED_NOW } from '../../test/build-test-app';
import { registerMember } from '../../test/members';
import { grantPoints } from '../../test/promotions-bag';
import { signedInStaff } from '../../test/staff';

const onPostgres = !!process.env.DATABASE_URL;
const CROWD = onPostgres ? 16 : 8;
const ROUNDS = onPostgres ? 8 : 3;

let app: App;
let database: DatabaseHandle;
let staff: Array<Awaited<ReturnType<typeof signedInStaff>>>;
const clock = () => FIXED_NOW;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    clock,
    env: { LOGIN_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '100000' },
  });
  await app.ready();
  staff = [
    await signedInStaff(app, database.db, 'support', clock),
    await signedInStaff(app, database.db, 'admin', clock),
  ];
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Member = Awaited<ReturnType<typeof registerMember>>;

const prizeOf = (partner: string) =>
  database.db
    .selectFrom('partner_prizes')
    .selectAll()
    .where('partner_name', '=', partner)
    .executeTakeFirstOrThrow();

const grantTokens = async (userId: number, tokens: number) => {
  await database.db
    .insertInto('token_balances')
    .values({ user_id: userId, balance: tokens, updated_at: FIXED_NOW })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ balance: sql`token_balances.balance + ${tokens}` }),
    )
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

const redeem = (member: Member, prize: { id: number; cost: number; balance_kind: string }) =>
  member.inject({
    method: 'POST',
    url: '/api/user/me/tokens/redeem',
    payload: {
      points: prize.cost,
      phone_no: '081234567890',
      partner_id: String(prize.id),
      tnc: true,
      type: prize.balance_kind,
    },
  });

const move = (i: number, id: number, kind: 'fulfil' | 'cancel') =>
  staff[i % staff.length]!.inject({
    method: 'POST',
    url: `/api/admin/reward-redemptions/${id}/${kind}`,
    payload: kind === 'cancel' ? { reason: `Dibatalkan (${i}).` } : { reference: `TRX-${i}` },
  });

async function ledgerSums(userId: number) {
  const points = await database.db
    .selectFrom('point_ledger')
    .select(sql<string>`coalesce(sum(delta), 0)`.as('sum'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const tokens = await database.db
    .selectFrom('token_ledger')
    .select(sql<string>`coalesce(sum(delta), 0)`.as('sum'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const balances = await Promise.all([
    database.db
      .selectFrom('point_balances')
      .select('balance')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    database.db
      .selectFrom('token_balances')
      .select('balance')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return {
    points: { balance: balances[0]?.balance ?? 0, ledger: Number(points.sum) },
    tokens: { balance: balances[1]?.balance ?? 0, ledger: Number(tokens.sum) },
  };
}

const refundsOf = async (userId: number) => {
  const points = await database.db
    .selectFrom('point_ledger')
    .select('delta')
    .where('user_id', '=', userId)
    .where('reason', '=', 'reward_redemption_refund')
    .execute();
  const tokens = await database.db
    .selectFrom('token_ledger')
    .select('delta')
    .where('user_id', '=', userId)
    .where('reason', '=', 'redemption_refund')
    .execute();
  return points.length + tokens.length;
};

const auditCount = async (id: number) =>
  Number(
    (
      await database.db
        .selectFrom('audit_log')
        .select(sql<string>`count(*)`.as('n'))
        .where('entity', '=', 'reward_redemption')
        .where('entity_id', '=', String(id))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('parallel moves of one redemption', () => {
  it(`${CROWD} cancels at once: one refund, one restock, one audit row, one mail`, async () => {
    const member = await registerMember(app);
    const gopay = await prizeOf('GoPay');
    await grantPoints(database.db, member.id, gopay.cost);
    const made = await redeem(member, gopay);
    expect(made.statusCode, made.body).toBe(201);
    const id = Number(made.json().data.redemption.id);
    const stock = (await prizeOf('GoPay')).stock!;

    const answers = await Promise.all(
      Array.from({ length: CROWD }, (_, i) => move(i, id, 'cancel')),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(CROWD - 1);
    for (const res of answers.filter((one) => one.statusCode === 409)) {
      expect(res.json().errorCode).toBe('redemption_not_requested');
    }
    expect(await refundsOf(member.id)).toBe(1);
    const sums = await ledgerSums(member.id);
    expect(sums.points).toEqual({ balance: gopay.cost, ledger: gopay.cost });
    expect((await prizeOf('GoPay')).stock).toBe(stock + 1);
    expect(await auditCount(id)).toBe(1);
    const mails = await database.db
      .selectFrom('outbox_messages')
      .select('template')
      .where('recipient', '=', member.email)
      .where('template', '=', 'reward_cancelled')
      .execute();
    expect(mails).toHaveLength(1);
  });

  it(`${CROWD} fulfils and cancels racing: it moves once, and refunds only if cancelled`, async () => {
    const member = await registerMember(app);
    const kopi = await prizeOf('Kopi Kenangan');
    await grantTokens(member.id, kopi.cost);
    const made = await redeem(member, kopi);
    expect(made.statusCode, made.body).toBe(201);
    const id = Number(made.json().data.redemption.id);

    const answers = await Promise.all(
      Array.from({ length: CROWD }, (_, i) => move(i, id, i % 2 === 0 ? 'fulfil' : 'cancel')),
    );
    const won = answers.filter((res) => res.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(CROWD - 1);
    const status = won[0]!.json().data.status as string;
    const row = await database.db
      .selectFrom('reward_redemptions')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(status);
    expect(await refundsOf(member.id)).toBe(status === 'cancelled' ? 1 : 0);
    const sums = await ledgerSums(member.id);
    expect(sums.tokens.balance).toBe(sums.tokens.ledger);
    expect(sums.tokens.balance).toBe(status === 'cancelled' ? kopi.cost : 0);
    expect(await auditCount(id)).toBe(1);
  });
});

describe('staff cancelling while the member redeems', () => {
  it(`${ROUNDS} rounds: no deadlock, every refund counted once, balances equal their ledgers`, async () => {
    const member = await registerMember(app);
    const gopay = await prizeOf('GoPay');
    await grantPoints(database.db, member.id, gopay.cost * ROUNDS);
    const first = await Promise.all(Array.from({ length: ROUNDS }, () => redeem(member, gopay)));
    expect(first.every((res) => res.statusCode === 201)).toBe(true);
    const ids = first.map((res) => Number(res.json().data.redemption.id));
    const stock = (await prizeOf('GoPay')).stock!;

    // Each cancel gives back what one more redemption takes: both sides lock the point balance
    // and the prize's row, in the same order.
    const answers = await Promise.all([
      ...ids.map((id, i) => move(i, id, 'cancel')),
      ...ids.map(() => redeem(member, gopay)),
    ]);
    const cancels = answers.slice(0, ROUNDS);
    const redemptions = answers.slice(ROUNDS);
    expect(cancels.map((res) => res.statusCode)).toEqual(ids.map(() => 200));
    // A redemption that ran before any refund found no points: the refusal, never a 500.
    for (const res of redemptions) expect([201, 422]).toContain(res.statusCode);
    const redeemedAgain = redemptions.filter((res) => res.statusCode === 201).length;
    expect(await refundsOf(member.id)).toBe(ROUNDS);
    const sums = await ledgerSums(member.id);
    expect(sums.points.balance).toBe(sums.points.ledger);
    expect(sums.points.balance).toBe(gopay.cost * (ROUNDS - redeemedAgain));
    expect((await prizeOf('GoPay')).stock).toBe(stock + ROUNDS - redeemedAgain);
  });
});
