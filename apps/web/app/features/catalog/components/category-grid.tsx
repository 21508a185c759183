import { Link } from 'react-router';
import type { Category } from '../types';
import { useCatalogText } from '~/features/catalog/text';

/** Soft backgrounds per top category, in the shop's palette (categories carry no pictures). */
const SWATCHES = [
  'from-blush-100 to-peach-200',
  'from-blush-200 to-rose-400/50',
  'from-cream-200 to-blush-200',
  'from-peach-200 to-cream-200',
  'from-blush-100 to-plum-500/25',
  'from-cream-100 to-blush-300/70',
];

/** Every top category with its subcategories (`/shop`). */
export function CategoryGrid({ categories }: { categories: Category[] }) {
  const text = useCatalogText();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 dt:grid-cols-3">
      {categories.map((category, index) => (
        <li
          key={category.id}
          className={`flex flex-col rounded-3xl bg-gradient-to-br p-5 ring-1 ring-blush-200/70 ${SWATCHES[index % SWATCHES.length]}`}
        >
          <h2 className="font-display text-2xl font-semibold text-plum-900">
            <Link to={category.url} className="hover:text-rose-700">
              {category.name}
            </Link>
          </h2>
          {category.description ? (
            <p className="mt-1 line-clamp-2 text-sm text-plum-800">{category.description}</p>
          ) : null}
          {category.children.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-2">
              {category.children.map((child) => (
                <li key={child.id}>
                  <Link
                    to={child.url}
                    className="inline-flex min-h-9 items-center rounded-full bg-white/80 px-3 text-sm text-plum-900 hover:bg-white"
                  >
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <Link
            to={category.url}
            className="mt-auto inline-flex min-h-11 items-center pt-4 text-sm font-semibold text-rose-700 underline-offset-4 hover:underline"
          >
            {text('seeAllOf', { title: category.name })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
