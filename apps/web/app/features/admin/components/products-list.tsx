import { useState } from 'react';
import { Form, Link } from 'react-router';
import { createColumnHelper, getCoreRowModel, type RowSelectionState } from '@tanstack/react-table';
import {
  ADMIN_PRODUCT_SORTS,
  PRODUCT_FLAGS,
  type AdminProductRow,
  type CatalogueOptions,
} from '@kilau/domain/admin';
import { formatRupiah } from '@kilau/domain/shared';
import { BUTTON_CLASS, FormMessage, SelectField, TextField } from '~/components/ui/form-field';
import { useAdminTable } from '../hooks/use-admin-table';
import { FLAG_LABELS, PRODUCT_INTENTS } from '../lib/product-form';
import { useAdminText, type AdminTextKey } from '../text';
import { DataTable } from './data-table';
import { ROW_BUTTON_CLASS } from './confirm-button';
import { ProductThumb } from './product-thumb';

const column = createColumnHelper<AdminProductRow>();

const SORT_LABELS: Record<(typeof ADMIN_PRODUCT_SORTS)[number], AdminTextKey> = {
  newest: 'productsSortNewest',
  oldest: 'productsSortOldest',
  name: 'productsSortName',
  price_asc: 'productsSortPriceAsc',
  price_desc: 'productsSortPriceDesc',
};

export type ProductFilters = Partial<
  Record<'q' | 'brand_id' | 'category_id' | 'active' | 'flag' | 'stock' | 'sort', string>
>;

const pageHref = (filters: ProductFilters, skip: number) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (skip > 0) params.set('skip', String(skip));
  const query = params.toString();
  return query ? `/admin/products?${query}` : '/admin/products';
};

const price = (row: AdminProductRow) =>
  row.price.min === row.price.max
    ? formatRupiah(row.price.min)
    : `${formatRupiah(row.price.min)} – ${formatRupiah(row.price.max)}`;

/**
 * /admin/products: the search and filters (a GET form: the address is the view), the table on
 * TanStack Table with a checkbox per row, and one bulk action for the rows chosen.
 */
export function ProductsList({
  rows,
  total,
  skip,
  limit,
  filters,
  options,
  answer,
}: {
  rows: AdminProductRow[];
  total: number;
  skip: number;
  limit: number;
  filters: ProductFilters;
  options: CatalogueOptions;
  answer: { ok: boolean; message?: string } | undefined;
}) {
  const text = useAdminText();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const columns = [
    column.display({
      id: 'select',
      header: ({ table }) => (
        <input
          type="checkbox"
          aria-label={text('productsSelectAll')}
          checked={table.getIsAllRowsSelected()}
          onChange={table.getToggleAllRowsSelectedHandler()}
          className="size-4 accent-rose-600"
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          name="ids"
          value={row.original.id}
          form="products-bulk"
          aria-label={text('productsSelectRow', { name: row.original.name })}
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
          className="size-4 accent-rose-600"
        />
      ),
    }),
    column.accessor('name', {
      header: text('productsColumnProduct'),
      cell: ({ row }) => (
        <div className="flex items-center gap-3">
          <ProductThumb src={row.original.cover_image} />
          <Link
            to={`/admin/products/${row.original.id}`}
            className="font-semibold text-plum-900 underline-offset-2 hover:underline"
          >
            {row.original.name}
          </Link>
        </div>
      ),
    }),
    column.accessor((row) => row.brand.name, { id: 'brand', header: text('productsColumnBrand') }),
    column.display({
      id: 'price',
      header: text('productsColumnPrice'),
      cell: ({ row }) => price(row.original),
    }),
    column.accessor('total_stock', { header: text('productsColumnStock') }),
    column.accessor('combinations_count', { header: text('productsColumnCombinations') }),
    column.accessor('is_active', {
      header: text('productsColumnStatus'),
      cell: ({ getValue }) => (getValue() ? text('productsActive') : text('productsInactive')),
    }),
    column.accessor('flags', {
      header: text('productsColumnFlags'),
      cell: ({ getValue }) =>
        getValue()
          .map((flag) => text(FLAG_LABELS[flag]))
          .join(', '),
    }),
  ];
  const table = useAdminTable({
    data: rows,
    columns,
    state: { rowSelection: selection },
    onRowSelectionChange: setSelection,
    enableRowSelection: true,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
  });
  const chosen = Object.keys(selection).filter((id) => selection[id]).length;
  const last = skip + rows.length;
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="font-display text-3xl font-semibold text-plum-900">
            {text('productsTitle')}
          </h1>
          <p className="mt-1 text-plum-700">{text('productsIntro')}</p>
        </div>
        <Link to="/admin/products/new" className={BUTTON_CLASS.primary}>
          {text('productsNew')}
        </Link>
      </header>

      <Form
        method="get"
        key={JSON.stringify(filters)}
        role="search"
        aria-label={text('productsFilters')}
        className="grid gap-4 rounded-2xl border border-blush-200 bg-white p-4 dt:grid-cols-4 dt:items-end"
      >
        <TextField
          name="q"
          type="search"
          label={text('productsSearch')}
          defaultValue={filters.q}
          maxLength={100}
          className="dt:col-span-2"
        />
        <SelectField
          name="brand_id"
          label={text('productsFilterBrand')}
          defaultValue={filters.brand_id ?? ''}
        >
          <option value="">{text('productsAny')}</option>
          {options.brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="category_id"
          label={text('productsFilterCategory')}
          defaultValue={filters.category_id ?? ''}
        >
          <option value="">{text('productsAny')}</option>
          {options.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {`${'\u00a0\u00a0'.repeat(category.depth)}${category.name}`}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="active"
          label={text('productsFilterActive')}
          defaultValue={filters.active ?? ''}
        >
          <option value="">{text('productsAny')}</option>
          <option value="true">{text('productsActive')}</option>
          <option value="false">{text('productsInactive')}</option>
        </SelectField>
        <SelectField
          name="flag"
          label={text('productsFilterFlag')}
          defaultValue={filters.flag ?? ''}
        >
          <option value="">{text('productsAny')}</option>
          {PRODUCT_FLAGS.map((flag) => (
            <option key={flag} value={flag}>
              {text(FLAG_LABELS[flag])}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="stock"
          label={text('productsFilterStock')}
          defaultValue={filters.stock ?? ''}
        >
          <option value="">{text('productsAny')}</option>
          <option value="out">{text('productsStockOut')}</option>
          <option value="low">{text('productsStockLow')}</option>
        </SelectField>
        <SelectField
          name="sort"
          label={text('productsSort')}
          defaultValue={filters.sort ?? 'newest'}
        >
          {ADMIN_PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {text(SORT_LABELS[sort])}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={BUTTON_CLASS.secondary}>
          {text('productsApplyFilters')}
        </button>
      </Form>

      {answer?.message ? (
        <FormMessage tone={answer.ok ? 'success' : 'error'}>{answer.message}</FormMessage>
      ) : null}

      <Form
        method="post"
        id="products-bulk"
        aria-label={text('productsBulkForm')}
        className="flex flex-wrap items-end gap-3"
        onSubmit={() => setSelection({})}
      >
        <input type="hidden" name="intent" value={PRODUCT_INTENTS.bulk} />
        <SelectField name="action" label={text('productsBulkAction')} defaultValue="deactivate">
          <option value="activate">{text('productsBulkActivate')}</option>
          <option value="deactivate">{text('productsBulkDeactivate')}</option>
          {PRODUCT_FLAGS.map((flag) => (
            <option key={`flag:${flag}`} value={`flag:${flag}`}>
              {text('productsBulkFlag', { flag: text(FLAG_LABELS[flag]) })}
            </option>
          ))}
          {PRODUCT_FLAGS.map((flag) => (
            <option key={`unflag:${flag}`} value={`unflag:${flag}`}>
              {text('productsBulkUnflag', { flag: text(FLAG_LABELS[flag]) })}
            </option>
          ))}
        </SelectField>
        <button type="submit" disabled={chosen === 0} className={BUTTON_CLASS.secondary}>
          {text('productsBulkApply', { count: chosen })}
        </button>
      </Form>

      <DataTable table={table} caption={text('productsTableLabel')} empty={text('productsEmpty')} />

      {rows.length > 0 || skip > 0 ? (
        <nav
          aria-label={text('productsPaging')}
          className="flex flex-wrap items-center justify-between gap-3"
        >
          <p className="text-sm text-plum-700" aria-live="polite">
            {rows.length > 0 ? text('productsRange', { first: skip + 1, last, total }) : null}
          </p>
          <div className="flex gap-2">
            {skip > 0 ? (
              <Link to={pageHref(filters, Math.max(0, skip - limit))} className={ROW_BUTTON_CLASS}>
                {text('productsPrevious')}
              </Link>
            ) : null}
            {last < total ? (
              <Link to={pageHref(filters, skip + limit)} className={ROW_BUTTON_CLASS}>
                {text('productsNext')}
              </Link>
            ) : null}
          </div>
        </nav>
      ) : null}
    </div>
  );
}
