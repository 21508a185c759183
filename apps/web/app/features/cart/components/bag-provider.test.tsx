import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  useBagActions,
  type BagAddMode,
  type BagAddOutcome,
  type BagAddRequest,
} from '~/lib/bag-actions';
import { onLoginRequest, type LoginRequest } from '~/lib/login-request';
import { announceSignedIn } from '~/lib/session-events';
import { renderInShell } from '~/testing/render';
import { aLine } from '../testing/lines';
import { CART_API, type CartLine } from '~/lib/cart-api';
import { GUEST_BAG_KEY, readGuestBag, writeGuestBag } from '../lib/guest-bag';
import { MiniCart } from './bag-link';
import { BagProvider } from './bag-provider';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json(200, { success: true, data, meta: { code: 200 } });
const refuse = (status: number, errorCode: string, message?: string, data?: unknown) =>
  json(status, { success: false, data: data ?? null, errorCode, message, meta: { code: status } });

type Call = { method: string; url: string; body: Record<string, unknown> | undefined };
type Route = (call: Call, nth: number) => Response | undefined;

/** The cart API as the bag meets it: `route` answers, else an empty cart. */
function stubApi(route: Route) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call: Call = {
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const nth = calls.filter((entry) => entry.url === url).length;
    return route(call, nth) ?? ok({ _id: null, products: [] });
  });
  return calls;
}

const SERUM: BagAddRequest = {
  product: { id: '7', combination_id: '11', quantity: 1 },
  action: 'add',
  reference: { route: 'Home', location_type: 'slider' },
  is_pre_order: false,
};

function Shelf({ request = SERUM, mode = 'add' }: { request?: BagAddRequest; mode?: BagAddMode }) {
  const bag = useBagActions();
  const [outcome, setOutcome] = useState<BagAddOutcome | ''>('');
  return (
    <>
      <button type="button" onClick={() => void bag.add(request, mode).then(setOutcome)}>
        shelf add
      </button>
      <output aria-label="outcome">{outcome}</output>
    </>
  );
}

function renderBag({
  member = false,
  count = null,
  path = '/',
  mode,
}: { member?: boolean; count?: number | null; path?: string; mode?: BagAddMode } = {}) {
  return renderInShell(
    <BagProvider member={member} loaderCount={count}>
      <MiniCart />
      <Shelf mode={mode} />
    </BagProvider>,
    { path, rootData: { member: member ? { id: 1 } : null } },
  );
}

const add = () => fireEvent.click(screen.getByRole('button', { name: 'shelf add' }));
const outcome = () => screen.getByRole('status', { name: 'outcome' }).textContent;
const bagButton = () => screen.getByRole('button', { name: /^Tas belanja/ });
const notification = () => screen.getByRole('region', { name: 'Notifikasi tas belanja' });

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a member adds to the server cart (000 §4, §6)', () => {
  it('posts the add; the notification, the count and the mini-cart follow', async () => {
    const line = aLine({ _id: 'l1', combination_name: '30 ml' });
    const calls = stubApi(({ url, method }) => {
      if (url === CART_API.add) return ok({ _id: 'c1', count: 3, line });
      if (url === CART_API.cart && method === 'GET')
        return ok({ _id: 'c1', products: [line, aLine({ _id: 'l2', id: '8', name: 'Toner' })] });
      return undefined;
    });
    renderBag({ member: true, count: 2 });
    expect(bagButton().textContent).toContain('2');
    add();
    await waitFor(() => expect(outcome()).toBe('added'));
    expect(calls[0]).toMatchObject({ method: 'POST', url: CART_API.add, body: SERUM });
    expect(
      within(notification()).getByText('Produk berhasil ditambahkan ke tas belanja.'),
    ).toBeTruthy();
    expect(notification().textContent).toContain('Niacinamide 10% Brightening Serum');
    expect(notification().textContent).toContain('30 ml');
    expect(
      within(notification()).getByRole('link', { name: 'Lihat tas belanja' }).getAttribute('href'),
    ).toBe('/order');
    expect(bagButton().getAttribute('aria-label') ?? bagButton().textContent).toContain('3');

    fireEvent.click(bagButton());
    const panel = await screen.findByRole('dialog', { name: /Tas Belanja/ });
    await waitFor(() => expect(panel.textContent).toContain('Toner'));
    expect(panel.textContent).toContain('Rp270.000');
    expect(
      within(panel).getByRole('link', { name: 'Lihat tas belanja' }).getAttribute('href'),
    ).toBe('/order');
    expect(calls.filter((call) => call.url === CART_API.cart)).toHaveLength(1);
  });

  it.each([
    [
      'the server message',
      refuse(422, 'cart_quantity_limit', 'Maksimal 20 produk untuk setiap pembelian.'),
      'Maksimal 20 produk untuk setiap pembelian.',
    ],
    [
      'the retry message without one',
      json(500, { success: false, data: null, meta: { code: 500 } }),
      'Silakan coba lagi dalam beberapa saat.',
    ],
  ])('a refusal shows %s (000 §8)', async (_case, response, shown) => {
    stubApi(({ url }) => (url === CART_API.add ? response.clone() : undefined));
    renderBag({ member: true, count: 1 });
    add();
    await waitFor(() => expect(outcome()).toBe('refused'));
    expect(screen.getByText(shown)).toBeTruthy();
    expect(screen.queryByText('Produk berhasil ditambahkan ke tas belanja.')).toBeNull();
  });

  it('a pre-order mix asks first, then sends the add again with confirm_replace', async () => {
    const calls = stubApi(({ url }, nth) => {
      if (url !== CART_API.add) return undefined;
      return nth === 1
        ? refuse(
            409,
            'cart_preorder_mix_confirm',
            'Produk yang sudah ada akan dihapus. Lanjutkan?',
            { removes: [] },
          )
        : ok({
            _id: 'c1',
            count: 1,
            line: aLine({ is_pre_order: true, delivery_date: '2026-07-01' }),
          });
    });
    renderBag({ member: true, count: 4 });
    add();
    const dialog = await screen.findByRole('dialog', { name: 'Ganti isi tas belanja?' });
    expect(dialog.textContent).toContain('Produk yang sudah ada akan dihapus. Lanjutkan?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, lanjutkan' }));
    await waitFor(() => expect(outcome()).toBe('added'));
    expect(calls.map((call) => call.body?.confirm_replace)).toEqual([undefined, true]);
    expect(notification().textContent).toContain('Pre-order · dikirim 1 Jul 2026');
  });

  it('cancelling the confirmation adds nothing', async () => {
    const calls = stubApi(({ url }) =>
      url === CART_API.add ? refuse(409, 'cart_preorder_mix_confirm') : undefined,
    );
    renderBag({ member: true, count: 4 });
    add();
    const dialog = await screen.findByRole('dialog', { name: 'Ganti isi tas belanja?' });
    expect(dialog.textContent).toContain('Produk yang sudah ada di tas belanja kamu akan dihapus');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(outcome()).toBe('cancelled'));
    expect(calls).toHaveLength(1);
  });

  it('BUY NOW goes to /order', async () => {
    stubApi(({ url }) =>
      url === CART_API.add ? ok({ _id: 'c1', count: 1, line: aLine() }) : undefined,
    );
    const { router } = renderBag({ member: true, count: 0, mode: 'buy', path: '/serum/7-x' });
    add();
    await waitFor(() => expect(router.state.location.pathname).toBe('/order'));
    expect(screen.queryByText('Produk berhasil ditambahkan ke tas belanja.')).toBeNull();
  });

  it('000 §6: a 401 clears the count and the mini-cart', async () => {
    const line = aLine({ _id: 'l1', quantity: 5 });
    stubApi(({ url }) => {
      if (url === CART_API.add) return refuse(401, 'login_required', 'Silakan login.');
      if (url === CART_API.cart) return ok({ _id: 'c1', products: [line] });
      return undefined;
    });
    // The page data as the root loader gives it: the session ends before the add.
    const rootData: { member: { id: number } | null; bagCount: number | null } = {
      member: { id: 1 },
      bagCount: 5,
    };
    function Shell() {
      const data = useRouteLoaderData('root') as typeof rootData;
      return (
        <BagProvider member={data.member !== null} loaderCount={data.bagCount}>
          <MiniCart />
          <Shelf />
        </BagProvider>
      );
    }
    renderInShell(<Shell />, { rootData });
    fireEvent.click(bagButton());
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: /Tas Belanja/ }).textContent).toContain(
        'Niacinamide',
      ),
    );
    fireEvent.click(bagButton());
    expect(bagButton().textContent).toContain('5');
    rootData.member = null;
    rootData.bagCount = null;
    add();
    await waitFor(() => expect(outcome()).toBe('refused'));
    await waitFor(() => expect(bagButton().textContent).toBe('Tas belanja'));
    fireEvent.click(bagButton());
    const panel = screen.getByRole('dialog', { name: /Tas Belanja/ });
    expect(panel.textContent).not.toContain('Niacinamide');
    expect(panel.textContent).toContain('Tas belanja kamu masih kosong.');
  });
});

describe('a guest keeps the bag in the browser after the rule check (000 §4, §6)', () => {
  const checked = (line: CartLine, quantity = line.quantity) =>
    ok({ outcome: 'add', quantity, line });

  it('checks with the bag held, stores the server line, counts it and shows it', async () => {
    const calls = stubApi(({ url }, nth) =>
      url === CART_API.check ? checked(aLine({ combination_name: '30 ml' }), nth) : undefined,
    );
    renderBag();
    add();
    await waitFor(() => expect(outcome()).toBe('added'));
    add();
    await waitFor(() => expect(readGuestBag().lines[0]?.quantity).toBe(2));
    expect(calls.map((call) => call.body)).toEqual([
      { lines: [], product: { id: '7', combination_id: '11', quantity: 1 } },
      {
        lines: [{ id: '7', combination_id: '11', quantity: 1 }],
        product: { id: '7', combination_id: '11', quantity: 1 },
      },
    ]);
    expect(calls.some((call) => call.url === CART_API.add)).toBe(false);
    expect(bagButton().textContent).toContain('2');
    // A guest's way to the bag is the mini-cart, whose checkout asks to log in.
    fireEvent.click(within(notification()).getByRole('button', { name: 'Lihat tas belanja' }));
    const panel = await screen.findByRole('dialog', { name: /Tas Belanja/ });
    expect(panel.textContent).toContain('30 ml');
    expect(panel.textContent).toContain('Jumlah: 2');
    const requests: LoginRequest[] = [];
    const stop = onLoginRequest((request) => requests.push(request));
    fireEvent.click(within(panel).getByRole('button', { name: 'Masuk untuk checkout' }));
    stop();
    expect(requests).toEqual([{ view: 'login', redirect: '/order' }]);
  });

  it('a refusal keeps the bag as it was', async () => {
    writeGuestBag({ mergeKey: readGuestBag().mergeKey, lines: [aLine()] });
    stubApi(({ url }) =>
      url === CART_API.check
        ? refuse(
            422,
            'cart_egift_alone',
            'Produk E Gift Card tidak dapat digabung dengan produk lainnya.',
          )
        : undefined,
    );
    renderBag();
    add();
    await waitFor(() => expect(outcome()).toBe('refused'));
    expect(
      screen.getByText('Produk E Gift Card tidak dapat digabung dengan produk lainnya.'),
    ).toBeTruthy();
    expect(readGuestBag().lines).toEqual([aLine()]);
  });

  it('a confirmed pre-order replaces the local bag', async () => {
    writeGuestBag({
      mergeKey: readGuestBag().mergeKey,
      lines: [aLine({ id: '9', name: 'Toner' })],
    });
    const preorder = aLine({ is_pre_order: true, delivery_date: '2026-07-01' });
    const calls = stubApi(({ url }, nth) => {
      if (url !== CART_API.check) return undefined;
      return nth === 1
        ? ok({
            outcome: 'confirm_replace',
            code: 'cart_preorder_mix_confirm',
            message: 'Ganti?',
            removes: [],
          })
        : checked(preorder);
    });
    renderBag();
    add();
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Ganti isi tas belanja?' })).getByRole(
        'button',
        { name: 'Ya, lanjutkan' },
      ),
    );
    await waitFor(() => expect(outcome()).toBe('added'));
    expect(calls[1]?.body?.lines).toEqual([]);
    expect(readGuestBag().lines).toEqual([preorder]);
  });

  it('BUY NOW asks a guest to log in, then go to /order (000 §4 buy mode)', async () => {
    stubApi(({ url }) => (url === CART_API.check ? checked(aLine()) : undefined));
    const requests: LoginRequest[] = [];
    const stop = onLoginRequest((request) => requests.push(request));
    renderBag({ mode: 'buy' });
    add();
    await waitFor(() => expect(outcome()).toBe('added'));
    stop();
    expect(requests).toEqual([{ view: 'login', redirect: '/order' }]);
    expect(readGuestBag().lines).toHaveLength(1);
  });
});

describe('the guest bag merges on sign-in (000 §4, 001 §4)', () => {
  it('posts the merge key and lines, removes the local copy, reloads after 400 ms, reports issues', async () => {
    const { mergeKey } = readGuestBag();
    const lines = [
      aLine({ quantity: 2 }),
      aLine({ id: '9', combination_id: '91', name: 'Lip Tint', combination_name: '02 Nude' }),
    ];
    writeGuestBag({ mergeKey, lines });
    const calls = stubApi(({ url }) =>
      url === CART_API.merge
        ? ok({
            _id: 'c1',
            count: 2,
            added: [{ id: '7', combination_id: '11', quantity: 2 }],
            issues: [
              {
                id: '9',
                combination_id: '91',
                code: 'out_of_stock',
                message: 'Stok produk tidak mencukupi',
                added: 0,
              },
            ],
            replayed: false,
          })
        : undefined,
    );
    renderBag();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(() => Promise.all([announceSignedIn(), announceSignedIn()]));
    const merges = calls.filter((call) => call.url === CART_API.merge);
    expect(merges).toEqual([
      {
        method: 'POST',
        url: CART_API.merge,
        body: {
          merge_key: mergeKey,
          lines: [
            { id: '7', combination_id: '11', quantity: 2 },
            { id: '9', combination_id: '91', quantity: 1 },
          ],
        },
      },
    ]);
    expect(window.localStorage.getItem(GUEST_BAG_KEY)).toBeNull();
    const report = screen.getByRole('dialog', { name: 'Tas belanja kamu' });
    expect(report.textContent).toContain('Lip Tint · 02 Nude');
    expect(report.textContent).toContain('Stok produk tidak mencukupi');

    expect(calls.some((call) => call.url === CART_API.cart)).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(calls.some((call) => call.url === CART_API.cart)).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls.some((call) => call.url === CART_API.cart)).toBe(true);
  });

  it('a failed merge keeps the bag for the next try and says so', async () => {
    writeGuestBag({ mergeKey: readGuestBag().mergeKey, lines: [aLine()] });
    stubApi(({ url }) =>
      url === CART_API.merge
        ? json(503, { success: false, data: null, meta: { code: 503 } })
        : undefined,
    );
    renderBag();
    await act(() => announceSignedIn());
    expect(readGuestBag().lines).toHaveLength(1);
    expect(screen.getByText('Silakan coba lagi dalam beberapa saat.')).toBeTruthy();
  });

  it('a member who still has a guest bag here (signed in elsewhere) has it merged', async () => {
    writeGuestBag({ mergeKey: readGuestBag().mergeKey, lines: [aLine()] });
    const calls = stubApi(({ url }) =>
      url === CART_API.merge
        ? ok({ _id: 'c1', count: 1, added: [], issues: [], replayed: true })
        : undefined,
    );
    renderBag({ member: true, count: 1 });
    await waitFor(() =>
      expect(calls.filter((call) => call.url === CART_API.merge)).toHaveLength(1),
    );
    await waitFor(() => expect(window.localStorage.getItem(GUEST_BAG_KEY)).toBeNull());
  });
});
