import { useId } from 'react';
import type { FlashSale } from '../types';
import { FlashSaleHeader } from './flash-sale-header';
import { ProductTile } from './product-tile';

/** The home page's flash sale: the band with its countdown and a row of flash-sale tiles. */
export function FlashSaleSection({
  sale,
  serverNow,
}: {
  sale: Pick<FlashSale, 'name' | 'starts_at' | 'ends_at' | 'is_running' | 'products'> | null;
  serverNow: number;
}) {
  const titleId = useId();
  if (!sale || sale.products.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-6xl px-4 pt-12">
      <FlashSaleHeader
        sale={sale}
        serverNow={serverNow}
        headingId={titleId}
        seeAllTo="/flash-sale"
      />
      <ul className="-mx-4 mt-4 flex snap-x snap-mandatory gap-2.5 overflow-x-auto scroll-px-4 px-4 pb-3 [scrollbar-width:thin] sm:gap-4">
        {sale.products.map((product, index) => (
          <li key={product.id} className="w-[calc((100%-1.25rem)/2.3)] shrink-0 snap-start sm:w-52">
            <ProductTile product={product} list="flash_sale" position={index + 1} />
          </li>
        ))}
      </ul>
    </section>
  );
}
