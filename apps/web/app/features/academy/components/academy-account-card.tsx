import {
  academyPath,
  type AcademyEnrolmentView,
  type AcademySettingsView,
} from '@kilau/domain/academy';
import { formatDate } from '@kilau/domain/shared';
import { Link } from 'react-router';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { useLocale } from '~/lib/i18n';
import { useAcademyText } from '../text';

/** The member's place in the academy (001 §4), as the account page shows it. */
export type AcademyStanding = {
  academy: Pick<AcademySettingsView, 'name' | 'path_segment'>;
  enrolment: Pick<AcademyEnrolmentView, 'status' | 'submitted_at' | 'rejection_reason'> | null;
  /** An approved member's progress; null before approval or when it could not be read. */
  progress: { percent: number; graduated: boolean } | null;
};

/**
 * The account's academy card (001 §4): the active academy's name and the member's enrolment —
 * none (enrol), pending (since when), rejected (why, enrol again), approved (progress, continue)
 * or graduated (the graduation page).
 */
export function AcademyAccountCard({ standing }: { standing: AcademyStanding }) {
  const text = useAcademyText();
  const locale = useLocale();
  const { academy, enrolment, progress } = standing;
  const segment = academy.path_segment;
  const link = (to: string, label: string) => (
    <Link to={to} className={`${BUTTON_CLASS.primary} mt-4`}>
      {label}
    </Link>
  );
  let body;
  if (!enrolment) {
    body = (
      <>
        <p className="mt-1 text-sm text-plum-700">
          {text('academyAccountNone', { academy: academy.name })}
        </p>
        {link(academyPath(segment, 'enroll'), text('academyAccountEnrol'))}
      </>
    );
  } else if (enrolment.status === 'pending') {
    body = (
      <p className="mt-1 text-sm text-plum-700">
        {text('academyAccountPending', { date: formatDate(enrolment.submitted_at, locale) })}
      </p>
    );
  } else if (enrolment.status === 'rejected') {
    body = (
      <>
        <p className="mt-1 text-sm text-plum-700">
          {text('academyAccountRejected', { reason: enrolment.rejection_reason ?? '' })}
        </p>
        {link(academyPath(segment, 'enroll'), text('academyAccountEnrolAgain'))}
      </>
    );
  } else if (progress?.graduated) {
    body = (
      <>
        <p className="mt-1 text-sm text-plum-700">{text('academyAccountGraduated')}</p>
        {link(academyPath(segment, 'graduation'), text('academyAccountGraduation'))}
      </>
    );
  } else {
    body = (
      <>
        {progress ? (
          <p className="mt-1 text-sm text-plum-700">
            {text('academyAccountApproved', { percent: progress.percent })}
          </p>
        ) : null}
        {link(academyPath(segment, 'landing'), text('academyAccountContinue'))}
      </>
    );
  }
  return (
    <section
      aria-labelledby="account-academy-title"
      className="rounded-3xl bg-white p-5 ring-1 ring-blush-200/70 sm:p-8"
    >
      <p className="text-sm font-semibold uppercase tracking-[0.14em] text-plum-700">
        {text('academyAccountTitle')}
      </p>
      <h2
        id="account-academy-title"
        className="mt-1 font-display text-2xl font-semibold text-plum-900"
      >
        {academy.name}
      </h2>
      {body}
    </section>
  );
}
