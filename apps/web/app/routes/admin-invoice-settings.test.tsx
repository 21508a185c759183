import { fireEvent, screen } from '@testing-library/react';
import type { InvoiceSettings } from '@kilau/domain/invoices';
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { INVOICE_SETTINGS_API } from '~/features/admin/api/invoice-settings.server';
import { rateToBasisPoints } from '~/features/admin/invoice-settings-forms';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import type { StaffRole } from '~/features/admin/types';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as invoicePage from './admin-invoice-settings';

const SETTINGS: InvoiceSettings = {
  legal_name: 'PT Kilau Cantik Indonesia',
  address: 'Menara Kilau Lt. 12, Jl. Jenderal Sudirman Kav. 52-53, Jakarta Selatan 12190',
  npwp: '015367482073000',
  npwp_formatted: '01.536.748.2-073.000',
  pkp: true,
  ppn_rate_bp: 1100,
  prices_include_tax: true,
  invoice_footer: 'Faktur ini sah tanpa tanda tangan.',
  updated_at: '2026-11-20T03:15:00.000Z',
  updated_by: 'admin@kilau.id',
};

const render = (replies: ApiReplies = {}, role: StaffRole = 'admin') => {
  const api = stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe(role) },
    [`GET ${INVOICE_SETTINGS_API}`]: { data: SETTINGS },
    ...replies,
  });
  renderRouteModule(invoicePage, {
    path: '/admin/invoice-settings',
    url: '/admin/invoice-settings',
    context: api.context,
    cookie: STAFF_COOKIE,
  });
  return api;
};

describe('/admin/invoice-settings', () => {
  it('shows the legal and tax details and saves them, the rate typed in percent', async () => {
    const { callsTo } = render({
      [`PUT ${INVOICE_SETTINGS_API}`]: {
        data: { ...SETTINGS, ppn_rate_bp: 1200 },
        message: 'Data faktur & pajak disimpan.',
      },
    });
    await screen.findByRole('heading', { name: 'Faktur & pajak' });
    expect((screen.getByLabelText('NPWP') as HTMLInputElement).value).toBe('01.536.748.2-073.000');
    expect((screen.getByLabelText('Tarif PPN (%)') as HTMLInputElement).value).toBe('11');
    expect(
      (screen.getByLabelText('Harga di toko sudah termasuk PPN') as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      screen.getByText('Terakhir diubah 20 Nov 2026, 10:15 oleh admin@kilau.id.'),
    ).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    fireEvent.change(screen.getByLabelText('Tarif PPN (%)'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Data faktur & pajak disimpan.')).toBeTruthy();
    expect(callsTo('PUT', INVOICE_SETTINGS_API).map((call) => call.body)).toEqual([
      {
        legal_name: SETTINGS.legal_name,
        address: SETTINGS.address,
        npwp: '015367482073000',
        pkp: true,
        ppn_rate_bp: 1200,
        prices_include_tax: true,
        invoice_footer: SETTINGS.invoice_footer,
      },
    ]);
  }, 20_000);

  it('refuses a wrong NPWP and rate on their fields before asking the API', async () => {
    const { callsTo } = render();
    await screen.findByRole('heading', { name: 'Faktur & pajak' });
    fireEvent.change(screen.getByLabelText('NPWP'), { target: { value: '12.345' } });
    fireEvent.change(screen.getByLabelText('Tarif PPN (%)'), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(
      await screen.findByText('NPWP harus 15 atau 16 digit angka (contoh 01.234.567.8-901.000).'),
    ).toBeTruthy();
    expect(screen.getByText('Tarif PPN harus antara 0 dan 100 %.')).toBeTruthy();
    expect(callsTo('PUT', INVOICE_SETTINGS_API)).toEqual([]);
  }, 20_000);

  it('is not for a role without settings.write, and asks the API for nothing', async () => {
    const api = render({}, 'operations');
    expect(await screen.findByRole('heading', { name: 'Tidak untuk peranmu' })).toBeTruthy();
    expect(api.callsTo('GET', INVOICE_SETTINGS_API)).toEqual([]);
  });

  it('reads a typed percentage as basis points', () => {
    expect(['11', '11,5', '11.25', ' 0 ', 'abc', '11.555'].map(rateToBasisPoints)).toEqual([
      1100,
      1150,
      1125,
      0,
      'abc',
      '11.555',
    ]);
  });
});
