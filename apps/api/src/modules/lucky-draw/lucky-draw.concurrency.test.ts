// Issue 21 "done when": a crowd claims the lucky draw at once, each member twice (a retried
// claim). Exactly as many members win as there were prizes, none twice, the quota ends at 0, and
// a replayed claim answers the same reward. Real overlap needs PostgreSQL
// (DATABASE_URL=postgres://…); PGlite runs a small version of the same scenario one transaction
// at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crowd } from '../../test/shades';
import { buildPromotionsApp } from '../../test/promotions-bag';

const onPostgres = !!process.env.DATABASE_URL;
const MEMBERS = onPostgres ? 100 : 12;
/** The prizes put up: split over two vouchers, the rest of the demo draw emptied. */
const QUOTAS: Record<string, number> = onPostgres
  ? { LUCKY10K: 6, LUCKY25K: 4 }
  : { LUCKY10K: 2, LUCKY25K: 1 };
const PRIZES = Object.values(QUOTAS).reduce((sum, n) => sum + n, 0);
const CLAIM = '/api/users/me/claim-reward/lucky-draw';

let env: Awaited<ReturnType<typeof buildPromotionsApp>>;
beforeAll(async () => {
  env = await buildPromotionsApp();
  const prizes = await env.db
    .selectFrom('lucky_draw_prizes as p')
    .innerJoin('vouchers as v', 'v.id', 'p.voucher_id')
    .select(['p.id', 'v.code'])
    .execute();
  for (const prize of prizes) {
    const quota = QUOTAS[prize.code] ?? 0;
    await env.db
      .updateTable('lucky_draw_prizes')
      .set({ quota, remaining: quota })
      .where('id', '=', prize.id)
      .execute();
  }
});
afterAll(async () => {
  await env?.close();
});

describe('a crowd claims the lucky draw at once', () => {
  it(`${MEMBERS} members, each claiming twice, against ${PRIZES} prizes`, async () => {
    const members = await crowd(env, MEMBERS);
    const answers = await Promise.all(
      members.flatMap((member) =>
        [0, 1].map(async () => {
          const res = await member.inject({ method: 'POST', url: CLAIM });
          return { member: member.id, status: res.statusCode, body: res.json() };
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);

    const byMember = new Map<number, typeof answers>();
    for (const answer of answers) {
      byMember.set(answer.member, [...(byMember.get(answer.member) ?? []), answer]);
    }
    const winners: Array<{ member: number; voucherId: string }> = [];
    for (const [memberId, pair] of byMember) {
      const statuses = pair.map((answer) => answer.status).sort();
      // Both claims of a member agree: the same voucher, or both refused for lack of prizes.
      if (statuses[0] === 200) {
        expect(statuses).toEqual([200, 200]);
        expect(pair[0]!.body.data._id).toBe(pair[1]!.body.data._id);
        winners.push({ member: memberId, voucherId: pair[0]!.body.data._id });
      } else {
        expect(statuses).toEqual([409, 409]);
        expect(pair[0]!.body.errorCode).toBe('lucky_draw_out_of_prizes');
      }
    }
    expect(winners).toHaveLength(PRIZES);

    const claims = await env.db
      .selectFrom('lucky_draw_claims')
      .select(['user_id', 'member_voucher_id'])
      .execute();
    expect(claims).toHaveLength(PRIZES);
    expect(new Set(claims.map((claim) => claim.user_id)).size).toBe(PRIZES);
    const remaining = await env.db
      .selectFrom('lucky_draw_prizes')
      .select(['quota', 'remaining'])
      .execute();
    expect(remaining.every((prize) => prize.remaining === 0)).toBe(true);
    // Each voucher went to as many members as its quota.
    const issued = await env.db
      .selectFrom('member_vouchers as mv')
      .innerJoin('vouchers as v', 'v.id', 'mv.voucher_id')
      .select(['v.code', (eb) => eb.fn.countAll<number>().as('n')])
      .where('v.kind', '=', 'lucky_draw')
      .groupBy('v.code')
      .execute();
    expect(Object.fromEntries(issued.map((row) => [row.code, Number(row.n)]))).toEqual(QUOTAS);

    // Replayed afterwards: each winner hears the same reward, each loser the same refusal.
    for (const member of members) {
      const res = await member.inject({ method: 'POST', url: CLAIM });
      const won = winners.find((winner) => winner.member === member.id);
      if (won) {
        expect(res.statusCode).toBe(200);
        expect(res.json().data._id).toBe(won.voucherId);
      } else {
        expect(res.statusCode).toBe(409);
      }
    }
    expect(await env.db.selectFrom('lucky_draw_claims').select('id').execute()).toHaveLength(
      PRIZES,
    );
  });
});
