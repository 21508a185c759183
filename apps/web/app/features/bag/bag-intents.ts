/**
 * The bag page's one action, by intent (Hydrogen's cart action): what each form posts and what
 * the action answers. Shared by the forms (browser) and the action (server).
 */

export const BAG_INTENTS = {
  update: 'update',
  remove: 'remove',
  applyVoucher: 'apply-voucher',
  removeVoucher: 'remove-voucher',
  paperBagOn: 'paper-bag-on',
  paperBagOff: 'paper-bag-off',
  applyPoints: 'apply-points',
  removePoints: 'remove-points',
  addSpecialPrice: 'add-special-price',
} as const;
export type BagIntent = (typeof BAG_INTENTS)[keyof typeof BAG_INTENTS];

/** What a promotion change cleared, so the page can say so (000 §4: options are exclusive). */
export type ClearedPromotion =
  | { kind: 'voucher'; code: string }
  | { kind: 'points'; points: number };

/** The action's answer; the form that asked shows it (and a toast when JavaScript runs). */
export type BagActionData = {
  intent: BagIntent;
  /** The line, voucher or product the answer is about. */
  target?: string;
} & (
  | { ok: true; message: string; cleared?: ClearedPromotion }
  | { ok: false; message: string; errorCode?: string; field?: string }
);

const KNOWN = new Set<string>(Object.values(BAG_INTENTS));

export const isBagAnswer = (value: unknown): value is BagActionData =>
  typeof value === 'object' &&
  value !== null &&
  KNOWN.has(String((value as { intent?: unknown }).intent));

/** Form field names the forms and the action share. */
export const BAG_FIELDS = {
  intent: 'intent',
  cartId: 'cart_id',
  lineId: 'line_id',
  productId: 'product_id',
  combinationId: 'combination_id',
  quantity: 'quantity',
  /** The path the shopper was on (removing a line on shipping or payment returns to /order). */
  from: 'from',
  voucherCode: 'voucher_code',
  voucherId: 'voucher_id',
  points: 'points',
  specialPriceVoucherId: 'special_price_voucher_id',
  /** The options applied before this change, to say which one it cleared. */
  appliedVoucherCode: 'applied_voucher_code',
  appliedPoints: 'applied_points',
} as const;
