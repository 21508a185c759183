/** Rupiah are integers: `Rp` and dot thousands separators, no decimals (spec 000 §9). */
const RUPIAH = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0, useGrouping: true });

export function formatRupiah(amount: number): string {
  const rounded = Math.round(amount);
  const digits = RUPIAH.format(Math.abs(rounded));
  return `${rounded < 0 ? '-' : ''}Rp${digits}`;
}
