import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
} from '@tanstack/react-table';
import type { AdminRedemption } from '@kilau/domain/rewards';
import { formatDateTime } from '@kilau/domain/shared';
import { useLocale } from '~/lib/i18n';
import { useAdminTable } from '../hooks/use-admin-table';
import { redemptionsHref, type RedemptionFilters } from '../lib/redemption-filters';
import { REDEMPTION_INTENTS } from '../redemption-forms';
import { useAdminText, type AdminTextKey } from '../text';
import { ROW_BUTTON_CLASS } from './confirm-button';
import { DataTable } from './data-table';
import { useRedemptionCost, type RedemptionMove } from './redemption-move-dialog';

const column = createColumnHelper<AdminRedemption>();
const LINK_CLASS = 'font-semibold text-plum-900 underline-offset-4 hover:underline';

const STATUS_STYLE: Record<AdminRedemption['status'], string> = {
  requested: 'bg-cream-200 text-plum-800',
  fulfilled: 'bg-leaf-700/10 text-leaf-700',
  cancelled: 'bg-berry-700/10 text-berry-700',
};

/** A redemption's state, and for a moved one when, by whom, and its number or reason. */
function StatusCell({ row }: { row: AdminRedemption }) {
  const text = useAdminText();
  const locale = useLocale();
  const staff = row.handled_by?.name ?? text('redemptionsSomeone');
  const at = row.fulfilled_at ?? row.cancelled_at;
  return (
    <div className="flex max-w-xs flex-col gap-1">
      <span
        className={`inline-flex w-fit rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_STYLE[row.status]}`}
      >
        {text(`redemptionStatus_${row.status}` as AdminTextKey)}
      </span>
      {at ? (
        <span className="text-xs text-plum-700">
          {text(row.status === 'fulfilled' ? 'redemptionsFulfilledAt' : 'redemptionsCancelledAt', {
            at: formatDateTime(at, locale),
            staff,
          })}
        </span>
      ) : null}
      {row.reference ? (
        <span className="text-xs text-plum-700">
          {text('redemptionsReference', { reference: row.reference })}
        </span>
      ) : null}
      {row.cancel_reason ? (
        <span className="text-xs text-plum-700">
          {text('redemptionsReason', { reason: row.cancel_reason })}
        </span>
      ) : null}
    </div>
  );
}

/**
 * A page of redemptions: number and date, member, prize, cost, phone, state; a requested one's
 * two moves for a role that may make them.
 */
export function RedemptionTable({
  rows,
  filters,
  mayMove,
  onMove,
}: {
  rows: AdminRedemption[];
  filters: RedemptionFilters;
  /** The signed-in role may fulfil and cancel (`customers.write`). */
  mayMove: boolean;
  onMove: (move: RedemptionMove) => void;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const costOf = useRedemptionCost();
  const [sorting, setSorting] = useState<SortingState>([]);
  const columns = useMemo(
    () => [
      column.accessor('id', {
        header: text('redemptionsColumnNumber'),
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span className="font-semibold text-plum-900">{row.original.number}</span>
            <time dateTime={row.original.created_at} className="text-xs text-plum-700">
              {formatDateTime(row.original.created_at, locale)}
            </time>
          </span>
        ),
      }),
      column.accessor((row) => row.member.name, {
        id: 'member',
        header: text('redemptionsColumnMember'),
        cell: ({ row }) => (
          <span className="flex flex-col">
            <Link
              to={`/admin/customers/${row.original.member.id}`}
              aria-label={text('redemptionsOpenMember', { name: row.original.member.name })}
              className={LINK_CLASS}
            >
              {row.original.member.name}
            </Link>
            <span className="text-xs text-plum-700">{row.original.member.email}</span>
          </span>
        ),
      }),
      column.accessor((row) => row.prize.name, {
        id: 'prize',
        header: text('redemptionsColumnPrize'),
        cell: ({ row }) => (
          <span className="flex flex-col">
            <Link
              to={redemptionsHref({ ...filters, prizeId: row.original.prize.id })}
              aria-label={text('redemptionsOnlyPrize', { prize: row.original.prize.name })}
              className={LINK_CLASS}
            >
              {row.original.prize.name}
            </Link>
            <span className="text-xs text-plum-700">
              {text(`partnerKind_${row.original.prize.kind}` as AdminTextKey)} ·{' '}
              {row.original.prize.partner_name}
            </span>
          </span>
        ),
      }),
      column.accessor('cost', {
        header: text('redemptionsColumnCost'),
        cell: ({ row }) => <span className="whitespace-nowrap">{costOf(row.original)}</span>,
      }),
      column.accessor('phone_no', {
        header: text('redemptionsColumnPhone'),
        enableSorting: false,
        cell: ({ getValue }) => (
          <span className="tabular-nums">{getValue() ?? text('redemptionsNone')}</span>
        ),
      }),
      column.accessor('status', {
        header: text('redemptionsColumnStatus'),
        cell: ({ row }) => <StatusCell row={row.original} />,
      }),
      column.display({
        id: 'actions',
        header: text('redemptionsColumnActions'),
        cell: ({ row }) =>
          mayMove && row.original.status === 'requested' ? (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={ROW_BUTTON_CLASS}
                aria-label={text('redemptionsFulfilFor', { number: row.original.number })}
                onClick={() => onMove({ intent: REDEMPTION_INTENTS.fulfil, row: row.original })}
              >
                {text('redemptionsFulfil')}
              </button>
              <button
                type="button"
                className={ROW_BUTTON_CLASS}
                aria-label={text('redemptionsCancelFor', { number: row.original.number })}
                onClick={() => onMove({ intent: REDEMPTION_INTENTS.cancel, row: row.original })}
              >
                {text('redemptionsCancel')}
              </button>
            </div>
          ) : (
            <span className="text-plum-600">{text('redemptionsNone')}</span>
          ),
      }),
    ],
    [text, locale, costOf, filters, mayMove, onMove],
  );
  const table = useAdminTable({
    data: rows,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row) => `redemption-${row.id}`,
  });
  return (
    <DataTable
      table={table}
      caption={text('redemptionsTableLabel')}
      empty={text(
        filters.status === 'requested' && !filters.user && filters.prizeId === null
          ? 'redemptionsEmptyQueue'
          : 'redemptionsEmpty',
      )}
      rowHeader
    />
  );
}
