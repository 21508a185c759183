import { Link } from 'react-router';
import { useCatalogText } from '~/features/catalog/text';

/** A category's children as chips that lead into them. */
export function SubcategoryLinks({
  categories,
}: {
  categories: ReadonlyArray<{ id: number; name: string; url: string }>;
}) {
  const text = useCatalogText();
  if (categories.length === 0) return null;
  return (
    <nav aria-label={text('filterSubcategories')} className="mt-5">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] dt:flex-wrap">
        {categories.map((category) => (
          <li key={category.id} className="shrink-0">
            <Link
              to={category.url}
              className="inline-flex min-h-10 items-center rounded-full bg-white px-4 text-sm font-medium text-plum-900 ring-1 ring-blush-200 hover:bg-blush-100 hover:ring-blush-300"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
