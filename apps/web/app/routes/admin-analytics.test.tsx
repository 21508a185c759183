import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '@kilau/domain/analytics';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import type { StaffRole } from '~/features/admin/types';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as analyticsPage from './admin-analytics';

const REPORT = '/api/admin/analytics';
const ROLL_UP = '/api/admin/analytics/roll-up';

const day = (date: string, sessions: number, paid: number) => ({
  day: date,
  sessions,
  viewed: Math.round(sessions * 0.6),
  added: Math.round(sessions * 0.2),
  checked_out: Math.round(sessions * 0.1),
  placed: paid + 1,
  paid,
});

const REPORT_DATA: AnalyticsReport = {
  from: '2026-11-16',
  to: '2026-11-29',
  rolled_at: '2026-11-29T01:00:00.000Z',
  days: [day('2026-11-28', 120, 6), day('2026-11-29', 80, 4)],
  sources: [
    { source: 'instagram', sessions: 110, placed: 7, paid: 6 },
    { source: 'direct', sessions: 90, placed: 5, paid: 4 },
  ],
  products: [
    { product_id: '7', name: 'Serum Kilau', views: 300, viewers: 200, adds: 40, sold: 12 },
  ],
  searches_without_results: [{ query: 'lipen', searches: 9 }],
  orders: { paid: 13, tracked: 10 },
};

const render = (url = '/admin/analytics', replies: ApiReplies = {}, role: StaffRole = 'admin') => {
  const api = stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe(role) },
    [`GET ${REPORT}`]: { data: REPORT_DATA },
    [`POST ${ROLL_UP}`]: { data: REPORT_DATA },
    ...replies,
  });
  renderRouteModule(analyticsPage, {
    path: '/admin/analytics',
    url,
    context: api.context,
    cookie: STAFF_COOKIE,
  });
  return api;
};

describe('/admin/analytics (issue 24)', () => {
  it('shows the funnel with shares of sessions, and the paid orders reconciled', async () => {
    render();
    const funnel = await screen.findByRole('region', { name: 'Corong belanja' });
    const steps = within(funnel).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Sesi200 ',
      'Melihat produk120 60% dari sesi',
      'Menambah ke tas40 20% dari sesi',
      'Mulai checkout20 10% dari sesi',
      'Membuat pesanan12 6% dari sesi',
      'Membayar10 5% dari sesi',
    ]);
    expect(
      within(funnel).getByText(
        '13 pesanan dibayar dalam rentang ini: 10 dari sesi terlacak, 3 dari pembeli tanpa izin analitik atau dari perangkat lain.',
      ),
    ).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('lists sources, products viewed vs sold and searches without a result', async () => {
    render();
    const sources = await screen.findByRole('region', { name: 'Sumber kunjungan' });
    const instagram = within(sources).getByRole('rowheader', { name: 'instagram' }).closest('tr')!;
    expect(instagram.textContent).toBe('instagram11065,5%');
    const products = screen.getByRole('region', { name: 'Produk dilihat vs terjual' });
    expect(
      within(products).getByRole('rowheader', { name: 'Serum Kilau' }).closest('tr')!.textContent,
    ).toBe('Serum Kilau30020040126%');
    const searches = screen.getByRole('region', { name: 'Pencarian tanpa hasil' });
    expect(within(searches).getByRole('rowheader', { name: 'lipen' })).toBeTruthy();
    // The days chart's figures are in a table for assistive technology.
    expect(screen.getByRole('table', { name: 'Per hari' })).toBeTruthy();
  });

  it('asks for the chosen range, ending today', async () => {
    const { callsTo } = render('/admin/analytics?days=30');
    await screen.findByRole('region', { name: 'Corong belanja' });
    const path = callsTo('GET', REPORT)[0]?.path ?? '';
    const params = new URL(path, 'http://x').searchParams;
    const from = Date.parse(params.get('from') ?? '');
    const to = Date.parse(params.get('to') ?? '');
    expect((to - from) / 86_400_000).toBe(29);
    expect((screen.getByRole('combobox', { name: 'Rentang' }) as HTMLSelectElement).value).toBe(
      '30',
    );
  });

  it('recounts now on demand', async () => {
    const { callsTo } = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Hitung ulang sekarang' }));
    await waitFor(() => expect(callsTo('POST', ROLL_UP)).toHaveLength(1));
  });

  it('is refused to a role without analytics.read', async () => {
    render('/admin/analytics', {}, 'operations');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Corong belanja' })).toBeNull();
  });
});
