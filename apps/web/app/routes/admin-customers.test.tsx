import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCustomer } from '@kilau/domain/admin';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { CUSTOMERS_API } from '~/features/admin/api/admin-customers.server';
import { PLAY_API } from '~/features/admin/api/play-admin.server';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as customerPage from './admin-customer';
import * as customersPage from './admin-customers';

const SARI: AdminCustomer = {
  id: 5,
  email: 'sari@example.com',
  user_name: 'sariw',
  name: 'Sari Wulandari',
  phone: '081234567890',
  gender: 'Female',
  date_of_birth: null,
  is_verified_email: true,
  is_verified_phone: false,
  locked: false,
  locked_at: null,
  login_blocked: false,
  removed: false,
  version: 2,
  created_at: '2026-10-01T03:00:00.000Z',
  addresses: [],
  orders: { count: 0, paid_total: 0, recent: [] },
  points: { balance: 40, ledger: [] },
  tokens: { balance: 5 },
  vouchers: [],
  sessions: [
    {
      id: 9,
      created_at: '2026-11-26T01:00:00.000Z',
      last_seen_at: '2026-11-26T02:00:00.000Z',
      expires_at: '2026-12-26T01:00:00.000Z',
      ip: '203.0.113.9',
      user_agent: 'Firefox',
    },
  ],
  devices: [],
};

const renderCustomer = (replies: ApiReplies = {}) => {
  const api = stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe('support') },
    [`GET ${CUSTOMERS_API.customer(5)}`]: { data: SARI },
    ...replies,
  });
  renderRouteModule(customerPage, {
    path: '/admin/customers/:id',
    url: '/admin/customers/5',
    context: api.context,
    cookie: STAFF_COOKIE,
  });
  return api;
};

describe('/admin/customers (route module)', () => {
  it('searches customers and links each to their page', async () => {
    const api = stubApi({
      [`GET ${ADMIN_API.me}`]: { data: makeMe('support') },
      [`GET ${CUSTOMERS_API.list}`]: {
        data: [
          {
            id: 5,
            email: SARI.email,
            name: SARI.name,
            phone: SARI.phone,
            locked: true,
            orders: 3,
            created_at: SARI.created_at,
          },
        ],
        meta: { total: 1 },
      },
    });
    renderRouteModule(customersPage, {
      path: '/admin/customers',
      url: '/admin/customers?q=sari',
      context: api.context,
      cookie: STAFF_COOKIE,
    });
    const table = await screen.findByRole('table', { name: 'Daftar pelanggan' });
    expect(within(table).getByRole('link', { name: 'Sari Wulandari' }).getAttribute('href')).toBe(
      '/admin/customers/5',
    );
    expect(within(table).getByText('Dikunci')).toBeTruthy();
    expect(api.callsTo('GET', CUSTOMERS_API.list)[0]!.path).toContain('q=sari');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('/admin/customers/:id (route module)', () => {
  it('adjusts points at the version read; the API’s below-zero refusal is shown on the field', async () => {
    const { callsTo } = renderCustomer({
      [`POST ${CUSTOMERS_API.points(5)}`]: {
        status: 422,
        errorCode: 'points_below_zero',
        message: 'Data yang dikirim tidak valid.',
        data: {
          fields: { delta: 'Poin pelanggan tidak boleh kurang dari 0 (saldo sekarang 40).' },
        },
      },
    });
    await screen.findByRole('heading', { name: 'Sari Wulandari' });
    expect(await axeViolations()).toEqual([]);
    fireEvent.change(screen.getByLabelText('Jumlah poin (negatif untuk mengurangi)'), {
      target: { value: '-50' },
    });
    fireEvent.change(screen.getByLabelText('Alasan perubahan'), { target: { value: 'Koreksi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan perubahan poin' }));
    expect(
      await screen.findByText('Poin pelanggan tidak boleh kurang dari 0 (saldo sekarang 40).'),
    ).toBeTruthy();
    expect(callsTo('POST', CUSTOMERS_API.points(5)).map((call) => call.body)).toEqual([
      { delta: -50, reason: 'Koreksi', version: 2 },
    ]);
  });

  it('locks the account and ends sessions', async () => {
    const { callsTo } = renderCustomer({
      [`POST ${CUSTOMERS_API.lock(5)}`]: {
        data: { ...SARI, locked: true, sessions: [], version: 3 },
        message: 'Akun pelanggan dikunci dan semua sesinya diakhiri.',
      },
    });
    await screen.findByRole('heading', { name: 'Sari Wulandari' });
    fireEvent.click(screen.getByRole('button', { name: 'Kunci akun pelanggan' }));
    expect(
      await screen.findByText('Akun pelanggan dikunci dan semua sesinya diakhiri.'),
    ).toBeTruthy();
    expect(callsTo('POST', CUSTOMERS_API.lock(5)).map((call) => call.body)).toEqual([
      { version: 2 },
    ]);
  });

  it('shows points, tokens and badges, and grants tokens with a reason', async () => {
    const { callsTo } = renderCustomer({
      [`GET ${PLAY_API.rewards(5)}`]: {
        data: {
          own: false,
          badges: [
            { key: 'quiz_taken', name: 'Pecinta Kuis', earned_at: '2026-11-20T01:00:00.000Z' },
          ],
          points: null,
          total_october_campaign_tokens: null,
          redemptions: null,
        },
      },
      [`POST ${PLAY_API.tokens(5)}`]: {
        data: { user_id: 5, total_october_campaign_tokens: 8 },
        message: 'Token diperbarui.',
      },
    });
    const section = within(
      (await screen.findByRole('heading', { name: 'Token dan lencana' })).closest('section')!,
    );
    expect(section.getByText('Token kampanye').nextElementSibling?.textContent).toBe('5');
    expect(section.getByText('Pecinta Kuis')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    const form = within(screen.getByRole('form', { name: 'Beri atau tarik token' }));
    fireEvent.click(form.getByRole('button', { name: 'Simpan token' }));
    expect(await form.findByText('Data belum diisi')).toBeTruthy();
    expect(callsTo('POST', PLAY_API.tokens(5))).toEqual([]);
    fireEvent.change(form.getByLabelText('Jumlah token'), { target: { value: '3' } });
    fireEvent.change(form.getByLabelText('Alasan'), { target: { value: 'Pemenang live IG' } });
    fireEvent.click(form.getByRole('button', { name: 'Simpan token' }));
    expect(await screen.findByText('Token diperbarui.')).toBeTruthy();
    expect(callsTo('POST', PLAY_API.tokens(5)).map((call) => call.body)).toEqual([
      { delta: 3, reason: 'Pemenang live IG' },
    ]);
  });
});
