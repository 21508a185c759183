import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import {
  advanceTour,
  hasSeenQuickTour,
  QUICK_TOUR_COACHMARK,
  skipTour,
  startTour,
  tourVisitToRecord,
  type QuickTourStep,
  type TourState,
} from '@kilau/domain/engagement';
import { useOpenModalCount } from '~/components/ui/modal-stack';
import { useHydrated } from '~/hooks/use-hydrated';
import { useApiClient } from '~/lib/api-client';
import { usePublicConfig } from '~/lib/public-config';
import { isQuickTourOn, recordQuickTourSeen } from '../api/tour-calls';
import { visibleSteps } from '../lib/tour-targets';
import { setTourCookie, tourCookieSet } from '../lib/tour-cookie';

/** The tour waits this long on a quiet page (no other modal open) before it opens. */
export const TOUR_START_DELAY_MS = 800;

/**
 * The card and halo load only for a visitor who gets the tour (most pages are seen by people
 * who have): the shell keeps just this gate.
 */
const loadOverlay = () => import('../modals/tour-overlay');
const TourOverlay = lazy(loadOverlay);

type TourMember = { id: number; coachmarks: readonly string[] };
/**
 * The welcome quick tour (001 §4): once the toggle is on and the visitor has not seen it, an
 * overlay points at the search box, the categories, the bag, the account and the wishlist in
 * turn. Skipping (the button, Escape or a click beside the card, through the modal stack) or
 * finishing records it as seen — on the member (`coachmark_visited`) and in this browser's cookie
 * — and it never opens again. docs/design/quick-tour.md.
 */
export function QuickTour({ enabled, member }: { enabled: boolean; member: TourMember | null }) {
  const hydrated = useHydrated();
  const api = useApiClient();
  const { quickTourToggle } = usePublicConfig();
  const openModals = useOpenModalCount();
  const [wanted, setWanted] = useState(false);
  const [tour, setTour] = useState<{ state: TourState; steps: QuickTourStep[] } | null>(null);
  const ended = useRef(false);
  const memberId = member?.id ?? null;
  const coachmarks = member?.coachmarks ?? null;
  const seenByMember = coachmarks?.includes(QUICK_TOUR_COACHMARK) ?? false;

  // Whether this visitor should get the tour: not seen here or on the account, and the toggle on.
  useEffect(() => {
    if (!hydrated || !enabled || ended.current) return;
    const cookie = tourCookieSet(document.cookie);
    // The member's list as far as the tour cares: whether it holds the tour's coachmark.
    const known = seenByMember ? [QUICK_TOUR_COACHMARK] : [];
    const record = { coachmarks: memberId === null ? null : known, cookie };
    if (memberId !== null && tourVisitToRecord(record)) void recordQuickTourSeen(api, memberId);
    if (hasSeenQuickTour(record)) return;
    let live = true;
    void isQuickTourOn(api, quickTourToggle).then((on) => {
      if (live) setWanted(on);
    });
    return () => {
      live = false;
    };
  }, [hydrated, enabled, memberId, seenByMember, api, quickTourToggle]);

  // It opens on a quiet page: no popup, terms or sign-in dialog in the way.
  useEffect(() => {
    if (!wanted || tour || openModals > 0 || !enabled || ended.current) return;
    void loadOverlay(); // fetched while the page settles, so the first step opens at once
    const timer = window.setTimeout(() => {
      const steps = visibleSteps();
      if (steps.length > 0) setTour({ state: startTour(steps.length, false), steps });
    }, TOUR_START_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [wanted, tour, openModals, enabled]);

  const finish = useCallback(
    (state: TourState) => {
      ended.current = true;
      setWanted(false);
      setTour((current) => (current ? { ...current, state } : current));
      setTourCookie();
      if (memberId !== null) void recordQuickTourSeen(api, memberId);
    },
    [api, memberId],
  );

  if (!tour || !tour.state.open) return null;
  const step = tour.steps[tour.state.index];
  if (!step) return null;
  return (
    <Suspense fallback={null}>
      <TourOverlay
        key={step}
        step={step}
        index={tour.state.index}
        total={tour.steps.length}
        member={member !== null}
        onNext={() => {
          const next = advanceTour(tour.state);
          if (next.open) setTour({ ...tour, state: next });
          else finish(next);
        }}
        onSkip={() => finish(skipTour(tour.state))}
      />
    </Suspense>
  );
}
