import { useId } from 'react';
import { Link } from 'react-router';
import { useText } from '~/lib/i18n';
import type { Promotion } from '../types';
import { PromotionCard } from './promotion-card';

/** A few running promotions with a link to all of them. */
export function PromotionRow({ title, promotions }: { title: string; promotions: Promotion[] }) {
  const text = useText();
  const titleId = useId();
  if (promotions.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-6xl px-4 pt-12">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={titleId} className="font-display text-2xl font-semibold text-plum-900 md:text-3xl">
          {title}
        </h2>
        <Link
          to="/promo"
          className="inline-flex min-h-10 items-center rounded-full px-3 text-sm font-semibold text-rose-700 underline-offset-4 hover:underline"
        >
          {text('seeAll')}
          <span className="sr-only"> {title}</span>
        </Link>
      </div>
      <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto scroll-px-4 px-4 pb-3 [scrollbar-width:thin] dt:mx-0 dt:grid dt:grid-cols-3 dt:px-0">
        {promotions.map((promotion) => (
          <li key={promotion.id} className="w-72 shrink-0 snap-start dt:w-auto">
            <PromotionCard promotion={promotion} />
          </li>
        ))}
      </ul>
    </section>
  );
}
