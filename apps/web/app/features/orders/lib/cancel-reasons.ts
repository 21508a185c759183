import type { UiTextKey } from '~/lib/ui-text';

/** The cancel modal's reasons; "Lainnya" asks the shopper to write their own. */
export const CANCEL_REASONS = [
  'ordersCancelReasonChangedMind',
  'ordersCancelReasonWrongItem',
  'ordersCancelReasonAddress',
  'ordersCancelReasonPayment',
  'ordersCancelReasonTooLong',
] as const satisfies readonly UiTextKey[];

export const OTHER_REASON: UiTextKey = 'ordersCancelReasonOther';

/** The API keeps at most this many characters of a reason. */
export const CANCEL_REASON_MAX = 200;
