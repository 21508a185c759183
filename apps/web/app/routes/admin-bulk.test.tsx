import { screen, within } from '@testing-library/react';
import type { BulkImportReport } from '@kilau/domain/admin';
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi } from '~/testing/route-module';
import { BulkReport } from '~/features/admin/components/bulk-report';
import { renderInShell } from '~/testing/render';
import * as bulk from './admin-bulk';

const report = (overrides: Partial<BulkImportReport> = {}): BulkImportReport => ({
  kind: 'combinations',
  dry_run: true,
  rows: 3,
  changed: 2,
  created: 0,
  unchanged: 1,
  problem_count: 0,
  problems: [],
  written: false,
  ...overrides,
});

const render = () => {
  const api = stubApi({ [`GET ${ADMIN_API.me}`]: { data: makeMe('merchandiser') } });
  renderRouteModule(bulk, { path: '/admin/bulk', context: api.context, cookie: STAFF_COOKIE });
  return api;
};

describe('/admin/bulk (route module)', () => {
  it('offers the exports, and keeps the import off until a clean dry run', async () => {
    render();
    expect(
      (await screen.findByRole('link', { name: 'Unduh produk (CSV)' })).getAttribute('href'),
    ).toBe('/api/admin/bulk/export.csv?kind=products');
    expect(
      screen
        .getByRole('link', { name: 'Unduh kombinasi: harga, potongan, stok (CSV)' })
        .getAttribute('href'),
    ).toBe('/api/admin/bulk/export.csv?kind=combinations');
    expect((screen.getByRole('button', { name: 'Impor' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(await axeViolations(screen.getByRole('region', { name: 'Impor kombinasi' }))).toEqual(
      [],
    );
  });

  // The form's upload itself is tested on the action (admin-bulk.action.test.ts): jsdom's files
  // do not travel through a Request.
  it('reports each problem of a dry run by row and column', () => {
    renderInShell(
      <BulkReport
        report={report({
          problem_count: 2,
          changed: 0,
          unchanged: 1,
          problems: [
            {
              row: 2,
              column: 'price',
              message: 'Isi dengan bilangan bulat dari 0 sampai 100000000.',
            },
            { row: 3, column: 'sku', message: 'SKU ini tidak ditemukan.' },
          ],
        })}
      />,
    );
    expect(screen.getByText('3 baris: 0 berubah, 1 tetap, 2 masalah.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Masalah per baris' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '2priceIsi dengan bilangan bulat dari 0 sampai 100000000.',
      '3skuSKU ini tidak ditemukan.',
    ]);
  });

  it('is not for a role without catalogue.write', async () => {
    const api = stubApi({ [`GET ${ADMIN_API.me}`]: { data: makeMe('support') } });
    renderRouteModule(bulk, { path: '/admin/bulk', context: api.context, cookie: STAFF_COOKIE });
    expect(await screen.findByRole('heading', { name: 'Tidak untuk peranmu' })).toBeTruthy();
  });
});
