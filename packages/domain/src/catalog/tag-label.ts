import { isMessageCode, translate } from '../messages';
import type { Locale } from '../shared/locale';

/**
 * A tag's name (a concern, benefit, skin type or ingredient) as the shopper reads it (ADR 0030):
 * the stored name in English, the catalogue's `tag_<slug>` rendering in Indonesian. A tag the
 * catalogue does not know (an ingredient's own name, a tag added later) is shown as stored.
 */
export function tagLabel(tag: { slug: string; name: string }, locale: Locale): string {
  if (locale === 'en') return tag.name;
  const code = `tag_${tag.slug.replace(/-/g, '_')}`;
  return isMessageCode(code) ? translate(code, locale) : tag.name;
}
