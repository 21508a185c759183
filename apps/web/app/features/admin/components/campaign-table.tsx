import { useMemo } from 'react';
import { Link } from 'react-router';
import { createColumnHelper, getCoreRowModel } from '@tanstack/react-table';
import type { AdminCampaignSummary } from '@kilau/domain/admin';
import { useAdminTable } from '../hooks/use-admin-table';
import { useAdminText } from '../text';
import { DataTable } from './data-table';

const column = createColumnHelper<AdminCampaignSummary>();

/** Campaigns: name (to its form), slug, how many sections, whether it is active. */
export function CampaignTable({ campaigns }: { campaigns: AdminCampaignSummary[] }) {
  const text = useAdminText();
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: text('campaignsColumnName'),
        cell: ({ row }) => (
          <Link
            to={`/admin/campaigns/${row.original.id}`}
            aria-label={text('campaignsEditLink', { name: row.original.name })}
            className="font-semibold text-plum-900 underline-offset-4 hover:underline"
          >
            {row.original.name}
          </Link>
        ),
      }),
      column.accessor('slug', { header: text('campaignsColumnSlug') }),
      column.accessor('section_count', { header: text('campaignsColumnSections') }),
      column.accessor('is_active', {
        header: text('campaignsColumnActive'),
        cell: ({ getValue }) => text(getValue() ? 'campaignYes' : 'campaignNo'),
      }),
    ],
    [text],
  );
  const table = useAdminTable({ data: campaigns, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <DataTable
      table={table}
      caption={text('campaignsCaption')}
      empty={text('campaignsEmpty')}
      rowHeader
    />
  );
}
