import { list, parseTable } from './table';

export type TagType = 'concern' | 'benefit' | 'skin_type' | 'ingredient';

export interface TagSeed {
  name: string;
  type: TagType;
  /** Words in a product name that earn it this tag (matched at the start of a word). */
  keywords: readonly string[];
  /** Top categories whose products may carry it (no "Hair Fall" on an eye cream). */
  tops: readonly string[];
}

// name | type | words in product names that earn the tag | top categories it applies to
const TABLE = `
Acne | concern | acne, salicylic, tea tree, bha, blemish, jerawat | skincare body
Dark Spots | concern | dark spot, arbutin, tranexamic, noda, spot | skincare body
Pores | concern | pore, clay, kaolin, charcoal | skincare
Redness | concern | calming, centella, cica, mugwort, soothing | skincare
Dullness | concern | glow, vitamin c, rice, kunyit, radiance | skincare body makeup
Anti-Aging | concern | retinol, peptide, bakuchiol, collagen, anti-aging, firming, ginseng | skincare body
Uneven Texture | concern | aha, exfoliat, lactic, glycolic, peeling, scrub, lulur | skincare body
Hair Fall | concern | hair fall, kemiri, ginseng, rontok, tonic | hair
Dandruff | concern | dandruff, ketombe, scalp | hair
Brightening | benefit | brightening, niacinamide, vitamin c, arbutin, whitening, cerah | skincare body makeup
Hydrating | benefit | hydrat, hyaluronic, aqua, water, dew, moist, aloe, lidah buaya | skincare body makeup hair
Oil Control | benefit | oil control, zinc, green tea, bamboo | skincare makeup
Sun Protection | benefit | spf, sunscreen, uv, sun protect | skincare body makeup
Barrier Repair | benefit | ceramide, barrier, panthenol, repair, squalane | skincare body
Long Lasting | benefit | long lasting, 24h, velvet, matte, transferproof, tahan lama | makeup fragrance
Waterproof | benefit | waterproof, smudge | makeup
Nourishing | benefit | nourish, butter, shea, argan, oil, zaitun | body hair skincare
Sensitive Skin | skin_type | gentle, sensitive, low ph, mild, fragrance free | skincare
Oily Skin | skin_type | gel, oil-free, oily, foam | skincare
Dry Skin | skin_type | cream, balm, rich, butter | skincare body
Combination Skin | skin_type | essence, lotion, toner | skincare
Normal Skin | skin_type | daily, everyday | skincare
Niacinamide | ingredient | niacinamide | skincare body
Vitamin C | ingredient | vitamin c | skincare body
Hyaluronic Acid | ingredient | hyaluronic | skincare
Retinol | ingredient | retinol, bakuchiol | skincare
Centella Asiatica | ingredient | centella, cica | skincare
Salicylic Acid | ingredient | salicylic, bha | skincare
Ceramide | ingredient | ceramide | skincare body
Peptide | ingredient | peptide, collagen | skincare
Tea Tree | ingredient | tea tree | skincare hair
Rice Extract | ingredient | rice, beras, sake | skincare body hair
Gift Idea | benefit | gift, hadiah, kit, paket, trio, duo, brush set, lip set, set skincare | skincare makeup body hair fragrance tools
Vegan | benefit | vegan, synthetic, latex free | tools makeup
Travel Friendly | benefit | mini, travel, pouch, roll on, stick, perfume oil | skincare makeup body hair fragrance tools
`;

export const TAGS: readonly TagSeed[] = parseTable(TABLE, ['name', 'type', 'keywords', 'tops']).map(
  (row) => ({
    name: row.name,
    type: row.type as TagType,
    keywords: list(row.keywords).map((word) => word.toLowerCase()),
    tops: list(row.tops, ' '),
  }),
);

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MATCHERS = TAGS.map((tag) => ({
  name: tag.name,
  tops: tag.tops,
  pattern: new RegExp(`(^|[^a-z0-9])(${tag.keywords.map(escape).join('|')})`, 'i'),
}));

/** Tags of a top category whose keywords start a word of a text (a product name). */
export function tagsMatching(text: string, top: string): string[] {
  return MATCHERS.filter((matcher) => matcher.tops.includes(top) && matcher.pattern.test(text)).map(
    (matcher) => matcher.name,
  );
}
