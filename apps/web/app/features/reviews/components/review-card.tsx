import { useState } from 'react';
import { Link } from 'react-router';
import { RATING_STAR_SCALE } from '@kilau/domain/catalog';
import {
  formatRelativeTime,
  measureRelativeTime,
  needsReadMore,
  TRUNCATE_CONTENT_CHARS,
  TRUNCATE_USERNAME_CHARS,
  truncateText,
} from '@kilau/domain/shared';
import { Stars } from '~/components/ui/stars';
import { useLocale } from '~/lib/i18n';
import { DURATION_TEXT, isDuration } from '../lib/review-draft';
import { useReviewsText } from '../text';
import type { Review, ReviewPhoto } from '../types';

export type ReviewCardHandlers = {
  onHelpful(review: Review): void;
  onReport(review: Review): void;
  onEdit(review: Review): void;
  onPhoto(photos: ReviewPhoto[], index: number, review: Review): void;
  onTag(tag: string): void;
};

/**
 * One review (001 §3, §9): the reviewer (name cut at 12), when (1 menit, 1 jam, 1 hari,
 * Sekarang), the stars and each type's, the variant, verified purchase, the text cut at 700 with
 * read more, photos, tags, recommend and repurchase, and "helpful" and report — or, for the
 * author, edit and the review's state.
 */
export function ReviewCard({
  review,
  now,
  busy,
  handlers,
}: {
  review: Review;
  now: number;
  busy: boolean;
  handlers: ReviewCardHandlers;
}) {
  const text = useReviewsText();
  const locale = useLocale();
  const [expanded, setExpanded] = useState(false);
  const long = needsReadMore(review.details, TRUNCATE_CONTENT_CHARS);
  const shownText =
    long && !expanded ? truncateText(review.details, TRUNCATE_CONTENT_CHARS) : review.details;
  const name = review.user.user_name;
  const photos = review.images ?? [];
  const headingId = `review-${review._id}`;
  // "2 jam lalu"; "Sekarang" and a date stand alone (001 §9).
  const when = (at: string) => {
    const said = formatRelativeTime(at, now, locale);
    const unit = measureRelativeTime(at, now)?.unit;
    return unit === 'minute' || unit === 'hour' || unit === 'day'
      ? text('reviewAgo', { time: said })
      : said;
  };

  return (
    <article aria-labelledby={headingId} className="border-b border-blush-100 py-5 last:border-0">
      <header className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center overflow-hidden rounded-full bg-blush-100 font-semibold text-plum-900"
        >
          {review.user.image_url ? (
            <img src={review.user.image_url} alt="" width={40} height={40} loading="lazy" />
          ) : (
            (name[0] ?? '?').toUpperCase()
          )}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="flex flex-wrap items-center gap-x-2 text-sm">
            <Link
              to={`/profile/${encodeURIComponent(name)}`}
              className="font-semibold text-plum-900 hover:underline"
              title={name}
            >
              {truncateText(name, TRUNCATE_USERNAME_CHARS)}
            </Link>
            {review.is_editable ? (
              <span className="rounded-full bg-plum-900 px-2 py-0.5 text-[0.6875rem] font-semibold text-cream-50">
                {text('reviewYours')}
              </span>
            ) : null}
            <span className="text-plum-700">
              <time dateTime={review.created_at}>{when(review.created_at)}</time>
              {review.edited_at ? ` · ${text('reviewEdited')}` : null}
            </span>
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-plum-700">
            <Stars starScale={Math.round(review.average_rating * RATING_STAR_SCALE)} />
            <span className="sr-only">
              {text('reviewRatingOf', {
                name: text('reviewsTitle'),
                value: review.average_rating.toFixed(1),
              })}
            </span>
            <span>{review.variant}</span>
            {review.is_verified_purchase ? (
              <span className="inline-flex items-center gap-1 font-semibold text-leaf-700">
                <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 fill-current">
                  <path d="M8 0 10 2h3v3l2 3-2 3v3h-3l-2 2-2-2H3v-3L1 8l2-3V2h3l2-2Zm-1 11 5-5-1-1-4 4-2-2-1 1 3 3Z" />
                </svg>
                {text('reviewVerified')}
              </span>
            ) : null}
          </div>
        </div>
      </header>

      {review.status === 'held' ? (
        <p className="mt-3 rounded-xl bg-cream-100 px-3 py-2 text-sm text-plum-900">
          {text('reviewStateHeld')}
        </p>
      ) : null}
      {review.status === 'rejected' ? (
        <p className="mt-3 rounded-xl bg-blush-50 px-3 py-2 text-sm text-berry-700">
          {text('reviewStateRejected', { reason: review.rejection_reason ?? '' })}
        </p>
      ) : null}

      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-plum-800">
        {review.ratings.map((rating) => (
          <div key={rating.code} className="flex gap-1">
            <dt>{rating.name}</dt>
            <dd className="font-semibold text-plum-900">{rating.value}</dd>
          </div>
        ))}
      </dl>

      <p className="mt-3 text-[0.95rem] leading-relaxed break-words whitespace-pre-line text-plum-900">
        {shownText}
      </p>
      {long ? (
        <button
          type="button"
          onClick={() => setExpanded(!expanded)}
          aria-expanded={expanded}
          className="mt-1 min-h-11 text-sm font-semibold text-berry-700 underline-offset-4 hover:underline"
        >
          {expanded ? text('reviewReadLess') : text('reviewReadMore')}
        </button>
      ) : null}

      {photos.length > 0 ? (
        <ul className="mt-3 flex gap-2" aria-label={text('reviewsPhotosTitle')}>
          {photos.map((photo, index) => (
            <li key={photo.name}>
              <button
                type="button"
                onClick={() => handlers.onPhoto(photos, index, review)}
                className="block overflow-hidden rounded-xl ring-1 ring-blush-200 transition hover:ring-berry-700"
              >
                <img
                  src={photo.url}
                  alt={photo.description || text('reviewsPhotoAlt', { name })}
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-20 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {review.tags.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {review.tags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => handlers.onTag(tag)}
                className="inline-flex min-h-8 items-center rounded-full bg-blush-50 px-3 text-xs font-medium text-plum-900 ring-1 ring-blush-200 hover:bg-blush-100"
              >
                #{tag}
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-plum-800">
        {review.is_recommended ? <span>✓ {text('reviewRecommends')}</span> : null}
        {review.is_repurchase ? <span>✓ {text('reviewWouldRepurchase')}</span> : null}
        {isDuration(review.duration_of_used) ? (
          <span>
            {text('reviewUsedFor', { duration: text(DURATION_TEXT[review.duration_of_used]) })}
          </span>
        ) : null}
      </p>

      <footer className="mt-3 flex flex-wrap items-center gap-2">
        {review.is_editable ? (
          <button
            type="button"
            onClick={() => handlers.onEdit(review)}
            className="inline-flex min-h-11 items-center rounded-full border border-plum-900 px-4 text-xs font-bold text-plum-900 hover:bg-plum-900 hover:text-cream-50"
          >
            {text('reviewsEdit')}
          </button>
        ) : (
          <>
            <button
              type="button"
              aria-pressed={review.is_helpful}
              aria-label={text('reviewHelpfulLabel', { count: review.helpful_count })}
              disabled={busy}
              onClick={() => handlers.onHelpful(review)}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-xs font-bold transition disabled:opacity-60 ${
                review.is_helpful
                  ? 'bg-plum-900 text-cream-50'
                  : 'text-plum-900 ring-1 ring-blush-300 hover:bg-blush-50'
              }`}
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
                <path d="M2 9h3v9H2V9Zm5 9h7.5a2 2 0 0 0 2-1.6l1.2-6A2 2 0 0 0 15.7 8H12V4.5A2.5 2.5 0 0 0 9.5 2L7 8v10Z" />
              </svg>
              {text('reviewHelpful', { count: review.helpful_count })}
            </button>
            <button
              type="button"
              onClick={() => handlers.onReport(review)}
              className="inline-flex min-h-11 items-center px-3 text-xs font-semibold text-plum-700 underline-offset-4 hover:text-berry-700 hover:underline"
            >
              {text('reviewReport')}
            </button>
          </>
        )}
      </footer>
    </article>
  );
}
