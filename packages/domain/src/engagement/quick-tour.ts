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
