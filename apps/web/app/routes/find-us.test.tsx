import { screen, waitFor, within } from '@testing-library/react';
import type { Store } from '@kilau/domain/stores';
import { afterEach, describe, expect, it } from 'vitest';
import { STORES_PATH } from '~/features/stores/api/stores.server';
import { NO_PUBLIC_CONFIG } from '~/lib/public-config';
import { renderRouteModule, stubApi } from '~/testing/route-module';
import * as findUs from './find-us';

const day = { open: '10:00', close: '22:00' };
const store = (id: number, name: string, open_now: boolean): Store => ({
  _id: String(id),
  id,
  value: name.toLowerCase(),
  name,
  address: `Jl. ${name} No. ${id}`,
  city: 'Jakarta',
  phone: `+6221720880${id}`,
  hours: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: null },
  today: open_now ? day : null,
  open_now,
  lat: -6.2,
  lng: 106.8,
  is_default: id === 5,
});
const STORES = [
  store(5, 'Kilau Senopati', true),
  store(6, 'Kilau Braga', false),
  store(7, 'Kilau Tunjungan', true),
];

afterEach(() => {
  document.head.querySelectorAll('script[src*="maps.googleapis.com"]').forEach((s) => s.remove());
});

const render = (mapsKey: string | null) => {
  const { context, callsTo } = stubApi({ [`GET ${STORES_PATH}`]: { data: STORES } });
  renderRouteModule(findUs, {
    path: '/find-us',
    context,
    cookie: null,
    rootData: { member: null, publicConfig: { ...NO_PUBLIC_CONFIG, mapsKey } },
  });
  return callsTo;
};

describe('/find-us', () => {
  it('lists the stores as cards with phone, hours, open now and directions; no map without a key', async () => {
    const callsTo = render(null);
    const cards = await screen.findAllByTestId('store-card');
    expect(cards).toHaveLength(3);
    const senopati = within(cards[0]!);
    expect(senopati.getByRole('heading', { name: 'Kilau Senopati' })).toBeTruthy();
    expect(senopati.getByText('Buka sekarang')).toBeTruthy();
    expect(senopati.getByText(/Hari ini 10:00–22:00 WIB/)).toBeTruthy();
    expect(senopati.getByRole('link', { name: /Telepon/ }).getAttribute('href')).toBe(
      'tel:+62217208805',
    );
    expect(
      senopati.getByRole('link', { name: 'Petunjuk arah ke Kilau Senopati' }).getAttribute('href'),
    ).toBe('https://www.google.com/maps/dir/?api=1&destination=-6.2,106.8');
    expect(within(cards[1]!).getByText('Tutup sekarang')).toBeTruthy();
    expect(within(cards[1]!).getByText('Hari ini tutup')).toBeTruthy();
    expect(screen.queryByTestId('store-map')).toBeNull();
    expect(document.querySelector('script[src*="maps.googleapis.com"]')).toBeNull();
    expect(callsTo('GET', STORES_PATH)[0]?.path).toContain('limit=30');
  });

  it('adds the map with the places library when the shop has a maps key', async () => {
    render('maps-key-123');
    expect(await screen.findByTestId('store-map')).toBeTruthy();
    expect(screen.getAllByTestId('store-card')).toHaveLength(3);
    // The map's script is added after the page settles: wait for it rather than race it.
    await waitFor(() =>
      expect(
        document.querySelector<HTMLScriptElement>('script[src*="maps.googleapis.com"]')?.src,
      ).toBe('https://maps.googleapis.com/maps/api/js?key=maps-key-123&libraries=places'),
    );
  });
});
