import { type OrdersTextKey } from '~/features/orders/text';

/** The cancel modal's reasons; "Lainnya" asks the shopper to write their own. */
export const CANCEL_REASONS = [
  'ordersCancelReasonChangedMind',
  'ordersCancelReasonWrongItem',
  'ordersCancelReasonAddress',
  'ordersCancelReasonPayment',
  'ordersCancelReasonTooLong',
] as const satisfies readonly OrdersTextKey[];

export const OTHER_REASON: OrdersTextKey = 'ordersCancelReasonOther';

/** The API keeps at most this many characters of a reason (the domain's cancel form). */
export { CANCEL_REASON_MAX } from '@kilau/domain/orders';
