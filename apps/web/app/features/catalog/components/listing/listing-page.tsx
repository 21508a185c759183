import { Breadcrumb } from '~/components/ui/breadcrumb';
import type { ListingPageData } from '../../api/listing-page.server';
import { ListingView } from './listing-view';

/** A plain listing page: breadcrumb, title, intro, filters and the products. */
export function ListingPage({
  data,
  hiddenFilters,
}: {
  data: Pick<ListingPageData, 'listing' | 'title' | 'intro' | 'crumbs'>;
  hiddenFilters?: Parameters<typeof ListingView>[0]['hiddenFilters'];
}) {
  return (
    <ListingView
      listing={data.listing}
      title={data.title}
      intro={data.intro}
      top={<Breadcrumb items={data.crumbs} />}
      {...(hiddenFilters ? { hiddenFilters } : {})}
    />
  );
}
