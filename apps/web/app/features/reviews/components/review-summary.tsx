import { RATING_STAR_SCALE } from '@kilau/domain/catalog';
import { Stars } from '~/components/ui/stars';
import { useReviewsText } from '../text';
import type { ReviewStats } from '../types';

const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 100) : 0;

/**
 * A product's review summary (issue 19): the overall average with its stars, the average per
 * rating type, the distribution 5…1 as bars (each a filter), and the recommend and repurchase
 * shares — all what the published reviews add up to.
 */
export function ReviewSummary({
  stats,
  activeRating,
  onRating,
}: {
  stats: ReviewStats;
  activeRating: number | null;
  onRating: (stars: number | null) => void;
}) {
  const text = useReviewsText();
  const average = stats.average_rating.toFixed(1);
  return (
    <div className="grid gap-6 md:grid-cols-[14rem_1fr] dt:grid-cols-[14rem_1fr_16rem]">
      <div>
        <p className="flex items-baseline gap-2">
          <span className="font-display text-6xl font-semibold text-plum-900">{average}</span>
          <span className="text-sm text-plum-700">{text('reviewsOutOf')}</span>
        </p>
        <Stars
          starScale={Math.round(stats.average_rating * RATING_STAR_SCALE)}
          className="text-2xl"
        />
        <p className="sr-only">
          {text('reviewsAverageLabel', { rating: average, count: stats.review_count })}
        </p>
        <p className="mt-1 text-sm text-plum-700" aria-hidden="true">
          {text('reviewsCount', { count: stats.review_count })}
        </p>
        <ul className="mt-4 space-y-1.5 text-sm font-medium text-plum-900">
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="size-2 rounded-full bg-leaf-700" />
            {text('reviewsRecommend', { percent: stats.recommend_percentage })}
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="size-2 rounded-full bg-berry-700" />
            {text('reviewsRepurchase', { percent: stats.repurchase_percentage })}
          </li>
        </ul>
      </div>

      <div>
        <h3 className="text-sm font-semibold text-plum-900">{text('reviewsDistribution')}</h3>
        <ul className="mt-2 space-y-1">
          {[5, 4, 3, 2, 1].map((stars) => {
            const count = stats.distribution[stars as 1 | 2 | 3 | 4 | 5];
            const pressed = activeRating === stars;
            return (
              <li key={stars}>
                <button
                  type="button"
                  aria-pressed={pressed}
                  disabled={count === 0 && !pressed}
                  onClick={() => onRating(pressed ? null : stars)}
                  className={`grid min-h-9 w-full grid-cols-[2.5rem_1fr_3rem] items-center gap-3 rounded-lg px-2 text-sm text-plum-900 transition enabled:hover:bg-blush-50 disabled:opacity-60 ${pressed ? 'bg-blush-100 ring-1 ring-berry-700/40' : ''}`}
                >
                  <span className="sr-only">{text('reviewsStarsRow', { stars, count })}</span>
                  <span aria-hidden="true" className="font-semibold">
                    {stars} ★
                  </span>
                  <span
                    aria-hidden="true"
                    className="h-2 overflow-hidden rounded-full bg-blush-100"
                  >
                    <span
                      className="block h-full rounded-full bg-rose-500"
                      style={{ width: `${percentOf(count, stats.review_count)}%` }}
                    />
                  </span>
                  <span aria-hidden="true" className="text-right text-plum-700 tabular-nums">
                    {count}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>

      {stats.rating_types.length > 0 ? (
        <div className="md:col-span-2 dt:col-span-1">
          <h3 className="text-sm font-semibold text-plum-900">{text('reviewsByType')}</h3>
          <dl className="mt-2 space-y-2">
            {stats.rating_types.map((type) => (
              <div key={type.code} className="grid grid-cols-[1fr_auto] items-center gap-x-3">
                <dt className="text-sm text-plum-800">{type.name}</dt>
                <dd className="text-sm font-semibold text-plum-900 tabular-nums">
                  {type.average.toFixed(1)}
                </dd>
                <dd className="col-span-2 h-1.5 overflow-hidden rounded-full bg-blush-100">
                  <span
                    className="block h-full rounded-full bg-plum-700"
                    style={{ width: `${(type.average / 5) * 100}%` }}
                  />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </div>
  );
}
