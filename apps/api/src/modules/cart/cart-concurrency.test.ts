// Parallel calls of one member (two tabs, double clicks, retries). On PostgreSQL (DATABASE_URL,
// as CI runs it) the calls really overlap; on PGlite they queue, and the answers must be the same.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTestApp, productBody, shopper } from '../../test/cart-app';

let t: Awaited<ReturnType<typeof cartTestApp>>;
beforeAll(async () => {
  t = await cartTestApp();
});
afterAll(async () => {
  await t?.close();
});

const activeCarts = async (userId: number) => {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from carts
    where user_id = ${userId} and status = 'active'`.execute(t.db);
  return rows[0]?.n;
};

const linesOf = async (userId: number) => {
  const { rows } = await sql<{ combination_id: number; quantity: number }>`
    select l.combination_id, l.quantity from cart_lines l join carts c on c.id = l.cart_id
     where c.user_id = ${userId} and c.status = 'active' order by l.id`.execute(t.db);
  return rows;
};

describe('the bag under concurrency', () => {
  it('20 parallel first adds by one member make one active cart holding all 20', async () => {
    const member = await shopper(t.app);
    const pick = await t.products.plain(30);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => member.add(productBody(pick, 1))),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((res) => res.json().data._id)).size).toBe(1);
    expect(await activeCarts(member.id)).toBe(1);
    expect(await linesOf(member.id)).toEqual([
      { combination_id: pick.combinationId, quantity: 20 },
    ]);
    expect(await member.count()).toBe(20);
  });

  it('parallel adds never take a line above its limit', async () => {
    const member = await shopper(t.app);
    const pick = await t.products.plain(30);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => member.add(productBody(pick, 3))),
    );
    const accepted = answers.filter((res) => res.statusCode === 200).length;
    const refused = answers.filter((res) => res.statusCode === 422);
    expect(accepted).toBe(6);
    for (const res of refused) expect(res.json().errorCode).toBe('cart_quantity_limit');
    expect(await linesOf(member.id)).toEqual([
      { combination_id: pick.combinationId, quantity: 18 },
    ]);
  });

  it('parallel quantity changes and adds stay within the limit', async () => {
    const member = await shopper(t.app);
    const pick = await t.products.plain(30);
    const first = (await member.add(productBody(pick, 1))).json().data;
    const update = (quantity: number) =>
      member.call('POST', '/user/me/carts', {
        id: first._id,
        action: 'add',
        product: {
          _id: first.line._id,
          id: pick.productId,
          combination_id: pick.combinationId,
          quantity,
        },
      });
    const answers = await Promise.all([
      update(18),
      member.add(productBody(pick, 5)),
      update(19),
      member.add(productBody(pick, 5)),
      update(17),
      member.add(productBody(pick, 2)),
    ]);
    for (const res of answers) expect([200, 422]).toContain(res.statusCode);
    const [line] = await linesOf(member.id);
    expect(line?.quantity).toBeGreaterThanOrEqual(1);
    expect(line?.quantity).toBeLessThanOrEqual(20);
  });

  it('two merges with the same key at once add the guest bag once, with no duplicated line', async () => {
    const member = await shopper(t.app);
    const [held, fresh] = [await t.products.plain(30), await t.products.plain(30)];
    await member.add(productBody(held, 2));
    const payload = {
      merge_key: randomUUID(),
      lines: [
        { id: held.productId, combination_id: held.combinationId, quantity: 3 },
        { id: fresh.productId, combination_id: fresh.combinationId, quantity: 4 },
      ],
    };
    const answers = await Promise.all([
      member.call('POST', '/user/me/carts/merge', payload),
      member.call('POST', '/user/me/carts/merge', payload),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const data = answers.map((res) => res.json().data);
    expect(data.map((d) => d.replayed).sort()).toEqual([false, true]);
    expect(data[0].count).toBe(9);
    expect(data[1].count).toBe(9);
    expect(await linesOf(member.id)).toEqual([
      { combination_id: held.combinationId, quantity: 5 },
      { combination_id: fresh.combinationId, quantity: 4 },
    ]);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from cart_merges
      where user_id = ${member.id}`.execute(t.db);
    expect(rows[0]?.n).toBe(1);
  });

  it('two merges with different keys at once never break the limit of 20', async () => {
    const member = await shopper(t.app);
    const pick = await t.products.plain(30);
    await member.add(productBody(pick, 10));
    const merge = () =>
      member.call('POST', '/user/me/carts/merge', {
        merge_key: randomUUID(),
        lines: [{ id: pick.productId, combination_id: pick.combinationId, quantity: 8 }],
      });
    const answers = await Promise.all([merge(), merge()]);
    const added = answers.map((res) => res.json().data.added[0]?.quantity ?? 0);
    expect(added.sort()).toEqual([2, 8]);
    expect(await linesOf(member.id)).toEqual([
      { combination_id: pick.combinationId, quantity: 20 },
    ]);
    expect(await activeCarts(member.id)).toBe(1);
  });

  it('parallel first merges of a member without a cart make one cart', async () => {
    const member = await shopper(t.app);
    const pick = await t.products.plain(30);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        member.call('POST', '/user/me/carts/merge', {
          merge_key: randomUUID(),
          lines: [{ id: pick.productId, combination_id: pick.combinationId, quantity: 1 }],
        }),
      ),
    );
    expect(new Set(answers.map((res) => res.json().data._id)).size).toBe(1);
    expect(await activeCarts(member.id)).toBe(1);
    expect(await member.count()).toBe(5);
  });
});
