import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
} from '@tanstack/react-table';
import { useAdminTable } from '../hooks/use-admin-table';
import { itemName } from '../lib/stock-words';
import { stockHref, type StockFilters } from '../lib/stock-filters';
import { useAdminText } from '../text';
import type { StockRow } from '../types';
import { ROW_BUTTON_CLASS } from './confirm-button';
import { DataTable } from './data-table';

const column = createColumnHelper<StockRow>();

function StockBadge({ row }: { row: StockRow }) {
  const text = useAdminText();
  const [tone, label] =
    row.stock === 0
      ? (['bg-berry-700/10 text-berry-700', text('stockStateOut')] as const)
      : row.low
        ? (['bg-cream-200 text-plum-800', text('stockStateLow')] as const)
        : (['bg-leaf-700/10 text-leaf-700', text('stockStateOk')] as const);
  return (
    <span className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ${tone}`}>
      {label}
    </span>
  );
}

/** A page of combinations: product, shade, SKU, stock and its state, each row's adjust and ledger. */
export function StockTable({
  rows,
  filters,
  skip,
  onAdjust,
}: {
  rows: StockRow[];
  filters: StockFilters;
  skip: number;
  onAdjust: (row: StockRow) => void;
}) {
  const text = useAdminText();
  const [sorting, setSorting] = useState<SortingState>([]);
  const columns = useMemo(
    () => [
      column.accessor('product_name', {
        header: text('stockProduct'),
        cell: (info) => (
          <span className="font-semibold text-plum-900">
            {info.getValue()}
            {info.row.original.is_active ? null : (
              <span className="font-normal text-plum-600"> ({text('stockInactive')})</span>
            )}
          </span>
        ),
      }),
      column.accessor((row) => row.shade ?? '', {
        id: 'shade',
        header: text('stockShade'),
        cell: (info) => info.getValue() || '—',
      }),
      column.accessor('sku', {
        header: text('stockSku'),
        cell: (info) => <code className="font-mono text-xs">{info.getValue()}</code>,
      }),
      column.accessor('stock', {
        header: text('stockOnHand'),
        cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
      }),
      column.display({
        id: 'state',
        header: text('stockState'),
        cell: (info) => <StockBadge row={info.row.original} />,
      }),
      column.display({
        id: 'actions',
        header: text('stockActions'),
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={ROW_BUTTON_CLASS}
              aria-label={text('stockAdjustFor', { item: itemName(row.original) })}
              onClick={() => onAdjust(row.original)}
            >
              {text('stockAdjust')}
            </button>
            <Link
              to={stockHref(filters, skip, row.original.combination_id)}
              className={ROW_BUTTON_CLASS}
              aria-label={text('stockLedgerFor', { item: itemName(row.original) })}
              preventScrollReset
            >
              {text('stockLedger')}
            </Link>
          </div>
        ),
      }),
    ],
    [text, filters, skip, onAdjust],
  );
  const table = useAdminTable({
    data: rows,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row) => `combination-${row.combination_id}`,
  });
  return (
    <DataTable
      table={table}
      caption={text('stockTableLabel')}
      empty={text('stockEmpty')}
      rowHeader
    />
  );
}
