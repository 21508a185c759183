/** Lower-case ASCII slug: "Serum & Essence" → "serum-essence", "Crème 10%" → "creme-10". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The EAN-13 check digit for the first 12 digits (weights 1, 3, 1, 3… from the left). */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 needs 12 digits, got "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** A full, valid 13-digit EAN from a 3-digit prefix and a number unique under it. */
export function ean13(prefix: string, serial: number): string {
  const first12 = `${prefix}${String(serial).padStart(12 - prefix.length, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/**
 * Shop-like rupiah: Rp500 steps below Rp100.000, Rp1.000 steps above, and most prices
 * nudged to end in 9.000 or 5.000 (Rp129.000, Rp45.000) the way Indonesian shops price.
 */
export function shopPrice(raw: number): number {
  if (raw < 100_000) {
    return Math.max(500, Math.round(raw / 500) * 500);
  }
  const thousands = Math.round(raw / 1000);
  const lastDigit = thousands % 10;
  const nudged =
    lastDigit >= 7
      ? thousands - lastDigit + 9
      : lastDigit >= 3
        ? thousands - lastDigit + 5
        : thousands;
  return nudged * 1000;
}

export const formatRupiah = (amount: number) => `Rp${amount.toLocaleString('id-ID')}`;

/** 'YYYY-MM-DD' of an instant in Asia/Jakarta (UTC+7, no daylight saving). */
export function jakartaDay(instant: Date, addDays = 0): string {
  const shifted = new Date(instant.getTime() + 7 * 3_600_000 + addDays * 86_400_000);
  return shifted.toISOString().slice(0, 10);
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const addMs = (instant: Date, ms: number) => new Date(instant.getTime() + ms);
