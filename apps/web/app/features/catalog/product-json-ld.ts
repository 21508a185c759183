import { isPreorderCombination, isProductAvailable, ratingDisplay } from '@kilau/domain/catalog';
import { CURRENCY_CODE } from '@kilau/domain/shared';
import type { JsonLd } from '~/lib/seo';
import type { ProductDetail } from './types';

const SCHEMA = 'https://schema.org/';

/** schema.org availability: pre-order while a rule has quota, in stock, or out of stock. */
function availabilityOf(product: ProductDetail): string {
  const available = isProductAvailable(product);
  if (isPreorderCombination(product.default_combination)) return available ? 'PreOrder' : 'SoldOut';
  return available ? 'InStock' : 'OutOfStock';
}

/**
 * JSON-LD `Product` for the product page: name, pictures, brand, SKU, the offer (IDR, one price
 * or the range across combinations, availability) and the aggregate rating when there are
 * reviews and the product shows ratings at all.
 */
export function productJsonLd(
  product: ProductDetail,
  canonical: string,
  description: string,
): JsonLd {
  const origin = new URL(canonical).origin;
  const low = product.min_price_after_discount;
  const high = product.max_price_after_discount;
  const availability = `${SCHEMA}${availabilityOf(product)}`;
  const rating = ratingDisplay(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    url: canonical,
    image: product.images.map((image) => new URL(image.url, origin).href),
    sku: product.default_combination?.sku ?? String(product.id),
    brand: { '@type': 'Brand', name: product.brand.name },
    category:
      product.categories.map((category) => category.name).join(' > ') ||
      product.default_category.name,
    offers:
      low === high
        ? {
            '@type': 'Offer',
            url: canonical,
            priceCurrency: CURRENCY_CODE,
            price: low,
            availability,
          }
        : {
            '@type': 'AggregateOffer',
            url: canonical,
            priceCurrency: CURRENCY_CODE,
            lowPrice: low,
            highPrice: high,
            offerCount: product.combinations.length,
            availability,
          },
    ...(rating && rating.totalReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.text,
            reviewCount: rating.totalReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
