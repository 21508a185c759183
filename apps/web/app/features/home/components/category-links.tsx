import { Link } from 'react-router';
import { SectionHeader } from '~/components/ui/section-header';
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
      <SectionHeader
        titleId="categories-title"
        title={text('categoriesTitle')}
        subtitle={text('categoriesText')}
        seeAll={{ to: '/shop' }}
      />
      <ul className="grid grid-cols-3 gap-2.5 sm:gap-3 dt:grid-cols-6">
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
