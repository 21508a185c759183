// @vitest-environment node
// The import form's action with a real multipart upload (Node's Request and File).
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import { stubApi } from '~/testing/route-module';
import * as bulk from './admin-bulk';

const IMPORT = '/api/admin/bulk/import';

const submit = (context: unknown, form: FormData) =>
  bulk.action({
    request: new Request('http://localhost/admin/bulk', {
      method: 'POST',
      body: form,
      headers: { Cookie: STAFF_COOKIE },
    }),
    context,
    params: {},
  } as never);

const formWith = (intent: string, text: string | null, kind?: string) => {
  const form = new FormData();
  form.set('intent', intent);
  if (kind) form.set('kind', kind);
  if (text !== null) form.set('file', new File([text], 'kombinasi.csv', { type: 'text/csv' }));
  return form;
};

describe('/admin/bulk action', () => {
  it('sends the file for a dry run, then for the import, and answers the report', async () => {
    const problems = [{ row: 3, column: 'sku', message: 'SKU ini tidak ditemukan.' }];
    const { context, callsTo } = stubApi({
      [`GET ${ADMIN_API.me}`]: { data: makeMe('merchandiser') },
      [`POST ${IMPORT}`]: (call) =>
        call.path.endsWith('dry_run=1')
          ? {
              data: { dry_run: true, problem_count: 1, problems },
              message: 'Uji coba selesai: 0 baris akan diubah.',
            }
          : {
              status: 422,
              errorCode: 'bulk_import_has_problems',
              message: 'Impor dibatalkan: ada 1 masalah. Perbaiki berkasnya, lalu coba lagi.',
              data: { dry_run: false, problem_count: 1, problems },
            },
    });
    const dry = await submit(context, formWith('dry-run', 'sku,price\nX,1\n'));
    expect(dry).toMatchObject({
      report: { dry_run: true, problems },
      file: { name: 'kombinasi.csv' },
      fileError: null,
    });
    const real = await submit(context, formWith('import', 'sku,price\nX,1\n'));
    expect(real).toMatchObject({
      report: { dry_run: false, problems },
      message: 'Impor dibatalkan: ada 1 masalah. Perbaiki berkasnya, lalu coba lagi.',
    });
    await submit(context, formWith('dry-run', 'product_slug\nx\n', 'products'));
    expect(callsTo('POST', IMPORT).map((call) => call.path)).toEqual([
      `${IMPORT}?kind=combinations&dry_run=1`,
      `${IMPORT}?kind=combinations&dry_run=0`,
      `${IMPORT}?kind=products&dry_run=1`,
    ]);
  });

  it('asks for a file before calling the API', async () => {
    const { context, callsTo } = stubApi({
      [`GET ${ADMIN_API.me}`]: { data: makeMe('merchandiser') },
    });
    expect(await submit(context, formWith('dry-run', null))).toMatchObject({
      fileError: 'Pilih berkas CSV.',
    });
    expect(callsTo('POST', IMPORT)).toEqual([]);
  });
});
