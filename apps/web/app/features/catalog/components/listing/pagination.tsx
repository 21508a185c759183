import { Link, useLocation } from 'react-router';
import { paginationWindow } from '@kilau/domain/shared';
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/ui/icons';
import { withParams } from './listing-url';
import { useCatalogText } from '~/features/catalog/text';

/**
 * Page links (`?page=`) with the spec's window (000 §9): below page 6 pages 1 to page + 2, from
 * page 6 on five pages around the current one. Works without JavaScript.
 */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const text = useCatalogText();
  const { search, pathname } = useLocation();
  if (pageCount <= 1) return null;
  const pages = paginationWindow(page, pageCount);
  const to = (target: number) =>
    pathname + withParams(search, { page: target === 1 ? null : target });
  const cell =
    'inline-flex size-11 items-center justify-center rounded-full text-sm font-semibold transition';

  return (
    <nav aria-label={text('paginationLabel')} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={to(page - 1)} className={`${cell} text-plum-900 hover:bg-blush-100`}>
              <ChevronLeftIcon className="size-5" />
              <span className="sr-only">{text('previousPage')}</span>
            </Link>
          ) : null}
        </li>
        {pages.map((number) => (
          <li key={number}>
            <Link
              to={to(number)}
              aria-current={number === page ? 'page' : undefined}
              className={`${cell} ${
                number === page
                  ? 'bg-plum-900 text-cream-50'
                  : 'text-plum-900 ring-1 ring-blush-200 hover:bg-blush-100'
              }`}
            >
              <span className="sr-only">{text('pageNumber', { page: number })}</span>
              <span aria-hidden="true">{number}</span>
            </Link>
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <Link to={to(page + 1)} className={`${cell} text-plum-900 hover:bg-blush-100`}>
              <ChevronRightIcon className="size-5" />
              <span className="sr-only">{text('nextPage')}</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
