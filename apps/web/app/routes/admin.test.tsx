import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '@kilau/domain/admin';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import { renderRouteModule, stubApi, type ApiReply } from '~/testing/route-module';
import { axeViolations } from '~/testing/axe';
import * as layout from './admin';

/** The frame at `path` (a path of its own: a pattern also matching the sign-in would loop). */
const renderAs = (me: ApiReply, path = '/admin', url = path) => {
  const api = stubApi({ [`GET ${ADMIN_API.me}`]: me });
  renderRouteModule(layout, { path, url, context: api.context, cookie: STAFF_COOKIE });
  return api;
};

/** The links of the desktop sidebar's menu (the phone's menu has the same). */
const menuLinks = async () => {
  const [desktop] = await screen.findAllByRole('navigation', { name: 'Menu back office' });
  return within(desktop as HTMLElement)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

const SECTIONS: Record<StaffRole, string[]> = {
  admin: [
    'Beranda',
    'Pesanan',
    'Pengembalian',
    'Pengambilan di toko',
    'Pelanggan',
    'Produk',
    'Stok',
    'Stok toko',
    'Brand',
    'Kategori',
    'Voucher',
    'Harga spesial',
    'Flash sale',
    'Promo bank',
    'Hadiah lucky draw',
    'Hadiah mitra',
    'Penukaran hadiah',
    'Impor & ekspor CSV',
    'Kode keaslian',
    'Banner',
    'Kampanye',
    'Ulasan',
    'Halaman konten',
    'Kuis kecantikan',
    'Akademi',
    'Chat pelanggan',
    'Tiket bantuan',
    'Fitur toko',
    'Faktur & pajak',
    'Analitik',
    'Staf',
    'Log audit',
  ],
  merchandiser: [
    'Beranda',
    'Produk',
    'Stok',
    'Stok toko',
    'Brand',
    'Kategori',
    'Voucher',
    'Harga spesial',
    'Flash sale',
    'Promo bank',
    'Hadiah lucky draw',
    'Hadiah mitra',
    'Impor & ekspor CSV',
    'Kode keaslian',
    'Banner',
    'Kampanye',
    'Kuis kecantikan',
    'Analitik',
  ],
  operations: ['Beranda', 'Pesanan', 'Pengembalian'],
  support: [
    'Beranda',
    'Pesanan',
    'Pengembalian',
    'Pelanggan',
    'Penukaran hadiah',
    'Chat pelanggan',
    'Tiket bantuan',
  ],
  content: [
    'Beranda',
    'Banner',
    'Kampanye',
    'Ulasan',
    'Halaman konten',
    'Kuis kecantikan',
    'Akademi',
  ],
  store_staff: ['Beranda', 'Pengambilan di toko'],
};

describe('/admin, the back office frame (route module)', () => {
  it.each(STAFF_ROLES)('shows a %s the sections the role may open', async (role) => {
    renderAs({ data: makeMe(role, { name: 'Dewi' }) });
    expect(await menuLinks()).toEqual(SECTIONS[role]);
  });

  it('names who is signed in, their role, and signs out by POST to /admin/logout', async () => {
    renderAs({ data: makeMe('support', { name: 'Sari CS' }) });
    const [desktop] = await screen.findAllByRole('complementary');
    const aside = within(desktop as HTMLElement);
    expect(aside.getByText('Sari CS')).toBeTruthy();
    expect(aside.getByText('Layanan Pelanggan')).toBeTruthy();
    const signOut = aside.getByRole('button', { name: 'Keluar' });
    const form = signOut.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/admin/logout');
    // No shop footer here: the frame carries the language switch.
    expect(
      aside.getByRole('button', { name: 'Bahasa Indonesia' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      aside.getByRole('button', { name: 'English' }).closest('form')?.getAttribute('action'),
    ).toBe('/language');
    expect(await axeViolations()).toEqual([]);
  });

  it('sends a guest to sign in, coming back to the page afterwards', async () => {
    const { callsTo } = renderAs(
      { status: 401, errorCode: 'staff_login_required' },
      '/admin/audit-log',
      '/admin/audit-log?entity=staff',
    );
    expect((await screen.findByTestId('landed')).textContent).toBe(
      '/admin/login?redirectTo=/admin/audit-log%3Fentity%3Dstaff',
    );
    expect(callsTo('GET', ADMIN_API.me)).toHaveLength(1);
  });

  it('sends a session still at the password step (403) to sign in as well', async () => {
    renderAs({ status: 403, errorCode: 'staff_second_factor_required' });
    expect((await screen.findByTestId('landed')).textContent).toBe('/admin/login');
  });

  it('says so, in the back office’s words, when the API does not answer', async () => {
    renderAs({ status: 503 });
    expect(
      await screen.findByText('Back office belum dapat dibuka. Coba lagi sebentar lagi.'),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('is chromeless and for no search engine', () => {
    expect(layout.handle).toEqual({ chrome: 'none' });
    expect(layout.meta({ matches: [] } as never)).toContainEqual({
      name: 'robots',
      content: 'noindex, nofollow',
    });
    expect(layout.headers({} as never)).toEqual({ 'Cache-Control': 'private, no-store' });
  });
});
