import { translate, type MessageCode } from '../messages';
import { DEFAULT_LOCALE, type Locale } from '../shared/locale';
import type { CombinationAttribute } from './types';

/** Variant label prefixes in priority order (000 §9: Shade, Variant, Size). */
export const VARIANT_PRIORITY = [
  { key: 'shade', code: 'variant_shade' },
  { key: 'variant', code: 'variant_variant' },
  { key: 'size', code: 'variant_size' },
] as const satisfies ReadonlyArray<{ key: string; code: MessageCode }>;

export type VariantAttributes =
  | Record<string, CombinationAttribute | null | undefined>
  | null
  | undefined;

/**
 * The one attribute a line is labelled by: shade, else variant, else size; null when the
 * product has no option (only `non_specify`) or none of the three.
 */
export function pickVariant(
  attributes: VariantAttributes,
): { code: (typeof VARIANT_PRIORITY)[number]['code']; name: string } | null {
  if (!attributes) return null;
  for (const { key, code } of VARIANT_PRIORITY) {
    const attribute = attributes[key];
    if (attribute?.name) return { code, name: attribute.name };
  }
  return null;
}

/** `Shade: 01 Rosy`, `Variant: Mini`, `Size: 30 ml`, or empty for no option (000 §9). */
export function formatVariantLabel(
  attributes: VariantAttributes,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const variant = pickVariant(attributes);
  return variant ? `${translate(variant.code, locale)}: ${variant.name}` : '';
}

export type VariantOption<C> = {
  combination: C;
  /** The attribute the option is named by. */
  key: (typeof VARIANT_PRIORITY)[number]['key'];
  code: (typeof VARIANT_PRIORITY)[number]['code'];
  name: string;
};

/**
 * The options a shopper picks from, in the server's order: every combination with a shade,
 * variant or size, named by it. Empty when the product has no option (only `non_specify`).
 */
export function variantOptions<C extends { attributes?: VariantAttributes }>(
  combinations: readonly C[] | null | undefined,
): VariantOption<C>[] {
  return (combinations ?? []).flatMap((combination) => {
    const variant = pickVariant(combination.attributes);
    if (!variant) return [];
    const key = VARIANT_PRIORITY.find((entry) => entry.code === variant.code)?.key ?? 'variant';
    return [{ combination, key, code: variant.code, name: variant.name }];
  });
}
