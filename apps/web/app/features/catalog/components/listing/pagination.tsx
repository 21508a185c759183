import { useLocation } from 'react-router';
import { PageNav } from '~/components/ui/page-nav';
import { withParams } from './listing-url';
import { useCatalogText } from '~/features/catalog/text';

/**
 * A listing's page links (`?page=`, 000 §9), keeping its filters; page 1 drops the parameter,
 * so it is the listing's canonical URL. Works without JavaScript.
 */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const text = useCatalogText();
  const { search, pathname } = useLocation();
  return (
    <PageNav
      page={page}
      pageCount={pageCount}
      label={text('paginationLabel')}
      hrefFor={(target) => pathname + withParams(search, { page: target === 1 ? null : target })}
    />
  );
}
