import { Link } from 'react-router';
import { Pagination } from './listing/pagination';
import { PromotionCard, type PromotionCardView } from './promotion-card';
import { useCatalogText } from '~/features/catalog/text';

/** Running promotions as cards, with page links; an empty note when none run. */
export function PromotionList({
  promotions,
  page,
  pageCount,
}: {
  promotions: PromotionCardView[];
  page: number;
  pageCount: number;
}) {
  const text = useCatalogText();
  if (promotions.length === 0) {
    return (
      <div className="rounded-3xl bg-white p-8 text-center ring-1 ring-blush-200/70">
        <p className="text-plum-700">{text('promoEmpty')}</p>
        <Link
          to="/shop/all"
          className="mt-4 inline-flex min-h-12 items-center rounded-full bg-plum-900 px-6 font-semibold text-cream-50"
        >
          {text('browseAll')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 dt:grid-cols-3">
        {promotions.map((promotion, index) => (
          <li key={promotion.id}>
            <PromotionCard promotion={promotion} priority={index < 2} headingLevel="h2" />
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} />
    </>
  );
}
