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
