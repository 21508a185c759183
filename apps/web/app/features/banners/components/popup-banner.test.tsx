// The shop's popups (001 §2, §4; issue 20): one a page, full-screen first; `everyday` once per
// 24 hours; never on the bag, checkout and payment pages, nor in apps mode unless allowed;
// closed by Escape, the overlay or the button through the modal stack.
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '@kilau/domain/shared';
import { axeViolations } from '~/testing/axe';
import { renderInShell } from '~/testing/render';
import { ShellPopup, type PopupBannerItem } from './popup-banner';

const popup = (fields: Partial<PopupBannerItem> = {}): PopupBannerItem => ({
  id: 41,
  title: 'Glow Week',
  subtitle: 'Rangkaian serum pilihan',
  image_url: null,
  link_url: '/promotions',
  offer: null,
  popup_setting: 'everyday',
  page_path: null,
  ...fields,
});
const PAYDAY = popup({ id: 51, title: 'Payday Sale', link_url: '/sale/payday-sale' });

const T0 = new Date('2026-12-01T03:00:00.000Z');

/** The shell's popup as root.tsx composes it, on `pathname`. */
const shell = (
  pathname: string,
  {
    popups = [popup()],
    fullScreen = [] as PopupBannerItem[],
    appsMode = false,
    popupsInAppsMode = false,
  } = {},
) => (
  <ShellPopup
    popup={popups}
    fullScreen={fullScreen}
    pathname={pathname}
    appsMode={appsMode}
    popupsInAppsMode={popupsInAppsMode}
  />
);

/** Lets the effects run, then tells whether a popup dialog is open. */
async function settled() {
  await screen.findByText('loaded');
  await new Promise((resolve) => setTimeout(resolve, 0));
  return screen.queryByRole('dialog');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('a popup banner with `everyday` (once per 24 hours)', () => {
  it('opens when due, named by its title, with the link to the promotion', async () => {
    renderInShell(shell('/'));
    const dialog = await screen.findByRole('dialog', { name: 'Glow Week' });
    expect(within(dialog).getByText('Rangkaian serum pilihan')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Lihat promo' }).getAttribute('href')).toBe(
      '/promotions',
    );
    expect(window.localStorage.getItem('kilau:popup:41')).toBe(T0.toISOString());
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('does not open again within 24 hours, and opens again after them', async () => {
    const first = renderInShell(shell('/'));
    await screen.findByRole('dialog', { name: 'Glow Week' });
    first.unmount();
    // A new visit (another session) 24 hours less a millisecond later: not yet.
    window.sessionStorage.clear();
    vi.setSystemTime(T0.getTime() + DAY_MS - 1);
    const second = renderInShell(
      <>
        {shell('/')}
        <p>loaded</p>
      </>,
    );
    expect(await settled()).toBeNull();
    second.unmount();
    window.sessionStorage.clear();
    vi.setSystemTime(T0.getTime() + DAY_MS);
    renderInShell(shell('/'));
    expect(await screen.findByRole('dialog', { name: 'Glow Week' })).toBeTruthy();
  });

  it('`once` does not open again; `always` opens once a visit', async () => {
    const anHourAgo = new Date(T0.getTime() - 3_600_000).toISOString();
    window.localStorage.setItem('kilau:popup:41', anHourAgo);
    window.localStorage.setItem('kilau:popup:43', anHourAgo);
    const view = renderInShell(
      <>
        {shell('/', {
          popups: [
            popup({ popup_setting: 'once' }),
            popup({ id: 43, title: 'Selalu', popup_setting: 'always' }),
          ],
        })}
        <p>loaded</p>
      </>,
    );
    expect(await screen.findByRole('dialog', { name: 'Selalu' })).toBeTruthy();
    view.unmount();
    renderInShell(
      <>
        {shell('/promo', { popups: [popup({ id: 43, title: 'Selalu', popup_setting: 'always' })] })}
        <p>loaded</p>
      </>,
    );
    expect(await settled()).toBeNull();
  });
});

describe('where popups open', () => {
  it.each([
    ['the bag', '/order'],
    ['checkout', '/order/payment'],
    ['order success', '/order/success/12'],
    ['a failed payment', '/order/failed/12'],
    ['the Midtrans failure', '/midtrans-failed'],
  ])('never on %s', async (_page, pathname) => {
    renderInShell(
      <>
        {shell(pathname)}
        <p>loaded</p>
      </>,
    );
    expect(await settled()).toBeNull();
    expect(window.localStorage.getItem('kilau:popup:41')).toBeNull();
  });

  it('never in apps mode, unless the shop allows it', async () => {
    const view = renderInShell(
      <>
        {shell('/', { appsMode: true })}
        <p>loaded</p>
      </>,
    );
    expect(await settled()).toBeNull();
    view.unmount();
    renderInShell(shell('/', { appsMode: true, popupsInAppsMode: true }));
    expect(await screen.findByRole('dialog', { name: 'Glow Week' })).toBeTruthy();
  });

  it('a popup limited to a page opens there only', async () => {
    const limited = [popup({ page_path: '/campaign/glow-up-week' })];
    const view = renderInShell(
      <>
        {shell('/', { popups: limited })}
        <p>loaded</p>
      </>,
    );
    expect(await settled()).toBeNull();
    view.unmount();
    renderInShell(shell('/campaign/glow-up-week', { popups: limited }));
    expect(await screen.findByRole('dialog', { name: 'Glow Week' })).toBeTruthy();
  });
});

/** The shell across pages: "next" moves to /promo; "again" brings the banners once more. */
function Pages({ fullScreen }: { fullScreen: PopupBannerItem[] }) {
  const [pathname, setPathname] = useState('/');
  const [popups, setPopups] = useState([popup()]);
  return (
    <>
      {shell(pathname, { popups, fullScreen })}
      <button type="button" onClick={() => setPathname('/promo')}>
        next
      </button>
      <button type="button" onClick={() => setPopups([popup(), popup({ id: 44, title: 'Lain' })])}>
        again
      </button>
    </>
  );
}

describe('one popup at a time, closed through the modal stack', () => {
  it('the full-screen popup first; the other on the next page', async () => {
    renderInShell(<Pages fullScreen={[PAYDAY]} />);
    expect(await screen.findByRole('dialog', { name: 'Payday Sale' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Glow Week' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The shopper moves to another page: the choice starts afresh.
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(await screen.findByRole('dialog', { name: 'Glow Week' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Payday Sale' })).toBeNull();
  });

  it('closes by its button, and stays closed on the same page when the banners come again', async () => {
    renderInShell(<Pages fullScreen={[]} />);
    const dialog = await screen.findByRole('dialog', { name: 'Glow Week' });
    fireEvent.click(within(dialog).getByRole('button', { name: /tutup/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'again' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
