/** Order-history constants (000 §4, §9). */
export const ORDER_LIST_PAGE_SIZE = 10;
export const ORDER_LIST_SORT = '-created_at';
/** After REORDER re-adds the bag, the app goes to /order after this delay. */
export const REORDER_REDIRECT_DELAY_MS = 600;
/** The state name of an order waiting for a bank wire. */
export const PENDING_PAYMENT_STATE_NAME = 'Awaiting bank wire payment';
/** Methods whose orders show the how-to-pay button while waiting payment (000 §4). */
export const HOW_TO_PAY_METHODS = [
  'bank_transfer',
  'cimb_clicks',
  'bca_virtual_account',
  'permata_virtual_account',
  'indomaret',
] as const;
/** Order sources shown under another name; android, ios and freebies show the app's name. */
export const ORDER_SOURCE_ALIASES: Readonly<Record<string, string>> = {
  lulla: 'lilla',
  kilau_store: 'Kilau Store',
};
export const APP_ORDER_SOURCES = ['android', 'ios', 'freebies'] as const;
export const EMPTY_ADDRESS = '-';
