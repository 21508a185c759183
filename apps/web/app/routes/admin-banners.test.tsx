import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBanner, AdminCampaign, AdminCampaignSummary } from '@kilau/domain/admin';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { BANNERS_API } from '~/features/admin/api/banners-admin.server';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as editPage from './admin-banner-edit';
import * as listPage from './admin-banners';
import * as campaignEditPage from './admin-campaign-edit';
import * as campaignsPage from './admin-campaigns';

const ME = makeMe('merchandiser');

const makeBanner = (overrides: Partial<AdminBanner> = {}): AdminBanner => ({
  id: 7,
  location: 'popup_banner',
  type: 'popup',
  title: 'Glow Week',
  subtitle: 'Rangkaian serum pilihan',
  image_url: null,
  link_url: '/promotions',
  background: null,
  popup_setting: 'everyday',
  // 1 Dec 2026 09:00 – 8 Dec 2026 09:00 WIB
  start_date: '2026-12-01T02:00:00.000Z',
  end_date: '2026-12-08T02:00:00.000Z',
  is_active: true,
  position: 0,
  voucher_code: null,
  offer: null,
  page_path: null,
  status: 'scheduled',
  version: 2,
  created_at: '2026-11-20T03:00:00.000Z',
  ...overrides,
});

const stub = (replies: ApiReplies) =>
  stubApi({ [`GET ${ADMIN_API.me}`]: { data: ME }, ...replies });

describe('/admin/banners', () => {
  it('lists every placement’s banners with schedule and status, filtered by the query', async () => {
    const api = stub({
      [`GET ${BANNERS_API.banners}`]: {
        data: [
          makeBanner(),
          makeBanner({
            id: 8,
            location: 'top_banners',
            title: 'Produk original',
            status: 'live',
            start_date: null,
            end_date: null,
          }),
        ],
      },
    });
    renderRouteModule(listPage, {
      path: '/admin/banners',
      url: '/admin/banners?location=popup_banner&status=bogus',
      context: api.context,
      cookie: STAFF_COOKIE,
    });
    const table = within(await screen.findByRole('table', { name: 'Daftar banner' }));
    const popup = within(table.getByRole('rowheader', { name: /Glow Week/ }).closest('tr')!);
    expect(popup.getByText('Popup')).toBeTruthy();
    expect(popup.getByText('Terjadwal')).toBeTruthy();
    expect(popup.getByText('2026-12-01 09:00 – 2026-12-08 09:00')).toBeTruthy();
    expect(table.getByRole('link', { name: 'Ubah Produk original' }).getAttribute('href')).toBe(
      '/admin/banners/8',
    );
    expect(table.getByText('Tayang')).toBeTruthy();
    // Only a known placement and status reach the API.
    expect(api.callsTo('GET', BANNERS_API.banners).map((call) => call.path)).toEqual([
      '/api/admin/banners?location=popup_banner',
    ]);
    expect(screen.getByRole('link', { name: 'Banner baru' }).getAttribute('href')).toBe(
      '/admin/banners/new',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('a role without banners.write is refused', async () => {
    const api = stubApi({ [`GET ${ADMIN_API.me}`]: { data: makeMe('operations') } });
    renderRouteModule(listPage, {
      path: '/admin/banners',
      context: api.context,
      cookie: STAFF_COOKIE,
    });
    expect(await screen.findByText('Tidak untuk peranmu')).toBeTruthy();
    expect(api.callsTo('GET', BANNERS_API.banners)).toEqual([]);
  });
});

describe('/admin/banners/new and /admin/banners/:id', () => {
  it('schedules a popup: the schema first, the preview draws the shop’s popup, then it is saved', async () => {
    const api = stub({
      [`POST ${BANNERS_API.banners}`]: { status: 201, data: makeBanner({ id: 12 }) },
      [`GET ${BANNERS_API.banner(12)}`]: { data: makeBanner({ id: 12 }) },
    });
    renderRouteModule(editPage, {
      path: '/admin/banners/:id',
      url: '/admin/banners/new',
      context: api.context,
      cookie: STAFF_COOKIE,
    });
    await screen.findByRole('heading', { name: 'Banner baru', level: 1 });
    expect((screen.getByLabelText('Penempatan') as HTMLSelectElement).value).toBe('popup_banner');
    fireEvent.change(screen.getByLabelText('Judul'), { target: { value: 'Glow Week' } });
    fireEvent.change(screen.getByLabelText(/^Tautan/), { target: { value: '/promotions' } });
    fireEvent.change(screen.getByLabelText('Tampilkan popup'), { target: { value: 'once' } });
    fireEvent.change(screen.getByLabelText(/^Mulai \(WIB\)/), {
      target: { value: '2026-12-01T09:00' },
    });
    fireEvent.change(screen.getByLabelText(/^Selesai \(WIB\)/), {
      target: { value: '2026-11-30T09:00' },
    });

    // The preview is the storefront's popup card, with the form's values.
    const preview = within(screen.getByTestId('banner-preview'));
    expect(preview.getByText('Glow Week')).toBeTruthy();
    expect(preview.getByRole('link', { name: 'Lihat promo' }).getAttribute('href')).toBe(
      '/promotions',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Simpan banner' }));
    expect(await screen.findByText('Waktu selesai harus setelah waktu mulai.')).toBeTruthy();
    expect(api.callsTo('POST', BANNERS_API.banners)).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Selesai \(WIB\)/), {
      target: { value: '2026-12-08T09:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan banner' }));
    await waitFor(() => expect(api.callsTo('POST', BANNERS_API.banners)).toHaveLength(1));
    expect(api.callsTo('POST', BANNERS_API.banners)[0]!.body).toMatchObject({
      location: 'popup_banner',
      title: 'Glow Week',
      popup_setting: 'once',
      start_date: '2026-12-01T09:00',
      end_date: '2026-12-08T09:00',
      is_active: true,
    });
    // Saved: the banner's own page, where its picture is uploaded.
    expect(await screen.findByRole('heading', { name: 'Ubah banner', level: 1 })).toBeTruthy();
    expect(api.callsTo('GET', BANNERS_API.banner(12))).toHaveLength(1);
  }, 15_000);

  it('the preview follows the placement with its own storefront component', async () => {
    const api = stub({
      [`GET ${BANNERS_API.banner(7)}`]: {
        data: makeBanner({ image_url: '/media/banners/7-abc.webp' }),
      },
    });
    renderRouteModule(editPage, {
      path: '/admin/banners/:id',
      url: '/admin/banners/7',
      context: api.context,
      cookie: STAFF_COOKIE,
    });
    await screen.findByRole('heading', { name: 'Ubah banner', level: 1 });
    expect(screen.getByText('Terjadwal')).toBeTruthy();
    const placement = screen.getByLabelText('Penempatan');
    const preview = () => within(screen.getByTestId('banner-preview'));

    fireEvent.change(placement, { target: { value: 'top_banners' } });
    // The header's announcement strip: the banner's words, no picture.
    expect(preview().getByRole('list', { name: 'Info promo' }).textContent).toContain('Glow Week');
    expect(preview().queryByRole('img')).toBeNull();
    expect(screen.queryByLabelText('Tampilkan popup')).toBeNull();
    expect(screen.getByText('Penempatan teks tidak memakai gambar.')).toBeTruthy();

    fireEvent.change(placement, { target: { value: 'home' } });
    const hero = preview().getByRole('region', { name: 'Promo utama' });
    expect(within(hero).getByRole('img').getAttribute('alt')).toBe(
      'Glow Week — Rangkaian serum pilihan',
    );

    fireEvent.change(placement, { target: { value: 'emergency_announcement' } });
    expect(preview().getByRole('region', { name: 'Pengumuman penting' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('a save over someone else’s change says so and shows the banner as it is now', async () => {
    let reads = 0;
    const api = stub({
      [`GET ${BANNERS_API.banner(7)}`]: () => {
        reads += 1;
        return { data: makeBanner(reads > 1 ? { title: 'Glow Month', version: 3 } : {}) };
      },
      [`PATCH ${BANNERS_API.banner(7)}`]: {
        status: 409,
        errorCode: 'changed_by_someone_else',
        message: 'Data ini baru saja diubah orang lain. Muat ulang untuk melihat perubahannya.',
      },
    });
    renderRouteModule(editPage, {
      path: '/admin/banners/:id',
      url: '/admin/banners/7',
      context: api.context,
      cookie: STAFF_COOKIE,
    });
    await screen.findByRole('heading', { name: 'Ubah banner', level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan banner' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Judul') as HTMLInputElement).value).toBe('Glow Month'),
    );
    expect(api.callsTo('PATCH', BANNERS_API.banner(7))[0]!.body).toMatchObject({ version: 2 });
  });
});

describe('/admin/campaigns', () => {
  const CAMPAIGN: AdminCampaign = {
    id: 3,
    slug: 'glow-week',
    kind: 'campaign',
    name: 'Glow Week',
    description: '',
    image_url: null,
    starts_at: null,
    ends_at: null,
    is_active: true,
    is_display_icon_web: false,
    icon_url: null,
    position: 0,
    version: 4,
    sections: [
      {
        id: 1,
        title: 'Pembuka',
        type: 'banner',
        banner: {
          image_url: '/media/x.webp',
          link_url: '/promotions',
          title: 'Pembuka',
          subtitle: '',
        },
        product_ids: [],
        position: 0,
      },
      {
        id: 2,
        title: 'Serum pilihan',
        type: 'product',
        banner: null,
        product_ids: [11, 12],
        position: 1,
      },
    ],
  };

  it('lists the campaigns with their sections’ count', async () => {
    const { sections: _sections, ...rest } = CAMPAIGN;
    const summary: AdminCampaignSummary = { ...rest, section_count: 2 };
    const api = stub({ [`GET ${BANNERS_API.campaigns}`]: { data: [summary] } });
    renderRouteModule(campaignsPage, {
      path: '/admin/campaigns',
      context: api.context,
      cookie: STAFF_COOKIE,
    });
    const table = within(await screen.findByRole('table', { name: 'Daftar kampanye' }));
    expect(table.getByRole('link', { name: 'Ubah Glow Week' }).getAttribute('href')).toBe(
      '/admin/campaigns/3',
    );
    expect(table.getByText('2')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('reorders the sections and saves the whole campaign at its version', async () => {
    const api = stub({
      [`GET ${BANNERS_API.campaign(3)}`]: { data: CAMPAIGN },
      [`PATCH ${BANNERS_API.campaign(3)}`]: { data: { ...CAMPAIGN, version: 5 } },
    });
    renderRouteModule(campaignEditPage, {
      path: '/admin/campaigns/:id',
      url: '/admin/campaigns/3',
      context: api.context,
      cookie: STAFF_COOKIE,
    });
    await screen.findByRole('heading', { name: 'Ubah kampanye', level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Naikkan bagian 2' }));
    fireEvent.change(screen.getByLabelText(/^ID produk bagian 1/), {
      target: { value: '12, 11, 13' },
    });
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Simpan kampanye' }));
    expect(await screen.findByText('Kampanye tersimpan.')).toBeTruthy();
    const body = api.callsTo('PATCH', BANNERS_API.campaign(3))[0]!.body as {
      version: number;
      sections: Array<{ title: string; type: string; product_ids: number[] }>;
    };
    expect(body.version).toBe(4);
    expect(body.sections.map((section) => [section.title, section.type])).toEqual([
      ['Serum pilihan', 'product'],
      ['Pembuka', 'banner'],
    ]);
    expect(body.sections[0]!.product_ids).toEqual([12, 11, 13]);
  });
});
