import { Image } from '~/components/ui/image';
import type { ProductTile } from '../../types';

/** Thumbnail, brand and name: the head of the option and pack modals. */
export function ProductSummary({
  product,
  imageUrl,
}: {
  product: Pick<ProductTile, 'name' | 'brand'>;
  imageUrl: string | null | undefined;
}) {
  return (
    <div className="flex items-center gap-3">
      <Image
        src={imageUrl}
        alt=""
        width={72}
        height={72}
        className="size-18 shrink-0 rounded-xl bg-white object-contain ring-1 ring-blush-200"
      />
      <div className="min-w-0">
        <p className="text-xs font-bold uppercase tracking-[0.08em] text-plum-700">
          {product.brand.name}
        </p>
        <p className="line-clamp-2 font-semibold text-plum-900">{product.name}</p>
      </div>
    </div>
  );
}
