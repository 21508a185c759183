import { useState } from 'react';
import {
  getCoreRowModel,
  getSortedRowModel,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useAdminTable } from '../hooks/use-admin-table';
import { DataTable } from './data-table';

/** A promotion list's table (sortable by its columns); the first cell names the row. */
export function PromotionTable<T extends { id: number }>({
  rows,
  columns,
  caption,
  empty,
}: {
  rows: T[];
  // TanStack's column list mixes value types; each column is typed where it is made.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  caption: string;
  empty: string;
}) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useAdminTable({
    data: rows,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row) => `promotion-${row.id}`,
  });
  return <DataTable table={table} caption={caption} empty={empty} rowHeader />;
}
