import type { AdminReviewStatus, ReviewReportReasonCode } from '../types';
import type { AdminTextKey } from '../text';

/** Each review state, hold reason and report reason in the feature's text table. */
export const REVIEW_STATUS_LABEL: Record<AdminReviewStatus, AdminTextKey> = {
  held: 'reviewsStatusHeld',
  published: 'reviewsStatusPublished',
  rejected: 'reviewsStatusRejected',
};

const HOLD_REASON_LABEL: Record<string, AdminTextKey> = {
  link: 'holdReasonLink',
  phone: 'holdReasonPhone',
  banned_word: 'holdReasonBannedWord',
  reports: 'holdReasonReports',
  edited: 'holdReasonEdited',
};

/** A hold reason's label; an unknown one (a newer filter) is shown as it is stored. */
export const holdReasonLabel = (reason: string): AdminTextKey | null =>
  HOLD_REASON_LABEL[reason] ?? null;

export const REPORT_REASON_LABEL: Record<ReviewReportReasonCode, AdminTextKey> = {
  spam: 'reportReasonSpam',
  offensive: 'reportReasonOffensive',
  misleading: 'reportReasonMisleading',
  not_about_product: 'reportReasonNotAboutProduct',
  other: 'reportReasonOther',
};
