import { Link } from 'react-router';
import { useText } from '~/lib/i18n';
import type { UiTextKey } from '~/lib/ui-text';
import { CATEGORIES_SECTION_ID } from './hero';

/**
 * Entry points by category. Until the catalogue's category pages exist they search for the
 * category name (`/search?q=`), the route the spec gives for search.
 */
const CATEGORIES: ReadonlyArray<{ label: UiTextKey; query: string; swatch: string }> = [
  { label: 'categorySkincare', query: 'skincare', swatch: 'from-blush-100 to-peach-200' },
  { label: 'categoryMakeup', query: 'makeup', swatch: 'from-blush-200 to-rose-400/60' },
  { label: 'categoryBody', query: 'body care', swatch: 'from-cream-200 to-blush-200' },
  { label: 'categoryHair', query: 'hair care', swatch: 'from-peach-200 to-cream-200' },
  { label: 'categoryFragrance', query: 'fragrance', swatch: 'from-blush-100 to-plum-500/30' },
  { label: 'categoryTools', query: 'beauty tools', swatch: 'from-cream-100 to-blush-300/70' },
];

export function CategoryLinks() {
  const text = useText();
  return (
    <section
      id={CATEGORIES_SECTION_ID}
      aria-labelledby="categories-title"
      className="mx-auto max-w-6xl px-4 pt-14 md:pt-20"
    >
      <h2 id="categories-title" className="font-display text-3xl font-semibold text-plum-900">
        {text('categoriesTitle')}
      </h2>
      <p className="mt-2 text-plum-700">{text('categoriesText')}</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {CATEGORIES.map(({ label, query, swatch }) => (
          <li key={label}>
            <Link
              to={`/search?q=${encodeURIComponent(query)}`}
              className={`group flex h-full min-h-24 flex-col justify-end rounded-3xl bg-gradient-to-br ${swatch} p-4 ring-1 ring-blush-200/70 transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-plum-900/10`}
            >
              <span className="font-semibold text-plum-900">{text(label)}</span>
              <span
                aria-hidden="true"
                className="mt-1 text-sm text-plum-700 transition group-hover:translate-x-1"
              >
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
