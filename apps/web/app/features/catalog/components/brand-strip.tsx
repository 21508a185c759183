import { Link } from 'react-router';
import { Image } from '~/components/ui/image';
import { useLoadWhenNear } from '~/hooks/use-load-when-near';
import type { Brand, BrandLetter } from '../types';
import { ShelfSection } from './shelf-section';
import { useCatalogText } from '~/features/catalog/text';

/** What a brand card renders. */
export type BrandCard = Pick<Brand, 'id' | 'name' | 'slug' | 'logo_url'>;

/** How many brands the home strip features. */
export const FEATURED_BRANDS = 12;
const BRANDS_PATH = '/api/catalog/v3/brands/letters';

/** The featured brands: the first with a logo, A–Z. */
export const featuredBrands = (letters: BrandLetter[]): BrandCard[] =>
  (Array.isArray(letters) ? letters : [])
    .flatMap((letter) => letter.brands)
    .filter((brand) => brand.logo_url)
    .slice(0, FEATURED_BRANDS)
    .map(({ id, name, slug, logo_url }) => ({ id, name, slug, logo_url }));

/** `brand-card` and `skeleton` are app.css classes: a dozen cards and placeholders each. */
const CARD = 'brand-card';
/** The mark fills the card's width (its wordmark stays legible on a phone's third of a row). */
const LOGO = 'aspect-[2/1] w-full rounded-lg';

/**
 * Featured brands as logo cards, with a link to every brand. Below the fold on home: the server
 * renders the title, the link and placeholders of the cards' size; the cards load from the API
 * as the shopper scrolls near them.
 */
export function BrandStrip({ title }: { title: string }) {
  const text = useCatalogText();
  const { ref, view: brands } = useLoadWhenNear(BRANDS_PATH, featuredBrands);
  if (brands?.length === 0) return null;
  return (
    <div ref={ref}>
      <ShelfSection title={title} link={{ to: '/brand', label: text('allBrands') }}>
        <ul
          aria-busy={brands ? undefined : true}
          className="grid grid-cols-3 gap-2.5 sm:grid-cols-4 sm:gap-4 dt:grid-cols-6"
        >
          {brands
            ? brands.map((brand) => (
                <li key={brand.id}>
                  <Link
                    to={`/brand/${brand.slug}`}
                    className={`${CARD} transition hover:-translate-y-0.5 hover:shadow-md hover:shadow-plum-900/10`}
                  >
                    <Image
                      src={brand.logo_url}
                      alt=""
                      width={160}
                      height={80}
                      loading="lazy"
                      className={`${LOGO} h-auto object-contain`}
                    />
                    {/* Two lines' room on phones, where a long name wraps: placeholders keep the size. */}
                    <span className="flex min-h-8 items-center text-xs font-semibold text-plum-900 sm:min-h-0">
                      {brand.name}
                    </span>
                  </Link>
                </li>
              ))
            : Array.from({ length: FEATURED_BRANDS }, (_, index) => (
                <li key={index} aria-hidden="true" className={CARD}>
                  <span className={`${LOGO} skeleton rounded-lg`} />
                  <span className="flex h-8 items-center sm:h-4">
                    <span className="skeleton h-3.5 w-16" />
                  </span>
                </li>
              ))}
        </ul>
      </ShelfSection>
    </div>
  );
}
