import { Link } from 'react-router';
import type { AdminAcademyPaper } from '@kilau/domain/academy';
import { formatDateTime } from '@kilau/domain/shared';
import { useLocale } from '~/lib/i18n';
import type { AcademyQueueActionData } from '../academy-queue-forms';
import type { AcademyClassChoice, AcademyPaperStatus } from '../api/academy-queues-admin.server';
import { academyQueueHref, type AcademyQueueAddress } from '../lib/academy-queue-address';
import { useAdminText, type AdminTextKey } from '../text';
import { AcademyPaperDetail } from './academy-paper-detail';
import { AcademyPagedQueue, AcademyTable } from './academy-queue-parts';
import { ROW_BUTTON_CLASS } from './confirm-button';

export const ACADEMY_PAPER_STATUSES = ['submitted', 'scored'] as const;
export const PAPERS_PATH = '/admin/academy/papers';
export const papersHref = (address: AcademyQueueAddress<AcademyPaperStatus>) =>
  academyQueueHref(PAPERS_PATH, ACADEMY_PAPER_STATUSES, address);
const statusLabel = (status: AcademyPaperStatus): AdminTextKey => `academyPaperStatus_${status}`;

/** A page of papers: member, level, attempt, handed in, score. */
function PaperTable({
  rows,
  address,
}: {
  rows: AdminAcademyPaper[];
  address: AcademyQueueAddress<AcademyPaperStatus>;
}) {
  const text = useAdminText();
  const locale = useLocale();
  if (rows.length === 0) return <p className="text-plum-700">{text('academyPapersEmpty')}</p>;
  const heads = [
    'academyQueueMember',
    'academyPaperLevel',
    'academyPaperAttempt',
    'academyPaperSent',
    'academyPaperScore',
    'academyQueueActions',
  ] as const;
  return (
    <AcademyTable caption="academyPapersTable" heads={heads} minWidth="min-w-[44rem]">
      {rows.map((row) => (
        <tr
          key={row.id}
          aria-current={row.id === address.open ? 'true' : undefined}
          className="border-t border-blush-200 align-top aria-[current]:bg-blush-50"
        >
          <th scope="row" className="px-3 py-2 font-semibold text-plum-900">
            {row.member_email}
          </th>
          <td className="px-3 py-2">{row.level_title}</td>
          <td className="px-3 py-2 tabular-nums">{row.attempt_no}</td>
          <td className="whitespace-nowrap px-3 py-2">
            <time dateTime={row.created_at}>{formatDateTime(row.created_at, locale)}</time>
          </td>
          <td className="px-3 py-2 tabular-nums">
            {row.score === null
              ? text('academyQueueNone')
              : text('academyPaperResult', {
                  score: row.score,
                  result: text(row.passed ? 'academyPaperPassed' : 'academyPaperFailed'),
                })}
          </td>
          <td className="px-3 py-2">
            <Link
              to={papersHref({ ...address, open: row.id })}
              aria-label={text('academyPaperOpen', {
                member: row.member_email,
                level: row.level_title,
              })}
              className={ROW_BUTTON_CLASS}
              preventScrollReset
            >
              {text('academyPaperOpenShort')}
            </Link>
          </td>
        </tr>
      ))}
    </AcademyTable>
  );
}

/** /admin/academy/papers: the states, the open paper and its score, the list. */
export function AcademyPaperQueue({
  rows,
  total,
  perPage,
  address,
  paper,
  classes,
  answer,
}: {
  rows: AdminAcademyPaper[];
  total: number;
  perPage: number;
  address: AcademyQueueAddress<AcademyPaperStatus>;
  /** The open paper; null when the address names one that does not exist. */
  paper: AdminAcademyPaper | null | undefined;
  /** The paper's level's classes, for the member's attempts; null when not loaded. */
  classes: AcademyClassChoice[] | null;
  answer: AcademyQueueActionData | undefined;
}) {
  return (
    <AcademyPagedQueue
      words={{
        title: 'academyPapersTitle',
        intro: 'academyPapersIntro',
        statusNav: 'academyPapersStatusNav',
        notFound: 'academyPaperNotFound',
        paging: 'academyPapersPaging',
      }}
      statuses={ACADEMY_PAPER_STATUSES}
      statusLabel={statusLabel}
      address={address}
      hrefOf={papersHref}
      answer={answer}
      open={
        paper ? (
          <AcademyPaperDetail
            paper={paper}
            classes={classes}
            answer={answer}
            closeHref={papersHref({ ...address, open: null })}
          />
        ) : (
          paper
        )
      }
      shown={rows.length}
      total={total}
      perPage={perPage}
    >
      <PaperTable rows={rows} address={address} />
    </AcademyPagedQueue>
  );
}
