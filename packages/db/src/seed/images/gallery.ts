import type { ProductImageKind } from '../../schema';
import type { CataloguePlan } from '../plan/plan-catalogue';
import { ALL_BRANDS } from '../plan/specials';
import { productImageUrl, type ProductPlan } from '../plan/types';
import { activeInfo } from '../tables/actives';
import { cardKey, ingredientsCardSvg, type CardContent } from './ingredients-card';
import { lifestyleSvg, sceneFor, SCENE_WORDS } from './lifestyle';
import { contentsSvg, packshotSvg, type PackshotInput } from './packshot';
import { NEUTRAL_TEXTURE, textureKey, textureStyleOf, textureSvg } from './texture';

/**
 * A product's gallery (issue 17), in order: the packshot (the cover), a pack's contents, its
 * texture — one swatch per shade for colour products, tied to that shade's combination — the
 * product in a setting, and its ingredients (or benefits) card. Textures and cards are named by
 * what they show, so products that share one share its file: the seed renders each once.
 */
export interface GalleryImage {
  kind: ProductImageKind;
  /** The file's key in the media store (`products/12-1.webp`). */
  key: string;
  /** The plan index of the combination (shade) the picture belongs to; null: the product's. */
  combination: number | null;
  alt: { id: string; en: string };
  svg: () => string;
}

/** What to draw for a product: colours keyed by its name and shade, its words on the pack. */
export function packshotInput(product: ProductPlan): PackshotInput {
  const brand = ALL_BRANDS[product.brandIndex]?.name ?? '';
  return {
    key: `${brand} ${product.name} ${product.look.colour ?? ''}`,
    shape: product.look.shape,
    colour: product.look.colour,
    swatches: product.look.swatches,
    text: {
      brand,
      title: product.look.title,
      subtitle: product.look.subtitle,
      size: product.look.size,
    },
  };
}

const mediaKey = (url: string) => url.replace(/^\/media\//, '');

/** The option a combination stands for (`03 Brick Red`), or null for a product without one. */
const optionName = (attributes: object): string | null => {
  const [key, value] = Object.entries(attributes)[0] ?? [];
  return key && key !== 'non_specify' && value && typeof value.name === 'string'
    ? value.name
    : null;
};

/** One swatch per coloured option for make-up in shades; otherwise one texture, if any. */
function textures(product: ProductPlan, name: string): GalleryImage[] {
  if (product.classification !== null) return [];
  const style = textureStyleOf(product.leaf);
  if (!style) return [];
  const perOption =
    product.top === 'makeup' &&
    product.combinations.length > 1 &&
    product.combinations.every((combination) => combination.colour);
  if (perOption) {
    return product.combinations.map((combination, index) => {
      const colour = combination.colour ?? NEUTRAL_TEXTURE[style];
      const shade = optionName(combination.attributes) ?? '';
      return {
        kind: 'texture' as const,
        key: textureKey(style, colour),
        combination: index,
        alt: { id: `${name} — swatch warna ${shade}`, en: `${name} — ${shade} swatch` },
        svg: () => textureSvg(style, colour),
      };
    });
  }
  const colour = product.look.colour ?? NEUTRAL_TEXTURE[style];
  const swatches = style === 'stripes' ? product.look.swatches : [];
  return [
    {
      kind: 'texture',
      key: textureKey(style, colour, swatches),
      combination: null,
      alt: { id: `${name} — tekstur`, en: `${name} — texture` },
      svg: () => textureSvg(style, colour, swatches),
    },
  ];
}

/** INCI names a shopper skips over: solvents, fillers, preservatives, colours, allergens. */
const PLAIN_INCI =
  /^(aqua|water|alcohol|parfum|phenoxyethanol|butylene glycol|cyclopentasiloxane|dimethicone|talc|silica|polyethylene|citric acid|sodium chloride|polysorbate|peg-|zinc stearate|caprylyl glycol|isododecane|mica|octyldodecanol|linalool|limonene|coumarin|citronellol|geraniol|benzyl|iron oxides|titanium dioxide \(ci|red \d|yellow \d|ci \d|sodium laureth|cocamidopropyl|carbomer|xanthan|ethylhexyl|bis-|diethylamino|octyldodecyl|ricinus|caprylic|simmondsia|disodium|sodium benzoate|potassium sorbate)/i;

/** What a few well-known INCI names are, in plain words. */
const PLAIN_WORDS: Record<string, string> = {
  Tocopherol: 'Tocopherol (vitamin E)',
  'Tocopheryl Acetate': 'Tocopheryl Acetate (vitamin E)',
  Panthenol: 'Panthenol (provitamin B5)',
  Niacinamide: 'Niacinamide (vitamin B3)',
  'Sodium Hyaluronate': 'Sodium Hyaluronate (hyaluronic acid)',
  Glycerin: 'Glycerin (pelembap alami)',
};

const inciNames = (list: string) =>
  list
    .split(/,\s+(?![^()]*\))/)
    .map((part) => part.trim())
    .filter(Boolean);

/** Up to `count` ingredients worth naming, other than those already named. */
function notableIngredients(list: string, named: readonly string[], count: number): string[] {
  const skip = new Set(named.map((name) => name.toLowerCase()));
  return inciNames(list)
    .filter(
      (name) => !PLAIN_INCI.test(name) && !/\(CI \d/.test(name) && !skip.has(name.toLowerCase()),
    )
    .slice(0, count)
    .map((name) => PLAIN_WORDS[name] ?? name);
}

/** The description's sentence after the first (its claim), for a card's body. */
const secondSentence = (text: string) =>
  text.match(/[^.!]+[.!]/g)?.[1]?.trim() ?? text.match(/[^.!]+[.!]/g)?.[0]?.trim() ?? text;

const sentences = (text: string) => (text.match(/[^.!]+[.!]/g) ?? [text]).map((s) => s.trim());

/** A card's content, and the few words the alternative text names it by. */
function cardFor(
  product: ProductPlan,
  plan: CataloguePlan,
): { card: CardContent; label: { id: string; en: string } } {
  const base = { theme: product.leaf, subtitle: '' };
  const classification = product.classification;
  if (classification === 'egift') {
    return {
      card: {
        ...base,
        eyebrow: 'Cara kerja',
        title: 'E-Gift Card Kilau',
        body: secondSentence(product.description),
        listLabel: 'Langkahnya',
        items: sentences(product.howToUse),
      },
      label: { id: 'cara kerja e-gift', en: 'how the e-gift works' },
    };
  }
  if (classification === 'gwp_non_sellable') {
    return {
      card: {
        ...base,
        eyebrow: 'Hadiah',
        title: product.look.title,
        body: secondSentence(product.description),
        listLabel: 'Cara mendapatkan',
        items: sentences(product.howToUse),
      },
      label: { id: 'cara mendapatkan hadiah', en: 'how to get the gift' },
    };
  }
  if (product.pack.length > 0) {
    return {
      card: {
        ...base,
        eyebrow: 'Isi paket',
        title: product.name,
        body: secondSentence(product.description),
        listLabel: 'Di dalam paket',
        items: product.pack.flatMap((part) => {
          const component = plan.products[part.product];
          return component ? [`${part.quantity}× ${component.name}`] : [];
        }),
      },
      label: { id: 'isi paket', en: 'what is in the set' },
    };
  }
  if (product.top === 'fragrance') {
    const notes = product.description.match(
      /Top notes ([^,]+), middle notes ([^,]+), dan base notes ([^.]+)\./,
    );
    return {
      card: {
        ...base,
        eyebrow: 'Karakter aroma',
        title: product.look.subtitle,
        body: sentences(product.howToUse)[0] ?? '',
        listLabel: 'Piramida aroma',
        items: notes
          ? [`Top notes: ${notes[1]}`, `Middle notes: ${notes[2]}`, `Base notes: ${notes[3]}`]
          : [],
      },
      label: { id: 'karakter aroma', en: 'scent notes' },
    };
  }
  if (product.top === 'tools') {
    return {
      card: {
        ...base,
        eyebrow: 'Material',
        title: product.look.title,
        body: secondSentence(product.description),
        listLabel: 'Terbuat dari',
        items: inciNames(product.ingredients),
      },
      label: { id: 'material', en: 'materials' },
    };
  }
  const info = activeInfo(product.look.subtitle);
  if (info && product.top !== 'makeup') {
    const named = inciNames(info.inci);
    return {
      card: {
        ...base,
        theme: product.look.subtitle,
        eyebrow: 'Bahan utama',
        title: product.look.subtitle,
        subtitle: info.inci,
        body: info.benefit,
        listLabel: 'Juga mengandung',
        items: notableIngredients(product.ingredients, named, 3),
      },
      label: { id: 'bahan utama', en: 'key ingredients' },
    };
  }
  return {
    card: {
      ...base,
      eyebrow: product.top === 'makeup' ? 'Hasil akhir' : 'Formula',
      title: product.look.subtitle,
      body: secondSentence(product.description),
      listLabel: 'Bahan pilihan',
      items: notableIngredients(product.ingredients, [], 4),
    },
    label: { id: 'bahan pilihan', en: 'selected ingredients' },
  };
}

/** The gallery of the product at `index` of the plan, once its database id is known. */
export function productGallery(
  plan: CataloguePlan,
  index: number,
  productId: number,
): GalleryImage[] {
  const product = plan.products[index];
  if (!product) return [];
  const brand = ALL_BRANDS[product.brandIndex]?.name ?? '';
  const name = `${brand} ${product.name}`;
  const input = packshotInput(product);
  const images: GalleryImage[] = [
    {
      kind: 'packshot',
      key: mediaKey(productImageUrl(productId, 1)),
      combination: null,
      alt: { id: name, en: name },
      svg: () => packshotSvg(input),
    },
  ];
  if (product.pack.length > 0) {
    images.push({
      kind: 'packshot',
      key: `products/${productId}-contents.webp`,
      combination: null,
      alt: { id: `${name} — isi paket`, en: `${name} — what is in the set` },
      svg: () =>
        contentsSvg(
          product.slug,
          product.pack.flatMap((part) => {
            const component = plan.products[part.product];
            return component ? [packshotInput(component)] : [];
          }),
        ),
    });
  }
  images.push(...textures(product, name));
  const scene = sceneFor(input.key);
  images.push({
    kind: 'lifestyle',
    key: `products/${productId}-lifestyle.webp`,
    combination: null,
    alt: { id: `${name} ${SCENE_WORDS[scene].id}`, en: `${name} ${SCENE_WORDS[scene].en}` },
    svg: () => lifestyleSvg(input, scene),
  });
  const { card, label } = cardFor(product, plan);
  images.push({
    kind: 'ingredients',
    key: cardKey(card),
    combination: null,
    alt: {
      id: `${name} — ${label.id}: ${[card.title, ...card.items].join(', ')}`,
      en: `${name} — ${label.en}: ${[card.title, ...card.items].join(', ')}`,
    },
    svg: () => ingredientsCardSvg(card),
  });
  return images;
}
