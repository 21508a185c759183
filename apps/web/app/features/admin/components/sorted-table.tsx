import { useState } from 'react';
import {
  getCoreRowModel,
  getSortedRowModel,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useAdminTable } from '../hooks/use-admin-table';
import { DataTable } from './data-table';

/**
 * A whole list in one table, sortable by its columns, its first cell naming the row (the play
 * screens' quizzes and prizes: short lists the API answers whole).
 */
export function SortedTable<T>({
  data,
  columns,
  caption,
  empty,
}: {
  data: T[];
  // TanStack's column helpers type each column by its value: the list mixes them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  caption: string;
  empty: string;
}) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useAdminTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  return <DataTable table={table} caption={caption} empty={empty} rowHeader />;
}
