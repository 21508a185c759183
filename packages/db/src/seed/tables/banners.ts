import { list, parseTable } from './table';

/**
 * Banners for every placement, with windows (hours from `now`) around the clock: one hero has
 * ended and one has not started, to exercise the active-window rule. The popup starts a month
 * ahead (scheduled): home opens a popup dialog over the page, so the demo shows one only when the
 * back office schedules it (issue 18), never in the way of every visit. Links are storefront
 * routes; {category:Leaf} becomes `{id}-{slug}` of that category when written.
 */
export interface BannerSeed {
  key: string;
  location: string;
  type: 'mini' | 'hero' | 'twin' | 'cover_banner' | 'text' | 'popup';
  title: string;
  subtitle: string;
  link: string;
  background: string | null;
  popupSetting: 'everyday' | 'once' | 'always' | null;
  window: readonly [number, number];
  /** Image size, or null for text-only banners. */
  size: readonly [number, number] | null;
  colours: readonly [string, string];
  /** What the banner advertises (its words are written from it): a voucher's code, or an offer. */
  advertises: { voucherCode: string } | { offer: 'free_shipping' } | null;
}

const SIZES: Record<string, readonly [number, number] | null> = {
  hero: [1200, 400],
  mini: [600, 300],
  square: [300, 300],
  popup: [600, 600],
  text: null,
};
const COLOURS: Record<string, readonly [string, string]> = {
  pink: ['#ffe3ec', '#e75480'],
  peach: ['#ffe9d6', '#f08a4b'],
  teal: ['#daf3ee', '#1f9e89'],
  lilac: ['#ece3fb', '#8a63d2'],
};

// key | location | type | title | subtitle | link | background | popup | window | size | colours
// | advertises (`voucher:CODE` or `offer:free_shipping`; its words then come from the data, and
// the title is only the operator's label)
const TABLE = `
home-glow-up-week | home | hero | Glow Up Week | Serum & sunscreen pilihan, harga spesial | /campaign/glow-up-week | - | - | -48,120 | hero | pink | -
home-flash-sale | home | hero | Flash Sale Kilat | Harga spesial, stok terbatas — hari ini saja | /flash-sale | - | - | -24,72 | hero | peach | -
home-payday-sale | home | hero | Payday Sale | Gajian tiba, saatnya belanja cantik | /sale/payday-sale | - | - | -24,96 | hero | lilac | -
home-bank-samudra | home | hero | Pilihan Bank Samudra | Produk favorit bersama partner kami | /promotion/cashback-bank-samudra | - | - | -120,480 | hero | teal | -
home-harbolnas-ended | home | hero | Harbolnas 11.11 | Promo telah berakhir | /promo | - | - | -240,-24 | hero | peach | -
home-ramadan-soon | home | hero | Ramadan Beauty Fest | Segera hadir | /promo | - | - | 72,400 | hero | teal | -
top-free-shipping | top_banners | text | Gratis ongkir | - | /promo | #fce4ec | - | -720,720 | text | pink | offer:free_shipping
top-new-member | top_banners | text | Voucher member baru | - | /promo | #ede7f6 | - | -720,720 | text | lilac | voucher:WELCOME25
promo-text-code | promo_text_banner | text | Kode voucher belanja | - | /promo | #fff3e0 | - | -72,240 | text | peach | voucher:HEMAT25K
searchbar-sunscreen | searchbar_promo_text | text | Temukan sunscreen favoritmu | - | /shop/{category:Sunscreen} | - | - | -72,240 | text | peach | -
top-middle-lip-tint | top_middle_banner | mini | Lip Tint Baru | Warna-warna tropis untuk bibir | /shop/{category:Lip Tint} | - | - | -72,240 | mini | pink | -
flexible-under-100k | flexible_banner | mini | Serba Hemat | Harga bersahabat, kualitas terjaga | /deals/deals-under-100k | - | - | -48,168 | mini | teal | -
flexible-lip-week | flexible_banner | mini | Lip Week | Lip tint & lipstik terlaris | /weekly-highlight/lip-week | - | - | -72,96 | mini | pink | -
floating-flash-sale | floating_banners | mini | Flash Sale | Stok terbatas, hari ini saja | /flash-sale | - | - | -24,72 | square | peach | -
floating-voucher | floating_banners | mini | Voucher Ongkir | Klaim sekarang | /promo | - | - | -72,240 | square | lilac | voucher:GRATISONGKIR
popup-app-discount | popup_banner | popup | Glow Up Week | Serum & sunscreen pilihan, harga spesial | /campaign/glow-up-week | - | everyday | 720,888 | popup | pink | -
`;

const orNull = (cell: string) => (cell === '-' || cell === '' ? null : cell);

function advertisesOf(cell: string | null): BannerSeed['advertises'] {
  if (cell === null) return null;
  const [kind, value = ''] = cell.split(':');
  if (kind === 'voucher' && value) return { voucherCode: value };
  if (kind === 'offer' && value === 'free_shipping') return { offer: 'free_shipping' };
  throw new Error(`A banner advertises ${cell}: expected voucher:CODE or offer:free_shipping`);
}

export const BANNERS: readonly BannerSeed[] = parseTable(TABLE, [
  'key',
  'location',
  'type',
  'title',
  'subtitle',
  'link',
  'background',
  'popup',
  'window',
  'size',
  'colours',
  'advertises',
]).map((row) => {
  const [from = 0, to = 0] = list(row.window).map(Number);
  return {
    key: row.key,
    location: row.location,
    type: row.type as BannerSeed['type'],
    title: row.title,
    subtitle: orNull(row.subtitle) ?? '',
    link: row.link,
    background: orNull(row.background),
    popupSetting: orNull(row.popup) as BannerSeed['popupSetting'],
    window: [from, to],
    size: SIZES[row.size] ?? null,
    colours: COLOURS[row.colours] ?? ['#ffe3ec', '#e75480'],
    advertises: advertisesOf(orNull(row.advertises)),
  };
});
