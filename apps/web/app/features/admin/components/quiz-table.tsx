import { useMemo } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminQuizSummary } from '@kilau/domain/admin';
import { useLocale } from '~/lib/i18n';
import { useAdminText } from '../text';
import { SortedTable } from './sorted-table';
import { ActiveBadge } from './active-badge';

const column = createColumnHelper<AdminQuizSummary>();

/** The quizzes: title (to its editor), address, takers, whether the shop shows it. */
export function QuizTable({ quizzes }: { quizzes: AdminQuizSummary[] }) {
  const text = useAdminText();
  const locale = useLocale();
  const columns = useMemo(
    () => [
      column.accessor(locale === 'en' ? 'title_en' : 'title_id', {
        id: 'title',
        header: text('quizzesColumnTitle'),
        cell: ({ row, getValue }) => (
          <Link
            to={`/admin/quizzes/${row.original.id}`}
            aria-label={text('quizzesEditLink', { title: getValue() })}
            className="font-semibold text-plum-900 underline-offset-4 hover:underline"
          >
            {getValue()}
          </Link>
        ),
      }),
      column.accessor('slug', {
        header: text('quizzesColumnSlug'),
        cell: ({ getValue }) => <code className="text-sm text-plum-800">/quiz/{getValue()}</code>,
      }),
      column.accessor('total_joined', {
        header: text('quizzesColumnJoined'),
        cell: ({ getValue }) => getValue().toLocaleString(locale === 'en' ? 'en-US' : 'id-ID'),
      }),
      column.accessor('is_active', {
        header: text('quizzesColumnStatus'),
        cell: ({ getValue }) => <ActiveBadge active={getValue()} />,
      }),
    ],
    [text, locale],
  );
  return (
    <SortedTable
      data={quizzes}
      columns={columns}
      caption={text('quizzesCaption')}
      empty={text('quizzesEmpty')}
    />
  );
}
