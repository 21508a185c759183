import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '~/features/admin/api/admin-paths';
import { STOCK_API } from '~/features/admin/api/stock.server';
import { makeMe, STAFF_COOKIE } from '~/features/admin/testing/admin-fixtures';
import type { Category } from '~/features/admin/types';
import { renderRouteModule, stubApi, type ApiReplies } from '~/testing/route-module';
import { axeViolations } from '~/testing/axe';
import * as categoriesPage from './admin-categories';

const category = (overrides: Partial<Category>): Category => ({
  id: 1,
  parent_id: null,
  name: 'Makeup',
  slug: 'makeup',
  description: '',
  position: 0,
  is_active: true,
  version: 1,
  ...overrides,
});
const MAKEUP = category({});
const LIPS = category({ id: 2, parent_id: 1, name: 'Bibir', slug: 'bibir', version: 4 });
const MATTE = category({ id: 3, parent_id: 2, name: 'Lipstik Matte', slug: 'lipstik-matte' });

const render = (replies: ApiReplies = {}) => {
  const api = stubApi({
    [`GET ${ADMIN_API.me}`]: { data: makeMe('merchandiser') },
    [`GET ${STOCK_API.categories}`]: { data: [MATTE, LIPS, MAKEUP] },
    ...replies,
  });
  renderRouteModule(categoriesPage, {
    path: '/admin/categories',
    context: api.context,
    cookie: STAFF_COOKIE,
  });
  return api;
};

describe('/admin/categories (route module)', () => {
  it('shows the tree indented, and moves a category (never under its own branch)', async () => {
    const { callsTo } = render({
      [`PATCH ${STOCK_API.category(2)}`]: {
        data: { ...LIPS, parent_id: null, version: 5 },
      },
    });
    const tree = within(await screen.findByRole('navigation', { name: 'Pohon kategori' }));
    const items = tree.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Makeup',
      'Bibir',
      'Lipstik Matte',
    ]);
    expect(within(items[0]!).getAllByRole('list')).toHaveLength(2);
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(tree.getByRole('button', { name: 'Ubah kategori Bibir' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ubah kategori Bibir' }));
    const parent = dialog.getByLabelText('Induk') as HTMLSelectElement;
    // Itself and its child are no place to move it.
    expect([...parent.options].map((option) => option.textContent)).toEqual([
      '(Kategori utama)',
      'Makeup',
    ]);
    expect(parent.value).toBe('1');
    fireEvent.change(parent, { target: { value: '' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Simpan kategori' }));
    expect(await screen.findByText('Kategori Bibir disimpan.')).toBeTruthy();
    expect(callsTo('PATCH', STOCK_API.category(2)).map((call) => call.body)).toEqual([
      {
        version: 4,
        name: 'Bibir',
        slug: 'bibir',
        parent_id: null,
        position: 0,
        description: '',
        is_active: true,
      },
    ]);
  }, 20_000);

  it('adds a child under a category; the API’s refusal shows on its field', async () => {
    const { callsTo } = render({
      [`POST ${STOCK_API.categories}`]: {
        status: 409,
        errorCode: 'category_slug_taken',
        message: 'Slug ini sudah dipakai kategori lain di induk yang sama.',
        data: { fields: { slug: 'Slug ini sudah dipakai kategori lain di induk yang sama.' } },
      },
    });
    const tree = within(await screen.findByRole('navigation', { name: 'Pohon kategori' }));
    fireEvent.click(tree.getByRole('button', { name: 'Tambah subkategori di Bibir' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Tambah subkategori di Bibir' }),
    );
    fireEvent.change(dialog.getByLabelText('Nama'), { target: { value: 'Lipstik Matte' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Simpan kategori' }));
    expect(
      await dialog.findByText('Slug ini sudah dipakai kategori lain di induk yang sama.'),
    ).toBeTruthy();
    expect(callsTo('POST', STOCK_API.categories).map((call) => call.body)).toEqual([
      { name: 'Lipstik Matte', parent_id: 2, position: 0, description: '', is_active: true },
    ]);
  }, 20_000);
});
