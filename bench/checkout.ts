// Checkout's bench: a member with an address places orders one after the other (the shopper's
// wait on PLACE ORDER). Before each timed call, untimed: one product into a fresh bag, the
// cheapest shipping service chosen, the total read as the payment page shows it.
import { randomUUID } from 'node:crypto';
import type { BenchMember } from './cart';

type Envelope<T> = { success: boolean; data: T; message?: string };

async function call<T>(baseUrl: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(baseUrl + path, init);
  const body = (await res.json()) as Envelope<T>;
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${body.message}`);
  return body.data;
}

/** Jl. Setiabudi, Sukasari, Kota Bandung, Jawa Barat (a seeded region). */
const ADDRESS = {
  title: 'Rumah',
  contact: 'Bench Shopper',
  firstname: 'Bench',
  lastname: 'Shopper',
  address1: 'Jl. Setiabudi No. 10',
  address2: 'RT 01 RW 02',
  country: 'Indonesia',
  province: '32',
  city: '32.73',
  district: '32.73.01',
  subdistrict: '32.73.01.1001',
  zipcode: '40154',
  phone: '081234567890',
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * `POST /api/order/orders` with a BCA virtual account (the sandbox gateway charges in process),
 * `calls` times after `warmup`; answers the median and p99 in milliseconds.
 */
export async function measurePlaceOrder(
  baseUrl: string,
  member: BenchMember,
  options: { calls: number; warmup: number },
) {
  const json = { ...member.headers, 'content-type': 'application/json' };
  const address = await call<{ _id?: string; id?: number | string }>(baseUrl, '/api/addresses', {
    method: 'POST',
    headers: json,
    body: JSON.stringify(ADDRESS),
  });
  const addressId = Number(address.id ?? address._id);
  // The first (warm-up) order also takes the lines the member's bag was prepared with.
  const timings: number[] = [];
  for (let i = 0; i < options.warmup + options.calls; i += 1) {
    const product = member.pool[i % member.pool.length] as BenchMember['pool'][number];
    const added = await call<{ _id: string }>(baseUrl, '/api/cart/carts', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        product: { id: product.id, combination_id: String(product.combinationId), quantity: 1 },
      }),
    });
    const services = await call<Array<{ code: string; fee_after_discount: number }>>(
      baseUrl,
      `/api/shipping/user/me/shippings?filter[address_id]=${addressId}`,
      { headers: json },
    );
    const service = services[0];
    if (!service) throw new Error('no shipping service for the bench address');
    await call(baseUrl, '/api/shipping/user/me/shippings', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        address_id: addressId,
        cart_id: Number(added._id),
        service_code: service.code,
      }),
    });
    const cart = await call<{ totals: { total_amount_after_discount: number } }>(
      baseUrl,
      '/api/cart/user/me/carts',
      { headers: json },
    );
    const body = JSON.stringify({
      cart_id: added._id,
      payment_method: 'bca_virtual_account',
      total_price: cart.totals.total_amount_after_discount + service.fee_after_discount,
    });
    const started = process.hrtime.bigint();
    const res = await fetch(`${baseUrl}/api/order/orders`, {
      method: 'POST',
      headers: { ...json, 'idempotency-key': randomUUID() },
      body,
    });
    const answer = (await res.json()) as Envelope<unknown>;
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (res.status !== 201) throw new Error(`place order failed: ${res.status} ${answer.message}`);
    if (i >= options.warmup) timings.push(elapsed);
  }
  timings.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    calls: timings.length,
    p50: round(percentile(timings, 50)),
    p99: round(percentile(timings, 99)),
  };
}
