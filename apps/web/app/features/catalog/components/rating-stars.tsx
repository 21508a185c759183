import { ratingDisplay } from '@kilau/domain/catalog';
import { Stars } from '~/components/ui/stars';
import type { ProductTile } from '../types';
import { useCatalogText } from '~/features/catalog/text';

/**
 * The tile's rating (000 §5): stars scaled by 10, the average with one decimal and the review
 * count; "Belum ada ulasan" while nobody has reviewed it; nothing for bundles and
 * gifts-with-purchase.
 */
export function RatingStars({
  product,
}: {
  product: Pick<ProductTile, 'classification' | 'review_stats'>;
}) {
  const text = useCatalogText();
  const rating = ratingDisplay(product);
  if (!rating) return null;
  if (!rating.reviewed) {
    return <p className="text-xs text-plum-600">{text('ratingNoneShort')}</p>;
  }
  return (
    <p className="flex items-center gap-1 text-xs text-plum-700" data-star-scale={rating.starScale}>
      <span className="sr-only">
        {text('ratingLabel', { rating: rating.text, count: rating.totalReviews })}
      </span>
      <Stars starScale={rating.starScale} />
      <span aria-hidden="true" className="font-semibold text-plum-900">
        {rating.text}
      </span>
      <span aria-hidden="true">{text('reviewsCount', { count: rating.totalReviews })}</span>
    </p>
  );
}
