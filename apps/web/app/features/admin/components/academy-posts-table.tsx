import { useMemo } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { ACADEMY_POST_KINDS, type AdminAcademyPostSummary } from '@kilau/domain/academy';
import { formatDateTime } from '@kilau/domain/shared';
import { useLocale } from '~/lib/i18n';
import { useAdminText, type AdminTextKey } from '../text';
import { LinkTabs } from './link-tabs';
import { SortedTable } from './sorted-table';

const column = createColumnHelper<AdminAcademyPostSummary>();

/** The kind filter: every post, courses or articles (`?kind=`). */
export function AcademyPostKindFilter({ kind }: { kind: string | null }) {
  const text = useAdminText();
  const choices = [
    { value: null, label: text('academyPostsAll') },
    ...ACADEMY_POST_KINDS.map((value) => ({
      value,
      label: text(`academyKind_${value}` as AdminTextKey),
    })),
  ];
  return (
    <LinkTabs
      label={text('academyPostsFilter')}
      tabs={choices.map((choice) => ({
        key: choice.value ?? 'all',
        to: choice.value ? `?kind=${choice.value}` : '.',
        label: choice.label,
        current: choice.value === kind,
      }))}
    />
  );
}

/** Courses and articles: title (to the editor), kind, class, owner, status, publication. */
export function AcademyPostsTable({
  posts,
  levelPositions,
}: {
  posts: AdminAcademyPostSummary[];
  /** Each level's position by its id, to name a class's place. */
  levelPositions: Readonly<Record<number, number>>;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const columns = useMemo(
    () => [
      column.accessor(locale === 'en' ? 'title_en' : 'title_id', {
        id: 'title',
        header: text('academyColTitle'),
        cell: ({ row, getValue }) => (
          <Link
            to={`/admin/academy/posts/${row.original.id}`}
            aria-label={text('academyPostEditOf', { title: getValue() })}
            className="font-semibold text-plum-900 underline-offset-4 hover:underline"
          >
            {getValue()}
          </Link>
        ),
      }),
      column.accessor('kind', {
        header: text('academyColKind'),
        cell: ({ getValue }) => text(`academyKind_${getValue()}` as AdminTextKey),
      }),
      column.accessor((post) => post.class?.position ?? 0, {
        id: 'class',
        header: text('academyColClass'),
        cell: ({ row }) => {
          const place = row.original.class;
          return place
            ? text('academyClassAt', {
                level: levelPositions[place.level_id] ?? '?',
                position: place.position,
              })
            : '—';
        },
      }),
      column.accessor('owner', { header: text('academyColOwner') }),
      column.accessor('is_published', {
        header: text('academyColStatus'),
        cell: ({ getValue }) => text(getValue() ? 'academyPublished' : 'academyHidden'),
      }),
      column.accessor('published_at', {
        header: text('academyColPublished'),
        cell: ({ getValue }) => formatDateTime(getValue(), locale),
      }),
    ],
    [text, locale, levelPositions],
  );
  return (
    <SortedTable
      data={posts}
      columns={columns}
      caption={text('academyPostsTable')}
      empty={text('academyPostsEmpty')}
    />
  );
}
