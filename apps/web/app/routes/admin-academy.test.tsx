import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { ACADEMY_AUTHORING_API } from '~/features/admin/api/academy-authoring.server';
import { makeAcademySettings } from '~/features/admin/testing/academy-authoring-fixtures';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as settingsPage from './admin-academy';

const api = (replies: ApiReplies, role: Parameters<typeof makeMe>[0] = 'content') =>
  stubApi({ [`GET ${ADMIN_API.me}`]: { data: makeMe(role) }, ...replies });

const render = (replies: ApiReplies, role?: Parameters<typeof makeMe>[0]) => {
  const stub = api(replies, role);
  renderRouteModule(settingsPage, {
    path: '/admin/academy',
    context: stub.context,
    cookie: STAFF_COOKIE,
  });
  return stub;
};

describe('/admin/academy, the settings', () => {
  it('offers an empty form before the first save (404) and creates the academy', async () => {
    const { callsTo } = render({
      [`GET ${ACADEMY_AUTHORING_API.settings}`]: {
        status: 404,
        errorCode: 'academy_not_configured',
        message: 'Akademi belum diatur.',
      },
      [`PUT ${ACADEMY_AUTHORING_API.settings}`]: { data: makeAcademySettings() },
    });
    const form = within(await screen.findByRole('form', { name: 'Pengaturan akademi' }));
    expect(
      screen.getByText('Akademi belum diatur. Isi formulir ini untuk membuatnya.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pengaturan' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await axeViolations()).toEqual([]);
    fireEvent.change(form.getByLabelText('Nama akademi'), { target: { value: 'Lumera Academy' } });
    fireEvent.change(form.getByLabelText('Alamat (segmen)'), {
      target: { value: 'Lumera-Academy' },
    });
    fireEvent.change(form.getByLabelText('ID brand mitra'), { target: { value: '7' } });
    fireEvent.change(form.getByLabelText('Keputusan pendaftaran'), {
      target: { value: 'auto_buyers' },
    });
    fireEvent.change(form.getByLabelText('Warna aksen'), { target: { value: '#112233' } });
    fireEvent.click(form.getByRole('button', { name: 'Buat akademi' }));
    await waitFor(() => expect(callsTo('PUT', ACADEMY_AUTHORING_API.settings)).toHaveLength(1));
    expect(callsTo('PUT', ACADEMY_AUTHORING_API.settings)[0]!.body).toEqual({
      version: 1,
      name: 'Lumera Academy',
      path_segment: 'lumera-academy',
      brand_id: 7,
      tagline_id: '',
      tagline_en: '',
      description_id: '',
      description_en: '',
      logo_url: null,
      primary_colour: '#4a1942',
      accent_colour: '#112233',
      enrolment_mode: 'auto_buyers',
      graduation_voucher_id: null,
      is_active: false,
    });
    expect(await screen.findByText('Pengaturan disimpan.')).toBeTruthy();
  });

  it('saves at the version read and shows the API’s refusal on its field', async () => {
    const { callsTo } = render({
      [`GET ${ACADEMY_AUTHORING_API.settings}`]: { data: makeAcademySettings() },
      [`PUT ${ACADEMY_AUTHORING_API.settings}`]: {
        status: 422,
        errorCode: 'validation_failed',
        message: 'Voucher tidak ditemukan.',
        data: { fields: { graduation_voucher_id: 'Voucher tidak ditemukan.' } },
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Pengaturan akademi' }));
    expect((form.getByLabelText('Nama akademi') as HTMLInputElement).value).toBe('Lumera Academy');
    expect(form.getByText('Sekarang: Lumera')).toBeTruthy();
    fireEvent.change(form.getByLabelText(/^ID voucher kelulusan/), { target: { value: '99' } });
    fireEvent.click(form.getByRole('button', { name: 'Simpan pengaturan' }));
    await waitFor(() => expect(callsTo('PUT', ACADEMY_AUTHORING_API.settings)).toHaveLength(1));
    expect(callsTo('PUT', ACADEMY_AUTHORING_API.settings)[0]!.body).toMatchObject({
      version: 3,
      graduation_voucher_id: 99,
      is_active: true,
    });
    const voucher = await form.findByLabelText(/^ID voucher kelulusan/);
    await waitFor(() => expect(voucher.getAttribute('aria-invalid')).toBe('true'));
    expect(form.getAllByText('Voucher tidak ditemukan.').length).toBeGreaterThan(0);
  });

  it('refuses a reserved segment before the API is asked', async () => {
    const { callsTo } = render({
      [`GET ${ACADEMY_AUTHORING_API.settings}`]: { data: makeAcademySettings() },
    });
    const form = within(await screen.findByRole('form', { name: 'Pengaturan akademi' }));
    fireEvent.change(form.getByLabelText('Alamat (segmen)'), { target: { value: 'shop' } });
    fireEvent.click(form.getByRole('button', { name: 'Simpan pengaturan' }));
    expect(
      await form.findByText('Alamat ini dipakai halaman toko. Pilih alamat lain.'),
    ).toBeTruthy();
    expect(callsTo('PUT', ACADEMY_AUTHORING_API.settings)).toEqual([]);
  });

  it('is refused to a role without academy.manage', async () => {
    render({}, 'support');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
