import { useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { TileList } from '@kilau/domain/catalog';
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/ui/icons';
import type { ProductTile as Product } from '../types';
import { ProductTile } from './product-tile';
import { useCatalogText } from '~/features/catalog/text';

/**
 * A titled row of tiles that scrolls sideways (snap on touch, arrow buttons on desktop), with a
 * "see all" link. Renders nothing for an empty list (000 §8: failed lists are emptied quietly).
 */
export function ProductSlider({
  title,
  subtitle,
  products,
  seeAllTo,
  list = 'slider',
  action,
  className = '',
}: {
  title: string;
  subtitle?: string;
  products: Product[];
  seeAllTo?: string;
  list?: TileList;
  /** Extra content beside the title (a countdown). */
  action?: ReactNode;
  className?: string;
}) {
  const text = useCatalogText();
  const titleId = useId();
  const track = useRef<HTMLUListElement>(null);
  if (products.length === 0) return null;

  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({
      left: direction * element.clientWidth * 0.9,
      behavior: reduce ? 'auto' : 'smooth',
    });
  };
  const arrow =
    'hidden size-10 items-center justify-center rounded-full bg-white text-plum-900 ring-1 ring-blush-200 hover:bg-blush-100 dt:inline-flex';

  return (
    <section aria-labelledby={titleId} className={`mx-auto max-w-6xl px-4 ${className}`}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <div>
            <h2
              id={titleId}
              className="font-display text-2xl font-semibold text-plum-900 md:text-3xl"
            >
              {title}
            </h2>
            {subtitle ? <p className="mt-1 text-sm text-plum-700">{subtitle}</p> : null}
          </div>
          {action}
        </div>
        <div className="flex items-center gap-2">
          {seeAllTo ? (
            <Link
              to={seeAllTo}
              className="inline-flex min-h-10 items-center rounded-full px-3 text-sm font-semibold text-rose-700 underline-offset-4 hover:underline"
            >
              {text('seeAll')}
              <span className="sr-only"> {title}</span>
            </Link>
          ) : null}
          <button type="button" onClick={() => scroll(-1)} className={arrow}>
            <ChevronLeftIcon className="size-5" />
            <span className="sr-only">{text('sliderPrevious', { title })}</span>
          </button>
          <button type="button" onClick={() => scroll(1)} className={arrow}>
            <ChevronRightIcon className="size-5" />
            <span className="sr-only">{text('sliderNext', { title })}</span>
          </button>
        </div>
      </div>
      <ul
        ref={track}
        className="-mx-4 flex snap-x snap-mandatory gap-2.5 overflow-x-auto scroll-px-4 px-4 pb-3 [scrollbar-width:thin] sm:gap-4"
      >
        {products.map((product, index) => (
          <li key={product.id} className="w-[calc((100%-1.25rem)/2.3)] shrink-0 snap-start sm:w-52">
            <ProductTile product={product} list={list} position={index + 1} />
          </li>
        ))}
      </ul>
    </section>
  );
}
