import { parseTable } from './table';

export interface ActiveInfo {
  /** INCI names put into the ingredient list. */
  inci: string;
  /** What it does, in Indonesian, completing "… untuk …". */
  benefit: string;
}

// word that starts the active in a product name | INCI | benefit
const TABLE = `
Niacinamide | Niacinamide, Zinc PCA | membantu mencerahkan dan meratakan warna kulit
Vitamin C | Ascorbyl Glucoside, Tocopherol, Ferulic Acid | menyamarkan noda hitam dan membuat kulit tampak glowing
Hyaluronic | Sodium Hyaluronate, Hydrolyzed Hyaluronic Acid | menarik dan mengunci kelembapan hingga lapisan kulit terdalam
Retinol | Retinol, Tocopherol, Squalane | menyamarkan garis halus dan memperbaiki tekstur kulit
Centella | Centella Asiatica Extract, Madecassoside, Asiaticoside | menenangkan kulit kemerahan dan mendukung pemulihan skin barrier
Salicylic | Salicylic Acid, Zinc PCA | membersihkan pori-pori dan membantu mengatasi jerawat
Alpha Arbutin | Alpha-Arbutin, Niacinamide | memudarkan noda hitam bekas jerawat
Peptide | Palmitoyl Tripeptide-1, Acetyl Hexapeptide-8 | membuat kulit tampak lebih kencang dan elastis
Ceramide | Ceramide NP, Ceramide AP, Ceramide EOP, Cholesterol | memperkuat skin barrier dan menjaga kelembapan
Bakuchiol | Bakuchiol, Squalane | memberi manfaat anti-aging yang lembut untuk kulit sensitif
Galactomyces | Galactomyces Ferment Filtrate | membuat kulit tampak lebih cerah dan halus
Tranexamic | Tranexamic Acid, Niacinamide | memudarkan hiperpigmentasi dan flek
Mugwort | Artemisia Vulgaris Extract | menenangkan kulit yang mudah iritasi
Kunyit | Curcuma Longa Root Extract | mencerahkan kulit kusam secara alami
Ginseng | Panax Ginseng Root Extract | menutrisi dan memberi efek anti-aging
Rice | Oryza Sativa (Rice) Extract, Rice Ferment Filtrate | membuat kulit tampak lebih cerah dan lembut
Tea Tree | Melaleuca Alternifolia Leaf Oil | membantu mengatasi jerawat dan minyak berlebih
Green Tea | Camellia Sinensis Leaf Extract | melindungi kulit dengan antioksidan dan mengontrol minyak
Aloe | Aloe Barbadensis Leaf Juice | menyejukkan dan melembapkan kulit
Charcoal | Charcoal Powder, Kaolin | menyerap kotoran dan minyak berlebih dari pori-pori
Kaolin | Kaolin, Bentonite | mengangkat kotoran dan mengecilkan tampilan pori-pori
Volcanic | Volcanic Ash, Kaolin | menyerap minyak berlebih dan membersihkan pori-pori
Honey | Honey Extract, Propolis Extract | menutrisi dan menjaga kelembapan kulit
Squalane | Squalane | melembapkan tanpa rasa berminyak
Collagen | Hydrolyzed Collagen | menjaga kekenyalan kulit
Caffeine | Caffeine, Niacinamide | mengurangi kantung dan lingkaran hitam di bawah mata
Bengkoang | Pachyrhizus Erosus Root Extract | mencerahkan kulit secara alami
Shea Butter | Butyrospermum Parkii Butter | melembapkan kulit kering secara intensif
Argan | Argania Spinosa Kernel Oil | menutrisi rambut kering dan mengurangi frizz
Kemiri | Aleurites Moluccanus Seed Oil | menutrisi akar rambut dan mengurangi kerontokan
Keratin | Hydrolyzed Keratin | memperbaiki rambut rusak dan bercabang
Urang Aring | Eclipta Prostrata Extract | menguatkan akar rambut dan membuat rambut tampak lebih hitam
Biotin | Biotin, Panthenol | mendukung pertumbuhan rambut yang sehat
Yuzu | Citrus Junos Fruit Extract | memberi kesegaran dan antioksidan
Rose | Rosa Damascena Flower Water | melembapkan dan memberi aroma mawar yang lembut
AHA BHA | Glycolic Acid, Lactic Acid, Salicylic Acid | mengangkat sel kulit mati dan menghaluskan tekstur
Lactic | Lactic Acid, Sodium Lactate | mengeksfoliasi lembut dan mencerahkan
Witch Hazel | Hamamelis Virginiana Water | menyamarkan pori-pori dan mengontrol minyak
Panthenol | Panthenol, Allantoin | menenangkan dan memperbaiki kulit
Amino Acid | Sodium Cocoyl Glutamate, Arginine | membersihkan tanpa membuat kulit terasa kering
Kopi | Coffea Arabica Seed Powder | mengangkat sel kulit mati dan melancarkan sirkulasi
Coconut | Cocos Nucifera Oil | melembapkan dan menutrisi
Pandan | Pandanus Amaryllifolius Leaf Extract | memberi aroma segar khas pandan
Oat | Avena Sativa Kernel Extract | menenangkan kulit kering dan gatal
Urea | Urea, Lactic Acid | melembutkan kulit kasar dan pecah-pecah
Olive | Olea Europaea Fruit Oil | melembapkan dan melembutkan kulit
Avocado | Persea Gratissima Oil | menutrisi rambut kering
Protein | Hydrolyzed Wheat Protein | memperkuat helai rambut
Himalayan Salt | Sodium Chloride, Maris Sal | mengangkat sel kulit mati
SPF | Zinc Oxide, Titanium Dioxide | melindungi dari sinar UVA dan UVB
`;

const ACTIVES = parseTable(TABLE, ['word', 'inci', 'benefit']);

/** What we know about the active in a product name or pool word, if anything. */
export function activeInfo(active: string): ActiveInfo | undefined {
  const lower = active.toLowerCase();
  const found = ACTIVES.find((row) => lower.includes(row.word.toLowerCase()));
  return found ? { inci: found.inci, benefit: found.benefit } : undefined;
}

export const DEFAULT_INCI = 'Tocopheryl Acetate, Sodium Hyaluronate';
