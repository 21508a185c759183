/**
 * The invoice's tax lines (docs/design/invoices.md "Tax maths"): PPN (Pajak Pertambahan Nilai)
 * at the rate the shop configured, in basis points (1100 = 11 %), on rupiah integers.
 *
 * - A seller that is not PKP (Pengusaha Kena Pajak) charges no PPN: the base is the amount.
 * - Prices that include PPN (the shop's prices, the default): DPP (the tax base) =
 *   round(amount × 100 / (100 + rate)), PPN = amount − DPP, so DPP + PPN is exactly the amount.
 * - Prices without PPN: DPP = the amount, PPN = round(amount × rate / 100), total = DPP + PPN.
 *
 * Rounding is half up, in whole rupiah, done on integers (no floating-point remainders).
 */
export type InvoiceTaxInput = {
  /** Rupiah, integer, ≥ 0: what the invoice totals (lines after discounts, plus shipping). */
  amount: number;
  /** Basis points, 0–10000 (1100 = 11 %). */
  rateBp: number;
  pricesIncludeTax: boolean;
  /** Whether the seller is PKP (only a PKP charges PPN). */
  pkp: boolean;
};

export type InvoiceTax = {
  /** DPP: Dasar Pengenaan Pajak, the tax base. */
  base: number;
  /** PPN on the base. */
  tax: number;
  /** base + tax. */
  total: number;
  /** The rate applied (0 when no PPN is charged). */
  rateBp: number;
  pricesIncludeTax: boolean;
};

export const PPN_RATE_BP_MAX = 10_000;
export const PPN_RATE_BP_DEFAULT = 1_100;

/** `numerator / denominator` rounded half up, for non-negative integers. */
const divideRounded = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

export function computeInvoiceTax(input: InvoiceTaxInput): InvoiceTax {
  const amount = Math.max(0, Math.trunc(input.amount));
  const rateBp = Math.min(PPN_RATE_BP_MAX, Math.max(0, Math.trunc(input.rateBp)));
  if (!input.pkp || rateBp === 0) {
    return {
      base: amount,
      tax: 0,
      total: amount,
      rateBp: 0,
      pricesIncludeTax: input.pricesIncludeTax,
    };
  }
  if (input.pricesIncludeTax) {
    const base = divideRounded(amount * 10_000, 10_000 + rateBp);
    return { base, tax: amount - base, total: amount, rateBp, pricesIncludeTax: true };
  }
  const tax = divideRounded(amount * rateBp, 10_000);
  return { base: amount, tax, total: amount + tax, rateBp, pricesIncludeTax: false };
}

/** A rate in basis points as a percentage for people: 1100 → `11`, 1150 → `11,5` (id) / `11.5` (en). */
export function formatTaxRate(rateBp: number, locale: 'id' | 'en' = 'id'): string {
  const whole = Math.trunc(rateBp / 100);
  const rest = String(rateBp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return rest === '' ? String(whole) : `${whole}${locale === 'id' ? ',' : '.'}${rest}`;
}
