import { describe, expect, it, vi } from 'vitest';
import { cartCalls } from '~/features/cart/api/cart-calls';
import type { ApiClient } from './api-client';
import { storeModeFromCookieHeader } from '@kilau/domain/stores';
import { storeCartFields, storeModeCookie } from './store-mode';

describe('self-checkout mode cookie (issue 23)', () => {
  it('reads back what it writes', () => {
    const cookie = storeModeCookie({ storeId: 5, selfCheckoutId: 'qr:1' }, { secure: true });
    expect(cookie).toBe('kilau_store=5%3Aqr%3A1; Path=/; SameSite=Lax; Secure');
    const header = `lang=id; ${cookie.split(';')[0]}`;
    expect(storeModeFromCookieHeader(header)).toEqual({ storeId: 5, selfCheckoutId: 'qr:1' });
  });

  it.each([null, '', 'lang=id', 'kilau_store=', 'kilau_store=abc%3A1', 'kilau_store=%E0'])(
    '%s is no mode',
    (header) => expect(storeModeFromCookieHeader(header)).toBeNull(),
  );

  it("every add in the mode carries the store's id and source", async () => {
    const post = vi.fn(async () => ({ ok: true, status: 200, data: {}, meta: {} }));
    const api = { post } as unknown as ApiClient;
    const line = { product: { id: '1', combination_id: '2', quantity: 1 } };
    await cartCalls(api, 5).add(line as never);
    await cartCalls(api).add(line as never);
    expect(post.mock.calls.map((call) => (call as unknown[])[1])).toEqual([
      expect.objectContaining({ store_id: 5, source: 'kilau_store', action: 'add' }),
      expect.not.objectContaining({ store_id: expect.anything() }),
    ]);
    expect(storeCartFields(null)).toEqual({});
  });
});
