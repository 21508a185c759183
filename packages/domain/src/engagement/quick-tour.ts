/** The welcome quick tour (001 §4). */
export type TourState = { index: number; total: number; open: boolean; visited: boolean };

export const startTour = (total: number, visited: boolean): TourState => ({
  index: 0,
  total,
  open: total > 0 && !visited,
  visited,
});

/** Steps advance by index; the last step closes the tour and marks it visited. */
export function advanceTour(state: TourState): TourState {
  if (!state.open) return state;
  if (state.index >= state.total - 1) return { ...state, open: false, visited: true };
  return { ...state, index: state.index + 1 };
}

/** Skipping closes the tour and marks it visited. */
export const skipTour = (state: TourState): TourState => ({ ...state, open: false, visited: true });

/** Members record the visit in their coachmark list; guests in a cookie. */
export const coachmarkStore = (loggedIn: boolean): 'user' | 'cookie' =>
  loggedIn ? 'user' : 'cookie';

/** The member's coachmark list with this tour added once. */
export const markCoachmarkVisited = (list: readonly string[], key: string): string[] =>
  list.includes(key) ? [...list] : [...list, key];

/** The coachmark the welcome quick tour records on a member when seen (001 §4, §7). */
export const QUICK_TOUR_COACHMARK = 'quick_tour';

/** The guest's record of the tour seen (001 §3 "tour cookies exist for guests"), kept a year. */
export const QUICK_TOUR_COOKIE = 'kilau_tour_visited';
export const QUICK_TOUR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The feature toggle's name when configuration names none (`{store}_quick_tour`, 001 §7). */
export const QUICK_TOUR_DEFAULT_TOGGLE = 'kilau_quick_tour';

/**
 * What the tour points at, in order: the search box, the categories, the bag, the account and the
 * wishlist (the shell marks each with `data-tour`). A step whose element is not on the screen
 * (a narrow viewport hides it) is left out.
 */
export const QUICK_TOUR_STEPS = ['search', 'categories', 'bag', 'account', 'wishlist'] as const;
export type QuickTourStep = (typeof QUICK_TOUR_STEPS)[number];

/**
 * Whether this visitor has seen the tour: a member by their coachmark list, or by this browser's
 * cookie (a guest who saw it and then signed in has seen it too: the cookie is carried onto the
 * member, `tourVisitToRecord`).
 */
export const hasSeenQuickTour = (input: {
  coachmarks: readonly string[] | null;
  cookie: boolean;
}): boolean => input.cookie || (input.coachmarks?.includes(QUICK_TOUR_COACHMARK) ?? false);

/** Whether the member's list must learn of a visit this browser remembers. */
export const tourVisitToRecord = (input: {
  coachmarks: readonly string[] | null;
  cookie: boolean;
}): boolean =>
  input.coachmarks !== null && input.cookie && !input.coachmarks.includes(QUICK_TOUR_COACHMARK);

/**
 * Pages the welcome tour may open on: not while paying or signing up (the order and payment
 * pages, self-checkout, completing a profile or setting a password), where it would interrupt.
 */
const TOUR_QUIET_PATHS =
  /^\/(?:order|midtrans-failed|self-checkout|complete-profile|set-password|signup)(?:\/|$)/;

export const quickTourShowsOn = (pathname: string): boolean => !TOUR_QUIET_PATHS.test(pathname);
