import { Link } from 'react-router';
import {
  ACADEMY_ENROLMENT_STATUSES,
  type AcademyEnrolmentStatus,
  type AdminAcademyEnrolment,
} from '@kilau/domain/academy';
import { formatDateTime } from '@kilau/domain/shared';
import { useLocale } from '~/lib/i18n';
import type { AcademyQueueActionData } from '../academy-queue-forms';
import type { AcademyClassChoice } from '../api/academy-queues-admin.server';
import { academyQueueHref, type AcademyQueueAddress } from '../lib/academy-queue-address';
import { useAdminText } from '../text';
import {
  AcademyEnrolmentDetail,
  ENROLMENT_STATUS_LABEL,
  WORKPLACE_LABEL,
} from './academy-enrolment-detail';
import { AcademyPagedQueue, AcademyTable } from './academy-queue-parts';
import { ROW_BUTTON_CLASS } from './confirm-button';

export const ENROLMENTS_PATH = '/admin/academy/enrolments';
export const enrolmentsHref = (address: AcademyQueueAddress<AcademyEnrolmentStatus>) =>
  academyQueueHref(ENROLMENTS_PATH, ACADEMY_ENROLMENT_STATUSES, address);

/** A page of enrolments: member, submitted, where they shop or work, the products chosen. */
function EnrolmentTable({
  rows,
  address,
}: {
  rows: AdminAcademyEnrolment[];
  address: AcademyQueueAddress<AcademyEnrolmentStatus>;
}) {
  const text = useAdminText();
  const locale = useLocale();
  if (rows.length === 0) return <p className="text-plum-700">{text('academyEnrolmentsEmpty')}</p>;
  const heads = [
    'academyQueueMember',
    'academyEnrolmentSubmitted',
    'academyEnrolmentWorkplace',
    'academyEnrolmentProducts',
    'academyQueueActions',
  ] as const;
  return (
    <AcademyTable caption="academyEnrolmentsTable" heads={heads} minWidth="min-w-[48rem]">
      {rows.map((row) => (
        <tr
          key={row.id}
          aria-current={row.id === address.open ? 'true' : undefined}
          className="border-t border-blush-200 align-top aria-[current]:bg-blush-50"
        >
          <th scope="row" className="px-3 py-2 font-normal">
            <span className="flex flex-col">
              <span className="font-semibold text-plum-900">{row.full_name}</span>
              <span className="text-xs text-plum-700">{row.member_email}</span>
            </span>
          </th>
          <td className="whitespace-nowrap px-3 py-2">
            <time dateTime={row.submitted_at}>{formatDateTime(row.submitted_at, locale)}</time>
          </td>
          <td className="px-3 py-2">
            <span className="flex flex-col">
              <span>{text(WORKPLACE_LABEL(row.workplace_kind))}</span>
              <span className="text-xs text-plum-700">
                {[row.workplace_name, row.city].filter(Boolean).join(' · ')}
              </span>
            </span>
          </td>
          <td className="px-3 py-2">
            {row.products.length > 0
              ? row.products.map((product) => product.name).join(', ')
              : text('academyQueueNone')}
          </td>
          <td className="px-3 py-2">
            <Link
              to={enrolmentsHref({ ...address, open: row.id })}
              aria-label={text('academyEnrolmentOpen', { name: row.full_name })}
              className={ROW_BUTTON_CLASS}
              preventScrollReset
            >
              {text('academyEnrolmentOpenShort')}
            </Link>
          </td>
        </tr>
      ))}
    </AcademyTable>
  );
}

/** /admin/academy/enrolments: the states, the open enrolment and its decision, the list. */
export function AcademyEnrolmentQueue({
  rows,
  total,
  perPage,
  address,
  enrolment,
  classes,
  answer,
}: {
  rows: AdminAcademyEnrolment[];
  total: number;
  perPage: number;
  address: AcademyQueueAddress<AcademyEnrolmentStatus>;
  /** The open enrolment; null when the address names one that does not exist. */
  enrolment: AdminAcademyEnrolment | null | undefined;
  /** The academy's classes, for an approved member's attempts; null when not loaded. */
  classes: AcademyClassChoice[] | null;
  answer: AcademyQueueActionData | undefined;
}) {
  return (
    <AcademyPagedQueue
      words={{
        title: 'academyEnrolmentsTitle',
        intro: 'academyEnrolmentsIntro',
        statusNav: 'academyEnrolmentsStatusNav',
        notFound: 'academyEnrolmentNotFound',
        paging: 'academyEnrolmentsPaging',
      }}
      statuses={ACADEMY_ENROLMENT_STATUSES}
      statusLabel={ENROLMENT_STATUS_LABEL}
      address={address}
      hrefOf={enrolmentsHref}
      answer={answer}
      open={
        enrolment ? (
          <AcademyEnrolmentDetail
            enrolment={enrolment}
            classes={classes}
            answer={answer}
            closeHref={enrolmentsHref({ ...address, open: null })}
          />
        ) : (
          enrolment
        )
      }
      shown={rows.length}
      total={total}
      perPage={perPage}
    >
      <EnrolmentTable rows={rows} address={address} />
    </AcademyPagedQueue>
  );
}
