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
      <ul className="shelf-track mt-4">
        {sale.products.map((product, index) => (
          <li key={product.id} className="shelf-item">
            <ProductTile product={product} list="flash_sale" position={index + 1} />
          </li>
        ))}
      </ul>
    </section>
  );
}
