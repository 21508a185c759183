import { memo } from 'react';
import { NavLink } from 'react-router';
import { useCatalogText, type CatalogTextKey } from '~/features/catalog/text';

const SHORTCUTS: ReadonlyArray<{ to: string; label: CatalogTextKey; accent?: boolean }> = [
  { to: '/flash-sale', label: 'flashSaleTitle', accent: true },
  { to: '/new-arrivals', label: 'newArrivalsTitle' },
  { to: '/best-seller', label: 'bestSellerTitle' },
  { to: '/promo', label: 'promoTitle' },
  { to: '/brand', label: 'brandsTitle' },
];

/**
 * The shop's departments under the header: top categories, then shortcuts. Memoised: it changes
 * with the categories and the path (its links read the location), not with the root's state.
 */
export const CategoryNav = memo(function CategoryNav({
  categories,
}: {
  categories: ReadonlyArray<{ id: number; name: string; url: string }>;
}) {
  const text = useCatalogText();
  return (
    <nav
      data-chrome
      data-tour="categories"
      aria-label={text('filterCategory')}
      className="border-b border-blush-200/80 bg-cream-50"
    >
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-3 py-1.5 [scrollbar-width:none]">
        {categories.map((category) => (
          <li key={category.id} className="shrink-0">
            {/* `nav-chip` (app.css) styles the current department by its aria-current. */}
            <NavLink to={category.url} className="nav-chip">
              {category.name}
            </NavLink>
          </li>
        ))}
        <li aria-hidden="true" className="mx-1 my-2 w-px shrink-0 bg-blush-200" />
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.to} className="shrink-0">
            <NavLink
              to={shortcut.to}
              className={shortcut.accent ? 'nav-chip nav-chip-accent' : 'nav-chip'}
            >
              {text(shortcut.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
});
