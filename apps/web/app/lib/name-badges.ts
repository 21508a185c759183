/**
 * Name badges for the third-party brands the shop names: banks, wallets, QRIS, card schemes,
 * outlets and carriers (ADR 0033). The shop draws no one's trademarked logo: each gets its name
 * (the short form shoppers know) with one accent colour of its own, and the badge component sets
 * it as text. Keys are payment method codes, bank codes, carrier codes and card schemes; a name
 * that is none of them is looked up by itself (a bank promotion's "MANDIRI").
 */
export interface NameBadgeSpec {
  /** The words the badge shows. */
  label: string;
  /** The brand's accent (`#rrggbb`): a bar beside the name, and the name's ink when dark enough. */
  accent: string;
}

const NEUTRAL = '#764a69';

const BADGES: Record<string, NameBadgeSpec> = {
  // Banks
  bca: { label: 'BCA', accent: '#005eaa' },
  bni: { label: 'BNI', accent: '#f15a23' },
  bri: { label: 'BRI', accent: '#00529c' },
  mandiri: { label: 'Mandiri', accent: '#003d79' },
  permata: { label: 'Permata', accent: '#00833e' },
  cimb: { label: 'CIMB Niaga', accent: '#ad1f23' },
  danamon: { label: 'Danamon', accent: '#f37021' },
  btn: { label: 'BTN', accent: '#0057a3' },
  // Payment methods (codes of `payment_methods`)
  credit_debit_card: { label: 'Kartu', accent: '#1a1f71' },
  gpn: { label: 'GPN', accent: '#d71920' },
  doku_card: { label: 'DOKU', accent: '#e1251b' },
  bca_virtual_account: { label: 'BCA', accent: '#005eaa' },
  permata_virtual_account: { label: 'Permata', accent: '#00833e' },
  bni_virtual_account: { label: 'BNI', accent: '#f15a23' },
  bri_virtual_account: { label: 'BRI', accent: '#00529c' },
  mandiri_virtual_account: { label: 'Mandiri', accent: '#003d79' },
  bank_transfer: { label: 'Transfer', accent: '#475569' },
  cimb_clicks: { label: 'CIMB Clicks', accent: '#ad1f23' },
  // Wallets, QRIS, outlets, pay later
  gopay: { label: 'GoPay', accent: '#00aed6' },
  ovo: { label: 'OVO', accent: '#4c3494' },
  dana: { label: 'DANA', accent: '#118eea' },
  shopeepay: { label: 'ShopeePay', accent: '#ee4d2d' },
  linkaja: { label: 'LinkAja', accent: '#e82529' },
  qris: { label: 'QRIS', accent: '#e2231a' },
  indomaret: { label: 'Indomaret', accent: '#0055a5' },
  alfamart: { label: 'Alfamart', accent: '#da291c' },
  kredivo: { label: 'Kredivo', accent: '#ff6a13' },
  vospay: { label: 'Vospay', accent: '#2b2f8f' },
  akulaku: { label: 'Akulaku', accent: '#e4003a' },
  cash_on_delivery: { label: 'COD', accent: '#2f6b4f' },
  free_order: { label: 'Gratis', accent: '#b23d5a' },
  // Card schemes (`detectCardBrand`)
  visa: { label: 'Visa', accent: '#1a1f71' },
  mastercard: { label: 'Mastercard', accent: '#eb001b' },
  jcb: { label: 'JCB', accent: '#0b4ea2' },
  amex: { label: 'American Express', accent: '#2e77bc' },
  discover: { label: 'Discover', accent: '#e55c20' },
  diners: { label: 'Diners Club', accent: '#0079be' },
  // Carriers (codes of `shipping_carriers`)
  jne: { label: 'JNE', accent: '#00529c' },
  jnt: { label: 'J&T Express', accent: '#e3001b' },
  sicepat: { label: 'SiCepat', accent: '#c8102e' },
  anteraja: { label: 'AnterAja', accent: '#e6007e' },
  gosend: { label: 'GoSend', accent: '#00aa13' },
  grabexpress: { label: 'GrabExpress', accent: '#00b14f' },
  ninja: { label: 'Ninja Xpress', accent: '#c2002f' },
  pos: { label: 'Pos Indonesia', accent: '#f26522' },
};

/** `"J&T Express"` → `jtexpress`, `"CIMB Clicks"` → `cimbclicks`: names compared loosely. */
const loose = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const BY_LOOSE_NAME = new Map(
  Object.entries(BADGES).flatMap(([key, spec]) => [
    [loose(key), spec],
    [loose(spec.label), spec],
  ]),
);

/** The known brand a code (or, failing that, a name) stands for; undefined when none. */
export function knownBadge(
  key: string | null | undefined,
  name?: string | null,
): NameBadgeSpec | undefined {
  return (
    (key ? (BADGES[key] ?? BY_LOOSE_NAME.get(loose(key))) : undefined) ??
    (name ? BY_LOOSE_NAME.get(loose(name)) : undefined)
  );
}

/**
 * The badge for a code or name: the known brand's short name and accent, else the name itself
 * with the shop's plum (a method or carrier the shop adds later still gets a neat badge).
 */
export function nameBadge(key: string | null | undefined, name?: string | null): NameBadgeSpec {
  return knownBadge(key, name) ?? { label: (name || key || '').trim(), accent: NEUTRAL };
}

/** WCAG relative luminance of `#rrggbb`. */
export function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/**
 * The name's ink on the badge's white: the accent when it reads at AA (4.5:1), else the shop's
 * plum (a light accent such as GoPay's cyan stays on the bar only).
 */
export function badgeInk(accent: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(accent)) return '#4a1f3d';
  return 1.05 / (luminance(accent) + 0.05) >= 4.5 ? accent : '#4a1f3d';
}
