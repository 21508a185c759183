import { fireEvent, screen, within } from '@testing-library/react';
import type { Dashboard } from '@kilau/domain/admin';
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi } from '~/testing/route-module';
import type { StaffRole } from '~/features/admin/types';
import * as home from './admin-home';

const days = Array.from({ length: 14 }, (_, index) => {
  const day = `2026-11-${String(8 + index).padStart(2, '0')}`;
  return { day, orders: index, revenue: index * 100_000 };
});

const ORDERS_VIEW: Dashboard = {
  today: '2026-11-21',
  sales: {
    today: { orders: 13, revenue: 1_300_000 },
    week: { orders: 40, revenue: 4_000_000 },
    days,
  },
  waiting: { payment_to_check: 2, to_pick: 5, to_pack: 1, to_ship: 0 },
};

const CATALOGUE_VIEW: Dashboard = {
  today: '2026-11-21',
  low_stock: {
    threshold: 5,
    out_of_stock: 7,
    items: [
      {
        combination_id: 9,
        sku: 'LIP-01',
        product_id: 3,
        product_slug: 'lip-mousse',
        product_name: 'Lip Mousse',
        shade: '01 Rosy',
        stock: 2,
      },
    ],
  },
  top_products: {
    last_7_days: [{ product_id: 3, slug: 'lip-mousse', name: 'Lip Mousse', units: 12 }],
    last_30_days: [{ product_id: 4, slug: 'serum', name: 'Niacinamide Serum', units: 80 }],
  },
  search_misses: [{ term: 'sunscreen stick', count: 9 }],
};

const render = (role: StaffRole, dashboard: Dashboard | null) => {
  const api = stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe(role, { name: 'Rina' }) },
    [`GET ${ADMIN_API.dashboard}`]: dashboard ? { data: dashboard } : { status: 503 },
  });
  renderRouteModule(home, { path: '/admin', context: api.context, cookie: STAFF_COOKIE });
  return api;
};

describe('/admin home (route module)', () => {
  it('shows orders people the revenue chart with its text alternative and the waiting tiles', async () => {
    render('operations', ORDERS_VIEW);
    expect(await screen.findByRole('heading', { name: 'Ringkasan hari ini' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Halo, Rina' })).toBeTruthy();
    expect(screen.getAllByText('Rp1.300.000').length).toBeGreaterThan(0);
    expect(
      screen.getByText(
        /Pendapatan per hari \(WIB\), 08\/11 sampai 21\/11: total Rp9\.100\.000 dari 91 pesanan; tertinggi Rp1\.300\.000 pada 21\/11\./,
      ),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Pendapatan per hari' });
    expect(within(table).getAllByRole('row')).toHaveLength(15);
    const tile = screen.getByRole('link', { name: /Bukti transfer untuk dicek/ });
    expect(tile.getAttribute('href')).toBe('/admin/orders?state=payment-confirm');
    expect(tile.textContent).toContain('2');
    expect(screen.queryByRole('heading', { name: 'Stok menipis' })).toBeNull();
    // The page's frame (main, nav) is the layout's; the dashboard's own markup is checked here.
    expect(await axeViolations(screen.getByRole('region', { name: 'Ringkasan hari ini' }))).toEqual(
      [],
    );
  }, 20_000);

  it('shows catalogue people low stock, top products and searches with no results', async () => {
    render('merchandiser', CATALOGUE_VIEW);
    const low = await screen.findByRole('table', { name: 'Stok menipis' });
    expect(within(low).getByText('LIP-01')).toBeTruthy();
    expect(screen.getByText('Kombinasi aktif dengan stok 1–5. 7 kombinasi habis.')).toBeTruthy();
    expect(
      screen.getByRole('table', { name: 'Produk terlaris 7 hari, menurut unit terjual' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '30 hari' }));
    expect(screen.getByText('Niacinamide Serum')).toBeTruthy();
    expect(screen.getByRole('button', { name: '30 hari' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const misses = screen.getByRole('table', {
      name: 'Kata pencarian tanpa hasil, paling sering dulu',
    });
    expect(within(misses).getByText('sunscreen stick')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pendapatan 14 hari terakhir' })).toBeNull();
    // The page's frame (main, nav) is the layout's; the dashboard's own markup is checked here.
    expect(await axeViolations(screen.getByRole('region', { name: 'Ringkasan hari ini' }))).toEqual(
      [],
    );
  });

  it('keeps the welcome alone for a role without figures, and when the API does not answer', async () => {
    render('content', { today: '2026-11-21' });
    expect(await screen.findByRole('heading', { name: 'Halo, Rina' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Ringkasan hari ini' })).toBeNull();
  });

  it('says so when the figures cannot be loaded', async () => {
    render('admin', null);
    expect(
      await screen.findByText('Angka ringkasan belum dapat dimuat. Coba muat ulang sebentar lagi.'),
    ).toBeTruthy();
  });
});
