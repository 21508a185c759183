// The operator's command line against the shop listening on 127.0.0.1 (an ephemeral port),
// in process through `runOps`, and once through the real `npm run ops` entry (tsx).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { buildOrdersApp } from '../test/operator';
import {
  operatorOf,
  placeOrder,
  type Caller,
  type SellableCombination,
  ordersAppWithGoods,
} from '../test/operator';
import { parseArgs, runOps } from './ops-commands';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
let env: Awaited<ReturnType<typeof buildOrdersApp>>;
let goods: SellableCombination[];
let operator: Caller;
let url: string;

beforeAll(async () => {
  ({ env, goods } = await ordersAppWithGoods({ count: 4 }));
  operator = await operatorOf(env);
  url = await env.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await env?.close();
});

async function ops(argv: string[], extra: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOps(argv, {
    env: {
      KILAU_URL: url,
      KILAU_OPS_EMAIL: operator.email,
      KILAU_OPS_PASSWORD: 'rahasia123',
      ...extra,
    },
    fetch: globalThis.fetch,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run ops', () => {
  it('reads flags with a value, inline or alone', () => {
    expect(parseArgs(['order:advance', 'KLU-1', 'shipped', '--note', 'Via kurir', '--x'])).toEqual({
      positionals: ['order:advance', 'KLU-1', 'shipped'],
      flags: { note: 'Via kurir', x: 'true' },
    });
    expect(parseArgs(['--state=payment-accepted']).flags).toEqual({ state: 'payment-accepted' });
  });

  it('advances an order, lists by state and shows it with its history', async () => {
    const { order } = await placeOrder(env, goods[0]!, 1);
    const ref = order.reference_code;
    const paid = await ops(['order:advance', ref, 'paid', '--note', 'Mutasi cocok']);
    expect(paid).toMatchObject({
      code: 0,
      out: `Pesanan ${ref} kini berstatus Payment accepted.`,
    });
    for (const state of ['verified', 'picking', 'packed', 'slip']) {
      expect((await ops(['order:advance', ref, state])).code).toBe(0);
    }
    const shipped = await ops(['order:advance', ref, 'shipped', '--carrier', 'jnt'], {
      KILAU_LANG: 'en',
    });
    expect(shipped.code).toBe(0);
    expect(shipped.out).toMatch(
      new RegExp(`^Order ${ref} is now Shipped\\.\\nJ&T Express JP\\d{10}$`),
    );

    const listed = await ops(['order:list', '--state', 'shipped']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(ref);
    const shown = await ops(['order:show', ref]);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain(`${ref}  Shipped`);
    expect(shown.out).toContain('Payment accepted  (Mutasi cocok)');
    expect(shown.out).toMatch(/parcel {4}J&T Express EZ JP\d{10}/);
    expect(shown.out).toContain('next      Delivered | Undelivered');
  });

  it('prints the refusal and exits 1; usage exits 2; an unreachable shop exits 1', async () => {
    const { order } = await placeOrder(env, goods[1]!, 1);
    const refused = await ops(['order:advance', order.reference_code, 'delivered']);
    expect(refused).toMatchObject({
      code: 1,
      err: 'Pesanan tidak dapat dipindahkan dari Awaiting bank wire payment ke Delivered.',
    });
    expect((await ops(['order:show', 'KLU-000000-NOPE00'])).err).toBe('Pesanan tidak ditemukan.');
    expect((await ops(['order:fly'])).code).toBe(2);
    expect((await ops(['order:advance', order.reference_code])).code).toBe(2);
    const wrong = await ops(['order:list'], { KILAU_OPS_PASSWORD: 'salah-sekali' });
    expect(wrong.code).toBe(1);
    const down = await ops(['order:list'], { KILAU_URL: 'http://127.0.0.1:1' });
    expect(down.code).toBe(1);
    expect(down.err).toContain('Cannot reach the shop at http://127.0.0.1:1');
    // A member is not an operator.
    const member = await placeOrder(env, goods[2]!, 1);
    const asMember = await ops(['order:list'], { KILAU_OPS_EMAIL: member.who.email });
    expect(asMember).toMatchObject({
      code: 1,
      err: 'Hanya operator toko yang dapat melakukan ini.',
    });
  });

  it('lists the refunds owed and pays one (the order moves to Refund)', async () => {
    const { who, order } = await placeOrder(env, goods[3]!, 1);
    const ref = order.reference_code;
    expect((await ops(['order:advance', ref, 'paid'])).code).toBe(0);
    const cancelled = await who.inject({
      method: 'PUT',
      url: `/api/order/order/${order._id}/cancelled`,
      payload: { cancellation_reason: 'Salah pilih warna', reference_code: ref },
    });
    expect(cancelled.statusCode).toBe(200);
    const owed = await ops(['refund:list']);
    expect(owed.code).toBe(0);
    expect(owed.out).toMatch(
      new RegExp(`^${ref} +Rp\\s?[\\d.]+ +pending +Salah pilih warna +Cancelled`, 'm'),
    );
    expect(await ops(['refund:paid', ref, '--note', 'Transfer balik BCA'])).toMatchObject({
      code: 0,
      out: `Pesanan ${ref} kini berstatus Refund.`,
    });
    expect((await ops(['refund:list'])).out).not.toContain(ref);
    expect((await ops(['refund:list', '--status', 'refunded'])).out).toMatch(
      new RegExp(`^${ref} .* refunded `, 'm'),
    );
    expect((await ops(['refund:paid'])).code).toBe(2);
  });

  it('purges guests’ cached pages (no page cache, no CDN here: said so)', async () => {
    const purged = await ops(['pages:purge']);
    expect(purged).toMatchObject({ code: 0, out: 'Page cache: off. CDN: sandbox.' });
    expect((await ops(['pages:purge', 'extra'])).code).toBe(2);
  });

  it('runs as `npm run ops` does (tsx entry)', async () => {
    const { order } = await placeOrder(env, goods[0]!, 1);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        'apps/api/src/cli/ops.ts',
        'order:show',
        order.reference_code,
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          KILAU_URL: url,
          KILAU_OPS_EMAIL: operator.email,
          KILAU_OPS_PASSWORD: 'rahasia123',
        },
        timeout: 60_000,
      },
    );
    expect(stdout).toContain(`${order.reference_code}  Awaiting bank wire payment`);
  });
});
