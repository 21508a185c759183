import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-envelope';
import { SIGN_ON_REDIRECTED_KEY, signOnAtStart } from './sign-on';

const PAGE = 'https://academy.kilau.co/academy/kelas?x=1';
const HOME_AUTHORIZE = 'https://kilau.id/api/sign-on/authorize?return=x&state=y';

const clearCookie = () => {
  document.cookie = 'kilau_sign_on=; Max-Age=0; Path=/';
};
const envelope = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data, meta: { code: 200 } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

/** The broker as the browser sees it: records each call and answers `reply`. */
function broker(reply: (init?: RequestInit) => Promise<Response>) {
  const fetch = vi.fn((_path: string, init?: RequestInit) => reply(init));
  return { fetch, api: createApiClient({ fetch }) };
}

// One window for every file of the worker: each test starts without the cookie or the flag.
beforeEach(() => {
  clearCookie();
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  clearCookie();
  window.sessionStorage.clear();
});

describe('the app start’s sign-on step (001 §4)', () => {
  it('asks nothing when the sign-on cookie is already there', async () => {
    document.cookie = 'kilau_sign_on=member; Path=/';
    const { fetch, api } = broker(async () => envelope({ state: 'guest', redirect: null }));
    const go = vi.fn();
    await expect(signOnAtStart({ api, href: PAGE, go })).resolves.toBe('member');
    expect(fetch).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
  });

  it('asks the broker with this page as the return address, and follows its redirect once per tab', async () => {
    const { fetch, api } = broker(async () =>
      envelope({ state: 'guest', redirect: HOME_AUTHORIZE }),
    );
    const go = vi.fn();
    await expect(signOnAtStart({ api, href: PAGE, go })).resolves.toBe('leaving');
    expect(fetch).toHaveBeenCalledOnce();
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe(`/api/sign-on?return=${encodeURIComponent(PAGE)}`);
    expect(init?.method).toBe('GET');
    expect(go).toHaveBeenCalledExactlyOnceWith(HOME_AUTHORIZE);
    expect(window.sessionStorage.getItem(SIGN_ON_REDIRECTED_KEY)).toBe('1');

    // Back from the home without the cookie (a failed round trip): no second trip, it waits.
    vi.useFakeTimers();
    const again = signOnAtStart({ api, href: PAGE, go });
    await vi.advanceTimersByTimeAsync(300);
    document.cookie = 'kilau_sign_on=guest; Path=/';
    await vi.advanceTimersByTimeAsync(100);
    await expect(again).resolves.toBe('guest');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(go).toHaveBeenCalledOnce();
  });

  it('polls the cookie every 100 ms and is ready as soon as it appears', async () => {
    vi.useFakeTimers();
    const { api } = broker(async () => envelope({ state: 'guest', redirect: null }));
    let ended: string | null = null;
    void signOnAtStart({ api, href: PAGE, go: vi.fn() }).then((outcome) => {
      ended = outcome;
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ended).toBeNull();
    document.cookie = 'kilau_sign_on=member; Path=/';
    await vi.advanceTimersByTimeAsync(99);
    expect(ended).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(ended).toBe('member');
  });

  it('gives up quietly after 4 s when the broker does not answer', async () => {
    vi.useFakeTimers();
    const { fetch, api } = broker(
      // The API down: the call hangs until the step cuts it off.
      (init) =>
        new Promise<Response>((_resolve, reject) => {
          init!.signal!.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    let ended: string | null = null;
    void signOnAtStart({ api, href: PAGE, go: vi.fn() }).then((outcome) => {
      ended = outcome;
    });
    await vi.advanceTimersByTimeAsync(3_999);
    expect(ended).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(ended).toBe('unknown');
    expect(fetch.mock.calls[0]![1]!.signal!.aborted).toBe(true);
  });

  it('gives up after 4 s of polling when the broker answered without a cookie', async () => {
    vi.useFakeTimers();
    const { api } = broker(async () => {
      throw new TypeError('Failed to fetch');
    });
    let ended: string | null = null;
    void signOnAtStart({ api, href: PAGE, go: vi.fn() }).then((outcome) => {
      ended = outcome;
    });
    await vi.advanceTimersByTimeAsync(3_900);
    expect(ended).toBeNull();
    await vi.advanceTimersByTimeAsync(100);
    expect(ended).toBe('unknown');
  });

  it('stays on the page when this tab cannot remember a redirect (no loop)', async () => {
    const { api } = broker(async () => envelope({ state: 'guest', redirect: HOME_AUTHORIZE }));
    const go = vi.fn();
    const blocked = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.useFakeTimers();
    const ended = signOnAtStart({ api, href: PAGE, go });
    await vi.advanceTimersByTimeAsync(4_000);
    await expect(ended).resolves.toBe('unknown');
    expect(go).not.toHaveBeenCalled();
    blocked.mockRestore();
  });
});
