import { useId, useRef } from 'react';
import type { TileList } from '@kilau/domain/catalog';
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/ui/icons';
import { SectionHeader } from '~/components/ui/section-header';
import type { ProductTile as Product } from '../types';
import { ProductTile } from './product-tile';
import { useCatalogText } from '~/features/catalog/text';

/**
 * A titled row of tiles that scrolls sideways (`shelf-track`: whole cards that snap, arrow buttons
 * on desktop), with a "see all" link. Renders nothing for an empty list (000 §8: failed lists are emptied quietly).
 */
export function ProductSlider({
  title,
  subtitle,
  products,
  seeAllTo,
  list = 'slider',
  className = '',
}: {
  title: string;
  subtitle?: string;
  products: Product[];
  seeAllTo?: string;
  list?: TileList;
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
      <SectionHeader
        titleId={titleId}
        title={title}
        subtitle={subtitle}
        seeAll={seeAllTo ? { to: seeAllTo } : undefined}
        controls={
          <>
            <button type="button" onClick={() => scroll(-1)} className={arrow}>
              <ChevronLeftIcon className="size-5" />
              <span className="sr-only">{text('sliderPrevious', { title })}</span>
            </button>
            <button type="button" onClick={() => scroll(1)} className={arrow}>
              <ChevronRightIcon className="size-5" />
              <span className="sr-only">{text('sliderNext', { title })}</span>
            </button>
          </>
        }
      />
      <ul ref={track} className="shelf-track">
        {products.map((product, index) => (
          <li key={product.id} className="shelf-item">
            <ProductTile product={product} list={list} position={index + 1} />
          </li>
        ))}
      </ul>
    </section>
  );
}
