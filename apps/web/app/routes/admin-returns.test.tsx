import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { RETURNS_API } from '~/features/admin/api/returns-admin.server';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import { makeAdminReturnRow } from '~/features/admin/testing/admin-return-fixtures';
import type { StaffRole } from '~/features/admin/types';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as queuePage from './admin-returns';

const URL_ = '/admin/returns';

/** Two days and three hours after the first row was asked for. */
const NOW = '2026-11-23T06:00:00.000Z';
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(NOW) });
});
afterEach(() => {
  vi.useRealTimers();
});

const ROWS = [
  makeAdminReturnRow(),
  makeAdminReturnRow({
    reference: 'KLU-261122-XYZ789-R1',
    order_reference: 'KLU-261122-XYZ789',
    status: 'approved',
    status_label: 'Disetujui, kirim barangnya',
    reason: 'allergy',
    reason_label: 'Reaksi alergi atau iritasi',
    refund_amount: 249_000,
    refund_method: 'store_credit',
    refund_method_label: 'Saldo belanja (voucher Kilau)',
    created_at: '2026-11-23T04:30:00.000Z',
    customer: { id: '41', name: 'Nadia Putri', email: 'nadia@example.com' },
  }),
];

const render = (replies: ApiReplies = {}, url = URL_, role: StaffRole = 'operations') => {
  const api = stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe(role) },
    [`GET ${RETURNS_API.list}`]: { data: ROWS, meta: { total: 2 } },
    ...replies,
  });
  renderRouteModule(queuePage, { path: URL_, url, context: api.context, cookie: STAFF_COOKIE });
  return api;
};

const table = () => screen.findByRole('table', { name: 'Daftar pengembalian' });
const rowOf = (reference: string) =>
  within(
    screen.getByRole('rowheader', { name: new RegExp(reference) }).closest('tr') as HTMLElement,
  );

describe('/admin/returns (route module)', () => {
  it('lists the open returns with order, customer, reason, amount, method and age', async () => {
    const { callsTo } = render();
    await table();
    expect(callsTo('GET', RETURNS_API.list)[0]!.path).toBe(
      `${RETURNS_API.list}?status=open&skip=0&limit=20`,
    );
    const first = rowOf('KLU-261120-ABC123-R1');
    expect(first.getByRole('link', { name: 'KLU-261120-ABC123-R1' }).getAttribute('href')).toBe(
      '/admin/returns/KLU-261120-ABC123-R1',
    );
    expect(first.getByText('Diajukan').className).toContain('order-state');
    expect(first.getByRole('link', { name: 'KLU-261120-ABC123' }).getAttribute('href')).toBe(
      '/admin/orders/KLU-261120-ABC123',
    );
    expect(first.getByText('Sari Wulandari')).toBeTruthy();
    expect(first.getByText('sari@example.com')).toBeTruthy();
    expect(first.getByText('Rusak saat diterima')).toBeTruthy();
    expect(first.getByText('Rp116.000')).toBeTruthy();
    expect(first.getByText('Transfer ke rekening bank')).toBeTruthy();
    expect(first.getByText('2 hari')).toBeTruthy();
    expect(rowOf('KLU-261122-XYZ789-R1').getByText('1 jam')).toBeTruthy();

    const tabs = within(screen.getByRole('navigation', { name: 'Status pengembalian' }));
    expect(
      tabs.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Terbuka', '/admin/returns'],
      ['Diajukan', '/admin/returns?status=requested'],
      ['Disetujui', '/admin/returns?status=approved'],
      ['Diterima', '/admin/returns?status=received'],
      ['Dikembalikan dananya', '/admin/returns?status=refunded'],
      ['Ditolak', '/admin/returns?status=rejected'],
      ['Dibatalkan', '/admin/returns?status=cancelled'],
      ['Semua', '/admin/returns?status=all'],
    ]);
    expect(tabs.getByRole('link', { name: 'Terbuka' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('1–2 dari 2')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  }, 20_000);

  it('asks for a status, a search and a later page from the address', async () => {
    const { callsTo } = render(
      { [`GET ${RETURNS_API.list}`]: { data: ROWS, meta: { total: 45 } } },
      `${URL_}?status=refunded&q=sari&skip=20`,
    );
    await table();
    expect(callsTo('GET', RETURNS_API.list)[0]!.path).toBe(
      `${RETURNS_API.list}?status=refunded&q=sari&skip=20&limit=20`,
    );
    const search = within(screen.getByRole('search', { name: 'Cari pengembalian' }));
    expect(
      (search.getByLabelText('Cari (no. retur atau pesanan, email, nama)') as HTMLInputElement)
        .value,
    ).toBe('sari');
    const paging = within(screen.getByRole('navigation', { name: 'Halaman pengembalian' }));
    expect(paging.getByRole('link', { name: 'Sebelumnya' }).getAttribute('href')).toBe(
      '/admin/returns?status=refunded&q=sari',
    );
    expect(paging.getByRole('link', { name: 'Berikutnya' }).getAttribute('href')).toBe(
      '/admin/returns?status=refunded&q=sari&skip=40',
    );
  });

  it('says when nothing waits', async () => {
    render({ [`GET ${RETURNS_API.list}`]: { data: [], meta: { total: 0 } } });
    expect(
      await screen.findByText('Tidak ada pengembalian yang menunggu. Semua sudah ditangani.'),
    ).toBeTruthy();
  });

  it('is closed to a role without the orders', async () => {
    const { callsTo } = render({}, URL_, 'content');
    expect(await screen.findByRole('heading', { name: 'Tidak untuk peranmu' })).toBeTruthy();
    expect(callsTo('GET', RETURNS_API.list)).toEqual([]);
  });
});
