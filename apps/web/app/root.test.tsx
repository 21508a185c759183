import { describe, expect, it } from 'vitest';
import { memberCookie, routeRequest, stubApi } from '~/testing/route-module';
import { loader } from './root';

const banner = (id: number, title: string) => ({
  id,
  _id: String(id),
  title,
  subtitle: '',
  image_url: null,
  link_url: '/promo',
  offer: null,
  location: 'floating_banners',
  type: 'mini',
});

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
    'GET /api/banners/all': {
      data: {
        searchbar_promo_text: [banner(5, 'Cari serum — diskon 30%')],
        floating_banners: [banner(6, 'Promo A'), banner(7, 'Promo B'), banner(8, 'Promo C')],
        emergency_announcement: [banner(9, 'Pengiriman tertunda')],
      },
    },
  });
  const run = loader as (args: unknown) => Promise<Record<string, unknown>>;
  const data = await run({
    request: routeRequest(url, { cookie }),
    context: api.context,
    params: {},
  });
  return { data, paths: api.calls.map((call) => call.path.split('?')[0]), calls: api.calls };
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

  it('reads the search bar text, the floating banners (at most 2) and the emergency announcement for every shop page, in one call', async () => {
    const { data, calls } = await shellCalls('lang=id', '/shop/all');
    expect(calls.map((call) => call.path)).toContain(
      '/api/banners/all?locations=searchbar_promo_text,floating_banners,emergency_announcement',
    );
    const banners = data.banners as {
      searchPromo: { id: number; title: string };
      floating: Array<{ title: string }>;
      emergency: { title: string } | null;
      popup: unknown[];
    };
    expect(banners.searchPromo).toMatchObject({ id: 5, title: 'Cari serum — diskon 30%' });
    expect(banners.floating.map((b) => b.title)).toEqual(['Promo A', 'Promo B']);
    expect(banners.emergency).toMatchObject({ title: 'Pengiriman tertunda' });
    // The popups are the browser's: the server renders no dialog.
    expect(banners.popup).toEqual([]);
  });

  it('reads none of the shop’s data for the back office, which shows no shop chrome', async () => {
    const { data, paths } = await shellCalls(memberCookie(), '/admin/staff');
    expect(data).toMatchObject({ member: null, bagCount: null, wishlist: null, categories: [] });
    expect(paths).not.toContain('/api/accounts/user/me');
    expect(paths).not.toContain('/api/cart/user/me/carts/count');
    expect(
      paths.some(
        (path) =>
          path?.includes('wishlist') || path?.includes('categor') || path?.includes('banners'),
      ),
    ).toBe(false);
  });
});
