import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { canWriteReview, isAllReviewed, REVIEWS_MODAL_PAGE_SIZE } from '@kilau/domain/reviews';
import { PAGE_CHANGE_SCROLL_DELAY_MS } from '@kilau/domain/shared';
import { BUTTON_CLASS } from '~/components/ui/form-field';
import { useToast } from '~/components/ui/toast';
import { PageNav } from '~/components/ui/page-nav';
import { useNear } from '~/hooks/use-near';
import { useApiClient } from '~/lib/api-client';
import { requestLogin } from '~/lib/login-request';
import { REVIEW_PARAM, reportReview, voteHelpful } from '../api/review-calls';
import { useReviewsText } from '../text';
import type { Review, ReviewFilter, ReviewSort, WizardProduct } from '../types';
import { PhotoStrip } from './photo-strip';
import { PhotoViewer, type ViewedPhoto } from './photo-viewer';
import { ReportModal } from './report-modal';
import { ReviewCard, type ReviewCardHandlers } from './review-card';
import { ReviewFilters } from './review-filters';
import { ReviewSummary } from './review-summary';
import { ReviewWizard, type WizardOutcome } from './review-wizard';
import { NO_FILTER, useReviewData } from './use-review-data';

/** The history entry an open review modal adds (001 §4: browser back rolls the review back). */
const WIZARD_STATE = 'reviewWizard';

type Session = { mode: 'create' | 'edit'; review: Review | null; combinationId: string | null };

/**
 * The product page's reviews (issue 19; 001 §2, §7, §9): loaded once the shopper scrolls near
 * them. The summary, the shoppers' photos, filters and sort, ten reviews a page with "helpful"
 * and report, and the member's own reviews whatever their state; "Tulis ulasan" opens the
 * wizard, whose modal is a history entry so Back closes it and drops the draft.
 */
export function ReviewSection({
  product,
  member,
  now,
}: {
  product: WizardProduct;
  /** The signed-in member (null: a guest), whose username reviewing needs (001 §5). */
  member: { user_name?: string | null } | null;
  now: number;
}) {
  const text = useReviewsText();
  const api = useApiClient();
  const toast = useToast();
  const location = useLocation();
  const navigate = useNavigate();
  const { ref, near } = useNear<HTMLElement>();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [filter, setFilter] = useState<ReviewFilter>(NO_FILTER);
  const [viewed, setViewed] = useState<{ photos: ViewedPhoto[]; index: number } | null>(null);
  const [reporting, setReporting] = useState<Review | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [session, setSession] = useState<Session | null>(null);
  const data = useReviewData({
    api,
    productId: product.id,
    enabled: near,
    member: member !== null,
    page,
    sort,
    filter,
  });

  const wizardOpen = (location.state as Record<string, unknown> | null)?.[WIZARD_STATE] === true;

  const openWizard = (next: Session) => {
    if (!member) {
      requestLogin();
      return;
    }
    if (!canWriteReview({ loggedIn: true, userName: member.user_name }).ok) {
      toast.error(text('reviewsNeedUsername'));
      return;
    }
    setSession(next);
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { state: { [WIZARD_STATE]: true }, preventScrollReset: true },
    );
  };
  const closeWizard = () => {
    if (wizardOpen) navigate(-1);
    setSession(null);
  };

  // My orders' "Tulis ulasan": open the wizard on the combination, once, without the parameter.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const combination = params.get(REVIEW_PARAM);
    if (!combination || !/^[1-9][0-9]{0,10}$/.test(combination)) return;
    params.delete(REVIEW_PARAM);
    const search = params.toString() ? `?${params.toString()}` : '';
    navigate({ pathname: location.pathname, search }, { replace: true, preventScrollReset: true });
    document.getElementById('reviews')?.scrollIntoView({ behavior: 'smooth' });
    openWizard({ mode: 'create', review: null, combinationId: combination });
    // Only when the parameter arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);

  // A reload keeps the history entry's state without a draft behind it: forget the entry.
  useEffect(() => {
    if (wizardOpen && !session) {
      navigate(location, { replace: true, state: null, preventScrollReset: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const changePage = (next: number) => {
    setPage(next);
    setTimeout(
      () => document.getElementById('reviews')?.scrollIntoView({ behavior: 'smooth' }),
      PAGE_CHANGE_SCROLL_DELAY_MS,
    );
  };

  const finished = (outcome: WizardOutcome) => {
    if (outcome.ok) {
      closeWizard();
      toast.success(outcome.message);
      data.replace(outcome.review);
      data.reload();
      return;
    }
    if (outcome.close) closeWizard();
    toast.error(outcome.message);
  };

  const handlers: ReviewCardHandlers = {
    async onHelpful(review) {
      if (!member) {
        requestLogin();
        return;
      }
      setBusy(review._id);
      const result = await voteHelpful(api, review._id, !review.is_helpful);
      setBusy(null);
      if (result.ok) {
        data.replace({
          _id: review._id,
          is_helpful: result.data.is_helpful,
          helpful_count: result.data.helpful_count,
        });
      } else toast.error(result.message);
    },
    onReport(review) {
      if (!member) requestLogin();
      else setReporting(review);
    },
    onEdit(review) {
      openWizard({ mode: 'edit', review, combinationId: review.combination_id });
    },
    onPhoto(photos, index, review) {
      setViewed({
        photos: photos.map((photo) => ({ ...photo, user_name: review.user.user_name })),
        index,
      });
    },
    onTag(tag) {
      setFilter({ ...filter, tag });
      setPage(1);
    },
  };

  const sendReport = async (report: Parameters<typeof reportReview>[2]) => {
    if (!reporting) return;
    setBusy(reporting._id);
    const result = await reportReview(api, reporting._id, report);
    setBusy(null);
    setReporting(null);
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  };

  const { stats, list, photos } = data;
  const ownHidden = data.mine.filter((review) => review.status !== 'published');
  const open = data.open;
  const allReviewed =
    open !== null &&
    open.length > 0 &&
    isAllReviewed(
      open.map((c) => c.id),
      open.filter((c) => c.review_id !== null).map((c) => c.id),
    );
  const pageCount = list ? Math.ceil(list.total / REVIEWS_MODAL_PAGE_SIZE) : 0;
  const from = (page - 1) * REVIEWS_MODAL_PAGE_SIZE + 1;

  return (
    <section
      ref={ref}
      id="reviews"
      aria-labelledby="reviews-title"
      className="mx-auto mt-10 max-w-6xl scroll-mt-28 px-4"
    >
      <div className="rounded-3xl bg-white p-5 ring-1 ring-blush-200/70 md:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="reviews-title" className="font-display text-2xl font-semibold text-plum-900">
            {text('reviewsTitle')}
            {stats && stats.review_count > 0 ? (
              <span className="ml-2 text-base font-normal text-plum-700">
                ({stats.review_count})
              </span>
            ) : null}
          </h2>
          {allReviewed ? (
            <p className="text-sm text-plum-700">{text('reviewsAllReviewed')}</p>
          ) : (
            <button
              type="button"
              onClick={() => openWizard({ mode: 'create', review: null, combinationId: null })}
              className={BUTTON_CLASS.primary}
            >
              {text('reviewsWrite')}
            </button>
          )}
        </div>
        {member && !member.user_name ? (
          <p className="mt-2 text-sm text-plum-800">
            {text('reviewsNeedUsername')}{' '}
            <Link to="/my-account" className="font-semibold text-berry-700 underline">
              {text('reviewsSetUsername')}
            </Link>
          </p>
        ) : null}

        {!near || !stats ? (
          <p className="mt-6 text-sm text-plum-700" aria-live="polite">
            {near ? text('reviewsLoading') : null}
          </p>
        ) : stats.review_count === 0 && ownHidden.length === 0 ? (
          <p className="mt-6 text-sm text-plum-800">{text('reviewsNone')}</p>
        ) : (
          <div className="mt-6 space-y-8">
            {stats.review_count > 0 ? (
              <ReviewSummary
                stats={stats}
                activeRating={filter.rating}
                onRating={(rating) => {
                  setFilter({ ...filter, rating });
                  setPage(1);
                }}
              />
            ) : null}
            <PhotoStrip
              photos={photos.items}
              total={photos.total}
              onOpen={(index) =>
                setViewed({
                  photos: photos.items.map((photo) => ({
                    url: photo.url,
                    description: photo.description,
                    user_name: photo.user_name,
                  })),
                  index,
                })
              }
              onMore={() => {
                setFilter({ ...filter, withImages: true });
                setPage(1);
              }}
            />
            {ownHidden.map((review) => (
              <ReviewCard key={review._id} review={review} now={now} busy handlers={handlers} />
            ))}
            <div>
              <ReviewFilters
                filter={filter}
                sort={sort}
                onFilter={(next) => {
                  setFilter(next);
                  setPage(1);
                }}
                onSort={(next) => {
                  setSort(next);
                  setPage(1);
                }}
              />
              {data.failed ? (
                <p className="mt-6 text-sm text-berry-700" role="alert">
                  {text('reviewsLoadFailed')}{' '}
                  <button type="button" onClick={data.reload} className="font-semibold underline">
                    {text('reviewsRetry')}
                  </button>
                </p>
              ) : list && list.reviews.length === 0 ? (
                <p className="mt-6 text-sm text-plum-800">{text('reviewsFilteredNone')}</p>
              ) : list ? (
                <>
                  <p className="mt-4 text-xs text-plum-700" aria-live="polite">
                    {text('reviewsShown', {
                      from,
                      to: from + list.reviews.length - 1,
                      total: list.total,
                    })}
                  </p>
                  <div className="mt-2">
                    {list.reviews.map((review) => (
                      <ReviewCard
                        key={review._id}
                        review={review}
                        now={now}
                        busy={busy === review._id}
                        handlers={handlers}
                      />
                    ))}
                  </div>
                  <PageNav
                    page={page}
                    pageCount={pageCount}
                    onPage={changePage}
                    label={text('reviewsPages')}
                  />
                </>
              ) : (
                <p className="mt-6 text-sm text-plum-700">{text('reviewsLoading')}</p>
              )}
            </div>
          </div>
        )}
      </div>

      <PhotoViewer
        photos={viewed?.photos ?? []}
        index={viewed?.index ?? null}
        onIndex={(index) => viewed && setViewed({ ...viewed, index })}
        onClose={() => setViewed(null)}
      />
      <ReportModal
        key={reporting?._id ?? 'none'}
        open={reporting !== null}
        busy={busy !== null}
        onClose={() => setReporting(null)}
        onSend={(report) => void sendReport(report)}
      />
      {session && wizardOpen ? (
        <ReviewWizard
          mode={session.mode}
          product={product}
          review={session.review}
          combinationId={session.combinationId}
          onClose={closeWizard}
          onDone={finished}
        />
      ) : null}
    </section>
  );
}
