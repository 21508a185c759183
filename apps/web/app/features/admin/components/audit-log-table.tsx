import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  createColumnHelper,
  getCoreRowModel,
  getExpandedRowModel,
  getSortedRowModel,
  type ExpandedState,
  type SortingState,
} from '@tanstack/react-table';
import { formatDateTime } from '@kilau/domain/shared';
import { useLocale } from '~/lib/i18n';
import { auditChanges } from '../lib/audit-diff';
import { auditPageHref, type AuditFilters } from '../lib/audit-filters';
import { useAdminTable } from '../hooks/use-admin-table';
import { useAdminText } from '../text';
import type { AuditEntry } from '../types';
import { ROW_BUTTON_CLASS } from './confirm-button';
import { DataTable } from './data-table';

const column = createColumnHelper<AuditEntry>();

/** What an entry changed: each changed key, before → after. */
function AuditDiff({ entry }: { entry: AuditEntry }) {
  const text = useAdminText();
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <p className="text-plum-700">{text('auditNoChanges')}</p>;
  const value = (shown: string | null, tone: string) =>
    shown === null ? (
      <span className="italic text-plum-600">{text('auditEmptyValue')}</span>
    ) : (
      <code className={`break-all rounded px-1.5 py-0.5 font-mono text-xs ${tone}`}>{shown}</code>
    );
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">
        {text('auditChangesOf', {
          action: entry.action,
          record: `${entry.entity} ${entry.entity_id}`,
        })}
      </caption>
      <thead className="text-xs uppercase tracking-wide text-plum-600">
        <tr>
          <th scope="col" className="py-1 pr-4 font-semibold">
            {text('auditField')}
          </th>
          <th scope="col" className="py-1 pr-4 font-semibold">
            {text('auditBefore')}
          </th>
          <th scope="col" className="py-1 font-semibold">
            {text('auditAfter')}
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.key} className="border-t border-blush-200 align-top">
            <th scope="row" className="py-1.5 pr-4 font-mono text-xs font-semibold text-plum-900">
              {change.key}
            </th>
            <td className="py-1.5 pr-4">
              {value(change.before, 'bg-berry-700/10 text-berry-700')}
            </td>
            <td className="py-1.5">
              <span aria-hidden="true" className="mr-1 text-plum-600">
                →
              </span>
              {value(change.after, 'bg-leaf-700/10 text-leaf-700')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The audit log's page of entries (newest first from the API), each expandable to its diff. */
export function AuditLogTable({
  entries,
  total,
  filters,
  skip,
  limit,
}: {
  entries: AuditEntry[];
  total: number | null;
  filters: AuditFilters;
  skip: number;
  limit: number;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const columns = useMemo(
    () => [
      column.accessor('at', {
        header: text('auditAt'),
        cell: (info) => (
          <time dateTime={info.getValue()} className="whitespace-nowrap">
            {formatDateTime(info.getValue(), locale)}
          </time>
        ),
      }),
      column.accessor('staff_email', { header: text('auditWho') }),
      column.accessor('action', {
        header: text('auditAction'),
        cell: (info) => <code className="font-mono text-xs">{info.getValue()}</code>,
      }),
      column.accessor((row) => `${row.entity} ${row.entity_id}`, {
        id: 'record',
        header: text('auditRecord'),
      }),
      column.accessor('ip', {
        header: text('auditIp'),
        enableSorting: false,
        cell: (info) => info.getValue() ?? '—',
      }),
      column.display({
        id: 'changes',
        header: text('auditDetails'),
        cell: ({ row }) => (
          <button
            type="button"
            className={ROW_BUTTON_CLASS}
            aria-expanded={row.getIsExpanded()}
            aria-controls={row.getIsExpanded() ? `${row.id}-detail` : undefined}
            onClick={row.getToggleExpandedHandler()}
          >
            {row.getIsExpanded() ? text('auditHideChanges') : text('auditShowChanges')}
          </button>
        ),
      }),
    ],
    [text, locale],
  );
  const table = useAdminTable({
    data: entries,
    columns,
    state: { sorting, expanded },
    onSortingChange: setSorting,
    onExpandedChange: setExpanded,
    getRowCanExpand: () => true,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
    getRowId: (row) => `audit-${row.id}`,
  });
  const last = skip + entries.length;
  const hasOlder = total !== null ? last < total : entries.length === limit;
  return (
    <div className="flex flex-col gap-3">
      <DataTable
        table={table}
        caption={text('auditTableLabel')}
        empty={text('auditEmpty')}
        rowHeader
        renderExpanded={(row) => <AuditDiff entry={row.original} />}
      />
      {entries.length > 0 || skip > 0 ? (
        <nav
          aria-label={text('auditPaging')}
          className="flex flex-wrap items-center justify-between gap-3"
        >
          <p className="text-sm text-plum-700" aria-live="polite">
            {total !== null && entries.length > 0
              ? text('auditRange', { first: skip + 1, last, total })
              : null}
          </p>
          <div className="flex gap-2">
            {skip > 0 ? (
              <Link
                to={auditPageHref(filters, Math.max(0, skip - limit))}
                className={ROW_BUTTON_CLASS}
              >
                {text('auditNewer')}
              </Link>
            ) : null}
            {hasOlder ? (
              <Link to={auditPageHref(filters, skip + limit)} className={ROW_BUTTON_CLASS}>
                {text('auditOlder')}
              </Link>
            ) : null}
          </div>
        </nav>
      ) : null}
    </div>
  );
}
