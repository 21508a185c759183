import type { Random } from '../random';
import { activeInfo, DEFAULT_INCI } from './actives';
import type { TopCategoryKey } from './brands';
import type { ProductLine } from './product-line';

/**
 * Where a product goes on: a claim's sentence names the part it cares for, so a blush's
 * "long lasting" speaks of cheeks and a mascara's of lashes, never of lips.
 */
export type Area =
  | 'skin'
  | 'face'
  | 'lips'
  | 'cheeks'
  | 'eyes'
  | 'lashes'
  | 'hair'
  | 'body'
  | 'other';

/** The area of a line, from its kind of options and its top category. */
export function areaOf(line: Pick<ProductLine, 'top' | 'option'>): Area {
  switch (line.option) {
    case 'shade-lip':
      return 'lips';
    case 'shade-cheek':
      return 'cheeks';
    case 'palette':
      return 'eyes';
    case 'mascara':
      return 'lashes';
    case 'shade-face':
    case 'shade-powder':
      return 'face';
    default:
      break;
  }
  switch (line.top) {
    case 'skincare':
      return 'skin';
    case 'hair':
      return 'hair';
    case 'body':
      return 'body';
    default:
      return 'other';
  }
}

/** A claim's sentence: one for every area, or a default with the areas that say it their way. */
type Claim = string | ({ default: string } & Partial<Record<Area, string>>);

/** Claims in product names and the sentence each earns in the description. */
const CLAIMS: Record<string, Claim> = {
  brightening: 'Pemakaian rutin membantu kulit tampak lebih cerah dan merata dalam 4 minggu.',
  hydrating: {
    default: 'Memberikan hidrasi hingga 72 jam sehingga kulit terasa kenyal dan lembap.',
    lips: 'Menjaga bibir tetap lembap dan tidak pecah-pecah sepanjang hari.',
  },
  'acne care': 'Membantu meredakan jerawat aktif dan mencegah munculnya jerawat baru.',
  'anti-aging': 'Membantu menyamarkan garis halus sehingga kulit tampak lebih muda.',
  'barrier repair': 'Memperkuat skin barrier sehingga kulit lebih tahan terhadap iritasi.',
  glow: 'Memberikan efek glowing alami yang sehat, bukan berminyak.',
  'dark spot': 'Membantu memudarkan noda hitam dan bekas jerawat.',
  calming: 'Menenangkan kulit kemerahan setelah beraktivitas di luar ruangan.',
  'oil control': 'Mengontrol minyak berlebih sehingga wajah tidak mudah kilap.',
  'pore clear': 'Membersihkan pori-pori hingga ke dalam tanpa membuat kulit kering.',
  matte: {
    default: 'Hasil akhirnya matte dan ringan, tidak terasa berat di wajah.',
    lips: 'Hasil akhirnya matte dan ringan, tidak terasa berat atau kering di bibir.',
    cheeks: 'Hasil akhirnya matte dan halus di pipi, tanpa menonjolkan tekstur kulit.',
    eyes: 'Warna matte-nya lembut dan mudah dibaurkan di kelopak mata.',
  },
  transferproof: {
    default: 'Tidak mudah menempel di masker maupun pakaian.',
    lips: 'Tidak mudah menempel di masker maupun gelas.',
  },
  'long lasting': {
    default: 'Tahan hingga 12 jam tanpa perlu sering touch-up.',
    lips: 'Warna tahan hingga 12 jam dan tetap nyaman di bibir.',
    cheeks: 'Rona pipi tahan hingga 12 jam tanpa memudar atau menggumpal.',
    eyes: 'Warna tahan hingga 12 jam tanpa luntur di lipatan mata.',
    lashes: 'Bulu mata tetap lentik hingga 12 jam tanpa luntur atau menggumpal.',
  },
  waterproof: 'Tahan air dan keringat, cocok untuk cuaca panas dan lembap.',
  'hair fall': 'Membantu mengurangi rambut rontok hingga 80% setelah pemakaian rutin.',
  'anti-frizz': 'Menjinakkan rambut mengembang dan membuatnya lebih mudah diatur.',
  firming: 'Membantu kulit terasa lebih kencang dan elastis.',
  spf: 'Melindungi dari sinar UVA dan UVB tanpa meninggalkan whitecast.',
};

const claimSentence = (claim: Claim, area: Area): string =>
  typeof claim === 'string' ? claim : (claim[area] ?? claim.default);

const CLOSERS: Record<TopCategoryKey, readonly string[]> = {
  skincare: [
    'Cocok untuk semua jenis kulit, termasuk kulit sensitif.',
    'Teruji dermatologis, non-komedogenik, dan bebas alkohol.',
    'Teksturnya ringan, cepat meresap, dan tidak lengket — nyaman untuk iklim tropis.',
    'Bebas paraben dan pewangi tambahan, aman untuk kulit berjerawat.',
  ],
  makeup: [
    'Tersedia dalam pilihan warna yang cocok untuk beragam warna kulit Indonesia.',
    'Tahan keringat dan tidak mudah luntur di cuaca lembap.',
    'Diperkaya bahan perawatan sehingga tetap nyaman dipakai seharian.',
    'Mudah dibaurkan dan dapat dibangun dari tipis hingga intens.',
  ],
  body: [
    'Aromanya lembut dan menenangkan, cocok untuk rutinitas mandi pagi maupun malam.',
    'Tidak lengket dan cepat meresap, nyaman untuk iklim tropis.',
    'Diformulasikan dengan pH seimbang sehingga tidak membuat kulit kering.',
  ],
  hair: [
    'Cocok untuk rambut berhijab yang mudah lepek.',
    'Bebas silikon berat sehingga rambut terasa ringan dan bervolume.',
    'Aman untuk rambut yang diwarnai.',
  ],
  fragrance: [
    'Aroma tahan hingga 8 jam dan cocok untuk dipakai sehari-hari maupun acara spesial.',
    'Dikemas dalam botol kaca elegan yang cocok untuk hadiah.',
  ],
  tools: [
    'Materialnya awet, mudah dibersihkan, dan bebas bahan hewani.',
    'Ringan dan ringkas, mudah dibawa bepergian.',
  ],
};

const NOTES = [
  'bergamot',
  'melati',
  'mawar',
  'vanila',
  'cendana',
  'musk',
  'amber',
  'pir',
  'teh hijau',
  'kopi',
  'oud',
  'jeruk',
];

export interface ProductCopy {
  description: string;
  howToUse: string;
  ingredients: string;
}

/** Indonesian description (2–4 sentences), how-to-use and an INCI-like ingredient list. */
export function writeCopy(
  random: Random,
  input: { name: string; brand: string; line: ProductLine; active: string; extra: string },
): ProductCopy {
  const { name, brand, line, active } = input;
  const info = activeInfo(active);
  const sentences = [`${name} adalah ${line.noun} dari ${brand} ${formulaClause(line, active)}.`];
  const claim = Object.entries(CLAIMS).find(([word]) =>
    `${name} ${input.extra}`.toLowerCase().includes(word),
  );
  // A tool's material (Rose Quartz) is no skincare active: only makeup is enriched with one.
  if (info && line.top === 'makeup') {
    sentences.push(`Diperkaya ${active.replace(/\s*\d.*$/, '')} yang ${info.benefit}.`);
  }
  if (claim) sentences.push(claimSentence(claim[1], areaOf(line)));
  if (line.top === 'fragrance') {
    const [top, middle, base] = random.sample(NOTES, 3);
    sentences.push(`Top notes ${top}, middle notes ${middle}, dan base notes ${base}.`);
  }
  if (sentences.length < 4) sentences.push(random.pick(CLOSERS[line.top]));
  if (sentences.length < 4 && line.top !== 'tools' && random.chance(0.5)) {
    sentences.push('Sudah terdaftar di BPOM dan bersertifikat halal.');
  }
  return {
    description: sentences.slice(0, 4).join(' '),
    howToUse: line.use,
    ingredients: uniqueIngredients(
      line.inci.replace('{a}', line.top === 'tools' ? active : (info?.inci ?? DEFAULT_INCI)),
    ),
  };
}

function formulaClause(line: ProductLine, active: string): string {
  const info = activeInfo(active);
  switch (line.top) {
    case 'makeup':
      if (line.option === 'mascara') {
        return `dengan formula ${active.toLowerCase()} yang ringan dan tidak menggumpal`;
      }
      if (line.option === 'palette') {
        return `dengan warna ${active.toLowerCase()} yang kaya pigmen dan mudah dibaurkan`;
      }
      return `dengan hasil akhir ${active.toLowerCase()} yang ringan dan nyaman dipakai seharian`;
    case 'fragrance':
      return `dengan karakter aroma ${active} yang elegan dan memikat`;
    case 'tools':
      return 'dengan desain ergonomis dan material berkualitas';
    default:
      return info
        ? `yang diformulasikan dengan ${active} untuk ${info.benefit}`
        : 'yang diperkaya bahan-bahan pilihan untuk perawatan sehari-hari';
  }
}

/** Drops repeated INCI names; commas inside parentheses (colour index lists) do not split. */
function uniqueIngredients(list: string): string {
  const names = list.split(/,\s+(?![^()]*\))/).map((name) => name.trim());
  return [...new Set(names)].join(', ');
}
