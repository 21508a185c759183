import { Fragment, type ReactNode } from 'react';
import { flexRender, type Row, type Table } from '@tanstack/react-table';
import { useAdminText } from '../text';

const SORT_ARIA = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A back-office table drawn from a TanStack Table instance: a caption names it; a sortable
 * column's header is a button (its `th` carries `aria-sort`); `renderExpanded` draws an expanded
 * row's detail in a full-width row below it.
 */
export function DataTable<T>({
  table,
  caption,
  empty,
  renderExpanded,
  rowHeader = false,
}: {
  table: Table<T>;
  caption: string;
  empty: string;
  renderExpanded?: (row: Row<T>) => ReactNode;
  /** The first cell names its row (a row header for screen readers). */
  rowHeader?: boolean;
}) {
  const text = useAdminText();
  const rows = table.getRowModel().rows;
  const columns = table.getVisibleLeafColumns().length;
  return (
    // A phone scrolls a wide table sideways: the frame is focusable so a keyboard can too.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-blush-200 bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
    >
      <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-cream-100 text-plum-800">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted ? SORT_ARIA[sorted] : undefined}
                    className="px-4 py-3 font-semibold"
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        aria-label={text('sortBy', {
                          column:
                            typeof header.column.columnDef.header === 'string'
                              ? header.column.columnDef.header
                              : header.id,
                        })}
                        className="-mx-2 inline-flex min-h-9 items-center gap-1 rounded-lg px-2 hover:bg-blush-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
                      >
                        {label}
                        <span aria-hidden="true" className="text-xs text-plum-600">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns} className="px-4 py-8 text-center text-plum-700">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <Fragment key={row.id}>
                <tr className="border-t border-blush-200 align-top">
                  {row.getVisibleCells().map((cell, index) =>
                    index === 0 && rowHeader ? (
                      <th key={cell.id} scope="row" className="px-4 py-3 font-normal">
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </th>
                    ) : (
                      <td key={cell.id} className="px-4 py-3">
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ),
                  )}
                </tr>
                {renderExpanded && row.getIsExpanded() ? (
                  <tr id={`${row.id}-detail`} className="bg-cream-50">
                    <td colSpan={columns} className="px-4 pb-4 pt-1">
                      {renderExpanded(row)}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
