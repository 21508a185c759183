// The product editor's academy shop flag (000 §4 "Availability of a product";
// docs/design/academy.md § The academy shop's stock): a checkbox with its hint, saved through the
// back office's products API.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import {
  makeCatalogueOptions,
  makeMe,
  makeProduct,
  STAFF_COOKIE,
} from '~/features/admin/testing/admin-fixtures';
import { renderRouteModule, stubApi } from '~/testing/route-module';
import * as editPage from './admin-product-edit';

describe('/admin/products/:id academy shop stock', () => {
  it('a checkbox with its hint, posted as the flag', async () => {
    const product = makeProduct();
    const api = stubApi({
      [`GET ${ADMIN_API.me}`]: { data: makeMe('merchandiser') },
      [`GET ${ADMIN_API.catalogueOptions}`]: { data: makeCatalogueOptions() },
      [`GET ${ADMIN_API.product(41)}`]: { data: product },
      [`PATCH ${ADMIN_API.product(41)}`]: {
        data: { ...product, is_out_of_stock_academy: true, version: 3 },
      },
    });
    renderRouteModule(editPage, {
      path: '/admin/products/:productId',
      url: '/admin/products/41',
      context: api.context,
      cookie: STAFF_COOKIE,
    });
    const form = within(await screen.findByRole('form', { name: 'Ubah produk' }));
    const box = form.getByRole('checkbox', { name: 'Habis di toko akademi' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.getAttribute('aria-describedby')).toBe('product-flag-hint-is_out_of_stock_academy');
    expect(
      document.getElementById('product-flag-hint-is_out_of_stock_academy')?.textContent,
    ).toMatch(/tampil HABIS/);

    fireEvent.click(box);
    fireEvent.click(form.getByRole('button', { name: 'Simpan produk' }));
    await waitFor(() => expect(api.callsTo('PATCH', ADMIN_API.product(41))).toHaveLength(1));
    expect(api.callsTo('PATCH', ADMIN_API.product(41))[0]?.body).toMatchObject({
      version: 2,
      is_out_of_stock_academy: true,
      is_limited: false,
    });
  }, 30_000);
});
