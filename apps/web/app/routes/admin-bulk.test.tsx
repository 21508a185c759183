import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BulkImportReport } from '@kilau/domain/admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import { axeViolations } from '~/testing/axe';
import { renderRouteModule, stubApi } from '~/testing/route-module';
import { BulkReport } from '~/features/admin/components/bulk-report';
import { fakeXhr } from '~/testing/fake-xhr';
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
    expect(await axeViolations(screen.getByRole('region', { name: 'Impor dari CSV' }))).toEqual([]);
  });

  it('lets the staff member choose products or combinations, with each kind’s help', async () => {
    render();
    const kinds = await screen.findByRole('group', { name: 'Yang diimpor' });
    const combinations = within(kinds).getByRole('radio', {
      name: 'Kombinasi (harga, potongan, stok)',
    });
    expect((combinations as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(kinds).getByRole('radio', { name: 'Produk' }));
    expect(screen.getByText(/slug baru dibuat sebagai draf tidak aktif/)).toBeTruthy();
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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/admin/bulk progress', () => {
  it('shows the bytes sent, then the rows checked, in a labelled <progress>', async () => {
    const { sent, requests } = fakeXhr();
    render();
    fireEvent.click(await screen.findByRole('radio', { name: 'Produk' }));
    const input = screen.getByLabelText<HTMLInputElement>('Berkas CSV');
    const file = new File(['product_slug,active\nx,0\n'], 'produk.csv', { type: 'text/csv' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    fireEvent.change(input);
    // jsdom's own check of the required file input does not see the file set above: submit the
    // form as the "Uji coba" button would.
    fireEvent.submit(screen.getByRole('button', { name: 'Uji coba' }).closest('form')!);

    await waitFor(() => expect(sent).toHaveLength(1));
    const request = requests[0]!;
    expect(sent[0]!.url).toBe('/api/admin/bulk/import?kind=products&dry_run=1');
    expect(sent[0]!.headers.Accept).toContain('application/x-ndjson');
    expect((sent[0]!.body as FormData).get('file')).toBeInstanceOf(File);

    const bar = () => screen.getByRole('progressbar') as HTMLProgressElement;
    act(() => request.progress(450, 1_000));
    expect(bar().value).toBe(45);
    expect(screen.getByLabelText('Mengunggah berkas… 45%')).toBe(bar());
    expect(await axeViolations(screen.getByRole('region', { name: 'Impor dari CSV' }))).toEqual([]);

    act(() => request.line({ progress: { phase: 'check', done: 1_000, total: 4_000 } }));
    expect(bar().value).toBe(25);
    expect(screen.getByLabelText('Memeriksa baris 1000 dari 4000… 25%')).toBe(bar());
    act(() => request.line({ progress: { phase: 'check', done: 4_000, total: 4_000 } }));
    expect(bar().value).toBe(100);

    act(() => {
      request.line({
        success: true,
        data: report({ kind: 'products', rows: 4_000, changed: 3, created: 2, unchanged: 3_997 }),
        message: 'Uji coba selesai: 3 baris akan diubah.',
        meta: { code: 200 },
      });
      request.end();
    });
    expect(await screen.findByText('Uji coba selesai: 3 baris akan diubah.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(
      screen.getByText(
        '4000 baris: 3 berubah, 3997 tetap, 0 masalah. 2 di antaranya produk baru (draf, belum tampil di toko).',
      ),
    ).toBeTruthy();
    // The clean dry run of this kind and file offers the import.
    expect((screen.getByRole('button', { name: 'Impor' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
