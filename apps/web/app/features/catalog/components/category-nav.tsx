import { NavLink } from 'react-router';
import { useCatalogText, type CatalogTextKey } from '~/features/catalog/text';

const SHORTCUTS: ReadonlyArray<{ to: string; label: CatalogTextKey; accent?: boolean }> = [
  { to: '/flash-sale', label: 'flashSaleTitle', accent: true },
  { to: '/new-arrivals', label: 'newArrivalsTitle' },
  { to: '/best-seller', label: 'bestSellerTitle' },
  { to: '/promo', label: 'promoTitle' },
  { to: '/brand', label: 'brandsTitle' },
];

/** The shop's departments under the header: top categories, then shortcuts. */
export function CategoryNav({
  categories,
}: {
  categories: ReadonlyArray<{ id: number; name: string; url: string }>;
}) {
  const text = useCatalogText();
  const link = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-10 items-center whitespace-nowrap rounded-full px-3 text-sm font-medium transition ${
      isActive ? 'bg-plum-900 text-cream-50' : 'text-plum-900 hover:bg-blush-100'
    }`;
  return (
    <nav
      data-chrome
      aria-label={text('filterCategory')}
      className="border-b border-blush-200/80 bg-cream-50"
    >
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-3 py-1.5 [scrollbar-width:none]">
        {categories.map((category) => (
          <li key={category.id} className="shrink-0">
            <NavLink to={category.url} className={link}>
              {category.name}
            </NavLink>
          </li>
        ))}
        <li aria-hidden="true" className="mx-1 my-2 w-px shrink-0 bg-blush-200" />
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.to} className="shrink-0">
            <NavLink
              to={shortcut.to}
              className={(state) =>
                `${link(state)} ${shortcut.accent && !state.isActive ? 'font-semibold text-rose-700' : ''}`
              }
            >
              {text(shortcut.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
