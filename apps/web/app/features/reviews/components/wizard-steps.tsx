import type { ReactNode } from 'react';
import { useReviewsText } from '../text';
import { REVIEW_DURATIONS } from '@kilau/domain/reviews';
import { DURATION_TEXT, type ReviewDraft } from '../lib/review-draft';
import type { RatingType, ReviewableCombination } from '../types';

const CHOICE =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl px-4 text-sm text-plum-900 ring-1 ring-blush-200 transition hover:bg-blush-50 has-[:checked]:bg-blush-100 has-[:checked]:ring-2 has-[:checked]:ring-plum-900 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

/** SELECT COMBINATION (001 §2): the combinations open to reviews; reviewed ones say so. */
export function CombinationStep({
  combinations,
  value,
  onChange,
  compact = false,
}: {
  combinations: ReviewableCombination[];
  value: string | null;
  onChange: (id: string) => void;
  /** Beside the form on desktop: a smaller list. */
  compact?: boolean;
}) {
  const text = useReviewsText();
  return (
    <fieldset>
      <legend className={compact ? 'text-sm font-semibold text-plum-900' : 'sr-only'}>
        {text('wizardCombination')}
      </legend>
      <div className={`mt-2 grid gap-2 ${compact ? '' : 'sm:grid-cols-2'}`}>
        {combinations.map((combination) => (
          <label key={combination.id} className={CHOICE}>
            <input
              type="radio"
              name="combination"
              value={combination.id}
              checked={value === combination.id}
              disabled={combination.review_id !== null}
              onChange={() => onChange(combination.id)}
              className="sr-only"
            />
            {combination.hex ? (
              <span
                aria-hidden="true"
                className="size-6 shrink-0 rounded-full ring-1 ring-plum-900/15"
                style={{ backgroundColor: combination.hex }}
              />
            ) : null}
            <span className="min-w-0 flex-1">{combination.label}</span>
            {combination.review_id !== null ? (
              <span className="text-xs font-semibold text-plum-700">{text('wizardReviewed')}</span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** GIVE RATING (001 §3, §5): every rating type 1–5 stars before going on. */
export function RatingStep({
  types,
  stars,
  onChange,
  average,
}: {
  types: RatingType[];
  stars: Record<string, number>;
  onChange: (code: string, value: number) => void;
  average: string | null;
}) {
  const text = useReviewsText();
  return (
    <div>
      <p className="text-sm text-plum-800">{text('wizardRateAll')}</p>
      <div className="mt-4 space-y-4">
        {types.map((type) => (
          <fieldset key={type.code} className="flex flex-wrap items-center justify-between gap-2">
            <legend className="float-left text-sm font-semibold text-plum-900">{type.name}</legend>
            <div className="flex shrink-0">
              {[1, 2, 3, 4, 5].map((value) => {
                const lit = (stars[type.code] ?? 0) >= value;
                return (
                  <label
                    key={value}
                    className={`grid size-10 cursor-pointer place-items-center rounded-full text-2xl transition sm:size-11 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-plum-900 ${
                      lit ? 'text-rose-600' : 'text-blush-300 hover:text-rose-400'
                    }`}
                  >
                    <input
                      type="radio"
                      name={`star-${type.code}`}
                      value={value}
                      checked={stars[type.code] === value}
                      onChange={() => onChange(type.code, value)}
                      aria-label={text('wizardStars', { count: value })}
                      className="sr-only"
                    />
                    <span aria-hidden="true">★</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
      {average ? (
        <p className="mt-4 text-sm font-semibold text-plum-900" aria-live="polite">
          {text('wizardAverage', { rating: average })}
        </p>
      ) : null}
    </div>
  );
}

function YesNo({
  name,
  legend,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
}) {
  const text = useReviewsText();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-plum-900">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {([true, false] as const).map((answer) => (
          <label key={String(answer)} className={CHOICE}>
            <input
              type="radio"
              name={name}
              checked={value === answer}
              onChange={() => onChange(answer)}
              className="size-4 accent-plum-900"
            />
            {answer ? text('wizardYes') : text('wizardNo')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** RECOMMEND & REPURCHASE (001 §2): recommend, buy again, and how long it was used. */
export function RepurchaseStep({
  draft,
  onChange,
}: {
  draft: ReviewDraft;
  onChange: (patch: Partial<ReviewDraft>) => void;
}) {
  const text = useReviewsText();
  return (
    <div className="space-y-5">
      <YesNo
        name="is_recommended"
        legend={text('wizardRecommend')}
        value={draft.isRecommended}
        onChange={(isRecommended) => onChange({ isRecommended })}
      />
      <YesNo
        name="is_repurchase"
        legend={text('wizardRepurchase')}
        value={draft.isRepurchase}
        onChange={(isRepurchase) => onChange({ isRepurchase })}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-plum-900">{text('wizardDuration')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {REVIEW_DURATIONS.map((duration) => (
            <label key={duration} className={CHOICE}>
              <input
                type="radio"
                name="duration_of_used"
                checked={draft.duration === duration}
                onChange={() => onChange({ duration })}
                className="size-4 accent-plum-900"
              />
              {text(DURATION_TEXT[duration])}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** A step's frame: what it asks, and the hint that the step is not complete yet. */
export function StepBody({ children, hint }: { children: ReactNode; hint: string | null }) {
  return (
    <div>
      {children}
      {hint ? (
        <p role="alert" className="mt-3 text-sm text-berry-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
