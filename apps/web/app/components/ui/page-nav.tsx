import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paginationWindow } from '@kilau/domain/shared';
import { useText } from '~/lib/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

const CELL =
  'inline-flex size-11 items-center justify-center rounded-full text-sm font-semibold transition';

/**
 * Page numbers with the spec's window (000 §9): below page 6 pages 1 to page + 2, from page 6
 * on five pages around the current one. Links (`hrefFor`, working without JavaScript) for a
 * listing's pages; buttons (`onPage`) for a list inside a page, such as the reviews (001 §9).
 */
export function PageNav({
  page,
  pageCount,
  label,
  hrefFor,
  onPage,
}: {
  page: number;
  pageCount: number;
  label: string;
} & (
  | { hrefFor: (page: number) => string; onPage?: undefined }
  | { onPage: (page: number) => void; hrefFor?: undefined }
)) {
  const text = useText();
  if (pageCount <= 1) return null;
  const pages = paginationWindow(page, pageCount);
  const cell = (target: number, className: string, children: ReactNode, current = false) =>
    hrefFor ? (
      <Link
        to={hrefFor(target)}
        aria-current={current ? 'page' : undefined}
        className={`${CELL} ${className}`}
      >
        {children}
      </Link>
    ) : (
      <button
        type="button"
        onClick={() => onPage?.(target)}
        aria-current={current ? 'page' : undefined}
        className={`${CELL} ${className}`}
      >
        {children}
      </button>
    );

  return (
    <nav aria-label={label} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1
            ? cell(
                page - 1,
                'text-plum-900 hover:bg-blush-100',
                <>
                  <ChevronLeftIcon className="size-5" />
                  <span className="sr-only">{text('previousPage')}</span>
                </>,
              )
            : null}
        </li>
        {pages.map((number) => (
          <li key={number}>
            {cell(
              number,
              number === page
                ? 'bg-plum-900 text-cream-50'
                : 'text-plum-900 ring-1 ring-blush-200 hover:bg-blush-100',
              <>
                <span className="sr-only">{text('pageNumber', { page: number })}</span>
                <span aria-hidden="true">{number}</span>
              </>,
              number === page,
            )}
          </li>
        ))}
        <li>
          {page < pageCount
            ? cell(
                page + 1,
                'text-plum-900 hover:bg-blush-100',
                <>
                  <ChevronRightIcon className="size-5" />
                  <span className="sr-only">{text('nextPage')}</span>
                </>,
              )
            : null}
        </li>
      </ul>
    </nav>
  );
}
