import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '~/lib/api-envelope';
import {
  fetchMyReviews,
  fetchReviewable,
  fetchReviews,
  fetchReviewStats,
  fetchUserPhotos,
} from '../api/review-calls';
import type {
  Review,
  ReviewableCombination,
  ReviewFilter,
  ReviewSort,
  ReviewStats,
  UserPhoto,
} from '../types';

export const NO_FILTER: ReviewFilter = {
  rating: null,
  withImages: false,
  verified: false,
  tag: null,
};

export type ReviewPage = { reviews: Review[]; total: number };

/**
 * What the review section reads once the shopper comes near it (001 §7): the summary, the
 * shoppers' photos, the page of reviews for the sort and filter, and — for a member — their own
 * reviews of the product and the combinations still open to them. `reload` reads it all again
 * after the member wrote or edited a review.
 */
export function useReviewData(options: {
  api: ApiClient;
  productId: number;
  enabled: boolean;
  member: boolean;
  page: number;
  sort: ReviewSort;
  filter: ReviewFilter;
}) {
  const { api, productId, enabled, member, page, sort, filter } = options;
  const [stats, setStats] = useState<ReviewStats | null>(null);
  const [photos, setPhotos] = useState<{ items: UserPhoto[]; total: number }>({
    items: [],
    total: 0,
  });
  const [list, setList] = useState<ReviewPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [mine, setMine] = useState<Review[]>([]);
  const [open, setOpen] = useState<ReviewableCombination[] | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void fetchReviewStats(api, productId).then((result) => {
      if (live && result.ok) setStats(result.data);
    });
    void fetchUserPhotos(api, productId).then((result) => {
      if (!live || !result.ok) return;
      const items = Array.isArray(result.data) ? result.data : result.data.data;
      const total = Array.isArray(result.data)
        ? (result.meta.total ?? items.length)
        : result.data.total;
      setPhotos({ items, total });
    });
    if (member) {
      void fetchMyReviews(api, productId).then((result) => {
        if (live && result.ok) setMine(result.data);
      });
      void fetchReviewable(api, productId).then((result) => {
        if (live && result.ok) setOpen(result.data.combinations);
      });
    }
    return () => {
      live = false;
    };
  }, [api, productId, enabled, member, round]);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void fetchReviews(api, productId, page, sort, filter).then((result) => {
      if (!live) return;
      setFailed(!result.ok);
      if (result.ok) setList({ reviews: result.data, total: result.meta.total ?? 0 });
    });
    return () => {
      live = false;
    };
  }, [api, productId, enabled, page, sort, filter, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);

  /** Puts a changed review (a vote, an edit) in place wherever it shows. */
  const replace = useCallback((changed: Partial<Review> & { _id: string }) => {
    const swap = (reviews: Review[]) =>
      reviews.map((review) => (review._id === changed._id ? { ...review, ...changed } : review));
    setList((current) => (current ? { ...current, reviews: swap(current.reviews) } : current));
    setMine(swap);
  }, []);

  return { stats, photos, list, failed, mine, open, reload, replace };
}
