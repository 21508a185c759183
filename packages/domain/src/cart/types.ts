import { cartLineKey } from './line-key';

/** A line of the bag as the rules read it (000 §3 cart item), server or guest. */
export type CartLine = {
  /** Product id. */
  id: string | number;
  combination_id: string;
  quantity: number;
  name?: string;
  is_pre_order?: boolean;
  /** Pre-order delivery date (ISO day); pre-orders in one bag must share it. */
  delivery_date?: string | null;
  /** Present on e-gift lines. */
  egift_info?: { recipient_email?: string; delivery_date?: string } | null;
  /**
   * What else tells two lines of one combination apart (`cartLineKey`): the pack's chosen
   * components, the e-gift's recipient and day, a special-price or free-product line. '' for a
   * plain line; computed from the line when absent.
   */
  line_key?: string;
  is_egift?: boolean;
  is_pack?: boolean;
  pack?: { product_id: string | number; combination_id: string }[];
  brand?: { id?: string | number; name?: string } | null;
  categories?: { id?: string | number; name?: string }[];
  /** Unit price after the product's own discount, integer rupiah. */
  unit_price?: number;
  /** The product's own cap per order, when it has one. */
  max_limit_per_order?: number | null;
  /** Stock of the combination when known. */
  stock?: number | null;
  is_available?: boolean;
  is_special_price?: boolean;
  special_price_voucher_id?: string | null;
  is_applied_free_product?: boolean;
};

export const isEgiftLine = (line: CartLine): boolean => line.is_egift === true || !!line.egift_info;

export const isPreorderLine = (line: CartLine): boolean => line.is_pre_order === true;

/** Two lines are the same bag entry when product, combination and line key match. */
export const isSameEntry = (a: CartLine, b: CartLine): boolean =>
  String(a.id) === String(b.id) &&
  String(a.combination_id) === String(b.combination_id) &&
  lineKeyOf(a) === lineKeyOf(b);

/** The line's stored key, else the one its pack, e-gift and promotion flags give. */
export const lineKeyOf = (line: CartLine): string => line.line_key ?? cartLineKey(line);
