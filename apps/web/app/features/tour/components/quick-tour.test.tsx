import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUICK_TOUR_COOKIE } from '@kilau/domain/engagement';
import { renderInShell } from '~/testing/render';
import { QuickTour, TOUR_START_DELAY_MS } from './quick-tour';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Call = { url: string; method: string; body: unknown };

/** The toggle answers `enabled`; the coachmark call is recorded. */
function stubApi(enabled: boolean | 'missing') {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : null,
    });
    if (url.startsWith('/api/feature-toggles/')) {
      return enabled === 'missing'
        ? json(404, { success: false, data: null, meta: { code: 404 } })
        : json(200, { success: true, data: { key: 'kilau_quick_tour', enabled }, meta: {} });
    }
    return json(200, { success: true, data: {}, meta: { code: 200 } });
  });
  return calls;
}

/** The shell's marked elements; `hidden` ones have no box (a narrow screen leaves them out). */
function Header({ hidden = [] as string[] }) {
  return (
    <div>
      {['search', 'categories', 'bag', 'account', 'wishlist'].map((step) => (
        <button key={step} type="button" data-tour={step} data-hidden={hidden.includes(step)}>
          {step}
        </button>
      ))}
    </div>
  );
}

function clearCookie() {
  document.cookie = `${QUICK_TOUR_COOKIE}=; Max-Age=0; Path=/`;
}

async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(TOUR_START_DELAY_MS + 10);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  clearCookie();
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const shown = this.dataset.tour && this.dataset.hidden !== 'true';
    const size = shown ? 40 : 0;
    return {
      top: 10,
      left: 10,
      width: size,
      height: size,
      right: 50,
      bottom: 50,
      x: 10,
      y: 10,
    } as DOMRect;
  });
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearCookie();
});

const member = (coachmarks: string[]) => ({ id: 42, coachmarks });

describe('the quick tour (001 §4)', () => {
  it('walks a new guest through the five places, then records the visit in a cookie', async () => {
    const calls = stubApi(true);
    renderInShell(
      <>
        <Header />
        <QuickTour enabled member={null} />
      </>,
    );
    await settle();
    const titles = [
      'Cari produk favoritmu',
      'Jelajahi kategori',
      'Tas belanja',
      'Akun kamu',
      'Wishlist',
    ];
    for (const [index, title] of titles.entries()) {
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(dialog.textContent).toContain(`${index + 1} dari 5`);
      fireEvent.click(screen.getByRole('button', { name: index === 4 ? 'Selesai' : 'Lanjut' }));
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).toContain(`${QUICK_TOUR_COOKIE}=1`);
    // A guest's visit stays in the browser: no account call.
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(calls[0]?.url).toBe('/api/feature-toggles/kilau_quick_tour');
  });

  it('skipping closes it at once and records the member’s coachmark', async () => {
    const calls = stubApi(true);
    renderInShell(
      <>
        <Header />
        <QuickTour enabled member={member([])} />
      </>,
    );
    await settle();
    await screen.findByRole('dialog', { name: 'Cari produk favoritmu' });
    fireEvent.click(screen.getByRole('button', { name: 'Lewati' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { url: '/api/users/42', method: 'PUT', body: { coachmark_visited: ['quick_tour'] } },
    ]);
    expect(document.cookie).toContain(`${QUICK_TOUR_COOKIE}=1`);
  });

  it('Escape skips it (the modal stack)', async () => {
    stubApi(true);
    renderInShell(
      <>
        <Header />
        <QuickTour enabled member={null} />
      </>,
    );
    await settle();
    await screen.findByRole('dialog', { name: 'Cari produk favoritmu' });
    // The modal stack listens from its effect; on a loaded machine the dialog can show a moment
    // before it does, so the key is pressed until the tour is gone (a lost press is not a skip).
    await waitFor(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(document.cookie).toContain(`${QUICK_TOUR_COOKIE}=1`);
  });

  it('leaves out a place the screen does not show', async () => {
    stubApi(true);
    renderInShell(
      <>
        <Header hidden={['categories', 'wishlist']} />
        <QuickTour enabled member={member([])} />
      </>,
    );
    await settle();
    const first = await screen.findByRole('dialog', { name: 'Cari produk favoritmu' });
    expect(first.textContent).toContain('1 dari 3');
    fireEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect((await screen.findByRole('dialog', { name: 'Tas belanja' })).textContent).toContain(
      '2 dari 3',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    // A member's account step speaks to a member.
    expect((await screen.findByRole('dialog', { name: 'Akun kamu' })).textContent).toContain(
      'Pesanan, alamat, dan Beauty Points kamu ada di sini.',
    );
  });

  it.each([
    ['the toggle is off', false, null, false],
    ['the toggle does not exist', 'missing', null, false],
    ['the member has seen it', true, ['quick_tour'], false],
    ['this browser has seen it', true, null, true],
  ] as const)('never opens when %s', async (_case, enabled, coachmarks, cookie) => {
    const calls = stubApi(enabled);
    if (cookie) document.cookie = `${QUICK_TOUR_COOKIE}=1; Path=/`;
    renderInShell(
      <>
        <Header />
        <QuickTour enabled member={coachmarks ? member([...coachmarks]) : null} />
      </>,
    );
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    // Seen already: the toggle is not even asked.
    if (coachmarks || cookie) expect(calls).toEqual([]);
  });

  it('carries a visit this browser saw as a guest onto the member who signs in', async () => {
    const calls = stubApi(true);
    document.cookie = `${QUICK_TOUR_COOKIE}=1; Path=/`;
    renderInShell(
      <>
        <Header />
        <QuickTour enabled member={member(['other'])} />
      </>,
    );
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([
      { url: '/api/users/42', method: 'PUT', body: { coachmark_visited: ['quick_tour'] } },
    ]);
  });

  it('does not open where it is not enabled (checkout pages, apps mode)', async () => {
    const calls = stubApi(true);
    renderInShell(
      <>
        <Header />
        <QuickTour enabled={false} member={null} />
      </>,
    );
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });
});
