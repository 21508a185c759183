import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useApiClient } from '~/lib/api-client';
import { fetchReviewedCombinations, REVIEW_PARAM } from '../api/review-calls';
import { useReviewsText } from '../text';

/** The most combinations asked about in one call (the API's bound). */
const ASK_MAX = 200;

/**
 * Which of these combinations (the delivered orders' lines) the member has reviewed, or null
 * while unknown (nothing is offered then). Asked again when the list grows.
 */
export function useReviewedCombinations(combinationIds: readonly string[]): Set<string> | null {
  const api = useApiClient();
  const key = useMemo(
    () => [...new Set(combinationIds)].sort().slice(0, ASK_MAX).join(','),
    [combinationIds],
  );
  const [answer, setAnswer] = useState<{ key: string; reviewed: Set<string> } | null>(null);
  useEffect(() => {
    if (!key) return;
    let live = true;
    void fetchReviewedCombinations(api, key.split(',')).then((result) => {
      if (live && result.ok) setAnswer({ key, reviewed: new Set(result.data.combination_ids) });
    });
    return () => {
      live = false;
    };
  }, [api, key]);
  if (!key) return NONE;
  return answer?.key === key ? answer.reviewed : null;
}

const NONE = new Set<string>();

type DeliveredLine = { productId: number; slug: string; combinationId: string };

/**
 * My orders' line action (the route gives it to the history): "Tulis ulasan" on each delivered
 * line, or "Sudah diulas", once the member's reviews are known.
 */
export function useReviewLineAction(lines: readonly DeliveredLine[]) {
  const reviewed = useReviewedCombinations(
    useMemo(() => lines.map((l) => l.combinationId), [lines]),
  );
  if (!reviewed) return null;
  return (line: DeliveredLine) => (
    <WriteReviewLink
      productId={line.productId}
      slug={line.slug}
      combinationId={line.combinationId}
      reviewed={reviewed.has(line.combinationId)}
    />
  );
}

/**
 * "Tulis ulasan" on a delivered order's line (issue 19): the product page with the review
 * wizard open on that combination; "Sudah diulas" once it is reviewed.
 */
export function WriteReviewLink({
  productId,
  slug,
  combinationId,
  reviewed,
}: {
  productId: number | string;
  slug: string;
  combinationId: string;
  reviewed: boolean;
}) {
  const text = useReviewsText();
  if (reviewed) {
    return (
      <span className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-leaf-700">
        ✓ {text('ordersReviewed')}
      </span>
    );
  }
  return (
    <Link
      to={`/produk/${productId}-${slug}?${REVIEW_PARAM}=${encodeURIComponent(combinationId)}`}
      className="mt-1 inline-flex min-h-9 items-center rounded-full border border-plum-900 px-3 text-xs font-bold text-plum-900 transition hover:bg-plum-900 hover:text-cream-50"
    >
      {text('ordersWriteReview')}
    </Link>
  );
}
