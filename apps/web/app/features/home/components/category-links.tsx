import { Link } from 'react-router';
import { CATEGORIES_SECTION_ID } from './hero';
import { useHomeText } from '~/features/home/text';

const SWATCHES = [
  'from-blush-100 to-peach-200',
  'from-blush-200 to-rose-400/60',
  'from-cream-200 to-blush-200',
  'from-peach-200 to-cream-200',
  'from-blush-100 to-plum-500/30',
  'from-cream-100 to-blush-300/70',
];

/** Ways in by top category (`/shop/{id}-{slug}`), and the whole tree at `/shop`. */
export function CategoryLinks({
  categories,
}: {
  categories: ReadonlyArray<{ id: number; name: string; url: string }>;
}) {
  const text = useHomeText();
  if (categories.length === 0) return null;
  return (
    <section
      id={CATEGORIES_SECTION_ID}
      aria-labelledby="categories-title"
      className="mx-auto max-w-6xl px-4 pt-10 md:pt-14"
    >
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2
            id="categories-title"
            className="font-display text-2xl font-semibold text-plum-900 md:text-3xl"
          >
            {text('categoriesTitle')}
          </h2>
          <p className="mt-1 text-sm text-plum-700">{text('categoriesText')}</p>
        </div>
        <Link
          to="/shop"
          className="inline-flex min-h-10 shrink-0 items-center rounded-full px-3 text-sm font-semibold text-rose-700 underline-offset-4 hover:underline"
        >
          {text('seeAll')}
          <span className="sr-only"> {text('categoriesTitle')}</span>
        </Link>
      </div>
      <ul className="mt-5 grid grid-cols-3 gap-2.5 sm:gap-3 dt:grid-cols-6">
        {categories.map(({ id, name, url }, index) => (
          <li key={id}>
            <Link
              to={url}
              className={`group flex h-full min-h-20 flex-col justify-end rounded-2xl bg-gradient-to-br ${SWATCHES[index % SWATCHES.length]} p-3 ring-1 ring-blush-200/70 transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-plum-900/10 sm:min-h-24 sm:p-4`}
            >
              <span className="text-sm font-semibold text-plum-900 sm:text-base">{name}</span>
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
