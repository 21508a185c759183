import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiResult } from '~/lib/api-client.server';
import { handleBagAction } from './bag-page-actions.server';

type Call = { method: string; path: string; body: unknown };

/** An API client that records calls and answers each with `reply`. */
function fakeApi(reply: (call: Call) => ApiResult<unknown> = () => okResult()) {
  const calls: Call[] = [];
  const record = async (method: string, path: string, body: unknown) => {
    const call = { method, path, body };
    calls.push(call);
    return reply(call);
  };
  const api = {
    request: vi.fn((path: string, init: RequestInit = {}) =>
      record(init.method ?? 'GET', path, init.body ? JSON.parse(String(init.body)) : undefined),
    ),
    get: vi.fn((path: string) => record('GET', path, undefined)),
    post: vi.fn((path: string, body?: unknown) => record('POST', path, body)),
    put: vi.fn((path: string, body?: unknown) => record('PUT', path, body)),
    delete: vi.fn((path: string) => record('DELETE', path, undefined)),
  } as unknown as ApiClient;
  return { api, calls };
}

function okResult(): ApiResult<unknown> {
  return { ok: true, status: 200, data: {}, meta: { code: 200 } };
}

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
};

const line = {
  cart_id: 'c1',
  line_id: 'l1',
  product_id: '101',
  combination_id: '1001',
};

async function run(fields: Record<string, string>, api: ApiClient, locale: 'id' | 'en' = 'id') {
  const result = (await handleBagAction({
    api,
    form: formOf(fields),
    locale,
    loginPath: '/?login=1&redirect=/order',
  })) as { data: Record<string, unknown>; init: { status?: number } | null };
  return { body: result.data, status: result.init?.status ?? 200 };
}

describe('the bag action, by intent (design/the-bag.md contract)', () => {
  it('sets a line quantity with action add on POST /user/me/carts', async () => {
    const { api, calls } = fakeApi();
    const { body } = await run({ intent: 'update', ...line, quantity: '3' }, api);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/cart/user/me/carts',
        body: {
          id: 'c1',
          action: 'add',
          product: { _id: 'l1', id: '101', combination_id: '1001', quantity: 3 },
        },
      },
    ]);
    expect(body).toMatchObject({ intent: 'update', ok: true, target: 'l1' });
  });

  it('refuses a quantity below 1 without calling the API', async () => {
    const { api, calls } = fakeApi();
    const { body, status } = await run({ intent: 'update', ...line, quantity: '0' }, api);
    expect(calls).toEqual([]);
    expect(status).toBe(422);
    expect(body).toMatchObject({ ok: false, message: 'Jumlah harus minimal 1.' });
  });

  it('deletes a line, and returns to /order when it was removed on shipping or payment', async () => {
    const { api, calls } = fakeApi();
    const { body } = await run({ intent: 'remove', ...line, quantity: '2', from: '/order' }, api);
    expect(calls[0]).toMatchObject({
      path: '/api/cart/user/me/carts',
      body: { id: 'c1', action: 'delete', product: { _id: 'l1', quantity: 2 } },
    });
    expect(body).toMatchObject({ intent: 'remove', ok: true });

    const thrown = await run(
      { intent: 'remove', ...line, quantity: '2', from: '/order/payment' },
      api,
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/order');
  });

  it('applies a voucher code without whitespace; an empty code is refused here too', async () => {
    const { api, calls } = fakeApi();
    await run({ intent: 'apply-voucher', voucher_code: ' glow 50 ' }, api);
    expect(calls).toEqual([
      { method: 'POST', path: '/api/cart/user/me/carts/voucher', body: { voucher_code: 'glow50' } },
    ]);
    const empty = await run({ intent: 'apply-voucher', voucher_code: '  ' }, api);
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ ok: false, message: 'Kode Voucher harus diisi' });
    expect(calls).toHaveLength(1);
  });

  it('says which option a voucher or points cleared (000 §4 exclusive options)', async () => {
    const { api } = fakeApi();
    const voucher = await run(
      { intent: 'apply-voucher', voucher_code: 'GLOW50', applied_points: '30' },
      api,
    );
    expect(voucher.body.cleared).toEqual({ kind: 'points', points: 30 });
    const points = await run(
      { intent: 'apply-points', points: '25', applied_voucher_code: 'GLOW50' },
      api,
    );
    expect(points.body.cleared).toEqual({ kind: 'voucher', code: 'GLOW50' });
  });

  it('passes the API refusal on, and says "Terjadi kesalahan sistem" when a voucher call fails', async () => {
    const refused = fakeApi(() => ({
      ok: false,
      status: 422,
      errorCode: 'voucher_quota_reached',
      message: 'Kuota voucher sudah habis.',
    }));
    const first = await run({ intent: 'apply-voucher', voucher_code: 'HABIS' }, refused.api);
    expect(first.status).toBe(422);
    expect(first.body).toMatchObject({
      ok: false,
      message: 'Kuota voucher sudah habis.',
      errorCode: 'voucher_quota_reached',
    });
    const broken = fakeApi(() => ({ ok: false, status: 500 }));
    const second = await run({ intent: 'apply-voucher', voucher_code: 'GLOW50' }, broken.api);
    expect(second.body).toMatchObject({ ok: false, message: 'Terjadi kesalahan sistem' });
    const third = await run({ intent: 'update', ...line, quantity: '2' }, broken.api, 'en');
    expect(third.body.message).toBe('Please try again in a moment.');
  });

  it('removes a voucher and points with DELETE bodies, and toggles the paper bag', async () => {
    const { api, calls } = fakeApi();
    await run({ intent: 'remove-voucher', voucher_id: 'v1', cart_id: 'c1' }, api);
    await run({ intent: 'remove-points', points: '30', cart_id: 'c1' }, api);
    await run({ intent: 'paper-bag-on', voucher_id: 'pb1' }, api);
    await run({ intent: 'paper-bag-off' }, api);
    expect(calls).toEqual([
      {
        method: 'DELETE',
        path: '/api/cart/user/me/carts/voucher',
        body: { voucher_id: 'v1', _id: 'c1' },
      },
      { method: 'DELETE', path: '/api/cart/user/me/carts/points', body: { points: 30, _id: 'c1' } },
      { method: 'POST', path: '/api/cart/user/me/carts/paper-bag', body: { voucher_id: 'pb1' } },
      { method: 'DELETE', path: '/api/cart/user/me/carts/paper-bag', body: undefined },
    ]);
  });

  it('sends no points redemption for zero (000 §5)', async () => {
    const { api, calls } = fakeApi();
    const { body, status } = await run({ intent: 'apply-points', points: '0' }, api);
    expect(calls).toEqual([]);
    expect(status).toBe(422);
    expect(body).toMatchObject({ message: 'Jumlah beauty points harus lebih dari 0.' });
  });

  it('adds a special-price product as one unit with its special-price voucher', async () => {
    const { api, calls } = fakeApi();
    await run(
      {
        intent: 'add-special-price',
        product_id: '55',
        combination_id: '550',
        special_price_voucher_id: 'SP-55',
      },
      api,
    );
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/cart/carts',
      body: {
        product: {
          id: '55',
          combination_id: '550',
          quantity: 1,
          is_special_price: true,
          special_price_voucher_id: 'SP-55',
        },
      },
    });
  });

  it('sends a shopper whose session ended to log in, and refuses unknown intents', async () => {
    const { api } = fakeApi(() => ({ ok: false, status: 401 }));
    const thrown = await run({ intent: 'update', ...line, quantity: '2' }, api).catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).headers.get('Location')).toBe('/?login=1&redirect=/order');
    const unknown = await run({ intent: 'explode' }, api).catch((error: unknown) => error);
    expect(unknown).toMatchObject({ init: { status: 400 } });
  });
});
