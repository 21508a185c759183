import type { Promotion } from '../types';
import { PromotionCard } from './promotion-card';
import { ShelfSection } from './shelf-section';
import { useCatalogText } from '~/features/catalog/text';

/** A few running promotions with a link to all of them. */
export function PromotionRow({ title, promotions }: { title: string; promotions: Promotion[] }) {
  const text = useCatalogText();
  if (promotions.length === 0) return null;
  return (
    <ShelfSection
      title={title}
      link={{
        to: '/promo',
        label: (
          <>
            {text('seeAll')}
            <span className="sr-only"> {title}</span>
          </>
        ),
      }}
    >
      <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto scroll-px-4 px-4 pb-3 [scrollbar-width:thin] dt:mx-0 dt:grid dt:grid-cols-3 dt:px-0">
        {promotions.map((promotion) => (
          <li key={promotion.id} className="w-72 shrink-0 snap-start dt:w-auto">
            <PromotionCard promotion={promotion} />
          </li>
        ))}
      </ul>
    </ShelfSection>
  );
}
