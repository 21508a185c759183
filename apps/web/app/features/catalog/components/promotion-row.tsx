import { useLoadWhenNear } from '~/hooks/use-load-when-near';
import type { Promotion } from '../types';
import { PromotionCard, promotionCardView } from './promotion-card';
import { ShelfSection } from './shelf-section';

/** How many running promotions the home row shows. */
const SHOWN = 3;
const PROMOTIONS_PATH = `/api/catalog/v3/promotions?limit=${SHOWN}`;
const readPromotions = (data: Promotion[]) =>
  (Array.isArray(data) ? data : []).slice(0, SHOWN).map(promotionCardView);

/** A phone shows one whole card and a fixed peek of the next (as `shelf-track` does). */
const ITEM = 'w-[calc(100%-2.5rem)] shrink-0 snap-start sm:w-80 dt:w-auto';
const LINE = 'skeleton';

/**
 * A few running promotions with a link to all of them. Below the fold on home: the server
 * renders the title, the link and placeholder cards of the cards' size; the cards load from the
 * API as the shopper scrolls near them.
 */
export function PromotionRow({ title }: { title: string }) {
  const { ref, view: promotions } = useLoadWhenNear(PROMOTIONS_PATH, readPromotions);
  if (promotions?.length === 0) return null;
  return (
    <div ref={ref}>
      <ShelfSection title={title} link={{ to: '/promo' }}>
        <ul
          aria-busy={promotions ? undefined : true}
          className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 px-4 pb-3 [scrollbar-width:thin] dt:mx-0 dt:grid dt:grid-cols-3 dt:px-0"
        >
          {promotions
            ? promotions.map((promotion) => (
                <li key={promotion.id} className={ITEM}>
                  <PromotionCard promotion={promotion} />
                </li>
              ))
            : Array.from({ length: SHOWN }, (_, index) => (
                // A card's frame: the 2:1 picture, the name, two lines of text and the end date.
                <li key={index} aria-hidden="true" className={ITEM}>
                  <div className="flex h-full flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-blush-200/70">
                    <div className="aspect-[2/1] w-full animate-pulse bg-blush-50" />
                    <div className="flex flex-1 flex-col gap-1 p-4">
                      {/* The name: two lines on a phone's card, one on desktop's wider one. */}
                      <div className={`h-11 w-3/4 dt:h-[1.375rem] ${LINE}`} />
                      <div className={`h-10 ${LINE}`} />
                      <div className="mt-auto pt-2">
                        <div className={`h-4 w-1/2 ${LINE}`} />
                      </div>
                    </div>
                  </div>
                </li>
              ))}
        </ul>
      </ShelfSection>
    </div>
  );
}
