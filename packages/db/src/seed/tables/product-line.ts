import type { TopCategoryKey } from './brands';
import { list } from './table';

/** Packshot silhouettes the image renderer knows. */
export type Shape =
  | 'bottle'
  | 'pump'
  | 'dropper'
  | 'jar'
  | 'tube'
  | 'compact'
  | 'palette'
  | 'lipstick'
  | 'wand'
  | 'mascara'
  | 'perfume'
  | 'spray'
  | 'sachet'
  | 'rollon'
  | 'brush'
  | 'sponge'
  | 'roller'
  | 'curler'
  | 'pouch'
  | 'giftcard'
  | 'box';

/**
 * How a product's combinations differ: by size (`{ size }`), by shade (`{ shade }` from a shade
 * list), by variant (`{ variant }`: scents, palettes, mascara and tool colours) or not at all.
 */
export type OptionKind =
  | 'size'
  | 'scent'
  | 'shade-face'
  | 'shade-powder'
  | 'shade-lip'
  | 'shade-cheek'
  | 'palette'
  | 'mascara'
  | 'tool-colour'
  | 'none';

/** A product line: how the products of one leaf category are named, priced and packed. */
export interface ProductLine {
  top: TopCategoryKey;
  /** The leaf category's name (several lines may share one leaf). */
  category: string;
  count: number;
  shapes: readonly Shape[];
  /** Name patterns over {f} form, {a} active or finish, {x} extra claim. */
  patterns: readonly string[];
  forms: readonly string[];
  actives: readonly string[];
  extras: readonly string[];
  option: OptionKind;
  /** Size labels, smallest first; the first is the pack size when sizes are not options. */
  sizes: readonly string[];
  /** Chance that a size, scent or colour product offers several options. */
  multi: number;
  /** Price range of the smallest option, in rupiah. */
  price: readonly [number, number];
  /** Weight of the smallest option with its packaging, in grams. */
  grams: number;
  /** Indonesian noun for descriptions ("serum wajah"). */
  noun: string;
  use: string;
  /** INCI-like list; {a} is replaced by the active's INCI names. */
  inci: string;
}

type ListKeys = 'shapes' | 'patterns' | 'forms' | 'actives' | 'extras' | 'sizes';

/** Lines are written with comma-separated lists (patterns with `;`) to stay compact. */
export function defineLine(
  spec: Omit<ProductLine, ListKeys | 'shapes'> & Record<ListKeys, string>,
): ProductLine {
  return {
    ...spec,
    shapes: list(spec.shapes) as Shape[],
    patterns: list(spec.patterns, ';'),
    forms: list(spec.forms),
    actives: list(spec.actives),
    extras: list(spec.extras),
    sizes: list(spec.sizes),
  };
}
