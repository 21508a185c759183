import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './foundation';

/** A jsonb column: read as the value, written as its JSON text. */
type Json<T> = ColumnType<T, string, string>;

/** The seller as an invoice names it (a snapshot of `shop_legal_settings`). */
export type InvoiceSeller = {
  legal_name: string;
  address: string;
  npwp: string;
  pkp: boolean;
  footer: string;
};

/** The tax settings an invoice was issued under. */
export type InvoiceTaxSnapshot = { ppn_rate_bp: number; prices_include_tax: boolean };

/** An invoice's money, rupiah integers, as issued. */
export type InvoiceTotals = {
  subtotal: number;
  voucher_discount: number;
  points_discount: number;
  bank_promotion_discount: number;
  shipping_fee: number;
  shipping_discount: number;
  total_paid: number;
  /** DPP (tax base) and PPN, from the domain's `computeInvoiceTax`. */
  tax_base: number;
  tax: number;
};

/** The seller's legal and tax details (migration 0060): one row, id 1. */
export interface ShopLegalSettingsTable {
  id: Generated<number>;
  legal_name: string;
  address: string;
  npwp: string;
  pkp: Generated<boolean>;
  ppn_rate_bp: Generated<number>;
  prices_include_tax: Generated<boolean>;
  invoice_footer: Generated<string>;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** One row per WIB calendar year: the last invoice sequence issued (migration 0060). */
export interface InvoiceCountersTable {
  year: number;
  last_sequence: number;
}

/** One invoice per paid order (migration 0060). */
export interface InvoicesTable {
  id: Generated<number>;
  order_id: number;
  number: string;
  year: number;
  sequence: number;
  issued_at: Timestamp;
  seller: Json<InvoiceSeller>;
  tax: Json<InvoiceTaxSnapshot>;
  totals: Json<InvoiceTotals>;
}
