import type { MessageCode } from '../messages';
import type { Device } from '../shared/viewport';

/**
 * The review wizard (001 §2, §4). Create: combinations, rating, review, repurchase. Edit:
 * rating, text and photos, recommend and repurchase (a review's combination stays its own). On
 * desktop the combination is chosen beside the form, so a new review starts one step later and
 * the number shown is shifted by one.
 */
export type ReviewMode = 'create' | 'edit';
export type ReviewStep = 'combination' | 'rating' | 'review' | 'repurchase';
export type ReviewSubMode = 'add_photo' | 'edit_caption' | 'crop';

export const REVIEW_STEPS: readonly ReviewStep[] = [
  'combination',
  'rating',
  'review',
  'repurchase',
];

export type WizardState = {
  mode: ReviewMode;
  device: Device;
  /** Index into REVIEW_STEPS. */
  step: number;
  subMode: ReviewSubMode | null;
  open: boolean;
};

/** The first step: desktop chooses the combination beside the form, and an edit keeps its own. */
export const firstStep = (device: Device, mode: ReviewMode = 'create'): number =>
  device === 'desktop' || mode === 'edit' ? 1 : 0;

export const openWizard = (mode: ReviewMode, device: Device): WizardState => ({
  mode,
  device,
  step: firstStep(device, mode),
  subMode: null,
  open: true,
});

/** Steps the shopper goes through on this device, in this mode. */
export const visibleStepCount = (device: Device, mode: ReviewMode = 'create'): number =>
  REVIEW_STEPS.length - firstStep(device, mode);

/** 0-based step number shown (shifted by one on desktop). */
export const shownStep = (state: WizardState): number =>
  state.step - firstStep(state.device, state.mode);

/** The progress bar: (step + 1) / steps. */
export const wizardProgress = (state: WizardState): number =>
  (shownStep(state) + 1) / visibleStepCount(state.device, state.mode);

/** Next step; the last step stays (saving is the caller's). */
export const nextStep = (state: WizardState): WizardState =>
  state.step < REVIEW_STEPS.length - 1 ? { ...state, step: state.step + 1, subMode: null } : state;

/** Back leaves a sub-mode first, then moves one step, or closes at the first step. */
export function backStep(state: WizardState): WizardState {
  if (state.subMode) return { ...state, subMode: null };
  if (state.step <= firstStep(state.device, state.mode)) return { ...state, open: false };
  return { ...state, step: state.step - 1 };
}

export const enterSubMode = (state: WizardState, subMode: ReviewSubMode): WizardState => ({
  ...state,
  subMode,
});

/** The modal header for the current step or sub-mode (edit headers of 001 §2). */
export function wizardHeader(state: WizardState, photoCount = 0): MessageCode {
  if (state.subMode === 'add_photo')
    return photoCount > 0 ? 'review_header_add_photo' : 'review_header_upload_photo';
  if (state.subMode === 'edit_caption') return 'review_header_edit_caption';
  if (state.subMode === 'crop') return 'review_header_edit_photo';
  switch (REVIEW_STEPS[state.step]) {
    case 'combination':
      return 'review_header_select_combination';
    case 'rating':
      return 'review_header_give_rating';
    case 'review':
      return 'review_header_edit_review';
    default:
      return 'review_header_recommend';
  }
}
