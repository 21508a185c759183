import type { z } from '../shared/zod';
import type {
  AppliedVoucherSchema,
  CartEgiftInfoSchema,
  CartLineViewSchema,
  CartPackItemSchema,
  CartViewSchema,
  FreeProductSchema,
} from './responses';

/**
 * The bag as the cart API answers it (design/the-bag.md "The contract"; 000 §3 Cart, Totals, Cart item):
 * written once, as the response schemas (`./responses.ts`, ADR 0020), built by the API and read
 * by the storefront.
 */

export type CartEgiftInfo = z.infer<typeof CartEgiftInfoSchema>;
export type CartPackItem = z.infer<typeof CartPackItemSchema>;
/** A bag line (`_id` null on the guest check's answer, which stores nothing). */
export type CartLineView = z.infer<typeof CartLineViewSchema>;
export type FreeProduct = z.infer<typeof FreeProductSchema>;
export type AppliedVoucher = z.infer<typeof AppliedVoucherSchema>;
export type CartView = z.infer<typeof CartViewSchema>;
