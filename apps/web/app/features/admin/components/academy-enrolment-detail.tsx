import { useMemo } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { AdminAcademyEnrolment } from '@kilau/domain/academy';
import { formatDateTime } from '@kilau/domain/shared';
import { BUTTON_CLASS, FormMessage, TextAreaField } from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import {
  ACADEMY_QUEUE_INTENTS,
  parseAcademyReject,
  type AcademyQueueActionData,
} from '../academy-queue-forms';
import type { AcademyClassChoice } from '../api/academy-queues-admin.server';
import { useAdminText, type AdminTextKey } from '../text';
import { AcademyAttemptsReset } from './academy-attempts-reset';
import { AcademyFact } from './academy-queue-parts';
import { ROW_BUTTON_CLASS } from './confirm-button';
import { ProductThumb } from './product-thumb';

const REJECT_REASON_MAX = 500;

export const WORKPLACE_LABEL = (kind: AdminAcademyEnrolment['workplace_kind']): AdminTextKey =>
  `academyWorkplace_${kind}`;
export const ENROLMENT_STATUS_LABEL = (status: AdminAcademyEnrolment['status']): AdminTextKey =>
  `academyEnrolmentStatus_${status}`;

/** Approve, or reject with a reason: only while the enrolment waits. */
function Decisions({
  enrolment,
  answer,
}: {
  enrolment: AdminAcademyEnrolment;
  answer: AcademyQueueActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const navigation = useNavigation();
  const parse = useMemo(() => parseAcademyReject(locale), [locale]);
  const refused = answer && !answer.ok ? answer : undefined;
  const { formProps, field } = useFormValidation({
    parse,
    serverErrors: refused?.intent === ACADEMY_QUEUE_INTENTS.reject ? refused.fields : undefined,
  });
  const busy =
    navigation.state !== 'idle' && navigation.formData?.get('id') === String(enrolment.id);
  return (
    <section aria-labelledby="enrolment-decision" className="flex flex-col gap-3">
      <h3 id="enrolment-decision" className="font-semibold text-plum-900">
        {text('academyEnrolmentDecision')}
      </h3>
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <Form method="post" className="flex flex-col gap-2 md:w-1/3" preventScrollReset>
          <input type="hidden" name="intent" value={ACADEMY_QUEUE_INTENTS.approve} />
          <input type="hidden" name="id" value={enrolment.id} />
          <button type="submit" disabled={busy} className={BUTTON_CLASS.primary}>
            {text('academyEnrolmentApprove')}
          </button>
          <p className="text-xs text-plum-700">{text('academyEnrolmentApproveHint')}</p>
        </Form>
        <Form
          method="post"
          {...formProps}
          className="flex flex-1 flex-col gap-2"
          preventScrollReset
        >
          <input type="hidden" name="intent" value={ACADEMY_QUEUE_INTENTS.reject} />
          <input type="hidden" name="id" value={enrolment.id} />
          <TextAreaField
            {...field('reason')}
            label={text('academyEnrolmentReason')}
            hint={text('academyEnrolmentRejectHint')}
            maxLength={REJECT_REASON_MAX}
          />
          <button type="submit" disabled={busy} className={BUTTON_CLASS.danger}>
            {text('academyEnrolmentReject')}
          </button>
        </Form>
      </div>
    </section>
  );
}

/**
 * One enrolment open: who, where they shop or work, the partner products they chose, why they
 * enrol; the decision while it waits; an approved member's quiz attempts given back.
 */
export function AcademyEnrolmentDetail({
  enrolment,
  classes,
  answer,
  closeHref,
}: {
  enrolment: AdminAcademyEnrolment;
  classes: AcademyClassChoice[] | null;
  answer: AcademyQueueActionData | undefined;
  closeHref: string;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const none = text('academyQueueNone');
  const mine = answer?.target === String(enrolment.id) ? answer : undefined;
  return (
    <section
      aria-labelledby="enrolment-title"
      className="flex flex-col gap-4 rounded-2xl border border-blush-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="enrolment-title" className="text-lg font-semibold text-plum-900">
            {text('academyEnrolmentTitle', { name: enrolment.full_name })}
          </h2>
          <p className="text-sm text-plum-700">{text(ENROLMENT_STATUS_LABEL(enrolment.status))}</p>
        </div>
        <Link to={closeHref} className={ROW_BUTTON_CLASS} preventScrollReset>
          {text('academyQueueClose')}
        </Link>
      </div>
      {enrolment.auto_approved ? (
        <p className="text-sm text-plum-700">{text('academyEnrolmentAuto')}</p>
      ) : null}
      {enrolment.rejection_reason ? (
        <p className="text-sm text-plum-800">
          <span className="font-semibold">{text('academyEnrolmentReason')}:</span>{' '}
          {enrolment.rejection_reason}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <AcademyFact term={text('academyEnrolmentEmail')}>{enrolment.member_email}</AcademyFact>
          <AcademyFact term={text('academyEnrolmentPhone')}>
            {enrolment.phone_no || none}
          </AcademyFact>
          <AcademyFact term={text('academyEnrolmentCity')}>{enrolment.city || none}</AcademyFact>
          <AcademyFact term={text('academyEnrolmentWorkplace')}>
            {text(WORKPLACE_LABEL(enrolment.workplace_kind))}
            {enrolment.workplace_name ? ` · ${enrolment.workplace_name}` : ''}
          </AcademyFact>
          <AcademyFact term={text('academyEnrolmentInstagram')}>
            {enrolment.instagram || none}
          </AcademyFact>
          <AcademyFact term={text('academyEnrolmentSubmitted')}>
            <time dateTime={enrolment.submitted_at}>
              {formatDateTime(enrolment.submitted_at, locale)}
            </time>
          </AcademyFact>
          <AcademyFact term={text('academyEnrolmentDecided')}>
            {enrolment.decided_at ? (
              <time dateTime={enrolment.decided_at}>
                {formatDateTime(enrolment.decided_at, locale)}
              </time>
            ) : (
              none
            )}
          </AcademyFact>
        </dl>
        <div className="flex flex-col gap-3 text-sm">
          <section aria-labelledby="enrolment-products">
            <h3 id="enrolment-products" className="font-semibold text-plum-900">
              {text('academyEnrolmentProducts')}
            </h3>
            {enrolment.products.length > 0 ? (
              <ul className="mt-2 flex flex-col gap-2 text-plum-800">
                {enrolment.products.map((product) => (
                  <li key={product.id} className="flex items-center gap-3">
                    <ProductThumb src={product.cover_image} />
                    <span>{product.name}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-plum-800">{none}</p>
            )}
          </section>
          <section aria-labelledby="enrolment-motivation">
            <h3 id="enrolment-motivation" className="font-semibold text-plum-900">
              {text('academyEnrolmentMotivation')}
            </h3>
            <p className="mt-1 whitespace-pre-line text-plum-800">{enrolment.motivation || none}</p>
          </section>
        </div>
      </div>
      {mine && !mine.ok && mine.message ? (
        <FormMessage tone="error">{mine.message}</FormMessage>
      ) : null}
      {enrolment.status === 'pending' ? (
        <Decisions key={enrolment.id} enrolment={enrolment} answer={mine} />
      ) : null}
      {enrolment.status === 'approved' ? (
        <AcademyAttemptsReset
          userId={enrolment.user_id}
          member={enrolment.full_name}
          classes={classes}
          answer={answer}
        />
      ) : null}
    </section>
  );
}
