import { describe, expect, it } from 'vitest';
import { memberCookie, routeRequest, stubApi } from '~/testing/route-module';
import { loader } from './root';

/** The root loader's API calls for a page request with `cookie`. */
async function shellCalls(cookie: string | null, url = '/') {
  const api = stubApi({
    'GET /api/accounts/user/me': {
      data: {
        id: 7,
        user_name: 'kirana',
        first_name: 'Kirana',
        last_name: 'Putri',
        email: 'k@kilau.id',
      },
    },
    'GET /api/cart/user/me/carts/count': { data: 3 },
  });
  const run = loader as (args: unknown) => Promise<{ member: unknown; bagCount: number | null }>;
  const data = await run({
    request: routeRequest(url, { cookie }),
    context: api.context,
    params: {},
  });
  return { data, paths: api.calls.map((call) => call.path.split('?')[0]) };
}

describe('the root loader (the page shell)', () => {
  it('asks a guest’s page nothing personal: the bag and hearts live in the browser', async () => {
    const { data, paths } = await shellCalls('lang=id');
    expect(data).toMatchObject({ member: null, bagCount: null, wishlist: null });
    expect(paths).not.toContain('/api/accounts/user/me');
    expect(paths).not.toContain('/api/cart/user/me/carts/count');
    expect(paths.some((path) => path?.includes('wishlist'))).toBe(false);
  });

  it('reads a member’s name, bag count and hearts', async () => {
    const { data, paths } = await shellCalls(memberCookie());
    expect(data).toMatchObject({ member: { name: 'Kirana' }, bagCount: 3 });
    expect(paths).toEqual(
      expect.arrayContaining(['/api/accounts/user/me', '/api/cart/user/me/carts/count']),
    );
  });

  it('reads none of the shop’s data for the back office, which shows no shop chrome', async () => {
    const { data, paths } = await shellCalls(memberCookie(), '/admin/staff');
    expect(data).toMatchObject({ member: null, bagCount: null, wishlist: null, categories: [] });
    expect(paths).not.toContain('/api/accounts/user/me');
    expect(paths).not.toContain('/api/cart/user/me/carts/count');
    expect(paths.some((path) => path?.includes('wishlist') || path?.includes('categor'))).toBe(
      false,
    );
  });
});
