import { afterEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../app';
import { sandboxCdnPurge } from '../adapters/cdn';
import {
  bodyNonces,
  buildPagesApp,
  headerNonce,
  pageBuild,
  withoutNonces,
} from '../test/cached-pages';
import { registerMember } from '../test/members';
import { createTestDatabase } from '@kilau/db/testing';

let running: App | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function pagesApp(options: Parameters<typeof buildPagesApp>[0] = {}) {
  running = await buildPagesApp(options);
  return running;
}

const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';

describe('the page cache (PAGE_CACHE=memory)', () => {
  it('serves a kept page with a fresh nonce that its own CSP header names', async () => {
    const app = await pagesApp();
    const first = await app.inject({ url: '/shop/all?page=2' });
    const second = await app.inject({ url: '/shop/all?page=2' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('MISS');
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(second.headers['cache-control']).toBe(SHARED);
    expect(second.headers.vary).toBe('Cookie');
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const res of [first, second]) {
      const nonces = bodyNonces(res.body);
      expect(nonces).toHaveLength(3);
      expect(new Set(nonces)).toEqual(new Set([headerNonce(res)]));
    }
    expect(headerNonce(first)).not.toBe(headerNonce(second));
    expect(withoutNonces(second.body)).toBe(withoutNonces(first.body));
    expect(second.body).toContain('<p id="path">/shop/all?page=2</p>');
  });

  it('keys pages by address and language, and renders them from nothing else of the guest', async () => {
    const app = await pagesApp();
    const english = await app.inject({
      url: '/',
      headers: { cookie: 'lang=en; tracking=secret-42; kilau_device=dev-1' },
    });
    expect(english.body).toContain('Welcome');
    expect(english.body).toContain('<p id="cookies">lang=en</p>');
    expect(english.body).not.toContain('secret-42');
    expect(english.body).not.toContain('dev-1');
    const indonesian = await app.inject({ url: '/' });
    expect(indonesian.headers['x-page-cache']).toBe('MISS');
    expect(indonesian.body).toContain('Selamat datang');
    const englishAgain = await app.inject({ url: '/', headers: { cookie: 'lang=en' } });
    expect(englishAgain.headers['x-page-cache']).toBe('HIT');
    expect(englishAgain.body).toContain('Welcome');
    const otherQuery = await app.inject({ url: '/?apps=1' });
    expect(otherQuery.headers['x-page-cache']).toBe('MISS');
    // Crawlers and people get one whole document (entry.server.tsx): one kept page serves both.
    const crawler = await app.inject({
      url: '/?apps=1',
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    });
    expect(crawler.headers['x-page-cache']).toBe('HIT');
    expect(withoutNonces(crawler.body)).toBe(withoutNonces(otherQuery.body));
  });

  it('never serves a member a kept page, and a member’s page is never kept', async () => {
    const app = await pagesApp();
    const member = await registerMember(app);
    await app.inject({ url: '/brand/x' }); // kept for guests
    const renders = pageBuild().renders;
    const mine = await member.inject({ url: '/brand/x' });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['x-page-cache']).toBeUndefined();
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.body).toContain(`<p id="member">${member.email}</p>`);
    expect(pageBuild().renders).toBe(renders + 1);

    const memberFirst = await member.inject({ url: '/brand/y' });
    expect(memberFirst.body).toContain(member.email);
    const guest = await app.inject({ url: '/brand/y' });
    expect(guest.headers['x-page-cache']).toBe('MISS');
    expect(guest.body).not.toContain(member.email);
    expect(guest.body).not.toContain('id="member"');
    // A bearer token is a member too.
    const bearer = await app.inject({
      url: '/brand/y',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(bearer.headers['x-page-cache']).toBeUndefined();
  });

  it('never keeps or serves a back-office page, nor any page to a staff cookie', async () => {
    const app = await pagesApp();
    for (const url of ['/admin', '/admin/staff', '/admin?x=1']) {
      await app.inject({ url });
      const again = await app.inject({ url });
      expect(again.headers['x-page-cache']).toBeUndefined();
    }
    await app.inject({ url: '/brand/z' }); // kept for guests
    const staff = await app.inject({ url: '/brand/z', cookies: { kilau_staff: 'some-token' } });
    expect(staff.headers['x-page-cache']).toBeUndefined();
    // Nor may a shared cache (a CDN) keep what a staff member was shown (a product's preview).
    expect(staff.headers['cache-control']).toBe('private, no-cache');
    // A shop page whose name only starts like the back office's is a shop page.
    await app.inject({ url: '/administrasi' });
    expect((await app.inject({ url: '/administrasi' })).headers['x-page-cache']).toBe('HIT');
  });

  it('never keeps or serves a kept page to a shopper in a store’s self-checkout mode', async () => {
    const app = await pagesApp();
    await app.inject({ url: '/brand/store' }); // kept for guests
    const inStore = await app.inject({
      url: '/brand/store',
      cookies: { kilau_store: '5:kiosk-1' },
    });
    expect(inStore.statusCode).toBe(200);
    expect(inStore.headers['x-page-cache']).toBeUndefined();
    // That store's header and stock: no shared cache may keep it either.
    expect(inStore.headers['cache-control']).toBe('private, no-cache');
    expect((await app.inject({ url: '/brand/store' })).headers['x-page-cache']).toBe('HIT');
  });

  it('keeps no answer that sets a cookie, no error and no redirect', async () => {
    const app = await pagesApp();
    for (const url of ['/promo?set-cookie=1', '/missing', '/moved']) {
      const renders = pageBuild().renders;
      const first = await app.inject({ url });
      const second = await app.inject({ url });
      expect(first.headers['x-page-cache']).toBeUndefined();
      expect(second.headers['x-page-cache']).toBeUndefined();
      expect(second.headers['cache-control'] ?? 'none').not.toContain('public');
      expect(pageBuild().renders - renders).toBe(url === '/moved' ? 0 : 2);
    }
    const cookie = await app.inject({ url: '/promo?set-cookie=1' });
    expect(cookie.cookies.map((c) => c.name)).toEqual(['seen']);
    expect((await app.inject({ url: '/missing' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/moved' })).statusCode).toBe(302);
  });

  it('answers HEAD from the same page (and a HEAD fills it for GET)', async () => {
    const app = await pagesApp();
    const head = await app.inject({ method: 'HEAD', url: '/product/serum' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['cache-control']).toBe(SHARED);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    const get = await app.inject({ url: '/product/serum' });
    expect(get.headers['x-page-cache']).toBe('HIT');
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(get.body));
    const headAgain = await app.inject({ method: 'HEAD', url: '/product/serum' });
    expect(headAgain.headers['x-page-cache']).toBe('HIT');
    expect(headAgain.body).toBe('');
  });

  it('renders a page once however many guests ask for it at once', async () => {
    const app = await pagesApp();
    let arrived = 0;
    app.addHook('preHandler', async (request) => {
      if (request.url === '/sale') arrived += 1;
    });
    let open = () => {};
    pageBuild().gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const renders = pageBuild().renders;
    try {
      const answers = Promise.all(Array.from({ length: 8 }, () => app.inject({ url: '/sale' })));
      while (arrived < 8) await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      open();
      const all = await answers;
      expect(all.map((res) => res.headers['x-page-cache'])).toEqual(Array(8).fill('MISS'));
      expect(pageBuild().renders - renders).toBe(1);
      const nonces = all.map(headerNonce);
      expect(new Set(nonces).size).toBe(8);
      for (const res of all)
        expect(new Set(bodyNonces(res.body))).toEqual(new Set([headerNonce(res)]));
    } finally {
      pageBuild().gate = null;
    }
  });

  it('serves a page stale while one refresh renders it again, then the new one', async () => {
    let now = new Date('2026-11-26T01:00:00Z');
    const app = await pagesApp({ clock: () => now });
    await app.inject({ url: '/stale' });
    now = new Date(now.getTime() + 61_000);
    const renders = pageBuild().renders;
    const stale = await app.inject({ url: '/stale' });
    expect(stale.headers['x-page-cache']).toBe('STALE');
    expect(stale.headers.age).toBe('61');
    await vi.waitFor(() => expect(pageBuild().renders).toBe(renders + 1));
    await vi.waitFor(async () => {
      const fresh = await app.inject({ url: '/stale' });
      expect(fresh.headers['x-page-cache']).toBe('HIT');
      expect(fresh.headers.age).toBe('0');
    });
    now = new Date(now.getTime() + 121_000);
    expect((await app.inject({ url: '/stale' })).headers['x-page-cache']).toBe('MISS');
  });

  it('is emptied by the operator’s purge, which also purges the CDN', async () => {
    const cdn = sandboxCdnPurge({ info: () => {} });
    const database = await createTestDatabase();
    try {
      const app = await pagesApp({ cdnPurge: cdn, database });
      await app.inject({ url: '/' });
      expect((await app.inject({ url: '/' })).headers['x-page-cache']).toBe('HIT');
      // A member may not purge; the page stays.
      const operator = await registerMember(app);
      const refused = await operator.inject({ method: 'POST', url: '/api/ops/pages/purge' });
      expect(refused.statusCode).toBe(403);
      expect((await app.inject({ url: '/' })).headers['x-page-cache']).toBe('HIT');
      expect(cdn.purges).toBe(0);

      await database.db
        .updateTable('users')
        .set({ role: 'operator' })
        .where('id', '=', operator.id)
        .execute();
      const purged = await operator.inject({ method: 'POST', url: '/api/ops/pages/purge' });
      expect(purged.statusCode).toBe(200);
      expect(purged.json().data).toEqual({ pages: 'purged', cdn: 'sandbox' });
      expect(cdn.purges).toBe(1);
      expect((await app.inject({ url: '/' })).headers['x-page-cache']).toBe('MISS');
    } finally {
      await running?.close();
      running = undefined;
      await database.close();
    }
  });

  it('keeps nothing that a render started before a purge made', async () => {
    const app = await pagesApp();
    let open = () => {};
    pageBuild().gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const waiting = pageBuild().waiting;
    try {
      const answer = app.inject({ url: '/racing' });
      while (pageBuild().waiting === waiting) await new Promise((resolve) => setImmediate(resolve));
      await app.pagePurge.purge('test');
      open();
      expect((await answer).headers['x-page-cache']).toBe('MISS');
    } finally {
      pageBuild().gate = null;
    }
    expect((await app.inject({ url: '/racing' })).headers['x-page-cache']).toBe('MISS');
  });

  it('is off by default: pages are rendered every time', async () => {
    const app = await pagesApp({ pageCache: 'off' });
    const renders = pageBuild().renders;
    const first = await app.inject({ url: '/' });
    await app.inject({ url: '/' });
    expect(first.headers['x-page-cache']).toBeUndefined();
    expect(first.headers['cache-control']).toBe(SHARED);
    expect(pageBuild().renders - renders).toBe(2);
  });
});
