import { Form, Link } from 'react-router';
import { ADMIN_REVIEW_STATUSES } from '@kilau/domain/admin';
import { BUTTON_CLASS, FormMessage, TextField } from '~/components/ui/form-field';
import { REVIEWS_SEARCH_MAX, reviewsHref, type ReviewFilters } from '../lib/review-filters';
import { REVIEW_STATUS_LABEL } from '../lib/review-words';
import type { ReviewActionData } from '../review-forms';
import { useAdminText } from '../text';
import type { AdminReview, AdminReviewRow } from '../types';
import { ReviewDetail } from './review-detail';
import { ReviewTable } from './review-table';
import { LinkTabs } from './link-tabs';
import { PagingNav } from './paging-nav';

/** The states as tabs: links, so the address is the page's state. */
function StatusTabs({ filters }: { filters: ReviewFilters }) {
  const text = useAdminText();
  return (
    <LinkTabs
      label={text('reviewsStatusNav')}
      tabs={ADMIN_REVIEW_STATUSES.map((status) => ({
        key: status,
        to: reviewsHref({ ...filters, status }),
        label: text(REVIEW_STATUS_LABEL[status]),
        current: status === filters.status,
      }))}
    />
  );
}

/** The filters: a GET form, so the address is the page's state. */
function ReviewFiltersForm({ filters }: { filters: ReviewFilters }) {
  const text = useAdminText();
  const box = 'size-4 rounded border-plum-900/30 text-plum-900 focus:ring-rose-500';
  return (
    <Form
      method="get"
      key={JSON.stringify(filters)}
      role="search"
      aria-label={text('reviewsFilters')}
      className="flex flex-wrap items-end gap-4 rounded-2xl border border-blush-200 bg-white p-4"
    >
      {filters.status !== 'held' ? (
        <input type="hidden" name="status" value={filters.status} />
      ) : null}
      <TextField
        name="q"
        type="search"
        label={text('reviewsSearch')}
        maxLength={REVIEWS_SEARCH_MAX}
        defaultValue={filters.q}
        className="min-w-[16rem] flex-1"
      />
      <label className="flex min-h-12 items-center gap-2 text-sm text-plum-900">
        <input
          type="checkbox"
          name="reported"
          value="1"
          defaultChecked={filters.reported}
          className={box}
        />
        {text('reviewsReportedOnly')}
      </label>
      <div className="flex gap-2">
        <button type="submit" className={BUTTON_CLASS.primary}>
          {text('reviewsApply')}
        </button>
        <Link
          to={reviewsHref({ status: filters.status, reported: false, q: '' })}
          className={BUTTON_CLASS.secondary}
        >
          {text('reviewsClear')}
        </Link>
      </div>
    </Form>
  );
}

/** /admin/reviews: the states, the filters, the open review and its decisions, the list. */
export function ReviewModeration({
  rows,
  total,
  filters,
  skip,
  limit,
  review,
  answer,
}: {
  rows: AdminReviewRow[];
  total: number;
  filters: ReviewFilters;
  skip: number;
  limit: number;
  /** The open review; null when the address names one that does not exist. */
  review: AdminReview | null | undefined;
  answer: ReviewActionData | undefined;
}) {
  const text = useAdminText();
  const last = skip + rows.length;
  const closeHref = reviewsHref(filters, skip);
  return (
    <div className="flex flex-col gap-5">
      <header className="max-w-3xl">
        <h1 className="font-display text-3xl font-semibold text-plum-900">
          {text('reviewsTitle')}
        </h1>
        <p className="mt-1 text-plum-700">{text('reviewsIntro')}</p>
      </header>
      <StatusTabs filters={filters} />
      <ReviewFiltersForm filters={filters} />
      {answer?.ok && answer.message ? (
        <FormMessage tone="success">{answer.message}</FormMessage>
      ) : null}
      {review ? (
        <ReviewDetail
          review={review}
          answer={answer?.id === review.id ? answer : undefined}
          closeHref={closeHref}
        />
      ) : review === null ? (
        <FormMessage tone="error">{text('reviewNotFound')}</FormMessage>
      ) : null}
      <ReviewTable rows={rows} filters={filters} skip={skip} />
      {rows.length > 0 || skip > 0 ? (
        <PagingNav
          label={text('reviewsPaging')}
          range={rows.length > 0 ? text('reviewsRange', { first: skip + 1, last, total }) : null}
          previous={
            skip > 0
              ? {
                  href: reviewsHref(filters, Math.max(0, skip - limit)),
                  label: text('reviewsPrevious'),
                }
              : null
          }
          next={
            last < total
              ? { href: reviewsHref(filters, skip + limit), label: text('reviewsNext') }
              : null
          }
        />
      ) : null}
    </div>
  );
}
