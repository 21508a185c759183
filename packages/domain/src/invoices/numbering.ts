import { WIB_OFFSET_MS } from '../shared/date';

/**
 * Invoice numbers (docs/design/invoices.md "Numbering"): one series per calendar year in WIB
 * (Asia/Jakarta, UTC+7), without gaps: `INV/2026/000123`. The sequence is padded to six digits
 * and grows past them if a year ever needs more.
 */
export const INVOICE_NUMBER_PATTERN = /^INV\/[0-9]{4}\/[0-9]{6,}$/;

/** The WIB calendar year of an instant: the invoice series it is numbered in. */
export const invoiceYearOf = (at: Date): number =>
  new Date(at.getTime() + WIB_OFFSET_MS).getUTCFullYear();

export const formatInvoiceNumber = (year: number, sequence: number): string =>
  `INV/${year}/${String(sequence).padStart(6, '0')}`;

/** The number as a file name's part: `INV-2026-000123`. */
export const invoiceFileName = (number: string): string => `${number.replaceAll('/', '-')}.pdf`;

/**
 * The payment statuses of an order that was paid, and so has its invoice: paid (capture,
 * settlement) or paid and later given back (refund, chargeback). What the member's order detail
 * offers the invoice download on; the API answers 409 `invoice_not_issued` otherwise.
 */
export const INVOICED_PAYMENT_STATUSES: readonly string[] = [
  'capture',
  'settlement',
  'refund',
  'partial_refund',
  'chargeback',
  'partial_chargeback',
];

export const isInvoicedPaymentStatus = (status: string | null | undefined): boolean =>
  status !== null && status !== undefined && INVOICED_PAYMENT_STATUSES.includes(status);
