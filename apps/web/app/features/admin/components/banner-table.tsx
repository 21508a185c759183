import { useMemo, useState } from 'react';
import { Form, Link } from 'react-router';
import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
} from '@tanstack/react-table';
import {
  BANNER_PLACEMENTS,
  BANNER_STATUSES,
  toWibLocal,
  type AdminBanner,
  type BannerPlacement,
  type BannerStatus,
} from '@kilau/domain/admin';
import { BUTTON_CLASS, SelectField } from '~/components/ui/form-field';
import { useAdminTable } from '../hooks/use-admin-table';
import { useAdminText } from '../text';
import { placementLabel } from './banner-form';
import { StatusBadge } from './banner-status-badge';
import { DataTable } from './data-table';

const column = createColumnHelper<AdminBanner>();
const when = (value: string | null) => toWibLocal(value).replace('T', ' ');

/** The filters: a placement and a status, as the address's query (a GET form). */
export function BannerFilters({
  location,
  status,
}: {
  location: BannerPlacement | undefined;
  status: BannerStatus | undefined;
}) {
  const text = useAdminText();
  return (
    <Form
      method="get"
      role="search"
      aria-label={text('bannersFilterApply')}
      className="flex flex-wrap items-end gap-3"
    >
      <SelectField
        name="location"
        label={text('bannersFilterPlacement')}
        defaultValue={location ?? ''}
        className="min-w-56"
      >
        <option value="">{text('bannersFilterAll')}</option>
        {BANNER_PLACEMENTS.map((placement) => (
          <option key={placement} value={placement}>
            {text(placementLabel(placement))}
          </option>
        ))}
      </SelectField>
      <SelectField
        name="status"
        label={text('bannersFilterStatus')}
        defaultValue={status ?? ''}
        className="min-w-44"
      >
        <option value="">{text('bannersFilterAll')}</option>
        {BANNER_STATUSES.map((value) => (
          <option key={value} value={value}>
            {text(`status_${value}`)}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={BUTTON_CLASS.secondary}>
        {text('bannersFilterApply')}
      </button>
    </Form>
  );
}

/** Banners by placement, then order: title (to its form), placement, schedule, status. */
export function BannerTable({ banners }: { banners: AdminBanner[] }) {
  const text = useAdminText();
  const [sorting, setSorting] = useState<SortingState>([]);
  const columns = useMemo(
    () => [
      column.accessor('title', {
        header: text('bannersColumnTitle'),
        cell: ({ row }) => (
          <Link
            to={`/admin/banners/${row.original.id}`}
            aria-label={text('bannersEditLink', { title: row.original.title })}
            className="font-semibold text-plum-900 underline-offset-4 hover:underline"
          >
            {row.original.title}
          </Link>
        ),
      }),
      column.accessor('location', {
        header: text('bannersColumnPlacement'),
        cell: ({ getValue }) => text(placementLabel(getValue())),
      }),
      column.display({
        id: 'schedule',
        header: text('bannersColumnSchedule'),
        cell: ({ row }) =>
          row.original.start_date || row.original.end_date
            ? `${when(row.original.start_date) || '…'} – ${when(row.original.end_date) || '…'}`
            : text('bannersAlways'),
      }),
      column.accessor('status', {
        header: text('bannersColumnStatus'),
        cell: ({ getValue }) => <StatusBadge status={getValue()} />,
      }),
    ],
    [text],
  );
  const table = useAdminTable({
    data: banners,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  return (
    <DataTable
      table={table}
      caption={text('bannersCaption')}
      empty={text('bannersEmpty')}
      rowHeader
    />
  );
}
