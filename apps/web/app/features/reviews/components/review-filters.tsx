import { useId } from 'react';
import { CloseIcon } from '~/components/ui/icons';
import { useReviewsText, type ReviewsTextKey } from '../text';
import type { ReviewFilter, ReviewSort } from '../types';

const SORTS: [ReviewSort, ReviewsTextKey][] = [
  ['newest', 'reviewsSortNewest'],
  ['helpful', 'reviewsSortHelpful'],
  ['highest', 'reviewsSortHighest'],
  ['lowest', 'reviewsSortLowest'],
];

const chip = (on: boolean) =>
  `inline-flex min-h-10 shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-4 text-sm font-medium transition ${
    on
      ? 'bg-plum-900 text-cream-50'
      : 'bg-white text-plum-900 ring-1 ring-blush-200 hover:bg-blush-50'
  }`;

/**
 * The list's filter and sort (001 §7 reviews v2): all, a star rating, with photos, verified
 * purchase, the tag chosen from a review; newest, most helpful, highest or lowest rating.
 */
export function ReviewFilters({
  filter,
  sort,
  onFilter,
  onSort,
}: {
  filter: ReviewFilter;
  sort: ReviewSort;
  onFilter: (filter: ReviewFilter) => void;
  onSort: (sort: ReviewSort) => void;
}) {
  const text = useReviewsText();
  const sortId = useId();
  const none = !filter.rating && !filter.withImages && !filter.verified && !filter.tag;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <ul
        aria-label={text('reviewsFilterLabel')}
        className="-mx-5 flex w-[calc(100%+2.5rem)] gap-2 overflow-x-auto px-5 pb-1 md:mx-0 md:w-auto md:flex-wrap md:overflow-visible md:px-0"
      >
        <li>
          <button
            type="button"
            aria-pressed={none}
            onClick={() =>
              onFilter({ rating: null, withImages: false, verified: false, tag: null })
            }
            className={chip(none)}
          >
            {text('reviewsFilterAll')}
          </button>
        </li>
        {[5, 4, 3, 2, 1].map((stars) => (
          <li key={stars}>
            <button
              type="button"
              aria-pressed={filter.rating === stars}
              onClick={() =>
                onFilter({ ...filter, rating: filter.rating === stars ? null : stars })
              }
              className={chip(filter.rating === stars)}
            >
              {text('reviewsFilterStars', { stars })}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            aria-pressed={filter.withImages}
            onClick={() => onFilter({ ...filter, withImages: !filter.withImages })}
            className={chip(filter.withImages)}
          >
            {text('reviewsFilterPhotos')}
          </button>
        </li>
        <li>
          <button
            type="button"
            aria-pressed={filter.verified}
            onClick={() => onFilter({ ...filter, verified: !filter.verified })}
            className={chip(filter.verified)}
          >
            {text('reviewsFilterVerified')}
          </button>
        </li>
        {filter.tag ? (
          <li>
            <button
              type="button"
              aria-pressed="true"
              onClick={() => onFilter({ ...filter, tag: null })}
              className={chip(true)}
            >
              {text('reviewsFilterTag', { tag: filter.tag })}
              <CloseIcon className="size-3.5" />
            </button>
          </li>
        ) : null}
      </ul>
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm font-semibold text-plum-900">
          {text('reviewsSortLabel')}
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => onSort(event.target.value as ReviewSort)}
          className="min-h-10 rounded-full border border-blush-300 bg-white px-3 text-sm text-plum-900"
        >
          {SORTS.map(([value, label]) => (
            <option key={value} value={value}>
              {text(label)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
