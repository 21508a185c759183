import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onUnauthorized } from '~/lib/session-events';
import { renderInShell } from '~/testing/render';
import { GUEST_SEARCHES_KEY } from '../api/search-history-calls';
import { SearchBox } from './search-box';

const HISTORY = '/api/catalog/search-history-keywords';
const CLICKS = '/api/catalog/search-history-clicks';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json(200, { success: true, data, meta: { code: 200 } });

type Call = { method: string; url: string; body: unknown; keepalive: boolean };

/** The API as the box meets it: a guest (401 on the history) or a member with `member`. */
function stubApi({ member }: { member?: Array<{ _id: string; keyword: string }> } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({
      method,
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      keepalive: init.keepalive === true,
    });
    if (url.startsWith(`${HISTORY}?`)) {
      return member
        ? ok(member)
        : json(401, { success: false, data: null, errorCode: 'unauthorized', meta: { code: 401 } });
    }
    if (url.startsWith('/api/catalog/v3/products/trending')) {
      return ok([
        { id: 1, name: 'Glow Serum', url: '/serum/1-glow-serum', brand: { name: 'Lumera' } },
      ]);
    }
    if (method === 'DELETE') return ok({ _id: url.split('/').at(-1) });
    if (url === CLICKS)
      return json(201, { success: true, data: { _id: '1' }, meta: { code: 201 } });
    return ok([]);
  });
  return calls;
}

/** jsdom's Blob has no `text()`; its FileReader reads it. */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

const stored = () => JSON.parse(window.localStorage.getItem(GUEST_SEARCHES_KEY) ?? 'null');
const store = (keywords: unknown[]) =>
  window.localStorage.setItem(GUEST_SEARCHES_KEY, JSON.stringify(keywords));

function renderBox({ signedIn = false }: { signedIn?: boolean } = {}) {
  const view = renderInShell(<SearchBox />, {
    rootData: { member: signedIn ? { id: 7, name: 'Ayu' } : null },
  });
  const input = screen.getByRole('searchbox', { name: 'Cari produk' });
  const panel = document.getElementById(input.getAttribute('aria-controls')!)!;
  return { ...view, input, panel };
}
/** Focuses the empty box and waits for its recent searches. */
async function openRecent(input: HTMLElement) {
  act(() => input.focus());
  return screen.findByRole('region', { name: 'Pencarian terakhir' });
}
const shownKeywords = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => link.textContent);

let unauthorized: ReturnType<typeof vi.fn<() => void>>;
let stopListening: () => void;
beforeEach(() => {
  window.localStorage.clear();
  unauthorized = vi.fn<() => void>();
  stopListening = onUnauthorized(unauthorized);
});
afterEach(() => {
  stopListening();
  window.localStorage.clear();
});

describe("a guest's recent searches (001 §9 recent search 5, kept in the browser)", () => {
  it('shows at most 5, each once, above trending, without a session-expired signal', async () => {
    stubApi();
    store(['serum', ' Serum ', 'toner', 'lip tint', 'masker', 'sunscreen', 'cushion']);
    const { input, panel } = renderBox();
    const region = await openRecent(input);
    expect(shownKeywords(region)).toEqual(['serum', 'toner', 'lip tint', 'masker', 'sunscreen']);
    expect(within(region).getByRole('link', { name: 'lip tint' }).getAttribute('href')).toBe(
      '/search?q=lip%20tint',
    );
    await within(panel).findByText('Sedang tren');
    expect(panel.textContent!.indexOf('Pencarian terakhir')).toBeLessThan(
      panel.textContent!.indexOf('Sedang tren'),
    );
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('remembers a submitted search first and once, keeping 5', async () => {
    const calls = stubApi();
    store(['serum', 'toner', 'lip tint', 'masker', 'sunscreen']);
    const { input, router } = renderBox();
    fireEvent.change(input, { target: { value: '  TONER  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() =>
      expect(stored()).toEqual(['TONER', 'serum', 'lip tint', 'masker', 'sunscreen']),
    );
    expect(router.state.location.pathname).toBe('/search');

    fireEvent.change(input, { target: { value: 'cushion' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() =>
      expect(stored()).toEqual(['cushion', 'TONER', 'serum', 'lip tint', 'masker']),
    );
    // The page shell says this is a guest: the API's history is never asked.
    expect(calls.filter((call) => call.url.startsWith(HISTORY))).toHaveLength(0);

    fireEvent.change(input, { target: { value: '' } });
    const region = await screen.findByRole('region', { name: 'Pencarian terakhir' });
    expect(shownKeywords(region)).toEqual(['cushion', 'TONER', 'serum', 'lip tint', 'masker']);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('removes one search from the list and the browser', async () => {
    stubApi();
    store(['serum', 'toner', 'masker']);
    const { input } = renderBox();
    const region = await openRecent(input);
    const remove = within(region).getByRole('button', {
      name: 'Hapus “toner” dari pencarian terakhir',
    });
    act(() => remove.focus());
    fireEvent.click(remove);
    expect(shownKeywords(region)).toEqual(['serum', 'masker']);
    expect(stored()).toEqual(['serum', 'masker']);
    // The focus moves on to the next search instead of being lost.
    expect(document.activeElement?.textContent).toBe('masker');
  });

  it('clears all searches', async () => {
    stubApi();
    store(['serum', 'toner']);
    const { input } = renderBox();
    const region = await openRecent(input);
    const clear = within(region).getByRole('button', { name: 'Hapus semua pencarian terakhir' });
    expect(clear.textContent).toBe('Hapus semua');
    fireEvent.click(clear);
    expect(screen.queryByRole('region', { name: 'Pencarian terakhir' })).toBeNull();
    expect(stored()).toBeNull();
  });

  it('follows a recent search to /search?q= and records the click without waiting', async () => {
    const calls = stubApi();
    store(['serum', 'toner', 'lip tint']);
    const { input, router } = renderBox();
    const region = await openRecent(input);
    fireEvent.click(within(region).getByRole('link', { name: 'lip tint' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=lip%20tint'));
    expect(calls.find((call) => call.url === CLICKS)).toEqual({
      method: 'POST',
      url: CLICKS,
      body: { keyword: 'lip tint', position: 3, source: 'history' },
      keepalive: true,
    });
    await waitFor(() => expect(stored()).toEqual(['lip tint', 'serum', 'toner']));
  });

  it('sends the click as a beacon where the browser has one', async () => {
    stubApi();
    store(['serum']);
    const beacon = vi.fn((_url: string, _data: Blob) => true);
    Object.defineProperty(window.navigator, 'sendBeacon', { value: beacon, configurable: true });
    try {
      const { input } = renderBox();
      const region = await openRecent(input);
      fireEvent.click(within(region).getByRole('link', { name: 'serum' }));
      expect(beacon).toHaveBeenCalledOnce();
      const [url, data] = beacon.mock.calls[0]!;
      expect(url).toBe(CLICKS);
      expect(data.type).toBe('application/json');
      expect(JSON.parse(await readBlob(data))).toEqual({
        keyword: 'serum',
        position: 1,
        source: 'history',
      });
    } finally {
      Reflect.deleteProperty(window.navigator, 'sendBeacon');
    }
  });

  it('moves through recent and trending links with the arrows; Escape closes', async () => {
    stubApi();
    store(['serum', 'toner']);
    const { input, panel } = renderBox();
    const region = await openRecent(input);
    await within(panel).findByRole('link', { name: 'Lumera Glow Serum' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('serum');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('toner');
    // From a row's remove button, the arrows go on from that row's link.
    act(() =>
      within(region).getByRole('button', { name: 'Hapus “toner” dari pencarian terakhir' }).focus(),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Lumera Glow Serum');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(document.activeElement).toBe(input);
    expect(panel.className).toContain('hidden');
  });
});

describe("a member's recent searches (kept by the API)", () => {
  const MEMBER = [
    { _id: '12', keyword: 'serum' },
    { _id: '11', keyword: 'toner' },
  ];

  it('lists them from the API; remove and clear call it; nothing goes to the browser', async () => {
    const calls = stubApi({ member: MEMBER });
    const { input } = renderBox({ signedIn: true });
    const region = await openRecent(input);
    expect(shownKeywords(region)).toEqual(['serum', 'toner']);

    fireEvent.click(
      within(region).getByRole('button', { name: 'Hapus “toner” dari pencarian terakhir' }),
    );
    expect(shownKeywords(region)).toEqual(['serum']);
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: `${HISTORY}/11` }),
    );

    fireEvent.click(within(region).getByRole('button', { name: 'Hapus semua pencarian terakhir' }));
    expect(screen.queryByRole('region', { name: 'Pencarian terakhir' })).toBeNull();
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: `${HISTORY}-clear` }),
    );
    expect(stored()).toBeNull();
  });

  it("names a followed search by its id; a member's search re-reads the list, not the browser", async () => {
    const calls = stubApi({ member: MEMBER });
    const { input, router } = renderBox({ signedIn: true });
    const region = await openRecent(input);
    fireEvent.click(within(region).getByRole('link', { name: 'toner' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url === CLICKS)?.body).toEqual({
        keyword_id: '11',
        position: 2,
        source: 'history',
      }),
    );
    const reads = () => calls.filter((call) => call.url.startsWith(`${HISTORY}?`)).length;
    expect(reads()).toBe(1);

    fireEvent.change(input, { target: { value: 'cushion' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=cushion'));
    // The API recorded the search: the next empty box asks it again.
    fireEvent.change(input, { target: { value: '' } });
    await waitFor(() => expect(reads()).toBe(2));
    expect(stored()).toBeNull();
  });
});
