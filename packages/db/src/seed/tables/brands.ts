import { list, parseTable } from './table';

/**
 * Invented brands (no real trademarks) with the feel of an Indonesian beauty shop: local
 * botanicals, Korean and Japanese-inspired labs, a few French and other imports.
 */
export type TopCategoryKey = 'skincare' | 'makeup' | 'body' | 'hair' | 'fragrance' | 'tools';

export interface BrandSeed {
  name: string;
  origin: string;
  /** What the brand makes: products are only generated in these top categories. */
  lines: readonly TopCategoryKey[];
  /** Logo wordmark colours: ink on paper. */
  ink: string;
  paper: string;
  tagline: string;
}

// name | origin | lines | ink paper | tagline (Indonesian, completes "… yang menghadirkan …")
const TABLE = `
Sekar Ayu Botanica | Indonesia | skincare body hair | #2f5d3a #eef6e8 | perawatan kulit dari kebun bunga Jawa dengan resep jamu turun-temurun
Kirana Glow | Indonesia | skincare makeup | #b0456a #fdebf1 | skincare dan makeup ringan untuk kulit tropis yang lembap
Lumi Nusantara | Indonesia | skincare body | #8a5a16 #fbf1dd | bahan alami Nusantara seperti kunyit, temulawak, dan beras
Rumah Jamu Dewi | Indonesia | skincare body hair | #5b3a1e #f4e9dc | racikan jamu modern untuk kecantikan dari dalam dan luar
Bening Lab | Indonesia | skincare | #1f5f8b #e6f2fa | formula dermatologis dengan bahan aktif terukur
Tirta Kencana | Indonesia | skincare body | #0f6c73 #e2f4f3 | hidrasi dari air mineral pegunungan dan ekstrak rumput laut
Kenanga Atelier | Indonesia | fragrance body | #6b3f7a #f3e8f6 | wewangian artisan dengan aroma bunga khas Indonesia
Melati Seroja | Indonesia | skincare makeup body | #a23b3b #fbe9e6 | kecantikan klasik dengan sentuhan melati dan mawar
Rona Senja | Indonesia | makeup | #c2553a #fdeee6 | warna bibir dan pipi yang terinspirasi langit sore Bali
Puspa Rasa | Indonesia | makeup fragrance | #9c2f5e #fbe7f0 | makeup berani dengan warna-warna tropis
Embun Pagi | Indonesia | skincare hair | #3c7a5e #e7f5ee | perawatan lembut untuk kulit dan rambut sensitif
Jelita Kosmetika | Indonesia | makeup tools | #8c2540 #f9e4ea | makeup halal terjangkau untuk tampilan sehari-hari
Bumi Rempah | Indonesia | body hair skincare | #7a4a22 #f6ecdf | lulur dan perawatan tubuh dengan rempah pilihan
Teduh Skin | Indonesia | skincare | #4a5d7a #eaeef6 | skincare minimalis untuk skin barrier yang tenang
Nara Botanics | Indonesia | skincare body hair | #356b45 #e9f4eb | botani Nusantara dalam kemasan ramah lingkungan
Cahaya Kulit | Indonesia | skincare body | #b57a12 #fdf4dc | perawatan mencerahkan untuk kulit kusam dan noda hitam
Wangi Nusa | Indonesia | fragrance | #5a2e4f #f5e9f1 | parfum lokal dengan nuansa kopi, vanila, dan cendana
Kuas Kita | Indonesia | tools | #2d2d2d #f1ede8 | alat makeup buatan tangan dengan bulu sintetis lembut
Ayu Lestari | Indonesia | hair body | #6a4c93 #f0ebf7 | perawatan rambut dengan minyak kemiri dan lidah buaya
Sinar Tropika | Indonesia | skincare body | #d0622a #fff0e3 | tabir surya ringan untuk aktivitas di bawah matahari tropis
Haneul Lab | Korea | skincare | #2c6e9e #e8f3fb | K-beauty dengan ekstrak langit biru dan mineral laut
Dalbit Skin | Korea | skincare makeup | #7b6ba8 #efedf8 | glass skin routine dengan fermentasi beras dan ginseng
Soonhwa Seoul | Korea | skincare | #3f7b6f #e6f4f0 | perawatan lembut dengan centella dan mugwort dari Pulau Jeju
Mulgyeol | Korea | skincare hair | #246b8f #e3f1f8 | hidrasi berlapis yang ringan seperti air
Byeol & Co | Korea | makeup | #c23d6d #fde8f0 | lip tint dan cushion dengan hasil akhir dewy
Sonagi Beauty | Korea | makeup skincare | #58748f #ebf1f6 | makeup tahan lama untuk cuaca lembap
Cheongsol | Korea | skincare body | #2f6a3b #e8f5e9 | ekstrak pinus dan teh hijau untuk kulit berminyak
Ppoyan Skin | Korea | skincare | #b2557c #fcebf2 | kulit kenyal dan bercahaya dengan peptida dan kolagen
Hanami Cosme | Japan | makeup skincare | #c04a6a #fdebef | kosmetik terinspirasi musim bunga sakura
Yuki Hada | Japan | skincare | #3d5a80 #edf2f8 | perawatan kulit seputih salju dengan sake lees dan rice bran
Komorebi Skin | Japan | skincare body | #5f7a3a #f0f5e6 | formula tenang dengan ekstrak yuzu dan matcha
Tsuki Labo | Japan | skincare hair | #44407a #ecebf7 | perawatan malam dengan bahan aktif yang stabil
Mizuha | Japan | skincare makeup | #2b7a8c #e4f3f6 | UV care dan base makeup yang ringan
Shizuku Tokyo | Japan | makeup tools | #8a3b5c #f7e8ef | maskara dan alat rias presisi dari Tokyo
Maison Lumière | France | skincare fragrance | #1e2a44 #ecedf2 | perawatan dan parfum bergaya Paris
Atelier Camélia | France | fragrance body | #7d2e3a #f8e8ea | eau de parfum dengan bunga kamelia dan musk
Belle Rosée | France | skincare makeup | #b2485d #fbe9ec | air mawar dan krim lembut dari Provence
Terra Verde | Italy | body hair | #4b6b2a #eff4e4 | minyak zaitun dan ekstrak herbal Mediterania
Fjordhav | Sweden | skincare body | #31506b #e9eff4 | skincare Skandinavia yang bersih dan bebas pewangi
Wattle & Bloom | Australia | skincare body hair | #9a6a1c #fbf2df | botani Australia seperti kakadu plum dan tea tree
Siam Orchid Spa | Thailand | body fragrance | #7b3f8c #f4e9f6 | ritual spa Thailand dengan anggrek dan serai
Pacific Dew | USA | skincare makeup tools | #23697a #e4f2f5 | clean beauty dari California untuk kulit aktif
Glowpop Studio | Indonesia | makeup tools | #d1366f #ffe8f1 | makeup playful untuk generasi muda
Aroma Kota | Indonesia | fragrance body | #3b3b58 #ecebf3 | parfum urban yang terinspirasi kota-kota Indonesia
`;

export const BRANDS: readonly BrandSeed[] = parseTable(TABLE, [
  'name',
  'origin',
  'lines',
  'colours',
  'tagline',
]).map((row) => {
  const [ink = '#333333', paper = '#f5f5f5'] = list(row.colours, ' ');
  return {
    name: row.name,
    origin: row.origin,
    lines: list(row.lines, ' ') as TopCategoryKey[],
    ink,
    paper,
    tagline: row.tagline,
  };
});

/** The shop's own brand for gift cards; not counted as a trade brand in listings. */
export const HOUSE_BRAND: BrandSeed = {
  name: 'Kilau',
  origin: 'Indonesia',
  lines: [],
  ink: '#b8336a',
  paper: '#fdeaf2',
  tagline: 'kartu hadiah digital untuk orang-orang tersayang',
};

export function brandDescription(brand: BrandSeed): string {
  return `${brand.name} adalah brand kecantikan asal ${ORIGIN_ID[brand.origin] ?? brand.origin} yang menghadirkan ${brand.tagline}. Semua produk telah terdaftar di BPOM dan tersedia original di Kilau.`;
}

const ORIGIN_ID: Record<string, string> = {
  Indonesia: 'Indonesia',
  Korea: 'Korea Selatan',
  Japan: 'Jepang',
  France: 'Prancis',
  Italy: 'Italia',
  Sweden: 'Swedia',
  Australia: 'Australia',
  Thailand: 'Thailand',
  USA: 'Amerika Serikat',
};
