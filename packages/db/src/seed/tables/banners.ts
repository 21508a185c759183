import { list, parseTable } from './table';

/**
 * Banners for every placement, with windows (hours from `now`) around the clock: one hero has
 * ended and one has not started, to exercise the active-window rule. The popup starts a month
 * ahead (scheduled), and the full-screen one too: a popup opens over every shop page (issue 20), so
 * the demo shows one only when the back office schedules it, never in the way of every visit (nor
 * of every end-to-end test). Home carries its hero, mini, twin and cover banners; the emergency
 * announcement shows above every shop page. Links are storefront
 * routes; {category:Leaf} becomes `{id}-{slug}` of that category when written.
 */
export interface BannerSeed {
  key: string;
  location: string;
  type: 'mini' | 'hero' | 'twin' | 'cover_banner' | 'text' | 'popup';
  title: string;
  subtitle: string;
  /** A storefront route, or null (an announcement that links nowhere). */
  link: string | null;
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
  cover: [1200, 600],
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
home-mini-sunscreen | home | mini | Sunscreen Harian | SPF 50 ringan, tanpa whitecast | /shop/{category:Sunscreen} | - | - | -48,240 | square | peach | -
home-mini-serum | home | mini | Serum Pilihan | Vitamin C & niacinamide | /shop/{category:Serum & Essence} | - | - | -48,240 | square | lilac | -
home-mini-lip-tint | home | mini | Lip Tint Tropis | Warna segar tahan lama | /shop/{category:Lip Tint} | - | - | -48,240 | square | pink | -
home-mini-body | home | mini | Body Care | Lotion & body serum wangi | /shop/{category:Body Lotion} | - | - | -48,240 | square | teal | -
home-twin-payday | home | twin | Payday Sale | Gajian tiba, diskon spesial | /sale/payday-sale | - | - | -24,96 | mini | lilac | -
home-twin-bank | home | twin | Cashback Bank Samudra | Belanja hemat dengan kartu partner | /promotion/cashback-bank-samudra | - | - | -120,480 | mini | teal | -
home-cover-night-ritual | home | cover_banner | Ritual Malam Kilau | Double cleansing, serum, lalu sleeping mask: kulit pulih saat kamu tidur | /campaign/glow-up-week | - | - | -72,240 | cover | pink | -
emergency-shipping-delay | emergency_announcement | text | Pengiriman ke Sulawesi Tengah tertunda 1–2 hari karena cuaca buruk | Pesanan tetap kami proses seperti biasa | - | - | - | -24,72 | text | peach | -
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
fullscreen-payday | fullscreen_popup_banner | popup | Payday Sale | Diskon spesial dan cashback untuk gajian | /sale/payday-sale | - | everyday | 744,912 | popup | lilac | -
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
    link: orNull(row.link),
    background: orNull(row.background),
    popupSetting: orNull(row.popup) as BannerSeed['popupSetting'],
    window: [from, to],
    size: SIZES[row.size] ?? null,
    colours: COLOURS[row.colours] ?? ['#ffe3ec', '#e75480'],
    advertises: advertisesOf(orNull(row.advertises)),
  };
});
