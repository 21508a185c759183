import { MINUTE_MS } from '../shared/constants';

/** A voucher applied to a bag holds its quota this long, refreshed while the bag is read. */
export const VOUCHER_HOLD_MS = 30 * MINUTE_MS;
/** A live hold is extended on a read once it is this old (not on every read). */
export const VOUCHER_HOLD_REFRESH_AFTER_MS = 5 * MINUTE_MS;
/**
 * A hold this close to its end is re-taken under the voucher's lock instead of being extended
 * in place, so that a hold another instance may already count as expired is never revived.
 */
export const VOUCHER_HOLD_SAFETY_MS = MINUTE_MS;
/** `voucher_info.header` of the welcome voucher (000 §3: a welcome voucher is recognised). */
export const WELCOME_VOUCHER_HEADER = 'WELCOME VOUCHER';
/** A free-shipping voucher without a cap covers the whole fee (`shipping_fee_discount`). */
export const UNCAPPED_SHIPPING_DISCOUNT = 2_147_483_647;
