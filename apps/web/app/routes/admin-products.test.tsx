import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import {
  makeCatalogueOptions,
  makeMe,
  makeProduct,
  makeProductRow,
  STAFF_COOKIE,
} from '~/features/admin/testing/admin-fixtures';
import { PROMOTION_OPTIONS_API } from '~/features/admin/api/promotions-api.server';
import { makeCombination } from '~/features/admin/testing/promotion-fixtures';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import * as combinationsRoute from './admin-promotion-combinations';
import * as editPage from './admin-product-edit';
import * as listPage from './admin-products';

const ME = makeMe('merchandiser');
const base: ApiReplies = {
  [`GET ${ADMIN_API.me}`]: { data: ME },
  [`GET ${ADMIN_API.catalogueOptions}`]: { data: makeCatalogueOptions() },
};

describe('/admin/products (route module)', () => {
  it('lists products with their figures; a search is the address; bulk acts on the chosen rows', async () => {
    const rows = [
      makeProductRow(),
      makeProductRow({ id: 42, name: 'Cushion Sari', is_active: false, flags: [], total_stock: 0 }),
    ];
    const api = stubApi({
      ...base,
      [`GET ${ADMIN_API.products}`]: { data: rows, meta: { total: 60 } },
      [`POST ${ADMIN_API.productsBulk}`]: { data: { changed: [42] } },
    });
    renderRouteModule(listPage, {
      path: '/admin/products',
      url: '/admin/products?q=lipstik&stock=out',
      context: api.context,
      cookie: STAFF_COOKIE,
    });
    const table = await screen.findByRole('table', { name: 'Daftar produk' });
    const cushion = within(
      within(table).getByRole('link', { name: 'Cushion Sari' }).closest('tr') as HTMLElement,
    );
    expect(cushion.getByText('Tidak aktif')).toBeTruthy();
    expect(within(table).getAllByText('Rp116.100 – Rp129.000')).toHaveLength(2);
    expect(screen.getByText('1–2 dari 60')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Berikutnya' }).getAttribute('href')).toBe(
      '/admin/products?q=lipstik&stock=out&skip=25',
    );
    expect((screen.getByLabelText('Cari nama atau SKU') as HTMLInputElement).value).toBe('lipstik');
    expect(api.callsTo('GET', ADMIN_API.products)[0]?.path).toBe(
      '/api/admin/products?q=lipstik&stock=out&skip=0&limit=25',
    );
    expect(await axeViolations()).toEqual([]);

    const apply = screen.getByRole('button', { name: 'Jalankan (0)' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pilih Cushion Sari' }));
    fireEvent.change(screen.getByLabelText('Aksi untuk yang dipilih'), {
      target: { value: 'activate' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Jalankan (1)' }));
    expect(await screen.findByText('1 produk diubah.')).toBeTruthy();
    expect(api.callsTo('POST', ADMIN_API.productsBulk).map((call) => call.body)).toEqual([
      { ids: [42], action: 'activate' },
    ]);
  }, 30_000);
});

describe('/admin/products/:id (route module)', () => {
  it('creates a product with two shades and colours, checked by the schema first', async () => {
    const api = stubApi({
      ...base,
      [`POST ${ADMIN_API.products}`]: { status: 201, data: makeProduct({ id: 77 }) },
    });
    renderRouteModule(editPage, {
      path: '/admin/products/new',
      context: api.context,
      cookie: STAFF_COOKIE,
    });
    const form = within(await screen.findByRole('form', { name: 'Produk baru' }));
    fireEvent.click(form.getByRole('button', { name: 'Buat produk' }));
    expect(await form.findAllByText('Data belum diisi')).not.toHaveLength(0);
    expect(api.callsTo('POST', ADMIN_API.products)).toEqual([]);

    fireEvent.change(form.getByLabelText('Nama produk'), {
      target: { value: 'Lipstik Velvet' },
    });
    fireEvent.change(form.getByLabelText('Brand'), { target: { value: '5' } });
    fireEvent.change(form.getByLabelText('Kategori utama'), { target: { value: '11' } });
    const first = within(form.getByRole('group', { name: 'Kombinasi 1' }));
    fireEvent.change(first.getByLabelText('SKU'), { target: { value: 'VLV-01' } });
    fireEvent.change(first.getByLabelText(/^Shade/), { target: { value: 'Merah Bata' } });
    fireEvent.change(first.getByLabelText('Harga (Rp)'), { target: { value: '129000' } });
    fireEvent.change(first.getByLabelText('Jenis potongan'), { target: { value: 'percentage' } });
    fireEvent.change(first.getByLabelText('Potongan (%)'), { target: { value: '10' } });
    expect(first.getByText('Rp116.100')).toBeTruthy();
    fireEvent.change(first.getByLabelText('Warna Kombinasi 1'), {
      target: { value: '#b5452f' },
    });
    expect((first.getByLabelText(/^Kode warna/) as HTMLInputElement).value).toBe('#b5452f');
    fireEvent.change(first.getByLabelText('Stok awal'), { target: { value: '30' } });
    fireEvent.click(form.getByRole('button', { name: 'Tambah kombinasi' }));
    const second = within(form.getByRole('group', { name: 'Kombinasi 2' }));
    fireEvent.change(second.getByLabelText('SKU'), { target: { value: 'VLV-02' } });
    fireEvent.change(second.getByLabelText(/^Shade/), { target: { value: 'Nude' } });
    fireEvent.change(second.getByLabelText('Harga (Rp)'), { target: { value: '129000' } });
    fireEvent.change(second.getByLabelText(/^Kode warna/), { target: { value: '#C98D84' } });
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(form.getByRole('button', { name: 'Buat produk' }));

    expect(await screen.findByTestId('landed')).toHaveProperty(
      'textContent',
      '/admin/products/77?created=1',
    );
    const body = api.callsTo('POST', ADMIN_API.products)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Lipstik Velvet',
      brand_id: 5,
      default_category_id: 11,
      is_active: true,
      combinations: [
        {
          sku: 'VLV-01',
          attributes: { shade: 'Merah Bata' },
          price: 129_000,
          deduction_type: 'percentage',
          deduction_percentage: 10,
          hex: '#b5452f',
          stock: 30,
          is_default: true,
        },
        { sku: 'VLV-02', attributes: { shade: 'Nude' }, hex: '#c98d84', is_default: false },
      ],
    });
  }, 30_000);

  it('an edit shows the API’s field message, and a 409 says what changed with a reload', async () => {
    const product = makeProduct();
    let saves = 0;
    const api = stubApi({
      ...base,
      [`GET ${ADMIN_API.product(41)}`]: { data: product },
      [`PATCH ${ADMIN_API.product(41)}`]: () => {
        saves += 1;
        return saves === 1
          ? {
              status: 422,
              errorCode: 'product_slug_taken',
              message: 'Slug ini sudah dipakai produk lain.',
              data: { fields: { slug: 'Slug ini sudah dipakai produk lain.' } },
            }
          : {
              status: 409,
              errorCode: 'changed_by_someone_else',
              message: 'Data ini baru saja diubah orang lain.',
              data: { current: { ...product, name: 'Lipstik Baru', version: 3 } },
            };
      },
    });
    renderRouteModule(editPage, {
      path: '/admin/products/:productId',
      url: '/admin/products/41',
      context: api.context,
      cookie: STAFF_COOKIE,
    });
    const form = within(await screen.findByRole('form', { name: 'Ubah produk' }));
    expect(
      screen.getByRole('link', { name: 'Lihat di toko (tab baru)' }).getAttribute('href'),
    ).toBe('/lipstik/41-lipstik-matte-merah-bata');
    expect(screen.getByRole('listitem', { name: 'Gambar 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seret gambar 1' })).toBeTruthy();
    expect((form.getByLabelText('Stok') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(form.getByLabelText(/^Slug/), { target: { value: 'dipakai' } });
    fireEvent.click(form.getByRole('button', { name: 'Simpan produk' }));
    expect(await form.findByText('Slug ini sudah dipakai produk lain.')).toBeTruthy();
    expect(form.getByLabelText(/^Slug/).getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PATCH', ADMIN_API.product(41))[0]?.body).toMatchObject({
      version: 2,
      slug: 'dipakai',
      combinations: [{ id: 901, sku: 'MLB-01', price: 129_000 }],
    });

    fireEvent.click(form.getByRole('button', { name: 'Simpan produk' }));
    const title = await screen.findByText('Produk ini diubah orang lain');
    const alert = within(title.closest('[role="alert"]') as HTMLElement);
    expect(alert.getByText('Yang berubah: Nama produk.')).toBeTruthy();
    expect(alert.getByRole('button', { name: 'Muat ulang produk' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  }, 30_000);
});

describe('/admin/products/:id bundle contents', () => {
  it('a bundle lists its components by name; the picker adds one, its quantity and removal post', async () => {
    const bundle = makeProduct({
      classification: 'bundle_physical',
      pack_items: [{ combination_id: 901, quantity: 1, label: 'Lipstik Matte · MLB-01' }],
    });
    const api = stubApi({
      ...base,
      [`GET ${ADMIN_API.product(41)}`]: { data: bundle },
      [`GET ${PROMOTION_OPTIONS_API.combinations}`]: {
        data: [makeCombination({ id: 777, label: '02 Coral', sku: 'RONA-LT-02' })],
      },
      [`PATCH ${ADMIN_API.product(41)}`]: { data: { ...bundle, version: 3 } },
    });
    renderRouteModule(editPage, {
      path: '/admin/products/:productId',
      url: '/admin/products/41',
      context: api.context,
      cookie: STAFF_COOKIE,
      resources: [{ path: '/admin/promotion-combinations', module: combinationsRoute }],
    });
    const contents = within(await screen.findByRole('list', { name: 'Isi bundel' }));
    expect(contents.getByText('Lipstik Matte · MLB-01')).toBeTruthy();
    const picker = within(screen.getByRole('group', { name: 'Tambah isi bundel' }));
    fireEvent.change(picker.getByRole('searchbox', { name: 'Cari produk, brand atau SKU' }), {
      target: { value: 'coral' },
    });
    fireEvent.click(await picker.findByRole('button', { name: 'Tambah Lip Tint Rosy · 02 Coral' }));
    fireEvent.change(screen.getByLabelText('Jumlah Lip Tint Rosy · 02 Coral'), {
      target: { value: '2' },
    });
    fireEvent.click(
      screen.getByRole('button', { name: 'Keluarkan Lipstik Matte · MLB-01 dari bundel' }),
    );
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Simpan produk' }));
    await waitFor(() => expect(api.callsTo('PATCH', ADMIN_API.product(41))).toHaveLength(1));
    expect(api.callsTo('PATCH', ADMIN_API.product(41))[0]?.body).toMatchObject({
      pack_items: [{ combination_id: 777, quantity: 2 }],
    });
  }, 30_000);
});

describe('/admin/products/:id preview in the shop', () => {
  it('links an inactive product to its page in the shop, as a staff preview in a new tab', async () => {
    const api = stubApi({
      ...base,
      [`GET ${ADMIN_API.product(41)}`]: { data: makeProduct({ is_active: false }) },
    });
    renderRouteModule(editPage, {
      path: '/admin/products/:productId',
      url: '/admin/products/41',
      context: api.context,
      cookie: STAFF_COOKIE,
    });
    const link = await screen.findByRole('link', { name: 'Pratinjau di toko (tab baru)' });
    expect(link.getAttribute('href')).toBe('/lipstik/41-lipstik-matte-merah-bata');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('aria-describedby')).toBe('product-preview-hint');
    expect(
      screen.getByText('Produk tidak aktif: hanya staf yang dapat melihat halamannya.'),
    ).toBeTruthy();
  });
});
