import { pickVariant } from './variant';

/**
 * Shade swatches (ADR 0032): a shade's colour is `#rrggbb`, lower case, as the database checks it
 * (migration 0026). A tile carries the first few colours; the product's detail carries each
 * shade's colour and picture.
 */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/;

/** How many shade colours a tile carries (and shows as dots). */
export const TILE_SWATCH_LIMIT = 5;

export const isHexColour = (value: unknown): value is string =>
  typeof value === 'string' && HEX_COLOUR.test(value);

type Shaded = {
  attributes?: Parameters<typeof pickVariant>[0];
  hex?: string | null;
};

/**
 * The colours of a product's first shades, in the server's order, at most `limit`: the dots of
 * its tile. Empty when its options are no shades (a size, a variant) or have no colour.
 */
export function shadeSwatches(
  combinations: readonly Shaded[],
  limit: number = TILE_SWATCH_LIMIT,
): string[] {
  const hexes: string[] = [];
  for (const combination of combinations) {
    if (hexes.length >= limit) break;
    if (pickVariant(combination.attributes)?.code !== 'variant_shade') continue;
    if (isHexColour(combination.hex)) hexes.push(combination.hex);
  }
  return hexes;
}

/**
 * The tile's swatch row: its dots and how many shades there are beyond them ("+5 warna"), or
 * null when the product has fewer than two options or no coloured shade.
 */
export function tileSwatchRow(tile: {
  swatches?: readonly string[] | null;
  option_count?: number;
}): { hexes: string[]; more: number } | null {
  const hexes = (tile.swatches ?? []).filter(isHexColour).slice(0, TILE_SWATCH_LIMIT);
  const count = tile.option_count ?? 0;
  if (hexes.length === 0 || count < 2) return null;
  return { hexes, more: Math.max(0, count - hexes.length) };
}
