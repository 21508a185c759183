// The bag's bench: a signed-in member with a few lines in the bag, single add-to-bag calls timed
// one after the other (the shopper's wait), and the cart read under load (autocannon, scenarios.ts).
import { randomBytes } from 'node:crypto';
import { SCALE_SHOPPER } from '../packages/db/src/seed/scale/scale-orders';

export interface BenchMember {
  /** `Authorization: Bearer …` of the member. */
  headers: Record<string, string>;
  /** Ordinary products in stock to add (id, combination id). */
  pool: Array<{ id: number; combinationId: number }>;
}

type Tile = {
  id: number;
  slug: string;
  classification: string | null;
  is_pack: boolean;
  is_in_stock: boolean;
  default_combination: { id: number; is_pre_order: boolean } | null;
};

/** The product's detail: the default combination's stock (a tile carries none). */
type Detail = { default_combination: { id: number; stock: number } | null };

async function call(baseUrl: string, path: string, init: RequestInit = {}) {
  const res = await fetch(baseUrl + path, init);
  const body = (await res.json()) as { success: boolean; data: unknown; message?: string };
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${body.message}`);
  return body.data;
}

/** Registers a fresh bench member; answers its `Authorization: Bearer …` header. */
export async function registerBenchMember(baseUrl: string): Promise<Record<string, string>> {
  const tag = randomBytes(4).toString('hex');
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench${tag}@example.com`,
      user_name: `bench_${tag}`,
      password: 'rahasia123',
    }),
  });
  const session = res.headers
    .getSetCookie()
    .map((cookie) => /^kilau_session=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean);
  if (!res.ok || !session) throw new Error(`bench member registration failed: ${res.status}`);
  return { authorization: `Bearer ${session}` };
}

/**
 * Signs in as seed:scale's shopper (`--orders`: about 120 of the generated orders are hers);
 * answers her `Authorization: Bearer …` header.
 */
export async function signInScaleShopper(baseUrl: string): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}/api/auth/login?transport=bearer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SCALE_SHOPPER.email, password: SCALE_SHOPPER.password }),
  });
  const body = (await res.json()) as { data?: { token?: string }; message?: string };
  if (!res.ok || !body.data?.token)
    throw new Error(
      `scale shopper sign-in failed (seeded with --orders?): ${res.status} ${body.message}`,
    );
  return { authorization: `Bearer ${body.data.token}` };
}

/** Registers a bench member and fills the bag with a few lines, as a shopper's bag looks. */
export async function prepareBenchMember(baseUrl: string, bagLines = 4): Promise<BenchMember> {
  const headers = await registerBenchMember(baseUrl);

  const tiles = (await call(
    baseUrl,
    '/api/catalog/v3/products?limit=100&sort=bestseller',
  )) as Tile[];
  const pool: BenchMember['pool'] = [];
  for (const tile of tiles) {
    const combination = tile.default_combination;
    if (tile.classification !== null || tile.is_pack || !tile.is_in_stock) continue;
    if (!combination || combination.is_pre_order) continue;
    const detail = (await call(
      baseUrl,
      `/api/catalog/v2/products/${tile.id}-${tile.slug}`,
    )) as Detail;
    if ((detail.default_combination?.stock ?? 0) >= 50) {
      pool.push({ id: tile.id, combinationId: combination.id });
    }
  }
  if (pool.length < bagLines + 10) throw new Error('not enough products in stock for the bench');
  for (const product of pool.slice(0, bagLines)) {
    await call(baseUrl, '/api/cart/carts', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        product: { id: product.id, combination_id: String(product.combinationId), quantity: 2 },
      }),
    });
  }
  return { headers, pool: pool.slice(bagLines) };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Add-to-bag latency as one shopper feels it: `calls` sequential `POST /api/cart/carts` of one
 * unit, each timed alone; after each, the line is removed again (untimed) so the bag keeps its
 * size. Answers the median and p99 in milliseconds.
 */
export async function measureAddToBag(
  baseUrl: string,
  member: BenchMember,
  options: { calls: number; warmup: number },
) {
  const json = { ...member.headers, 'content-type': 'application/json' };
  const timings: number[] = [];
  for (let i = 0; i < options.warmup + options.calls; i += 1) {
    const product = member.pool[i % member.pool.length] as BenchMember['pool'][number];
    const started = process.hrtime.bigint();
    const res = await fetch(`${baseUrl}/api/cart/carts`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        product: { id: product.id, combination_id: String(product.combinationId), quantity: 1 },
      }),
    });
    const body = (await res.json()) as {
      data: { _id: string; line: { _id: string } };
      message?: string;
    };
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (!res.ok) throw new Error(`add to bag failed: ${res.status} ${body.message}`);
    if (i >= options.warmup) timings.push(elapsed);
    await call(baseUrl, '/api/cart/user/me/carts', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        id: body.data._id,
        action: 'delete',
        product: {
          _id: body.data.line._id,
          id: product.id,
          combination_id: product.combinationId,
        },
      }),
    });
  }
  timings.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    calls: timings.length,
    p50: round(percentile(timings, 50)),
    p99: round(percentile(timings, 99)),
    mean: round(timings.reduce((sum, ms) => sum + ms, 0) / timings.length),
  };
}
