import { QUICK_TOUR_STEPS, type QuickTourStep } from '@kilau/domain/engagement';

export type Rect = { top: number; left: number; width: number; height: number };

/** The header's element a step points at (`data-tour="…"`). */
export const targetOf = (step: QuickTourStep): HTMLElement | null =>
  document.querySelector<HTMLElement>(`[data-tour="${step}"]`);

/** The element's box on the screen, or null when it is hidden (a narrow viewport leaves it out). */
export function boxOf(step: QuickTourStep): Rect | null {
  const rect = targetOf(step)?.getBoundingClientRect();
  if (!rect || rect.width === 0 || rect.height === 0) return null;
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
}

/** The steps whose element is on the screen now, in the tour's order. */
export const visibleSteps = (): QuickTourStep[] =>
  QUICK_TOUR_STEPS.filter((step) => boxOf(step) !== null);
