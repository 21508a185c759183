import { render, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countrySiteForBrowser, SIGN_ON_READY_ATTRIBUTE, useAppStart } from './use-app-start';

const CONFIG = { siteCountry: 'ID', countrySites: { VN: 'https://kilau.vn' } };
const at = (search = '') => ({ pathname: '/shop/all', search });

afterEach(() => {
  document.cookie = 'country=; Max-Age=0; Path=/';
  window.localStorage.removeItem('bypassCountryRedirection');
});

describe('the country sites in the browser (001 §2, §4)', () => {
  it('sends a Vietnamese time zone to the Vietnamese site, path kept', () => {
    expect(countrySiteForBrowser(CONFIG, at('?page=2'), 'Asia/Ho_Chi_Minh')).toBe(
      'https://kilau.vn/shop/all?page=2',
    );
  });

  it('keeps a Jakarta visitor here and remembers this country for 365 days', () => {
    expect(countrySiteForBrowser(CONFIG, at(), 'Asia/Jakarta')).toBeNull();
    expect(document.cookie).toContain('country=ID');
  });

  it('stays for good after a link with bypassCountryRedirection', () => {
    expect(
      countrySiteForBrowser(CONFIG, at('?bypassCountryRedirection=1'), 'Asia/Saigon'),
    ).toBeNull();
    expect(window.localStorage.getItem('bypassCountryRedirection')).toBe('true');
    expect(document.cookie).toContain('country=ID');
    // Later visits, without the parameter, stay too.
    expect(countrySiteForBrowser(CONFIG, at(), 'Asia/Saigon')).toBeNull();
  });

  it('follows a country cookie naming another configured site', () => {
    document.cookie = 'country=VN; Path=/';
    expect(countrySiteForBrowser(CONFIG, at(), 'Asia/Jakarta')).toBe('https://kilau.vn/shop/all');
  });

  it('never redirects when no other site is configured', () => {
    expect(
      countrySiteForBrowser({ siteCountry: 'ID', countrySites: {} }, at(), 'Asia/Saigon'),
    ).toBeNull();
  });
});

describe('the sign-on step at the start (001 §4, docs/design/sign-on.md)', () => {
  const clear = () => {
    document.cookie = 'kilau_sign_on=; Max-Age=0; Path=/';
    document.cookie = 'country=; Max-Age=0; Path=/';
    window.sessionStorage.clear();
    document.documentElement.removeAttribute(SIGN_ON_READY_ATTRIBUTE);
  };
  beforeEach(clear);
  afterEach(clear);

  type RootData = { member: { id: string } | null };
  function Shell({ enabled }: { enabled: boolean }) {
    const { member } = useLoaderData() as RootData;
    useAppStart({ siteCountry: 'ID', countrySites: {} }, 'Home', {
      member: member !== null,
      enabled,
    });
    return null;
  }
  /** The shell under a root whose loader counts its loads (the first came with the page). */
  function start(rendered: RootData, { enabled = true } = {}) {
    let loads = 1;
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          path: '*',
          // As over the network: the revalidation is seen loading, then idle.
          loader: async () => {
            loads += 1;
            await new Promise((resolve) => setTimeout(resolve, 5));
            return rendered;
          },
          element: createElement(Shell, { enabled }),
        },
      ],
      { initialEntries: ['/'], hydrationData: { loaderData: { root: rendered } } },
    );
    render(createElement(RouterProvider, { router }));
    return { loads: () => loads };
  }
  const brokerCalls = () =>
    vi.spyOn(window, 'fetch').mockImplementation(async () =>
      Response.json({
        success: true,
        data: { state: 'guest', redirect: null },
        meta: { code: 200 },
      }),
    );

  it('loads the root again when the site says member but the page was a guest’s', async () => {
    document.cookie = 'kilau_sign_on=member; Path=/';
    const fetch = brokerCalls();
    const page = start({ member: null });
    await waitFor(() => expect(page.loads()).toBe(2));
    expect(document.documentElement.getAttribute(SIGN_ON_READY_ATTRIBUTE)).toBe('member');
    expect(fetch).not.toHaveBeenCalled();
    // Once: a root that still has no member is not asked again and again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(page.loads()).toBe(2);
  });

  it('loads nothing again for a member’s page, or a guest’s site', async () => {
    document.cookie = 'kilau_sign_on=member; Path=/';
    const member = start({ member: { id: '7' } });
    await waitFor(() =>
      expect(document.documentElement.getAttribute(SIGN_ON_READY_ATTRIBUTE)).toBe('member'),
    );
    clear();
    document.cookie = 'kilau_sign_on=guest; Path=/';
    const guest = start({ member: null });
    await waitFor(() =>
      expect(document.documentElement.getAttribute(SIGN_ON_READY_ATTRIBUTE)).toBe('guest'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([member.loads(), guest.loads()]).toEqual([1, 1]);
  });

  it('asks the broker after hydration and is ready when its cookie is there', async () => {
    const fetch = brokerCalls().mockImplementation(async () => {
      document.cookie = 'kilau_sign_on=guest; Path=/'; // as the answer's Set-Cookie does
      return Response.json({
        success: true,
        data: { state: 'guest', redirect: null },
        meta: { code: 200 },
      });
    });
    start({ member: null });
    await waitFor(() =>
      expect(document.documentElement.getAttribute(SIGN_ON_READY_ATTRIBUTE)).toBe('guest'),
    );
    expect(fetch).toHaveBeenCalledOnce();
    expect(String(fetch.mock.calls[0]![0])).toBe(
      `/api/sign-on?return=${encodeURIComponent(window.location.href)}`,
    );
    expect(fetch.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
  });

  it('does nothing on the back office’s pages', async () => {
    const fetch = brokerCalls();
    start({ member: null }, { enabled: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute(SIGN_ON_READY_ATTRIBUTE)).toBe(false);
  });
});
