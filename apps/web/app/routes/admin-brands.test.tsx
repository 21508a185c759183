import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { STOCK_API } from '~/features/admin/api/stock.server';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import type { Brand } from '~/features/admin/types';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import { axeViolations } from '~/testing/axe';
import * as brandsPage from './admin-brands';

const ZAMRUD: Brand = {
  id: 5,
  name: 'Zamrud',
  slug: 'zamrud',
  letter: 'Z',
  description: 'Dari Bandung.',
  origin: 'Indonesia',
  logo_url: null,
  is_active: true,
  version: 2,
};

const render = (replies: ApiReplies = {}) => {
  const api = stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe('merchandiser') },
    [`GET ${STOCK_API.brands}`]: { data: [ZAMRUD] },
    ...replies,
  });
  renderRouteModule(brandsPage, {
    path: '/admin/brands',
    context: api.context,
    cookie: STAFF_COOKIE,
  });
  return api;
};

describe('/admin/brands (route module)', () => {
  it('adds a brand: the schema first, then the taken slug on its field', async () => {
    const { callsTo } = render({
      [`POST ${STOCK_API.brands}`]: {
        status: 409,
        errorCode: 'brand_slug_taken',
        message: 'Slug ini sudah dipakai brand lain.',
        data: { fields: { slug: 'Slug ini sudah dipakai brand lain.' } },
      },
    });
    await screen.findByRole('table', { name: 'Daftar brand' });
    fireEvent.click(screen.getByRole('button', { name: 'Tambah brand' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Tambah brand' }));
    fireEvent.change(dialog.getByLabelText('Slug'), { target: { value: 'Bukan Slug' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Simpan brand' }));
    expect(await dialog.findByText('Data belum diisi')).toBeTruthy();
    expect(
      dialog.getByText(
        'Slug hanya huruf kecil, angka, dan tanda hubung (contoh: perawatan-wajah).',
      ),
    ).toBeTruthy();
    expect(callsTo('POST', STOCK_API.brands)).toEqual([]);

    fireEvent.change(dialog.getByLabelText('Nama'), { target: { value: 'Zamrud' } });
    fireEvent.change(dialog.getByLabelText('Slug'), { target: { value: 'zamrud' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Simpan brand' }));
    expect(await dialog.findByText('Slug ini sudah dipakai brand lain.')).toBeTruthy();
    expect(dialog.getByLabelText('Slug').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations()).toEqual([]);
    expect(callsTo('POST', STOCK_API.brands).map((call) => call.body)).toEqual([
      { name: 'Zamrud', slug: 'zamrud', origin: undefined, description: '', is_active: true },
    ]);
  }, 20_000);

  it('edits a brand at the version read, deactivating it', async () => {
    const { callsTo } = render({
      [`PATCH ${STOCK_API.brand(5)}`]: { data: { ...ZAMRUD, is_active: false, version: 3 } },
    });
    await screen.findByRole('table', { name: 'Daftar brand' });
    fireEvent.click(screen.getByRole('button', { name: 'Ubah brand Zamrud' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ubah brand Zamrud' }));
    fireEvent.click(dialog.getByLabelText('Aktif di toko'));
    fireEvent.click(dialog.getByRole('button', { name: 'Simpan brand' }));
    expect(await screen.findByText('Brand Zamrud disimpan.')).toBeTruthy();
    expect(callsTo('PATCH', STOCK_API.brand(5)).map((call) => call.body)).toEqual([
      {
        version: 2,
        name: 'Zamrud',
        slug: 'zamrud',
        origin: 'Indonesia',
        description: 'Dari Bandung.',
        is_active: false,
      },
    ]);
  }, 20_000);
});
