import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '~/components/layout/site-header';
import { axeViolations } from '~/testing/axe';
import { renderInShell } from '~/testing/render';
import type { ActiveStoreMode } from '~/lib/use-store-mode';
import { StoreOpenToday } from '~/features/stores/components/store-open-today';
import { StoreModeStrip } from '~/features/self-checkout/components/store-mode-strip';

const SENOPATI: ActiveStoreMode = {
  storeId: 5,
  selfCheckoutId: 'qr-1',
  storeName: 'Kilau Senopati',
  address: 'Jl. Senopati No. 88, Jakarta Selatan',
  today: { open: '10:00', close: '22:00' },
  openNow: true,
};

const header = (store?: ActiveStoreMode) => (
  <SiteHeader
    mode="full"
    routeName="Home"
    account={null}
    bag={null}
    search={<span />}
    store={
      store ? (
        <StoreModeStrip
          store={store}
          hours={<StoreOpenToday openNow={store.openNow} today={store.today} tone="dark" />}
        />
      ) : undefined
    }
  />
);

describe('the store platform header (self-checkout mode)', () => {
  it("takes the free-shipping line's place with the store, its hours, scanning and the way out", async () => {
    renderInShell(header(SENOPATI), { path: '/self-checkout' });
    const strip = await screen.findByRole('group', { name: 'Toko tempat kamu belanja' });
    expect(within(strip).getByText('Kilau Senopati')).toBeTruthy();
    expect(within(strip).getByText('Belanja di toko')).toBeTruthy();
    expect(within(strip).getByText(/Jl\. Senopati No\. 88/)).toBeTruthy();
    expect(within(strip).getByText('Buka sekarang')).toBeTruthy();
    expect(within(strip).getByText('Hari ini 10:00–22:00 WIB')).toBeTruthy();
    expect(within(strip).getByRole('link', { name: 'Pindai produk' }).getAttribute('href')).toBe(
      '/self-checkout',
    );
    // Short on a phone ("Keluar"), its name the whole phrase at every width.
    const leave = within(strip).getByRole('button', { name: 'Keluar dari mode toko' });
    expect(leave.closest('form')?.getAttribute('action')).toBe('/self-checkout');
    expect(screen.queryByText(/Gratis ongkir/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('says when the store is closed today', async () => {
    renderInShell(header({ ...SENOPATI, today: null, openNow: false }));
    const strip = await screen.findByRole('group', { name: 'Toko tempat kamu belanja' });
    expect(within(strip).getByText('Tutup sekarang')).toBeTruthy();
    expect(within(strip).getByText('Hari ini tutup')).toBeTruthy();
  });

  it('outside the mode the header keeps the free-shipping line and no store', async () => {
    renderInShell(header());
    expect(await screen.findByText(/Gratis ongkir/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Toko tempat kamu belanja' })).toBeNull();
  });

  it('in English', async () => {
    renderInShell(header(SENOPATI), { locale: 'en' });
    const strip = await screen.findByRole('group', { name: 'The store you are shopping in' });
    expect(within(strip).getByRole('button', { name: 'Leave store mode' })).toBeTruthy();
    expect(within(strip).getByText('Shopping in store')).toBeTruthy();
  });
});
