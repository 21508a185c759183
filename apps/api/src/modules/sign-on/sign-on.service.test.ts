// The broker without SIGN_ON_ORIGINS (the default): it reports this site's state and never sends
// anyone anywhere; the home's authorize and the redeem have nothing to do.
import { describe, expect, it } from 'vitest';
import type { SessionsRepository } from '../../lib/sessions.repository';
import type { SignOnRepository } from './sign-on.repository';
import { createSignOnService } from './sign-on.service';

const untouched = new Proxy({} as SignOnRepository & SessionsRepository, {
  get: (_target, name) => () => {
    throw new Error(`no ticket or session expected (${String(name)})`);
  },
});
const service = (origins: string[]) =>
  createSignOnService({
    tickets: untouched,
    sessions: untouched,
    clock: () => new Date('2026-11-21T03:00:00Z'),
    origins,
  });

describe('the sign-on broker without configured sites', () => {
  const site = 'https://kilau.id';
  const alone = service([]);

  it('reports the state and never redirects, whatever the browser', () => {
    for (const member of [true, false]) {
      expect(
        alone.broker({ origin: site, member, brokered: false, returnTo: `${site}/shop` }),
      ).toEqual({ state: member ? 'member' : 'guest', redirect: null, browserState: null });
    }
  });

  it('still refuses a return address off this site', () => {
    expect(() =>
      alone.broker({ origin: site, member: false, brokered: false, returnTo: 'https://evil.com' }),
    ).toThrow(expect.objectContaining({ status: 400, errorCode: 'sign_on_return_refused' }));
  });

  it('mints nothing: no site is the home', async () => {
    await expect(
      alone.authorize({ origin: site, memberId: 1, returnTo: `${site}/`, state: 'a'.repeat(43) }),
    ).rejects.toMatchObject({ status: 400, errorCode: 'sign_on_not_home' });
  });

  it('a redeem link leaves a guest on the page, with no ticket looked up', async () => {
    const result = await alone.redeem({
      origin: site,
      returnTo: `${site}/shop`,
      ticket: undefined,
      browserState: 'a'.repeat(43),
      signedIn: false,
      opening: { ip: '10.0.0.1', userAgent: undefined },
    });
    expect(result).toEqual({ location: `${site}/shop`, state: 'guest', session: null });
  });

  it('with sites configured, only a site other than the home goes round', () => {
    const shop = service([site, 'https://academy.kilau.co']);
    const from = (origin: string) =>
      shop.broker({ origin, member: false, brokered: false, returnTo: `${origin}/x` }).redirect;
    expect(from(site)).toBeNull();
    expect(from('https://academy.kilau.co')).toMatch(
      /^https:\/\/kilau\.id\/api\/sign-on\/authorize\?return=https%3A%2F%2Facademy\.kilau\.co%2Fx&state=[\w-]{43}$/,
    );
  });
});
