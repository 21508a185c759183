import type { CombinationAttributes } from '../../schema';
import type { ProductLine } from '../tables/lines';
import {
  CHEEK_SHADES,
  FACE_SHADES,
  LIP_SHADES,
  MASCARA_SHADES,
  PALETTES,
  POWDER_SHADES,
  SCENTS,
  TOOL_COLOURS,
  type ShadeSeed,
} from '../tables/shades';
import type { Random } from '../random';
import { ean13, shopPrice } from '../text';
import type { CombinationPlan } from './types';

export const MAX_PRICE = 1_250_000;

/** One option of a product before stock and discounts: what differs and what it costs. */
export interface OptionPlan {
  attributes: CombinationAttributes;
  colour: string | null;
  swatches: readonly string[];
  label: string;
  priceFactor: number;
  weightGrams: number;
}

const SHADE_LISTS: Record<string, { list: readonly ShadeSeed[]; idBase: number }> = {
  'shade-face': { list: FACE_SHADES, idBase: 100 },
  'shade-powder': { list: POWDER_SHADES, idBase: 200 },
  'shade-lip': { list: LIP_SHADES, idBase: 300 },
  'shade-cheek': { list: CHEEK_SHADES, idBase: 400 },
};

const sizeNumber = (label: string) => Number.parseFloat(label) || 1;

/** A run of neighbouring shades, the way a brand's range covers part of the spectrum. */
function shadeRun(random: Random, list: readonly ShadeSeed[], min: number, max: number) {
  const count = Math.min(list.length, random.int(min, max));
  const start = random.int(0, list.length - count);
  return list.slice(start, start + count).map((shade, i) => ({ shade, index: start + i }));
}

const variant = (name: string, colour: string | null, grams: number): OptionPlan => ({
  attributes: { variant: { name } },
  colour,
  swatches: [],
  label: name,
  priceFactor: 1,
  weightGrams: grams,
});

/** The options of one product of a line: shades, sizes, variants or a single non_specify. */
export function planOptions(random: Random, line: ProductLine): OptionPlan[] {
  const grams = line.grams;
  const shades = SHADE_LISTS[line.option];
  if (shades) {
    const [min, max] =
      line.option === 'shade-lip' ? [4, 10] : line.option === 'shade-face' ? [4, 8] : [2, 5];
    return shadeRun(random, shades.list, min, max).map(({ shade, index }) => ({
      attributes: { shade: { name: shade.name, id: shades.idBase + index + 1 } },
      colour: shade.hex,
      swatches: [],
      label: shade.name,
      priceFactor: 1,
      weightGrams: grams,
    }));
  }
  const several = random.chance(line.multi);
  switch (line.option) {
    case 'size': {
      const count = several ? random.int(2, line.sizes.length) : 1;
      const first = random.int(0, line.sizes.length - count);
      const sizes = line.sizes.slice(first, first + count);
      const base = sizeNumber(line.sizes[0] ?? '1');
      return sizes.map((size) => {
        const ratio = sizeNumber(size) / base;
        const attributes: CombinationAttributes =
          count > 1 ? { size: { name: size } } : { non_specify: { name: '' } };
        return {
          attributes,
          colour: null,
          swatches: [],
          label: size,
          priceFactor: Math.pow(ratio, 0.8),
          weightGrams: Math.round(grams * Math.pow(ratio, 0.9)),
        };
      });
    }
    case 'palette':
      return random
        .sample(PALETTES, several ? random.int(2, 3) : 1)
        .map((palette) => ({ ...variant(palette.name, null, grams), swatches: palette.colours }));
    case 'mascara':
      return MASCARA_SHADES.slice(0, several ? random.int(2, 3) : 1).map((shade) =>
        variant(shade.name, shade.hex, grams),
      );
    case 'scent':
      return random
        .sample(SCENTS, several ? random.int(2, 4) : 1)
        .map((scent) => variant(scent.name, scent.hex, grams));
    case 'tool-colour':
      return random
        .sample(TOOL_COLOURS, several ? random.int(2, 4) : 1)
        .map((colour) => variant(colour.name, colour.hex, grams));
    default:
      return [
        {
          attributes: { non_specify: { name: '' } },
          colour: null,
          swatches: [],
          label: line.sizes[0] ?? '',
          priceFactor: 1,
          weightGrams: grams,
        },
      ];
  }
}

/** A single variant that was drawn as a scent or colour but is the only one: no option. */
export function collapseSingleVariant(options: OptionPlan[]): OptionPlan[] {
  const only = options[0];
  if (options.length !== 1 || !only || !('variant' in only.attributes)) return options;
  return [{ ...only, attributes: { non_specify: { name: '' } } }];
}

export interface Discount {
  type: 'amount' | 'percentage';
  value: number;
}

/** Price after a discount, exact and never below Rp500 (prices are multiples of Rp500). */
export function applyDiscount(price: number, discount: Discount | null): number {
  if (!discount || price === 0) return price;
  const off =
    discount.type === 'percentage' ? Math.round((price * discount.value) / 100) : discount.value;
  return Math.max(500, price - off);
}

export function pickDiscount(random: Random, price: number): Discount {
  if (random.chance(0.7))
    return { type: 'percentage', value: random.pick([10, 15, 20, 25, 30, 35, 40, 50]) };
  const value = Math.max(5_000, Math.round((price * random.int(10, 30)) / 100 / 1000) * 1000);
  return { type: 'amount', value: Math.min(value, price - 1000) };
}

/** `#rrggbb`, the one colour format stored (migration 0026 checks it too). */
const HEX = /^#[0-9a-f]{6}$/;

/**
 * A shade's swatch colour: the colour its packshot paints the product with (`look.colour`,
 * `makePaint`'s `product`), so the dot and the picture agree; null for an option that is no
 * shade. A colour that is not `#rrggbb` is a mistake in the seed's tables: refused here.
 */
export function shadeHex(attributes: CombinationAttributes, colour: string | null): string | null {
  if (!('shade' in attributes)) return null;
  const hex = colour?.toLowerCase() ?? '';
  if (!HEX.test(hex)) throw new Error(`shade ${attributes.shade?.name} has no #rrggbb colour`);
  return hex;
}

export interface CombinationInput {
  options: OptionPlan[];
  basePrice: number;
  /** Discounts per option (null for none). */
  discounts: (Discount | null)[];
  stocks: number[];
  skuPrefix: string;
  barcodeSerial: number;
}

export function buildCombinations(input: CombinationInput): CombinationPlan[] {
  const defaultIndex = Math.max(
    0,
    input.stocks.findIndex((stock) => stock > 0),
  );
  return input.options.map((option, i) => {
    const price = Math.min(MAX_PRICE, shopPrice(input.basePrice * option.priceFactor));
    const discount = input.discounts[i] ?? null;
    const priceAfterDiscount = applyDiscount(price, discount);
    return {
      sku: `${input.skuPrefix}-${String(i + 1).padStart(2, '0')}`,
      barcode: ean13('899', input.barcodeSerial * 16 + i),
      attributes: option.attributes,
      colour: option.colour,
      hex: shadeHex(option.attributes, option.colour),
      stock: input.stocks[i] ?? 0,
      price,
      priceAfterDiscount,
      deductionType: discount && priceAfterDiscount < price ? discount.type : null,
      deductionAmount: discount?.type === 'amount' ? price - priceAfterDiscount : 0,
      deductionPercentage: discount?.type === 'percentage' ? discount.value : 0,
      isShowAsPercentage: discount?.type !== 'amount',
      isDefault: i === defaultIndex,
      weightGrams: option.weightGrams,
      preorder: null,
    };
  });
}
