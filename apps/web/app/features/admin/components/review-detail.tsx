import { useMemo, type ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { REVIEW_REJECTION_REASON_MAX } from '@kilau/domain/admin';
import { formatDateTime } from '@kilau/domain/shared';
import { BUTTON_CLASS, FormMessage, TextField } from '~/components/ui/form-field';
import { useFormValidation } from '~/hooks/use-form-validation';
import { useLocale } from '~/lib/i18n';
import { parseReviewReject, REVIEW_INTENTS, type ReviewActionData } from '../review-forms';
import { REPORT_REASON_LABEL, REVIEW_STATUS_LABEL } from '../lib/review-words';
import { useAdminText } from '../text';
import type { AdminReview } from '../types';
import { ROW_BUTTON_CLASS } from './confirm-button';
import { HoldReasons } from './review-table';

/** Approve (when there is something to approve) and reject with a reason, at the version read. */
function Decisions({
  review,
  answer,
}: {
  review: AdminReview;
  answer: ReviewActionData | undefined;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const navigation = useNavigation();
  const parse = useMemo(() => parseReviewReject(locale), [locale]);
  const refused = answer && !answer.ok ? answer : undefined;
  const { formProps, field } = useFormValidation({
    parse,
    serverErrors: refused?.intent === REVIEW_INTENTS.reject ? refused.fields : undefined,
  });
  const busy = navigation.state !== 'idle' && navigation.formData?.get('id') === String(review.id);
  const mayApprove = review.status !== 'published' || review.report_count > 0;
  return (
    <section aria-labelledby="review-decision" className="flex flex-col gap-3">
      <h3 id="review-decision" className="font-semibold text-plum-900">
        {text('reviewDecision')}
      </h3>
      {refused?.message ? <FormMessage tone="error">{refused.message}</FormMessage> : null}
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        {mayApprove ? (
          <Form method="post" className="flex flex-col gap-2 md:w-1/3" preventScrollReset>
            <input type="hidden" name="intent" value={REVIEW_INTENTS.approve} />
            <input type="hidden" name="id" value={review.id} />
            <input type="hidden" name="version" value={review.version} />
            <button type="submit" disabled={busy} className={BUTTON_CLASS.primary}>
              {text('reviewApprove')}
            </button>
            <p className="text-xs text-plum-700">{text('reviewApproveHint')}</p>
          </Form>
        ) : null}
        {review.status !== 'rejected' ? (
          <Form
            method="post"
            {...formProps}
            className="flex flex-1 flex-col gap-2"
            preventScrollReset
          >
            <input type="hidden" name="intent" value={REVIEW_INTENTS.reject} />
            <input type="hidden" name="id" value={review.id} />
            <input type="hidden" name="version" value={review.version} />
            <TextField
              {...field('reason')}
              label={text('reviewRejectReason')}
              hint={text('reviewRejectHint', { max: REVIEW_REJECTION_REASON_MAX })}
              maxLength={REVIEW_REJECTION_REASON_MAX}
              autoComplete="off"
            />
            <button type="submit" disabled={busy} className={BUTTON_CLASS.danger}>
              {text('reviewReject')}
            </button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}

/** The reports of a review, oldest first; an approval's dismissed ones say so. */
function Reports({ review }: { review: AdminReview }) {
  const text = useAdminText();
  const locale = useLocale();
  if (review.reports.length === 0)
    return <p className="text-sm text-plum-700">{text('reviewReportsNone')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{text('reviewReportsTable')}</caption>
        <thead className="bg-cream-100 text-plum-800">
          <tr>
            {(
              [
                'reviewReportAt',
                'reviewReportReason',
                'reviewReportNote',
                'reviewReporter',
                'reviewReportCounts',
              ] as const
            ).map((key) => (
              <th key={key} scope="col" className="px-3 py-2 font-semibold">
                {text(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {review.reports.map((report) => (
            <tr
              key={`${report.user_name}-${report.created_at}`}
              className="border-t border-blush-200 align-top"
            >
              <td className="whitespace-nowrap px-3 py-2">
                <time dateTime={report.created_at}>
                  {formatDateTime(report.created_at, locale)}
                </time>
              </td>
              <td className="px-3 py-2">{text(REPORT_REASON_LABEL[report.reason])}</td>
              <td className="px-3 py-2">{report.note || text('reviewsNone')}</td>
              <td className="px-3 py-2">{report.user_name}</td>
              <td className="px-3 py-2">
                {text(report.counts ? 'reviewReportCounted' : 'reviewReportDismissed')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One line of the review's facts: a term and its value (a `dl` group). */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-plum-700">{term}</dt>
      <dd className="text-plum-900">{children}</dd>
    </div>
  );
}

/** One review open: its text, ratings, photos, state, reports, and the decisions. */
export function ReviewDetail({
  review,
  answer,
  closeHref,
}: {
  review: AdminReview;
  answer: ReviewActionData | undefined;
  closeHref: string;
}) {
  const text = useAdminText();
  const locale = useLocale();
  const yesNo = (value: boolean) => text(value ? 'reviewYes' : 'reviewNo');
  return (
    <section
      aria-labelledby="review-title"
      className="flex flex-col gap-4 rounded-2xl border border-blush-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="review-title" className="text-lg font-semibold text-plum-900">
            {text('reviewTitle', { author: review.author.user_name, product: review.product.name })}
          </h2>
          <p className="text-sm text-plum-700">
            {review.variant ? `${review.variant} · ` : ''}
            {text(REVIEW_STATUS_LABEL[review.status])} ·{' '}
            {text('reviewAverage', { average: review.average_rating.toFixed(1) })}
          </p>
        </div>
        <Link to={closeHref} className={ROW_BUTTON_CLASS} preventScrollReset>
          {text('reviewClose')}
        </Link>
      </div>
      <HoldReasons reasons={review.hold_reasons} />
      {review.rejection_reason ? (
        <p className="text-sm text-plum-800">
          <span className="font-semibold">{text('reviewRejectionReason')}:</span>{' '}
          {review.rejection_reason}
        </p>
      ) : null}
      {review.moderated_at ? (
        <p className="text-sm text-plum-700">
          {text('reviewModerated', {
            who: review.moderated_by ?? text('reviewModeratedBySomeone'),
            at: formatDateTime(review.moderated_at, locale),
          })}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-3">
        <section aria-labelledby="review-text" className="md:col-span-2">
          <h3 id="review-text" className="font-semibold text-plum-900">
            {text('reviewText')}
          </h3>
          <p className="mt-1 whitespace-pre-line text-plum-800">{review.details}</p>
          {review.tags.length > 0 ? (
            <p className="mt-2 text-sm text-plum-700">
              {text('reviewTags')}: {review.tags.join(', ')}
            </p>
          ) : null}
          {review.photos.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-2">
              {review.photos.map((photo, index) => (
                <li key={photo.url}>
                  <a href={photo.url} target="_blank" rel="noreferrer">
                    <img
                      src={photo.url}
                      alt={photo.caption || text('reviewPhotoAlt', { n: index + 1 })}
                      className="size-24 rounded-xl object-cover"
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <section aria-labelledby="review-facts" className="flex flex-col gap-2 text-sm">
          <h3 id="review-facts" className="font-semibold text-plum-900">
            {text('reviewRatings')}
          </h3>
          <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
            {review.ratings.map((rating) => (
              <Fact key={rating.code} term={rating.name}>
                <span className="tabular-nums">{rating.value}</span>
              </Fact>
            ))}
            <Fact term={text('reviewVerified')}>{yesNo(review.is_verified_purchase)}</Fact>
            <Fact term={text('reviewRecommends')}>{yesNo(review.is_recommended)}</Fact>
            <Fact term={text('reviewRepurchases')}>{yesNo(review.is_repurchase)}</Fact>
            <Fact term={text('reviewsSent')}>
              <time dateTime={review.created_at}>{formatDateTime(review.created_at, locale)}</time>
            </Fact>
            {review.edited_at ? (
              <Fact term={text('reviewEdited')}>
                <time dateTime={review.edited_at}>{formatDateTime(review.edited_at, locale)}</time>
              </Fact>
            ) : null}
          </dl>
        </section>
      </div>
      <section aria-labelledby="review-reports" className="flex flex-col gap-2">
        <h3 id="review-reports" className="font-semibold text-plum-900">
          {text('reviewsReports')} ({review.report_count})
        </h3>
        <Reports review={review} />
      </section>
      <Decisions key={`${review.id}-${review.version}`} review={review} answer={answer} />
    </section>
  );
}
